import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';

/** A record page's body: the main cards on the left (wider), the side cards on the right; one column on small screens. */
export const DetailColumns = ({ main, side }: { main: ReactNode; side: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      alignItems: 'start',
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
    }}
  >
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {main}
    </Stack>
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {side}
    </Stack>
  </Box>
);
