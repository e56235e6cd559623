import { Alert, Box, Button, Link } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AuthField } from '../components/AuthField';
import { httpClient } from '../providers/httpClient';
import { AuthCard } from './AuthCard';

/** /auth/forgot-password: asks for a reset link; the answer is the same whether the address exists. */
const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const [emailAddress, setEmailAddress] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await httpClient('auth/request-reset', { method: 'POST', body: JSON.stringify({ emailAddress }) });
      setSent(true);
    } catch {
      setError('app.common.something_went_wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={translate('app.auth.forgot_title')} subtitle={translate('app.auth.forgot_help')}>
      {sent ? (
        <Alert severity="success" role="status">
          {translate('app.auth.reset_sent')}
        </Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          {error ? <Alert severity="error">{translate(error)}</Alert> : null}
          <AuthField
            label={translate('app.auth.email')}
            type="email"
            autoComplete="email"
            required
            autoFocus
            value={emailAddress}
            onChange={(event) => setEmailAddress(event.target.value)}
          />
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy || !emailAddress}>
            {translate('app.auth.send_link')}
          </Button>
        </Box>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          {translate('app.auth.back_to_login')}
        </Link>
      </Box>
    </AuthCard>
  );
};

export default ForgotPasswordPage;
