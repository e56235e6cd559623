import { Button, Grid, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../layout/PageTitleContext';
import { useProfile } from '../providers/profileStore';
import { hasRole } from '../schema/access';
import { AlertDefaultsCard } from './account/AlertDefaultsCard';
import { AlertMailCard } from './account/AlertMailCard';
import { AvatarCard } from './account/AvatarCard';
import { CalendarCard } from './account/CalendarCard';
import { PasswordCard } from './account/PasswordCard';
import { ProfileCard } from './account/ProfileCard';
import { TwoFactorCard } from './account/TwoFactorCard';

/** /account: the signed-in person's own details, picture, password and two-factor setting. */
const AccountPage = () => {
  const translate = useTranslate();
  const profile = useProfile();
  const showSubscription = profile
    ? hasRole({ roles: profile.roles, hasSubscription: true }, 2, 3, 4)
    : false;
  usePageTitle(translate('app.account.title'));
  if (!profile) return null;
  return (
    <Grid container spacing={3} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        {/* keyed by id so an impersonation switch starts the form from the new profile */}
        <ProfileCard key={profile.id} profile={profile} />
        {showSubscription ? (
          <Button component={RouterLink} to="/account/subscription" sx={{ mt: 2 }}>
            {translate('app.account.subscription_link')}
          </Button>
        ) : null}
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3}>
          <AvatarCard profile={profile} />
          <TwoFactorCard profile={profile} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <PasswordCard />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3}>
          <CalendarCard />
          <AlertMailCard />
        </Stack>
      </Grid>
      <AlertDefaultsCard />
    </Grid>
  );
};

export default AccountPage;
