import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Text for screen readers only, e.g. the header of a column of buttons (axe: empty-table-header). */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <Box
    component="span"
    sx={{
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
      padding: 0,
      margin: '-1px',
    }}
  >
    {children}
  </Box>
);
