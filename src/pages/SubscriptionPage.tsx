import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { Alert, AlertTitle, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatLongDate } from '../i18n/format';
import { usePageTitle } from '../layout/PageTitleContext';
import { useProfile } from '../providers/profileStore';

const Row = ({ label, value }: { label: string; value: string }) => (
  <Stack direction="row" spacing={2}>
    <Typography color="text.secondary" sx={{ minWidth: 140 }}>
      {label}
    </Typography>
    <Typography sx={{ fontWeight: 500 }}>{value}</Typography>
  </Stack>
);

/**
 * /account/subscription: the company's plan and dates, or what having none means. Users of a
 * company without subscription are confined to this page (spec §6), so it must explain why.
 */
const SubscriptionPage = () => {
  const translate = useTranslate();
  const profile = useProfile();
  usePageTitle(translate('app.subscription.title'));
  const subscription = profile?.subscription;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardHeader
        avatar={<CardMembershipIcon color="primary" />}
        title={translate('app.subscription.title')}
      />
      <CardContent sx={{ pt: 0 }}>
        {subscription ? (
          <Stack spacing={1.5}>
            <Alert severity="success">{translate('app.subscription.active')}</Alert>
            {profile?.company ? (
              <Row label={translate('app.subscription.company')} value={profile.company.name} />
            ) : null}
            <Row label={translate('app.subscription.plan')} value={subscription.plan} />
            <Row
              label={translate('app.subscription.starts_at')}
              value={formatLongDate(subscription.startsAt) || '—'}
            />
            <Row
              label={translate('app.subscription.ends_at')}
              value={formatLongDate(subscription.endsAt) || translate('app.subscription.no_end')}
            />
          </Stack>
        ) : (
          <Alert severity="warning">
            <AlertTitle>{translate('app.subscription.none_title')}</AlertTitle>
            {translate('app.subscription.none_text')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};

export default SubscriptionPage;
