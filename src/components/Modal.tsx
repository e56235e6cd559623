import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

/**
 * The modal dialog (docs/requirements.md#screens): closes on Escape, a click outside and its close button.
 */
export const Modal = ({ open, onClose, title, children, actions, maxWidth = 'sm' }: ModalProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={title ? titleId : undefined}
      maxWidth={maxWidth}
      fullWidth
    >
      {title ? (
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {title}
        </DialogTitle>
      ) : null}
      <IconButton
        aria-label={translate('app.common.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers={Boolean(title)}>{children}</DialogContent>
      {actions ? <DialogActions>{actions}</DialogActions> : null}
    </Dialog>
  );
};
