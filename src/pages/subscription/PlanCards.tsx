import CheckIcon from '@mui/icons-material/Check';
import { Box, Card, CardActionArea, Chip, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../../i18n/format';
import type { PlanView } from '../../schema/subscription-overview';

const Limit = ({ text }: { text: string }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <CheckIcon fontSize="small" color="success" aria-hidden />
    <Typography variant="body2">{text}</Typography>
  </Stack>
);

/** The active plans side by side, one to choose; `current` marks today's plan. */
export const PlanCards = ({
  plans,
  selected,
  current,
  onSelect,
}: {
  plans: PlanView[];
  selected: number | null;
  current?: number;
  onSelect: (id: number) => void;
}) => {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      {plans.map((plan) => {
        const chosen = plan.id === selected;
        return (
          <Grid key={plan.id} size={{ xs: 12, sm: 4 }}>
            <Card
              variant="outlined"
              sx={{
                height: '100%',
                borderWidth: 2,
                borderColor: chosen ? 'primary.main' : 'divider',
                bgcolor: chosen ? 'action.selected' : undefined,
              }}
            >
              <CardActionArea
                aria-pressed={chosen}
                onClick={() => onSelect(plan.id)}
                sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
              >
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                  <Typography variant="h6" component="h3">
                    {plan.name}
                  </Typography>
                  {plan.id === current ? (
                    <Chip size="small" label={translate('app.subscription.current_plan')} />
                  ) : chosen ? (
                    <Chip size="small" color="primary" label={translate('app.subscription.chosen')} />
                  ) : null}
                </Stack>
                <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
                  {formatEuro(plan.monthlyPrice)}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
                    {translate('app.subscription.per_month')}
                  </Typography>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {translate('app.subscription.vat_excluded')} ·{' '}
                  {translate('app.subscription.incl_vat', { amount: formatEuro(plan.monthlyPriceInclVat) })}
                </Typography>
                <Box sx={{ flexGrow: 1 }}>
                  <Limit
                    text={
                      plan.maxUsers === null
                        ? translate('app.subscription.unlimited_users')
                        : translate('app.subscription.limit_users', {
                            count: plan.maxUsers,
                            smart_count: plan.maxUsers,
                          })
                    }
                  />
                  <Limit
                    text={
                      plan.maxContracts === null
                        ? translate('app.subscription.unlimited_contracts')
                        : translate('app.subscription.limit_contracts', {
                            count: plan.maxContracts,
                            smart_count: plan.maxContracts,
                          })
                    }
                  />
                </Box>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
};
