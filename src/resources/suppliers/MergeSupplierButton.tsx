import MergeIcon from '@mui/icons-material/MergeType';
import {
  Alert,
  Box,
  CircularProgress,
  DialogContentText,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  Tooltip,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import {
  HttpError,
  type RaRecord,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Dropdown, type DropdownValue, type LoadOptions } from '../../components/Dropdown';
import { httpClient } from '../../providers/httpClient';
import { useProfile, viewerOf } from '../../providers/profileStore';
import { isPlatformAdmin } from '../../schema/access';

/** The answer of the usage, promote and merge calls (server/suppliers/merge.ts). */
interface Moved {
  contracts: number;
  contacts: number;
}

type Way = 'promote' | 'merge';

const PAGE = 25;

const text = (key: string) => `resources.suppliers.merge.${key}`;

/**
 * Taking a company's own supplier into the shared list (docs/requirements.md#suppliers): promote
 * it, or merge it into a shared supplier of its type; the confirmation counts the contracts (and
 * contacts) concerned, the server does it all or nothing.
 */
export const MergeSupplierDialog = ({
  supplier,
  open,
  onClose,
  onDone,
}: {
  supplier: RaRecord;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [usage, setUsage] = useState<Moved | null>(null);
  const [way, setWay] = useState<Way>('merge');
  const [target, setTarget] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The shared suppliers of its type, by name (the list call: `own` is the list's filter).
  const loadTargets = useMemo<LoadOptions>(
    () => async (q, page) => {
      const filter = { own: false, supplierType: supplier.supplierType, ...(q ? { q } : {}) };
      const { data, total } = await dataProvider.getList('suppliers', {
        filter,
        pagination: { page, perPage: PAGE },
        sort: { field: 'name', order: 'ASC' },
      });
      return {
        options: data.map((row) => ({ value: row.id as number, text: String(row.name) })),
        lastPage: Math.max(1, Math.ceil((total ?? data.length) / PAGE)),
      };
    },
    [dataProvider, supplier.supplierType],
  );

  useEffect(() => {
    if (!open) return;
    let current = true;
    setUsage(null);
    setWay('merge');
    setTarget(null);
    setError(null);
    httpClient(`suppliers/${supplier.id}/usage`).then(
      ({ json }) => current && setUsage(json as Moved),
      () => current && setError('app.common.something_went_wrong'),
    );
    return () => {
      current = false;
    };
  }, [open, supplier.id]);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const { json } = await httpClient(`suppliers/${supplier.id}/${way}`, {
        method: 'POST',
        body: JSON.stringify(way === 'merge' ? { into: target } : {}),
      });
      const moved = json as Moved;
      notify(`resources.suppliers.notifications.${way === 'merge' ? 'merged' : 'promoted'}`, {
        type: 'success',
        messageArgs: { smart_count: moved.contracts, contacts: moved.contacts },
      });
      onDone();
    } catch (failed) {
      const body = failed instanceof HttpError ? (failed.body as { errors?: Record<string, string> }) : null;
      const message =
        body?.errors?.into ?? (failed instanceof Error && failed.message ? failed.message : null);
      setError(message ?? 'app.common.something_went_wrong');
    } finally {
      setBusy(false);
    }
  };

  const counts = usage ?? { contracts: 0, contacts: 0 };
  const content =
    usage === null && !error ? (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
        <CircularProgress size={20} aria-label={translate(text('loading'))} />
        {translate(text('loading'))}
      </Box>
    ) : (
      <>
        <RadioGroup
          value={way}
          onChange={(event) => setWay(event.target.value as Way)}
          aria-label={translate(text('title'), { name: supplier.name })}
        >
          <FormControlLabel value="merge" control={<Radio />} label={translate(text('into'))} />
          <FormControlLabel value="promote" control={<Radio />} label={translate(text('promote'))} />
        </RadioGroup>
        {way === 'merge' ? (
          <Box sx={{ mt: 1, mb: 2 }}>
            <Dropdown
              id="merge-target"
              label={translate(text('target'))}
              required
              value={target}
              onChange={(value: DropdownValue | DropdownValue[] | null) =>
                setTarget(value == null || Array.isArray(value) ? null : Number(value))
              }
              loadOptions={loadTargets}
              fullWidth
            />
          </Box>
        ) : null}
        <DialogContentText>
          {translate(text(way === 'merge' ? 'confirm_merge' : 'confirm_promote'), {
            ...counts,
            smart_count: counts.contracts,
          })}
        </DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(error, { _: error })}
          </Alert>
        ) : null}
      </>
    );

  return (
    <ConfirmDialog
      open={open}
      title={translate(text('title'), { name: supplier.name })}
      content={content}
      loading={busy}
      confirmDisabled={usage === null || (way === 'merge' && target === null)}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};

/** The row button of a company's own supplier in a platform admin's list. */
export const MergeSupplierButton = () => {
  const record = useRecordContext();
  const profile = useProfile();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const viewer = viewerOf(profile);
  if (!record || record.companyId == null || !viewer || !isPlatformAdmin(viewer)) return null;
  const label = translate(text('button'));
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => setOpen(true)}>
          <MergeIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open ? (
        <MergeSupplierDialog
          supplier={record}
          open={open}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            refresh();
          }}
        />
      ) : null}
    </>
  );
};
