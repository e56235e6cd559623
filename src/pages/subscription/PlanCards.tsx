import CheckIcon from '@mui/icons-material/Check';
import { Box, Card, CardActionArea, Chip, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../../i18n/format';
import { exceededLimit, type PlanView, type Usage } from '../../schema/subscription-overview';

const Limit = ({ text }: { text: string }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <CheckIcon fontSize="small" color="success" aria-hidden />
    <Typography variant="body2">{text}</Typography>
  </Stack>
);

/**
 * The active plans side by side, one to choose; `current` marks today's plan. A plan below today's
 * `usage` cannot be chosen and says why (the server refuses it with the same sentence).
 */
export const PlanCards = ({
  plans,
  usage,
  selected,
  current,
  onSelect,
}: {
  plans: PlanView[];
  usage: Record<string, Usage>;
  selected: number | null;
  current?: number;
  onSelect: (id: number) => void;
}) => {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      {plans.map((plan) => {
        const chosen = plan.id === selected;
        // Keeping today's plan (withdrawing a pending change) is always possible.
        const exceeded = plan.id === current ? null : exceededLimit(plan, usage);
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
                disabled={exceeded !== null}
                onClick={() => onSelect(plan.id)}
                sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
              >
                {/* A plan too small is dimmed; the reason below it stays readable. */}
                <Box
                  sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', opacity: exceeded ? 0.55 : 1 }}
                >
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
                  >
                    <Typography variant="h6" component="h3">
                      {plan.name}
                    </Typography>
                    {plan.id === current ? (
                      <Chip size="small" label={translate('app.subscription.current_plan')} />
                    ) : chosen ? (
                      <Chip size="small" color="primary" label={translate('app.subscription.chosen')} />
                    ) : exceeded ? (
                      <Chip size="small" label={translate('app.subscription.too_small')} />
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
                </Box>
                {exceeded ? (
                  <Typography variant="body2" color="warning.main" sx={{ mt: 1.5, fontWeight: 500 }}>
                    {translate(`app.subscription.too_many.${exceeded.planField}`, {
                      count: exceeded.count,
                      limit: exceeded.limit,
                      plan: plan.name,
                    })}
                  </Typography>
                ) : null}
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
};
