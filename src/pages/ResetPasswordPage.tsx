import { Alert, Box, Button, Link } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AuthField } from '../components/AuthField';
import { PasswordStrengthMeter } from '../components/PasswordStrengthMeter';
import { checkNewPassword, usePasswordCheck } from '../components/passwordStrength';
import { httpClient, httpStatus } from '../providers/httpClient';
import { confirmationError, PASSWORD_MIN } from '../schema/password-policy';
import { AuthCard } from './AuthCard';
import { fieldErrorsOf } from './account/serverErrors';

/**
 * /auth/reset-password?token=…: sets a new password with the single-use token from the e-mail (a
 * forgotten password, or the welcome mail's link). A strength meter and the policy's reason show
 * while typing; the server checks the same policy with the user's name and e-mail address.
 */
const ResetPasswordPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : 'app.auth.reset_missing_token');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The server's reason for refusing the password (it knows the user's name and address). */
  const [refused, setRefused] = useState<string | null>(null);
  const check = usePasswordCheck(password);

  const passwordProblem = refused ?? (checked ? check.problem : null);
  const confirmationProblem = checked ? confirmationError(password, confirmation) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const problem = await checkNewPassword(password);
    if (problem || confirmationError(password, confirmation)) return;
    setBusy(true);
    setError(null);
    try {
      await httpClient('auth/reset-password', { method: 'POST', body: JSON.stringify({ token, password }) });
      setDone(true);
    } catch (failure) {
      const reason = fieldErrorsOf(failure).password;
      if (reason) setRefused(reason);
      else
        setError(httpStatus(failure) === 400 ? 'app.auth.reset_invalid' : 'app.common.something_went_wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={translate('app.auth.reset_title')}>
      {done ? (
        <Alert severity="success" role="status">
          {translate('app.auth.password_saved')}
        </Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          {error ? <Alert severity="error">{translate(error)}</Alert> : null}
          <AuthField
            label={translate('app.auth.new_password')}
            type="password"
            autoComplete="new-password"
            required
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setRefused(null);
            }}
            error={passwordProblem ? translate(passwordProblem, { _: passwordProblem }) : null}
            helperText={
              password && check.problem
                ? translate(check.problem)
                : translate('app.common.password_too_short', { min: PASSWORD_MIN })
            }
          />
          <PasswordStrengthMeter password={password} score={check.score} />
          <AuthField
            label={translate('app.auth.confirm_password')}
            type="password"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            onBlur={() => confirmation && setChecked(true)}
            error={confirmationProblem ? translate(confirmationProblem) : null}
          />
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy || !token}>
            {translate('app.auth.reset_submit')}
          </Button>
        </Box>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to={done ? '/login' : '/auth/forgot-password'}>
          {translate(done ? 'app.auth.back_to_login' : 'app.auth.forgot_password')}
        </Link>
      </Box>
    </AuthCard>
  );
};

export default ResetPasswordPage;
