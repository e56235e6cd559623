import { Alert, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PanelCard } from '../../components/PanelCard';
import { formatEuro, formatLongDate } from '../../i18n/format';
import type { SubscriptionOverview } from '../../schema/subscription-overview';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
    <Typography color="text.secondary" sx={{ minWidth: 160 }}>
      {label}
    </Typography>
    <Typography component="div" sx={{ fontWeight: 500 }}>
      {children}
    </Typography>
  </Stack>
);

/** Plan, status, period and price of the current subscription; `children`: the admin's buttons. */
export const CurrentSubscriptionCard = ({
  overview,
  children,
}: {
  overview: SubscriptionOverview & { subscription: NonNullable<SubscriptionOverview['subscription']> };
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const { subscription, status } = overview;
  const { plan, pendingChange } = subscription;
  const ends = formatLongDate(subscription.endsAt);
  return (
    <PanelCard
      title={translate('app.subscription.current_title')}
      action={
        <Chip
          color={status === 'active' ? 'success' : 'warning'}
          label={
            status === 'active'
              ? translate('app.subscription.status.active')
              : translate('app.subscription.status.cancelled', { date: ends })
          }
        />
      }
    >
      <Stack spacing={1.5}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {plan.name}
        </Typography>
        <Row label={translate('app.subscription.price')}>
          {translate('app.subscription.excl_vat', { amount: formatEuro(plan.monthlyPrice) })}
          <Typography variant="body2" color="text.secondary">
            {translate('app.subscription.incl_vat', { amount: formatEuro(plan.monthlyPriceInclVat) })}
          </Typography>
        </Row>
        <Row label={translate('app.subscription.since')}>{formatLongDate(subscription.startsAt)}</Row>
        <Row label={translate('app.subscription.ends')}>
          {status === 'cancelled' ? ends : translate('app.subscription.runs_on')}
        </Row>
        {pendingChange ? (
          <Alert severity="info">
            {translate('app.subscription.pending_change', {
              date: formatLongDate(pendingChange.startsAt),
              plan: pendingChange.plan.name,
            })}
          </Alert>
        ) : null}
        {status === 'cancelled' && subscription.cancelledOn ? (
          <Alert severity="warning">
            {translate('app.subscription.cancelled_note', {
              cancelled: formatLongDate(subscription.cancelledOn),
              date: ends,
            })}
          </Alert>
        ) : null}
      </Stack>
      {children}
    </PanelCard>
  );
};
