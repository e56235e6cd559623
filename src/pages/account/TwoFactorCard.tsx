import { Alert, Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormField } from '../../components/FormField';
import { useToast } from '../../components/Toast';
import { authProvider } from '../../providers/authProvider';
import { httpClient } from '../../providers/httpClient';
import type { Profile } from '../../providers/profileStore';
import { ConfirmIdentityDialog, type IdentityCredentials } from './ConfirmIdentityDialog';
import { fieldErrorsOf, jsonBody } from './serverErrors';

interface Pending {
  secret: string;
  uri: string;
}

/**
 * Two-factor authentication (docs/auth-api.md POST auth/two-step): turning on shows a pending
 * secret as QR code and asks one code to confirm; turning off shows the warning and asks for the
 * password and the current code (docs/auth-api.md#confirming-with-the-password). After each
 * change the profile is reloaded so `twoFactorEnabled` is current.
 */
export const TwoFactorCard = ({ profile }: { profile: Profile }) => {
  const translate = useTranslate();
  const toast = useToast();
  const [pending, setPending] = useState<Pending | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pending) return setQr(null);
    let current = true;
    QRCode.toDataURL(pending.uri, { margin: 1, width: 200 })
      .then((url) => current && setQr(url))
      .catch(() => current && setQr(null));
    return () => {
      current = false;
    };
  }, [pending]);

  const call = async <T,>(body: object): Promise<T | null> => {
    setBusy(true);
    try {
      const { json } = await httpClient('auth/two-step', jsonBody(body));
      return json as T;
    } catch (failure) {
      const errors = fieldErrorsOf(failure);
      if (errors.code) setCodeError(translate('app.auth.code_invalid'));
      else toast.error('app.common.something_went_wrong');
      return null;
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    const answer = await call<Pending>({ state: true });
    if (answer) setPending({ secret: answer.secret, uri: answer.uri });
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setCodeError(null);
    const answer = await call<{ enabled: boolean }>({ state: true, code });
    if (!answer?.enabled) return;
    setPending(null);
    setCode('');
    toast.success('app.two_factor.enabled');
    await authProvider.loadProfile();
  };

  // Failures reach the dialog, which shows a wrong password or code on its field.
  const turnOff = async (credentials: IdentityCredentials) => {
    await httpClient('auth/two-step', jsonBody({ state: false, ...credentials }));
    toast.success('app.two_factor.disabled');
    await authProvider.loadProfile();
  };

  return (
    <Card>
      <CardHeader title={translate('app.two_factor.title')} />
      <CardContent sx={{ pt: 0 }}>
        <Alert severity={profile.twoFactorEnabled ? 'success' : 'info'} sx={{ mb: 2 }}>
          {translate(profile.twoFactorEnabled ? 'app.two_factor.is_on' : 'app.two_factor.is_off')}
        </Alert>
        {profile.twoFactorEnabled ? (
          <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirming(true)}>
            {translate('app.two_factor.turn_off')}
          </Button>
        ) : pending ? (
          <Box component="form" onSubmit={confirm} noValidate>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('app.two_factor.scan')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
              {qr ? <img src={qr} alt={translate('app.two_factor.qr_alt')} width={200} height={200} /> : null}
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {translate('app.two_factor.secret')}
                </Typography>
                <Typography
                  sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                  data-testid="two-factor-secret"
                >
                  {pending.secret}
                </Typography>
              </Box>
            </Stack>
            <FormField
              label={translate('app.two_factor.code')}
              required
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              error={codeError}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
              <Button onClick={() => setPending(null)} disabled={busy}>
                {translate('app.common.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={busy || code.length !== 6}>
                {translate('app.two_factor.confirm')}
              </Button>
            </Stack>
          </Box>
        ) : (
          <Button variant="contained" disabled={busy} onClick={start}>
            {translate('app.two_factor.turn_on')}
          </Button>
        )}
      </CardContent>
      <ConfirmIdentityDialog
        open={confirming}
        title={translate('app.two_factor.disable_title')}
        content={translate('app.two_factor.disable_warning')}
        confirmLabel={translate('app.two_factor.turn_off')}
        onConfirm={turnOff}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};
