import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Error icon + message (docs/requirements.md#screens), for any input's helper text. */
export const ErrorText = ({ children }: { children: ReactNode }) => (
  <Box component="span" role="alert" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
    <ErrorOutlineIcon fontSize="inherit" aria-hidden />
    {children}
  </Box>
);
