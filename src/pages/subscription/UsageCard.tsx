import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PanelCard } from '../../components/PanelCard';
import type { Usage } from '../../schema/subscription-overview';

/** The capped resources in page order; their texts are app.subscription.usage.<name>. */
const SHOWN = ['users', 'contracts'] as const;

const UsageBar = ({ name, usage }: { name: (typeof SHOWN)[number]; usage: Usage }) => {
  const translate = useTranslate();
  const { count, limit } = usage;
  const share = limit === null ? 0 : Math.min(100, (count / limit) * 100);
  const label =
    limit === null
      ? translate(`app.subscription.usage.${name}_unlimited`, { count, smart_count: count })
      : translate(`app.subscription.usage.${name}`, { count, limit, smart_count: limit });
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {limit === null ? null : (
        <LinearProgress
          variant="determinate"
          value={share}
          color={share >= 100 ? 'error' : share >= 80 ? 'warning' : 'primary'}
          aria-label={label}
          sx={{ height: 8, borderRadius: 4 }}
        />
      )}
    </Box>
  );
};

/** How many users and contracts the company has against its plan's limits. */
export const UsageCard = ({ usage }: { usage: Record<string, Usage> }) => {
  const translate = useTranslate();
  return (
    <PanelCard title={translate('app.subscription.usage_title')}>
      <Stack spacing={2}>
        {SHOWN.filter((name) => usage[name]).map((name) => (
          <UsageBar key={name} name={name} usage={usage[name]} />
        ))}
      </Stack>
    </PanelCard>
  );
};
