import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOffOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Box, Button, Chip, IconButton, Stack, Switch, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetMany, useTranslate } from 'react-admin';
import { CardListItem } from '../../../components/CardListItem';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PanelCard } from '../../../components/PanelCard';
import { useToast } from '../../../components/Toast';
import { formatLongDate } from '../../../i18n/format';
import type { ContractRecord } from '../../../schema/resources/contracts';
import { nameOf } from '../../cells';
import { listManualAlerts, type ManualAlert, removeManualAlert, updateManualAlert } from '../contractApi';
import { AddAlertDialog } from './AddAlertDialog';
import { useContractItems } from './useContractItems';

/** What the row's buttons do; none for a viewer who may not edit. */
interface RowActions {
  onEdit: () => void;
  onToggle: () => void;
  onRemove: () => void;
  busy: boolean;
}

const AlertRow = ({
  alert,
  names,
  actions,
}: {
  alert: ManualAlert;
  names: Map<string, string>;
  actions?: RowActions;
}) => {
  const translate = useTranslate();
  const date = formatLongDate(alert.sendOn);
  const Icon = alert.enabled ? NotificationsIcon : NotificationsOffIcon;
  return (
    <CardListItem
      icon={<Icon color="action" aria-hidden sx={{ mt: 0.25 }} />}
      actions={
        actions ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Switch
              size="small"
              checked={alert.enabled}
              disabled={actions.busy}
              onChange={actions.onToggle}
              slotProps={{
                input: { 'aria-label': translate('app.contracts.detail.alerts.enabled', { date }) },
              }}
            />
            <IconButton
              size="small"
              onClick={actions.onEdit}
              aria-label={translate('app.contracts.detail.alerts.edit', { date })}
            >
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              color="error"
              onClick={actions.onRemove}
              aria-label={translate('app.contracts.detail.alerts.delete', { date })}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        ) : null
      }
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" color={alert.enabled ? undefined : 'text.secondary'}>
          {date}
        </Typography>
        {alert.enabled ? null : (
          <Chip size="small" variant="outlined" label={translate('app.contracts.detail.alerts.disabled')} />
        )}
      </Stack>
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

/**
 * Alerts the contract's people get on a chosen day with a message; added, changed, switched on or
 * off and removed here (docs/requirements.md#alerts-and-mail).
 */
export const ManualAlertsCard = ({ contract, canEdit }: { contract: ContractRecord; canEdit: boolean }) => {
  const translate = useTranslate();
  const toast = useToast();
  const { items: alerts, loading, reload } = useContractItems(contract.id, listManualAlerts);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ManualAlert | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
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

  const toggle = async (alert: ManualAlert) => {
    setToggling(alert.id);
    const { sendOn, message, receivers } = alert;
    try {
      await updateManualAlert(contract.id, alert.id, { sendOn, message, receivers, enabled: !alert.enabled });
      toast.success(
        alert.enabled
          ? 'app.contracts.detail.alerts.switched_off'
          : 'app.contracts.detail.alerts.switched_on',
      );
      await reload();
    } catch {
      toast.error('app.common.something_went_wrong');
    } finally {
      setToggling(null);
    }
  };
  const saved = () => {
    setAdding(false);
    setEditing(null);
    void reload();
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
            actions={
              canEdit
                ? {
                    onEdit: () => setEditing(alert),
                    onToggle: () => void toggle(alert),
                    onRemove: () => setRemoving(alert),
                    busy: toggling === alert.id,
                  }
                : undefined
            }
          />
        ))}
      </Box>
      {!loading && alerts.length === 0 ? (
        <Typography color="text.secondary">{translate('app.contracts.detail.alerts.none')}</Typography>
      ) : null}
      {adding || editing ? (
        <AddAlertDialog
          // keyed by the alert, so each one opens with its own values
          key={editing?.id ?? 'new'}
          contract={contract}
          alert={editing ?? undefined}
          onClose={() => {
            setAdding(false);
            setEditing(null);
          }}
          onSaved={saved}
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
