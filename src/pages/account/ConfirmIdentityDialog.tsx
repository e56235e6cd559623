import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormField } from '../../components/FormField';
import { useToast } from '../../components/Toast';
import { httpStatus } from '../../providers/httpClient';
import { useProfile } from '../../providers/profileStore';
import { fieldErrorsOf } from './serverErrors';

/** What the server asks to confirm an account change (docs/auth-api.md#confirming-with-the-password). */
export interface IdentityCredentials {
  password: string;
  /** Only with two-factor sign-in on. */
  code?: string;
}

export interface ConfirmIdentityDialogProps {
  open: boolean;
  title: string;
  /** What the confirmed change does, above the fields. */
  content: string;
  confirmLabel?: string;
  /** Sends the change with the credentials; a rejection about them keeps the dialog open. */
  onConfirm: (credentials: IdentityCredentials) => Promise<void>;
  /** Any other failure, after the dialog closed; by default the generic error toast. */
  onFailure?: (failure: unknown) => void;
  onClose: () => void;
}

interface Problems {
  password?: string;
  code?: string;
  /** Not about one field: too many attempts. */
  general?: string;
}

const CODE_LENGTH = 6;

/** The translation keys of a failure about the credentials, or null when it is about something else. */
const credentialProblemsOf = (failure: unknown): Problems | null => {
  if (httpStatus(failure) === 429) return { general: 'app.account.confirm.too_many' };
  const errors = fieldErrorsOf(failure);
  if (!errors.password && !errors.code) return null;
  return {
    password: errors.password ? 'app.account.confirm.wrong_password' : undefined,
    code: errors.code ? 'app.auth.code_invalid' : undefined,
  };
};

/**
 * Asks for the current password, and the current code when two-factor sign-in is on, before a
 * change that would let a stolen session take the account over (a new sign-in address, two-factor
 * off, a calendar link).
 */
export const ConfirmIdentityDialog = ({
  open,
  title,
  content,
  confirmLabel,
  onConfirm,
  onFailure,
  onClose,
}: ConfirmIdentityDialogProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const twoFactorOn = useProfile()?.twoFactorEnabled ?? false;
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // Fixed when the dialog opens: turning two-factor off updates the profile while it still closes.
  const [withCode, setWithCode] = useState(twoFactorOn);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  // Every opening starts empty (set while rendering, so no frame shows the previous input).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPassword('');
      setCode('');
      setWithCode(twoFactorOn);
      setProblems({});
    }
  }

  const close = () => {
    if (!busy) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Problems = {
      password: password ? undefined : 'ra.validation.required',
      code: withCode && code.length !== CODE_LENGTH ? 'app.account.confirm.code_required' : undefined,
    };
    setProblems(missing);
    if (missing.password || missing.code) return;
    setBusy(true);
    try {
      await onConfirm(withCode ? { password, code } : { password });
      onClose();
    } catch (failure) {
      const credentialProblems = credentialProblemsOf(failure);
      if (credentialProblems) {
        setProblems(credentialProblems);
      } else {
        onClose();
        if (onFailure) onFailure(failure);
        else toast.error('app.common.something_went_wrong');
      }
    } finally {
      setBusy(false);
    }
  };

  const message = (key: string | undefined) => (key ? translate(key) : null);

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {/* The form holds the buttons too, so Enter in any field submits; `contents` keeps the dialog's layout. */}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{content}</DialogContentText>
          <DialogContentText variant="body2">
            {translate(
              withCode ? 'app.account.confirm.why_password_and_code' : 'app.account.confirm.why_password',
            )}
          </DialogContentText>
          {problems.general ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(problems.general)}
            </Alert>
          ) : null}
          <FormField
            name="password"
            label={translate('app.account.current_password')}
            type="password"
            autoComplete="current-password"
            autoFocus
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={message(problems.password)}
          />
          {withCode ? (
            <FormField
              name="code"
              label={translate('app.two_factor.code')}
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CODE_LENGTH } }}
              error={message(problems.code)}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('app.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {confirmLabel ?? translate('app.account.confirm.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
