import { Alert, Box, Button, Link } from '@mui/material';
import { type FormEvent, useLayoutEffect, useState } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { AuthField } from '../components/AuthField';
import { copiedFields } from '../prerendered';
import { SecretRequiredError } from '../providers/authProvider';
import { httpStatus } from '../providers/httpClient';
import { useProfile } from '../providers/profileStore';
import { isRefusedState } from '../schema/access';
import { AuthCard } from './AuthCard';

type Step = 'credentials' | 'code';

/** Which i18n key explains a failed sign-in (docs/auth-api.md: 401 wrong data, 429 throttled). */
export const loginErrorKey = (error: unknown): string => {
  const status = httpStatus(error);
  if (status === 401) return 'app.auth.incorrect_credentials';
  if (status === 429) return 'app.auth.too_many_attempts';
  return 'app.common.something_went_wrong';
};

/**
 * Sign-in in two steps: e-mail + password, then (only when the server asks for it) the 6-digit
 * code, re-sent together with the same e-mail and password as `secret`.
 */
const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const profile = useProfile();
  const { state } = useLocation();
  const [copy] = useState(copiedFields);
  const [step, setStep] = useState<Step>('credentials');
  const [emailAddress, setEmailAddress] = useState('');
  const [password, setPassword] = useState('');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // What was typed into the prerendered copy of this page (src/prerendered.ts) is kept: read once
  // this page has replaced it, before it paints, so nothing typed while the app rendered is lost.
  useLayoutEffect(() => {
    if (!copy) return;
    setEmailAddress(copy.valueOf('username'));
    setPassword(copy.valueOf('current-password'));
  }, [copy]);

  // Signed in: to the dashboard, passing on a refusal for it to explain (src/layout/RouteGuard.tsx).
  if (profile) return <Navigate to="/" replace state={isRefusedState(state) ? state : null} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ emailAddress, password, ...(step === 'code' ? { secret } : {}) });
    } catch (failure) {
      if (failure instanceof SecretRequiredError) {
        if (step === 'code') setError('app.auth.code_invalid');
        setStep('code');
        setSecret('');
      } else {
        setError(loginErrorKey(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  const backToCredentials = () => {
    setStep('credentials');
    setSecret('');
    setError(null);
  };

  return (
    <AuthCard
      title={translate(step === 'code' ? 'app.auth.code_title' : 'app.auth.title')}
      subtitle={translate(step === 'code' ? 'app.auth.code_help' : 'app.auth.subtitle')}
    >
      <Box component="form" onSubmit={submit} noValidate>
        {error ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate(error)}
          </Alert>
        ) : null}
        {step === 'credentials' ? (
          <>
            <AuthField
              label={translate('app.auth.email')}
              type="email"
              autoComplete="username"
              required
              autoFocus={copy?.focused !== 'current-password'}
              value={emailAddress}
              onChange={(event) => setEmailAddress(event.target.value)}
            />
            <AuthField
              label={translate('app.auth.password')}
              type="password"
              autoComplete="current-password"
              required
              autoFocus={copy?.focused === 'current-password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </>
        ) : (
          <AuthField
            label={translate('app.auth.code')}
            required
            autoFocus
            autoComplete="one-time-code"
            value={secret}
            onChange={(event) => setSecret(event.target.value.replace(/\D/g, '').slice(0, 6))}
            inputProps={{ inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 }}
          />
        )}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          size="large"
          sx={{ mt: 2 }}
          disabled={busy || (step === 'credentials' ? !emailAddress || !password : secret.length !== 6)}
        >
          {translate(step === 'code' ? 'app.auth.verify' : 'app.auth.sign_in')}
        </Button>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          {step === 'code' ? (
            <Link component="button" type="button" onClick={backToCredentials}>
              {translate('app.auth.back_to_login')}
            </Link>
          ) : (
            <Link component={RouterLink} to="/auth/forgot-password">
              {translate('app.auth.forgot_password')}
            </Link>
          )}
        </Box>
      </Box>
    </AuthCard>
  );
};

export default LoginPage;
