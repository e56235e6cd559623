import { Box, Button, Card, CardContent, CardHeader } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormField } from '../../components/FormField';
import { useToast } from '../../components/Toast';
import { httpClient } from '../../providers/httpClient';
import { confirmationError, newPasswordError, PASSWORD_MIN } from '../passwordRules';
import { jsonBody, useFieldErrorSubmit } from './serverErrors';

const EMPTY = { password: '', newPassword: '', confirmation: '' };

/** Change password: POST /api/auth/password {password, newPassword}. */
export const PasswordCard = () => {
  const translate = useTranslate();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const { errors, setErrors, busy, send } = useFieldErrorSubmit();

  const validate = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!values.password) found.password = 'ra.validation.required';
    const weak = newPasswordError(values.newPassword);
    if (weak) found.newPassword = weak;
    const mismatch = confirmationError(values.newPassword, values.confirmation);
    if (mismatch) found.confirmation = mismatch;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    await send(async () => {
      await httpClient(
        'auth/password',
        jsonBody({ password: values.password, newPassword: values.newPassword }),
      );
      setValues(EMPTY);
      toast.success('app.account.password_changed');
    });
  };

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <FormField
      name={name}
      label={translate(label)}
      type="password"
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
      error={errors[name] ? translate(errors[name], { _: errors[name], min: PASSWORD_MIN }) : null}
    />
  );

  return (
    <Card>
      <CardHeader title={translate('app.account.password_title')} />
      <CardContent component="form" onSubmit={submit} noValidate sx={{ pt: 0 }}>
        {field('password', 'app.account.current_password', 'current-password')}
        {field('newPassword', 'app.account.new_password', 'new-password')}
        {field('confirmation', 'app.account.confirm_password', 'new-password')}
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('app.account.change_password')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
