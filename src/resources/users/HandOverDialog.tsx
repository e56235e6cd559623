import { Alert, Box, CircularProgress, DialogContentText } from '@mui/material';
import { useEffect, useState } from 'react';
import { HttpError, type RaRecord, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Dropdown, type DropdownValue } from '../../components/Dropdown';
import { httpClient } from '../../providers/httpClient';

/** The answer of `GET /api/users/:id/responsibilities` (server/users/hand-over.ts). */
export interface Responsibilities {
  owner: number;
  internalContact: number;
  receiver: number;
  unwarned: number;
  successors: { id: number; name: string }[];
}

export type LeavingAction = 'delete' | 'deactivate';

export interface HandOverDialogProps {
  open: boolean;
  user: RaRecord;
  action: LeavingAction;
  onClose: () => void;
  /** After the hand-over call deleted or deactivated the user. */
  onDone: () => void;
  /** Deactivating a user who holds nothing: the form's own save does it (no hand-over call). */
  onNothingHeld?: () => void;
}

const holdsAny = (held: Responsibilities) => held.owner + held.internalContact + held.receiver > 0;

/**
 * 'Weet je het zeker?' for deleting or deactivating a user (docs/requirements.md#roles-and-access):
 * says what the user is responsible for, offers a successor (active colleague, role 2 or 3) and
 * what happens without one; a contract that would warn nobody makes the successor required. The
 * server does the hand-over and the delete or deactivation in one transaction.
 */
export const HandOverDialog = ({
  open,
  user,
  action,
  onClose,
  onDone,
  onNothingHeld,
}: HandOverDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [held, setHeld] = useState<Responsibilities | null>(null);
  const [successor, setSuccessor] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setHeld(null);
    setSuccessor(null);
    setError(null);
    httpClient(`users/${user.id}/responsibilities`).then(
      ({ json }) => current && setHeld(json as Responsibilities),
      () => current && setError('app.common.something_went_wrong'),
    );
    return () => {
      current = false;
    };
  }, [open, user.id]);

  const text = (key: string, options?: object) => translate(`resources.users.hand_over.${key}`, options);
  const nothingHeld = held !== null && !holdsAny(held);

  const confirm = async () => {
    if (nothingHeld && onNothingHeld) {
      onNothingHeld();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await httpClient(`users/${user.id}/hand-over`, {
        method: 'POST',
        body: JSON.stringify({ successor, action }),
      });
      onDone();
    } catch (failed) {
      const onSuccessor = failed instanceof HttpError ? failed.body?.errors?.successor : undefined;
      if (typeof onSuccessor === 'string') setError(onSuccessor);
      else {
        // Not about the choice made here (e.g. deleting oneself): said in a toast, as other deletes do.
        notify(
          failed instanceof Error && failed.message ? failed.message : 'app.common.something_went_wrong',
          {
            type: 'error',
          },
        );
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  const parts = held
    ? [
        held.owner > 0 ? text('owner', { smart_count: held.owner }) : null,
        held.internalContact > 0 ? text('internal_contact', { smart_count: held.internalContact }) : null,
        held.receiver > 0 ? text('receiver', { smart_count: held.receiver }) : null,
      ].filter((part): part is string => part !== null)
    : [];
  const summary = parts.join(', ');
  const chosen = held?.successors.find((colleague) => colleague.id === successor);

  const content =
    held === null ? (
      error ? (
        <Alert severity="error">{translate(error)}</Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        </Box>
      )
    ) : nothingHeld ? (
      <DialogContentText>{text('none')}</DialogContentText>
    ) : (
      <>
        <DialogContentText sx={{ mb: 1 }}>
          {`${summary.charAt(0).toUpperCase()}${summary.slice(1)}.`}
        </DialogContentText>
        <Dropdown
          id={`successor-${user.id}`}
          name="successor"
          label={text('successor')}
          value={successor}
          onChange={(value: DropdownValue | DropdownValue[] | null) =>
            setSuccessor(typeof value === 'number' ? value : value === null ? null : Number(value))
          }
          options={held.successors.map((colleague) => ({ value: colleague.id, text: colleague.name }))}
          required={held.unwarned > 0}
          error={error ? translate(error) : null}
          fullWidth
        />
        <DialogContentText sx={{ mt: 2 }}>
          {chosen ? text('with_successor', { name: chosen.name }) : text('without_successor')}
        </DialogContentText>
        {!chosen && held.owner > 0 ? (
          <DialogContentText sx={{ mt: 1 }}>
            {text('ownerless', { smart_count: held.owner })}
          </DialogContentText>
        ) : null}
        {!chosen && held.unwarned > 0 ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {text('unwarned', { smart_count: held.unwarned })}
          </Alert>
        ) : null}
        {action === 'deactivate' ? (
          <DialogContentText sx={{ mt: 2 }}>{text('deactivate_now')}</DialogContentText>
        ) : null}
      </>
    );

  return (
    <ConfirmDialog
      open={open}
      content={content}
      loading={busy}
      confirmDisabled={held === null || (held.unwarned > 0 && successor === null)}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
