import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import UnarchiveIcon from '@mui/icons-material/UnarchiveOutlined';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import {
  type Exporter,
  fetchRelatedRecords,
  type Identifier,
  type RaRecord,
  useDataProvider,
  useListContext,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Dropdown, type DropdownValue } from '../../components/Dropdown';
import { optionsLoader } from '../../components/optionsSource';
import { useToast } from '../../components/Toast';
import { contracts } from '../../schema/resources/contracts';
import { type BulkAction, type BulkRequest, type BulkSelection, bulkContracts } from './bulkApi';
import { useContractTotals } from './ContractTotals';

/** The most rows one list call answers (server/resources/query.ts), as react-admin's export asks. */
const EXPORT_MAX = 1000;

/** The error a bulk call answered: a field error key, the server's message (a plan limit), or the generic key. */
function errorKey(error: unknown): string {
  const body = (error as { body?: { message?: unknown; errors?: Record<string, unknown> } } | null)?.body;
  const field = body?.errors
    ? Object.values(body.errors).find((value) => typeof value === 'string')
    : undefined;
  if (typeof field === 'string') return field;
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 400 && typeof body?.message === 'string') return body.message;
  return 'app.common.something_went_wrong';
}

/**
 * Whether the selection is archived: every contract, none, or some. A whole filter is judged by
 * its archived filter (hidden by default) or the archived status; ids off this page are unknown,
 * so count as some.
 */
function archivedOfSelection(
  selectedIds: readonly Identifier[],
  records: readonly RaRecord[],
  wholeFilter: Record<string, unknown> | null,
): 'every' | 'none' | 'some' {
  if (wholeFilter) {
    if (wholeFilter.archived === false) return 'none';
    return wholeFilter.archived === true || wholeFilter.status === 'archived' ? 'every' : 'some';
  }
  const archived = selectedIds.map((id) => records.find((record) => record.id === id)?.archived);
  if (archived.every((value) => value === true)) return 'every';
  return archived.every((value) => value === false) ? 'none' : 'some';
}

/** The confirmation of one action with the count, asking the new owner or receivers where needed. */
const BulkDialog = ({
  action,
  count,
  selection,
  onClose,
  onDone,
}: {
  action: BulkAction;
  count: number;
  selection: BulkSelection;
  onClose: () => void;
  onDone: () => void;
}) => {
  const translate = useTranslate();
  const toast = useToast();
  const [owner, setOwner] = useState<number | null>(null);
  const [receivers, setReceivers] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const loadOwners = useMemo(() => optionsLoader('users', { paged: true, for: 'contracts.owner' }), []);
  const loadReceivers = useMemo(
    () => optionsLoader('users', { paged: true, for: 'contracts.receivers' }),
    [],
  );

  const confirm = async () => {
    let request: BulkRequest;
    if (action === 'owner') {
      if (owner === null) return;
      request = { ...selection, action, value: owner };
    } else if (action === 'receivers') request = { ...selection, action, value: receivers };
    else request = { ...selection, action };
    setBusy(true);
    try {
      const answer = await bulkContracts(request);
      toast.success('app.contracts.list.bulk.done', { smart_count: answer.changed });
      onDone();
    } catch (error) {
      toast.error(errorKey(error));
      setBusy(false);
    }
  };

  const text = translate(`app.contracts.list.bulk.confirm.${action}`, { smart_count: count });
  return (
    <ConfirmDialog
      open
      title={translate(`app.contracts.list.bulk.${action}`)}
      loading={busy}
      confirmDisabled={action === 'owner' && owner === null}
      onConfirm={() => void confirm()}
      onClose={onClose}
      content={
        action === 'owner' || action === 'receivers' ? (
          <Box sx={{ display: 'grid', gap: 2, pt: 0.5 }}>
            <Typography>{text}</Typography>
            {action === 'owner' ? (
              <Dropdown
                label={translate('app.contracts.list.bulk.new_owner')}
                value={owner}
                onChange={(value: DropdownValue | DropdownValue[] | null) =>
                  setOwner(typeof value === 'number' ? value : value === null ? null : Number(value))
                }
                loadOptions={loadOwners}
                required
                fullWidth
              />
            ) : (
              <Dropdown
                label={translate('app.contracts.list.bulk.new_receivers')}
                value={receivers}
                onChange={(value) => setReceivers(Array.isArray(value) ? value.map(Number) : [])}
                loadOptions={loadReceivers}
                multiple
                fullWidth
                helperText={translate('resources.contracts.help.receivers')}
              />
            )}
          </Box>
        ) : (
          text
        )
      }
    />
  );
};

/**
 * The selection's bar (docs/requirements.md#screens, the contract list): how many are selected,
 * the choice of every contract in the filter once the whole page is, and the bulk actions
 * (archive when none is archived, restore when all are, owner, receivers: each confirmed with the
 * count; export). One call does the
 * whole selection on the server, all or nothing (POST /api/contracts/bulk). The table shows it
 * above its rows, the phone above its cards.
 */
export const ContractBulkBar = ({ exporter }: { exporter: Exporter }) => {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const { selectedIds, onUnselectItems, data, filterValues, resource } = useListContext();
  const totals = useContractTotals();
  const [allChosen, setAllChosen] = useState(false);
  const [action, setAction] = useState<BulkAction | null>(null);
  const [exporting, setExporting] = useState(false);
  const filterKey = JSON.stringify(filterValues ?? {});
  // A new filter is a new selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey is the trigger
  useEffect(() => setAllChosen(false), [filterKey]);

  const pageIds = (data ?? []).map((record) => record.id);
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selectedIds.includes(id));
  const all = allChosen && wholePage && totals !== null;
  if (selectedIds.length === 0) return null;
  const count = all && totals ? totals.count : selectedIds.length;
  const selection: BulkSelection = all ? { filter: filterValues ?? {} } : { ids: selectedIds };
  // Archive what is not archived, restore what is: a mixed selection is offered neither.
  const archived = archivedOfSelection(selectedIds, data ?? [], all ? (filterValues ?? {}) : null);

  const done = () => {
    setAction(null);
    setAllChosen(false);
    onUnselectItems();
    refresh();
  };

  const exportSelection = async () => {
    setExporting(true);
    try {
      const records: RaRecord[] = all
        ? (
            await dataProvider.getList(resource, {
              filter: filterValues ?? {},
              sort: contracts.defaultSort,
              pagination: { page: 1, perPage: EXPORT_MAX },
            })
          ).data
        : (await dataProvider.getMany(resource, { ids: selectedIds as Identifier[] })).data;
      await exporter(records, fetchRelatedRecords(dataProvider), dataProvider, resource);
    } catch {
      toast.error('app.common.something_went_wrong');
    } finally {
      setExporting(false);
    }
  };

  const button = (key: BulkAction, icon: ReactNode) => (
    <Button key={key} size="small" startIcon={icon} onClick={() => setAction(key)}>
      {translate(`app.contracts.list.bulk.${key}`)}
    </Button>
  );

  return (
    <Toolbar
      data-testid="contract-bulk-bar"
      disableGutters
      sx={{
        px: 2,
        gap: 1,
        flexWrap: 'wrap',
        bgcolor: 'action.selected',
        minHeight: { xs: 48 },
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Tooltip title={translate('app.contracts.list.bulk.clear')}>
        <IconButton
          size="small"
          aria-label={translate('app.contracts.list.bulk.clear')}
          onClick={() => onUnselectItems()}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Typography sx={{ fontWeight: 600 }} role="status">
        {all
          ? translate('app.contracts.list.bulk.all_selected', { smart_count: count })
          : translate('app.contracts.list.bulk.selected', { smart_count: count })}
      </Typography>
      {wholePage && !all && totals !== null && totals.count > selectedIds.length ? (
        <Button size="small" onClick={() => setAllChosen(true)}>
          {translate('app.contracts.list.bulk.select_all', { smart_count: totals.count })}
        </Button>
      ) : null}
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', ml: { sm: 'auto' } }}>
        {archived === 'none' ? button('archive', <ArchiveIcon />) : null}
        {archived === 'every' ? button('restore', <UnarchiveIcon />) : null}
        {button('owner', <PersonIcon />)}
        {button('receivers', <NotificationsIcon />)}
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          disabled={exporting}
          onClick={() => void exportSelection()}
        >
          {translate('app.contracts.list.bulk.export')}
        </Button>
      </Box>
      {action ? (
        <BulkDialog
          action={action}
          count={count}
          selection={selection}
          onClose={() => setAction(null)}
          onDone={done}
        />
      ) : null}
    </Toolbar>
  );
};

/** A card's checkbox on a phone: selects the contract for the bulk actions. */
export const CardSelect = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { selectedIds, onToggleItem } = useListContext();
  if (!record) return null;
  return (
    <Checkbox
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      slotProps={{
        input: {
          'aria-label': translate('app.contracts.list.bulk.select', { name: String(record.number ?? '') }),
        },
      }}
    />
  );
};

/**
 * Above the cards on a phone: selects (or clears) every contract of the page. It stands (disabled)
 * while the page loads, so the cards come in below it rather than pushing it in above them.
 */
export const SelectPage = () => {
  const translate = useTranslate();
  const { data, isPending, selectedIds, onSelect, onUnselectItems } = useListContext();
  const ids = (data ?? []).map((record) => record.id);
  if (!isPending && ids.length === 0) return null;
  const chosen = ids.filter((id) => selectedIds.includes(id)).length;
  return (
    <FormControlLabel
      sx={{ px: 2, py: 0.5, m: 0 }}
      disabled={isPending}
      control={
        <Checkbox
          checked={ids.length > 0 && chosen === ids.length}
          indeterminate={chosen > 0 && chosen < ids.length}
          onChange={(_event, checked) => (checked ? onSelect(ids) : onUnselectItems())}
        />
      }
      label={translate('app.contracts.list.bulk.select_page')}
    />
  );
};
