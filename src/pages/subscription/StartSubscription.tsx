import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ErrorText } from '../../components/ErrorText';
import { PanelCard } from '../../components/PanelCard';
import { useToast } from '../../components/Toast';
import { formatEuro } from '../../i18n/format';
import { httpClient, httpStatus } from '../../providers/httpClient';
import { type Profile, setProfile } from '../../providers/profileStore';
import type { SubscriptionOverview } from '../../schema/subscription-overview';
import { useFieldErrorSubmit } from '../account/serverErrors';
import { CompanyFields, type CompanyValues, companyValues, missingFields } from './CompanyFields';
import { PlanCards } from './PlanCards';
import { messageOf } from './useSubscriptionOverview';

/**
 * A company admin without subscription: choose a plan, fill in the billing details, accept the
 * terms, start. The new profile is loaded right away, so the menu and the other pages open at
 * once, without signing in again.
 */
export const StartSubscription = ({ overview }: { overview: SubscriptionOverview }) => {
  const translate = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const [plan, setPlan] = useState<number | null>(null);
  const [company, setCompany] = useState<CompanyValues>(() => companyValues(overview.company));
  const [accepted, setAccepted] = useState(false);
  const { errors, setErrors, busy, send } = useFieldErrorSubmit();
  const chosen = overview.plans.find((item) => item.id === plan);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = missingFields(company, 'company.');
    if (!chosen) missing.plan = 'app.subscription.choose_plan_first';
    if (!accepted) missing.acceptTerms = 'app.subscription.errors.terms';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    await send(async () => {
      try {
        await httpClient('subscription/start', {
          method: 'POST',
          body: JSON.stringify({ plan, company, acceptTerms: accepted }),
        });
      } catch (failure) {
        // A conflict (someone else started one meanwhile) says so in a sentence, not on a field.
        if (httpStatus(failure) !== 409) throw failure;
        toast.error(messageOf(failure));
        return;
      }
      const { json } = await httpClient('auth/profile');
      setProfile(json as Profile);
      toast.success('app.subscription.started');
      navigate('/');
    });
  };
  const fieldError = (key: string) => (errors[key] ? translate(errors[key], { _: errors[key] }) : null);

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={3}>
        <PanelCard
          title={translate('app.subscription.start_step_plan')}
          subheader={translate('app.subscription.plans_intro')}
        >
          <PlanCards plans={overview.plans} usage={overview.usage} selected={plan} onSelect={setPlan} />
          {fieldError('plan') ? (
            <FormHelperText error sx={{ mt: 1 }}>
              <ErrorText>{fieldError('plan')}</ErrorText>
            </FormHelperText>
          ) : null}
        </PanelCard>
        <PanelCard
          title={translate('app.subscription.start_step_company')}
          subheader={translate('app.subscription.company_intro')}
        >
          <CompanyFields values={company} errors={errors} prefix="company." onChange={setCompany} />
        </PanelCard>
        <PanelCard title={translate('app.subscription.start_step_terms')}>
          {chosen ? (
            <Typography sx={{ mb: 1 }}>
              {translate('app.subscription.start_summary', {
                plan: chosen.name,
                excl: formatEuro(chosen.monthlyPrice),
                incl: formatEuro(chosen.monthlyPriceInclVat),
              })}
            </Typography>
          ) : null}
          {overview.termsUrl ? (
            <Link
              href={overview.termsUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              {translate('app.subscription.read_terms')}
              <OpenInNewIcon fontSize="inherit" titleAccess={translate('app.subscription.new_tab')} />
            </Link>
          ) : null}
          <FormControlLabel
            sx={{ display: 'flex' }}
            control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />}
            label={translate('app.subscription.accept_terms')}
          />
          {fieldError('acceptTerms') ? (
            <FormHelperText error>
              <ErrorText>{fieldError('acceptTerms')}</ErrorText>
            </FormHelperText>
          ) : null}
          {Object.keys(errors).length > 0 ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate('app.subscription.check_fields')}
            </Alert>
          ) : null}
          <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {translate('app.subscription.start')}
            </Button>
          </Box>
        </PanelCard>
      </Stack>
    </Box>
  );
};
