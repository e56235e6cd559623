import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Definition {
  key: string;
  label: string;
  value: ReactNode;
  /** Spans the whole row (long texts). */
  wide?: boolean;
}

/** Label/value pairs in a responsive grid: one column on a phone, up to three on a wide screen. */
export const DefinitionGrid = ({ items, columns = 3 }: { items: Definition[]; columns?: 2 | 3 }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gap: 2,
      gridTemplateColumns: {
        xs: '1fr',
        sm: 'repeat(2, minmax(0, 1fr))',
        lg: `repeat(${columns}, minmax(0, 1fr))`,
      },
    }}
  >
    {items.map((item) => (
      <Box key={item.key} sx={{ minWidth: 0, gridColumn: item.wide ? '1 / -1' : undefined }}>
        <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {item.label}
        </Typography>
        <Typography
          component="dd"
          variant="body2"
          sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
        >
          {item.value}
        </Typography>
      </Box>
    ))}
  </Box>
);
