import { Box, Card, CardContent, CardHeader, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface PanelCardProps {
  title: ReactNode;
  subheader?: ReactNode;
  /** Buttons on the right of the header. */
  action?: ReactNode;
  /** Shows a thin progress bar under the header and dims the content. */
  loading?: boolean;
  children?: ReactNode;
}

/** The card with header and loader (docs/requirements.md#screens). */
export const PanelCard = ({ title, subheader, action, loading = false, children }: PanelCardProps) => {
  const translate = useTranslate();
  return (
    <Card aria-busy={loading}>
      <CardHeader
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          // On a phone an action wider than what is left goes under the title instead of past the edge.
          flexWrap: 'wrap',
          rowGap: 1,
          '& .MuiCardHeader-action': { alignSelf: 'center', m: 0, maxWidth: '100%' },
        }}
      />
      <Box sx={{ height: 4 }}>
        {loading ? <LinearProgress aria-label={translate('app.common.loading')} /> : null}
      </Box>
      <CardContent sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}>{children}</CardContent>
    </Card>
  );
};
