import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * One entry of a list inside a card (a document, an alert, a sent mail): an icon, the text taking
 * the room, then its actions; entries are divided by a line. Put them in a `<Box component="ul">`.
 */
export const CardListItem = ({
  icon,
  children,
  actions,
  align = 'flex-start',
}: {
  icon: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  align?: 'flex-start' | 'center';
}) => (
  <Box
    component="li"
    sx={{ display: 'flex', alignItems: align, gap: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
  >
    {icon}
    <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    {actions}
  </Box>
);
