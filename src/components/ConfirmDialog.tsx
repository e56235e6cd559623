import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to 'Weet je het zeker?' (docs/requirements.md#screens). */
  title?: string;
  content?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  loading?: boolean;
  /** Keeps 'Ok' disabled, e.g. until a required choice is made. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The confirmation dialog (docs/requirements.md#screens); Escape and a click outside close it like
 * 'Annuleren'.
 */
export const ConfirmDialog = ({
  open,
  title,
  content,
  confirmLabel,
  cancelLabel,
  loading = false,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title ?? translate('app.common.confirm_title')}</DialogTitle>
      {content ? (
        <DialogContent>
          {typeof content === 'string' ? <DialogContentText>{content}</DialogContentText> : content}
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {cancelLabel ?? translate('app.common.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={loading || confirmDisabled} autoFocus>
          {confirmLabel ?? translate('app.common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
