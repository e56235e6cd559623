import MailIcon from '@mui/icons-material/MailOutlined';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CardListItem } from '../../../components/CardListItem';
import { PanelCard } from '../../../components/PanelCard';
import { formatDateTime, formatLongDate } from '../../../i18n/format';
import { type AlertDelivery, listDeliveries } from '../contractApi';
import { useContractItems } from './useContractItems';

const STATUS_COLOR = {
  queued: 'default',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  kept: 'warning',
} as const;

const DeliveryRow = ({ delivery }: { delivery: AlertDelivery }) => {
  const translate = useTranslate();
  const status = delivery.status ?? 'removed';
  return (
    <CardListItem icon={<MailIcon color="action" aria-hidden sx={{ mt: 0.25 }} />}>
      <Typography variant="subtitle2">
        {translate(`app.contracts.detail.deliveries.kind.${delivery.kind}`, {
          date: formatLongDate(delivery.targetOn),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {delivery.receiver ? `${delivery.receiver.name} · ${delivery.toAddress}` : delivery.toAddress}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        sx={{ mt: 0.5 }}
        color={delivery.status ? STATUS_COLOR[delivery.status] : 'default'}
        label={translate(`app.contracts.detail.deliveries.status.${status}`, {
          date: formatDateTime(delivery.sentAt ?? delivery.createdAt),
        })}
      />
    </CardListItem>
  );
};

/** Which alerts (end, notice, manual) were mailed when, to whom, and whether they arrived at the mail server. */
export const DeliveriesCard = ({ contractId }: { contractId: number | string }) => {
  const translate = useTranslate();
  const { items: deliveries, loading } = useContractItems(contractId, listDeliveries);
  return (
    <PanelCard title={translate('app.contracts.detail.deliveries.title')} loading={loading}>
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {deliveries.map((delivery) => (
          <DeliveryRow key={delivery.id} delivery={delivery} />
        ))}
      </Box>
      {!loading && deliveries.length === 0 ? (
        <Typography color="text.secondary">{translate('app.contracts.detail.deliveries.none')}</Typography>
      ) : null}
    </PanelCard>
  );
};
