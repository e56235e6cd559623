import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../layout/PageTitleContext';
import { useProfile, viewerOf } from '../providers/profileStore';
import { canAccessResource } from '../schema/routes';

/** '/': a welcome and the way to the contracts. The figures follow with the contracts resource. */
const DashboardPage = () => {
  const translate = useTranslate();
  const profile = useProfile();
  usePageTitle(translate('app.dashboard.title'));
  const canSeeContracts = canAccessResource(viewerOf(profile), 'contracts');
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {translate('app.dashboard.welcome', { name: profile?.firstName ?? '' })}
        </Typography>
        <Typography color="text.secondary">{translate('app.dashboard.intro')}</Typography>
      </CardContent>
      {canSeeContracts ? (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={RouterLink} to="/contracts" variant="contained" endIcon={<ArrowForwardIcon />}>
            {translate('app.dashboard.view_contracts')}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
};

export default DashboardPage;
