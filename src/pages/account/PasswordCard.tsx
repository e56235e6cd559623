import { Box, Button, Card, CardContent, CardHeader } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormField } from '../../components/FormField';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { checkNewPassword, usePasswordCheck } from '../../components/passwordStrength';
import { useToast } from '../../components/Toast';
import { httpClient } from '../../providers/httpClient';
import { useProfile } from '../../providers/profileStore';
import { confirmationError, PASSWORD_MIN, type PasswordContext } from '../../schema/password-policy';
import { jsonBody, useFieldErrorSubmit } from './serverErrors';

const EMPTY = { password: '', newPassword: '', confirmation: '' };

/**
 * Change password: POST /api/auth/password {password, newPassword}. The new password gets a
 * strength meter and the policy's reason while typing (src/schema/password-policy.ts).
 */
export const PasswordCard = () => {
  const translate = useTranslate();
  const toast = useToast();
  const profile = useProfile();
  const [values, setValues] = useState(EMPTY);
  const { errors, setErrors, busy, send } = useFieldErrorSubmit();
  const policy: PasswordContext = {
    userInputs: profile ? [profile.emailAddress, profile.firstName, profile.affix, profile.lastName] : [],
    current: values.password || undefined,
  };
  const check = usePasswordCheck(values.newPassword, policy);

  const validate = async (): Promise<Record<string, string>> => {
    const found: Record<string, string> = {};
    if (!values.password) found.password = 'ra.validation.required';
    const weak = await checkNewPassword(values.newPassword, policy);
    if (weak) found.newPassword = weak;
    const mismatch = confirmationError(values.newPassword, values.confirmation);
    if (mismatch) found.confirmation = mismatch;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await validate();
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

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string, helperText?: string) => (
    <FormField
      name={name}
      label={translate(label)}
      type="password"
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
      error={errors[name] ? translate(errors[name], { _: errors[name], min: PASSWORD_MIN }) : null}
      helperText={helperText}
    />
  );
  const newPasswordHelp =
    values.newPassword && check.problem
      ? translate(check.problem)
      : translate('app.common.password_too_short', { min: PASSWORD_MIN });

  return (
    <Card>
      <CardHeader title={translate('app.account.password_title')} />
      <CardContent component="form" onSubmit={submit} noValidate sx={{ pt: 0 }}>
        {field('password', 'app.account.current_password', 'current-password')}
        {field('newPassword', 'app.account.new_password', 'new-password', newPasswordHelp)}
        <PasswordStrengthMeter password={values.newPassword} score={check.score} />
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
