import { Alert, AlertTitle, Button, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/PageTitleContext';
import { useProfile } from '../providers/profileStore';
import { hasRole } from '../schema/access';
import type { SubscriptionOverview } from '../schema/subscription-overview';
import { CompanyCard } from './subscription/CompanyCard';
import { CurrentSubscriptionCard } from './subscription/CurrentSubscriptionCard';
import { InvoicesCard } from './subscription/InvoicesCard';
import { StartSubscription } from './subscription/StartSubscription';
import { SubscriptionActions } from './subscription/SubscriptionActions';
import { UsageCard } from './subscription/UsageCard';
import { useSubscriptionOverview } from './subscription/useSubscriptionOverview';

/**
 * /account/subscription (roles 2–4): the plan, its status, price and usage, the last invoices and the billing
 * details; the company admin changes or cancels it here, or — without one — starts one. Users of a company
 * without subscription are confined to this page (docs/requirements.md#roles-and-access).
 */
const SubscriptionPage = () => {
  const translate = useTranslate();
  const profile = useProfile();
  const { overview, setOverview, failed, reload } = useSubscriptionOverview();
  usePageTitle(translate('app.subscription.title'));
  const admin = profile ? hasRole({ roles: profile.roles, hasSubscription: true }, 2) : false;

  if (failed)
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={<Button onClick={() => void reload()}>{translate('app.subscription.retry')}</Button>}
      >
        {translate('app.subscription.load_failed')}
      </Alert>
    );
  if (!overview)
    return (
      <Stack spacing={3} sx={{ mt: 2 }} aria-label={translate('app.common.loading')}>
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  if (!overview.subscription)
    return (
      <Stack spacing={3} sx={{ mt: 2, maxWidth: 1100 }}>
        <Alert severity="warning">
          <AlertTitle>{translate('app.subscription.none_title')}</AlertTitle>
          {translate(admin ? 'app.subscription.start_intro' : 'app.subscription.ask_admin')}
        </Alert>
        {admin ? <StartSubscription overview={overview} /> : null}
      </Stack>
    );

  const current = overview as SubscriptionOverview & {
    subscription: NonNullable<SubscriptionOverview['subscription']>;
  };
  const setCompany = (company: SubscriptionOverview['company']) => setOverview({ ...overview, company });
  return (
    <Grid container spacing={3} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={3}>
          <CurrentSubscriptionCard overview={current}>
            {admin && overview.status === 'active' ? (
              <SubscriptionActions
                subscription={current.subscription}
                plans={overview.plans}
                usage={overview.usage}
                onDone={setOverview}
              />
            ) : null}
          </CurrentSubscriptionCard>
          <CompanyCard company={overview.company} editable={admin} onSaved={setCompany} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3}>
          <UsageCard usage={overview.usage} />
          {overview.invoices ? <InvoicesCard invoices={overview.invoices} /> : null}
          {!admin ? (
            <Typography variant="body2" color="text.secondary">
              {translate('app.subscription.admin_manages')}
            </Typography>
          ) : null}
        </Stack>
      </Grid>
    </Grid>
  );
};

export default SubscriptionPage;
