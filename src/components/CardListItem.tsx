import { styled } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The entry's look, styled once for every entry: a list of contracts on a phone shows 25 of them,
 * and styles given per element (`sx`) were worked out again on every render.
 */
const Entry = styled('li')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1.25, 0),
  borderBottom: `1px solid ${theme.palette.divider}`,
}));
const EntryText = styled('div')({ flex: 1, minWidth: 0 });

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
  <Entry style={{ alignItems: align }}>
    {icon}
    <EntryText>{children}</EntryText>
    {actions}
  </Entry>
);
