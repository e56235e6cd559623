import { Box, Button, FormControlLabel, Grid, MenuItem, Stack, Switch, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormField } from '../../components/FormField';
import { PanelCard } from '../../components/PanelCard';
import { useToast } from '../../components/Toast';
import { useProfile, viewerOf } from '../../providers/profileStore';
import { getAlertDefaults, saveAlertDefaults } from '../../resources/contracts/contractApi';
import { hasRole } from '../../schema/access';
import { type AlertDefaults, alertDefaultsSchema } from '../../schema/alert-defaults';
import { PERIOD_UNITS } from '../../schema/contract-dates';
import { useFieldErrorSubmit } from './serverErrors';

type AlertName = keyof AlertDefaults;
/** The notice alert first: it is the one most contracts get. */
const ALERTS: readonly AlertName[] = ['notice', 'end'];

/** The form's values: an amount as typed, so a cleared input is not a 0. */
type Draft = Record<AlertName, { enabled: boolean; amount: string; unit: AlertDefaults[AlertName]['unit'] }>;

const draftOf = (defaults: AlertDefaults): Draft => ({
  notice: { ...defaults.notice, amount: String(defaults.notice.amount) },
  end: { ...defaults.end, amount: String(defaults.end.amount) },
});

const parse = (draft: Draft) =>
  alertDefaultsSchema.safeParse({
    notice: { ...draft.notice, amount: draft.notice.amount === '' ? null : Number(draft.notice.amount) },
    end: { ...draft.end, amount: draft.end.amount === '' ? null : Number(draft.end.amount) },
  });

/**
 * "Standaardinstellingen" (docs/requirements.md#alerts-and-mail): what the alerts of a new contract
 * start as, for the whole company. On the account page, where a company admin finds the settings
 * ("Instellingen" in the top bar); shown to company admins only, who alone may change them.
 */
export const AlertDefaultsCard = () => {
  const translate = useTranslate();
  const toast = useToast();
  const profile = useProfile();
  const viewer = viewerOf(profile);
  // A company without a running subscription reaches no contract data (docs/requirements.md#roles-and-access).
  const admin = Boolean(viewer?.hasSubscription && profile?.company && hasRole(viewer, 2));
  const [draft, setDraft] = useState<Draft | null>(null);
  const { errors, setErrors, busy, send } = useFieldErrorSubmit();

  useEffect(() => {
    if (!admin) return;
    getAlertDefaults()
      .then((defaults) => setDraft(draftOf(defaults)))
      .catch(() => toast.error('app.common.something_went_wrong'));
  }, [admin, toast]);

  if (!admin) return null;

  const change = (alert: AlertName, values: Partial<Draft[AlertName]>) =>
    setDraft((current) => (current ? { ...current, [alert]: { ...current[alert], ...values } } : current));
  const errorOf = (path: string) => (errors[path] ? translate(errors[path], { _: errors[path] }) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const parsed = parse(draft);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    setErrors({});
    await send(async () => {
      setDraft(draftOf(await saveAlertDefaults(parsed.data)));
      toast.success('app.contracts.alert_defaults.saved');
    });
  };

  return (
    <Grid size={{ xs: 12, md: 7 }}>
      <PanelCard
        title={translate('app.contracts.alert_defaults.title')}
        subheader={translate('app.contracts.alert_defaults.intro')}
        loading={draft === null}
      >
        {draft ? (
          <Box component="form" onSubmit={submit} noValidate>
            {ALERTS.map((alert) => (
              <Box key={alert} sx={{ mb: 1 }}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={draft[alert].enabled}
                      onChange={(event) => change(alert, { enabled: event.target.checked })}
                    />
                  }
                  label={translate(`app.contracts.alert_defaults.${alert}`)}
                />
                <Stack direction="row" spacing={2}>
                  <FormField
                    type="number"
                    required
                    label={translate(`resources.contracts.fields.${alert}AlertAmount`)}
                    value={draft[alert].amount}
                    onChange={(event) => change(alert, { amount: event.target.value })}
                    error={errorOf(`${alert}.amount`)}
                    slotProps={{ htmlInput: { min: 1, max: 3650, step: 1 } }}
                  />
                  <FormField
                    select
                    label={translate(`resources.contracts.fields.${alert}AlertUnit`)}
                    value={draft[alert].unit}
                    onChange={(event) =>
                      change(alert, { unit: event.target.value as Draft[AlertName]['unit'] })
                    }
                    error={errorOf(`${alert}.unit`)}
                  >
                    {PERIOD_UNITS.map((unit) => (
                      <MenuItem key={unit} value={unit}>
                        {translate(`resources.contracts.choices.${alert}AlertUnit.${unit}`)}
                      </MenuItem>
                    ))}
                  </FormField>
                </Stack>
              </Box>
            ))}
            <Typography variant="body2" color="text.secondary">
              {translate('app.contracts.alert_defaults.rule')}
            </Typography>
            <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={busy}>
                {translate('app.common.save')}
              </Button>
            </Stack>
          </Box>
        ) : null}
      </PanelCard>
    </Grid>
  );
};
