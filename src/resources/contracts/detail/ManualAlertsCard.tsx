import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Box, Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { type RaRecord, useGetMany, useTranslate } from 'react-admin';
import { CardListItem } from '../../../components/CardListItem';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PanelCard } from '../../../components/PanelCard';
import { useToast } from '../../../components/Toast';
import { formatLongDate } from '../../../i18n/format';
import { nameOf } from '../../cells';
import { listManualAlerts, type ManualAlert, removeManualAlert } from '../contractApi';
import { AddAlertDialog } from './AddAlertDialog';
import { useContractItems } from './useContractItems';

const AlertRow = ({
  alert,
  names,
  onRemove,
}: {
  alert: ManualAlert;
  names: Map<string, string>;
  onRemove?: () => void;
}) => {
  const translate = useTranslate();
  const date = formatLongDate(alert.sendOn);
  return (
    <CardListItem
      icon={<NotificationsIcon color="action" aria-hidden sx={{ mt: 0.25 }} />}
      actions={
        onRemove ? (
          <IconButton
            size="small"
            color="error"
            onClick={onRemove}
            aria-label={translate('app.contracts.detail.alerts.delete', { date })}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        ) : null
      }
    >
      <Typography variant="subtitle2">{date}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {alert.message}
      </Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
        {alert.receivers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.contracts.detail.alerts.no_receivers')}
          </Typography>
        ) : (
          alert.receivers.map((id) => (
            <Chip key={id} size="small" label={names.get(String(id)) ?? `#${id}`} />
          ))
        )}
      </Stack>
    </CardListItem>
  );
};

/** Alerts the contract's people get on a chosen day with a message; added and removed here. */
export const ManualAlertsCard = ({ contract, canEdit }: { contract: RaRecord; canEdit: boolean }) => {
  const translate = useTranslate();
  const toast = useToast();
  const { items: alerts, loading, reload } = useContractItems(contract.id, listManualAlerts);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ManualAlert | null>(null);
  const [busy, setBusy] = useState(false);
  const receiverIds = useMemo(() => [...new Set(alerts.flatMap((alert) => alert.receivers))], [alerts]);
  const { data: users } = useGetMany('users', { ids: receiverIds }, { enabled: receiverIds.length > 0 });
  const names = useMemo(
    () => new Map((users ?? []).map((user) => [String(user.id), nameOf('users', user)])),
    [users],
  );

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeManualAlert(contract.id, removing.id);
      toast.success('app.contracts.detail.alerts.removed');
      await reload();
    } catch {
      toast.error('app.common.something_went_wrong');
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <PanelCard
      title={translate('app.contracts.detail.alerts.title')}
      loading={loading}
      action={
        canEdit ? (
          <Button
            variant="outlined"
            size="small"
            startIcon={<AddIcon />}
            onClick={() => setAdding(true)}
            aria-label={translate('app.contracts.detail.alerts.add')}
          >
            {translate('app.views.create')}
          </Button>
        ) : null
      }
    >
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {alerts.map((alert) => (
          <AlertRow
            key={alert.id}
            alert={alert}
            names={names}
            onRemove={canEdit ? () => setRemoving(alert) : undefined}
          />
        ))}
      </Box>
      {!loading && alerts.length === 0 ? (
        <Typography color="text.secondary">{translate('app.contracts.detail.alerts.none')}</Typography>
      ) : null}
      {adding ? (
        <AddAlertDialog
          contract={contract}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            void reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        content={translate('app.contracts.detail.alerts.confirm_delete', {
          date: removing ? formatLongDate(removing.sendOn) : '',
        })}
        loading={busy}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </PanelCard>
  );
};
