import {
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Dropdown } from '../../components/Dropdown';
import { useToast } from '../../components/Toast';
import { httpClient } from '../../providers/httpClient';
import { useProfile } from '../../providers/profileStore';
import { ALERT_MAIL_MODES, type AlertMail, DIGEST_DAYS, wantsDigest } from '../../schema/digest';
import { useFieldErrorSubmit } from './serverErrors';

/**
 * How the user gets alert mails (server/digest/routes.ts): each alert on its own, a weekly digest
 * on Monday morning, or both, and how many days the digest looks ahead. Company users only.
 */
export const AlertMailCard = () => {
  const profile = useProfile();
  if (!profile?.company) return null;
  // Keyed by user, so a switch of identity (super login) reads that user's choice.
  return <AlertMailForm key={profile.id} />;
};

const AlertMailForm = () => {
  const translate = useTranslate();
  const toast = useToast();
  const labelId = useId();
  const [value, setValue] = useState<AlertMail | null>(null);
  const { errors, busy, send } = useFieldErrorSubmit();

  useEffect(() => {
    let current = true;
    httpClient('auth/alert-mail')
      .then(({ json }) => current && setValue(json as AlertMail))
      .catch(() => current && toast.error('app.common.something_went_wrong'));
    return () => {
      current = false;
    };
  }, [toast]);

  const save = () =>
    send(async () => {
      const { json } = await httpClient('auth/alert-mail', { method: 'PUT', body: JSON.stringify(value) });
      setValue(json as AlertMail);
      toast.success('app.account.alert_mail.saved');
    });

  return (
    <Card>
      <CardHeader
        title={translate('app.account.alert_mail.title')}
        subheader={translate('app.account.alert_mail.intro')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        {value ? (
          <>
            <FormControl>
              <FormLabel id={labelId}>{translate('app.account.alert_mail.mode')}</FormLabel>
              <RadioGroup
                aria-labelledby={labelId}
                value={value.mode}
                onChange={(event) => setValue({ ...value, mode: event.target.value as AlertMail['mode'] })}
              >
                {ALERT_MAIL_MODES.map((mode) => (
                  <FormControlLabel
                    key={mode}
                    value={mode}
                    control={<Radio />}
                    label={translate(`app.account.alert_mail.modes.${mode}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {wantsDigest(value.mode) ? (
              <Dropdown
                margin="normal"
                searchable={false}
                label={translate('app.account.alert_mail.days')}
                value={value.days}
                onChange={(next) => setValue({ ...value, days: Number(next) as AlertMail['days'] })}
                options={DIGEST_DAYS.map((days) => ({
                  value: days,
                  text: translate('app.account.alert_mail.days_option', { days }),
                }))}
                error={errors.days ? translate(errors.days) : null}
              />
            ) : null}
          </>
        ) : (
          <Skeleton variant="rounded" height={120} />
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" onClick={() => void save()} disabled={busy || value === null}>
          {translate('app.account.alert_mail.save')}
        </Button>
      </CardActions>
    </Card>
  );
};
