import { Box, Button, Card, CardContent, CardHeader, Grid } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormField } from '../../components/FormField';
import { useToast } from '../../components/Toast';
import { httpClient } from '../../providers/httpClient';
import { type Profile, setProfile } from '../../providers/profileStore';
import { ConfirmIdentityDialog, type IdentityCredentials } from './ConfirmIdentityDialog';
import { useFieldErrorSubmit } from './serverErrors';

type Values = Pick<Profile, 'firstName' | 'affix' | 'lastName' | 'emailAddress' | 'telephone'>;
const FIELDS = ['firstName', 'affix', 'lastName', 'emailAddress', 'telephone'] as const;
const REQUIRED = new Set<keyof Values>(['firstName', 'lastName', 'emailAddress']);
const LABELS: Record<keyof Values, string> = {
  firstName: 'app.account.first_name',
  affix: 'app.account.affix',
  lastName: 'app.account.last_name',
  emailAddress: 'app.account.email',
  telephone: 'app.account.telephone',
};

/**
 * The own-profile form of /account: PUT /api/auth/profile. A new e-mail address is the sign-in
 * name, so it is sent only with the password (and code) confirmed in a dialog first.
 */
export const ProfileCard = ({ profile }: { profile: Profile }) => {
  const translate = useTranslate();
  const toast = useToast();
  const [values, setValues] = useState<Values>(() => ({
    firstName: profile.firstName ?? '',
    affix: profile.affix ?? '',
    lastName: profile.lastName ?? '',
    emailAddress: profile.emailAddress ?? '',
    telephone: profile.telephone ?? '',
  }));
  const { errors, setErrors, busy, send, fail } = useFieldErrorSubmit();
  const [confirmingAddress, setConfirmingAddress] = useState(false);
  // The server compares addresses without case and spaces (docs/auth-api.md).
  const addressChanges =
    values.emailAddress.trim().toLowerCase() !== (profile.emailAddress ?? '').trim().toLowerCase();

  const save = async (credentials?: IdentityCredentials) => {
    const { json } = await httpClient('auth/profile', {
      method: 'PUT',
      body: JSON.stringify({ ...values, ...credentials }),
    });
    setProfile(json as Profile);
    toast.success('app.account.saved');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = FIELDS.filter((field) => REQUIRED.has(field) && !values[field]?.trim());
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((field) => [field, translate('ra.validation.required')])));
      return;
    }
    setErrors({});
    if (addressChanges) setConfirmingAddress(true);
    else await send(() => save());
  };

  return (
    <Card>
      <CardHeader title={translate('app.account.profile_title')} />
      <CardContent component="form" onSubmit={submit} noValidate sx={{ pt: 0 }}>
        <Grid container columnSpacing={2}>
          {FIELDS.map((field) => (
            <Grid key={field} size={{ xs: 12, sm: field === 'affix' ? 4 : field === 'firstName' ? 8 : 12 }}>
              <FormField
                name={field}
                label={translate(LABELS[field])}
                type={field === 'emailAddress' ? 'email' : field === 'telephone' ? 'tel' : 'text'}
                required={REQUIRED.has(field)}
                value={values[field] ?? ''}
                onChange={(event) => setValues((old) => ({ ...old, [field]: event.target.value }))}
                error={errors[field] ? translate(errors[field], { _: errors[field] }) : null}
              />
            </Grid>
          ))}
        </Grid>
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('app.common.save')}
          </Button>
        </Box>
      </CardContent>
      <ConfirmIdentityDialog
        open={confirmingAddress}
        title={translate('app.account.confirm.email_title')}
        content={translate('app.account.confirm.email_reason', { email: values.emailAddress.trim() })}
        confirmLabel={translate('app.common.save')}
        onConfirm={save}
        onFailure={fail}
        onClose={() => setConfirmingAddress(false)}
      />
    </Card>
  );
};
