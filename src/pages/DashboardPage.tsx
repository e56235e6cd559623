import AlarmIcon from '@mui/icons-material/AlarmOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottomOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmptyOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  Skeleton,
  type SvgIconProps,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../layout/PageTitleContext';
import { useProfile, viewerOf } from '../providers/profileStore';
import { dashboardNumbers } from '../resources/contracts/contractApi';
import { DASHBOARD_NUMBERS, type DashboardNumbers } from '../schema/resources/contracts';
import { canAccessResource } from '../schema/routes';

type NumberKey = keyof typeof DASHBOARD_NUMBERS;
type Tone = 'primary' | 'warning' | 'info' | 'error';

/** How each number looks: an icon and a colour saying how urgent it is. */
const LOOKS: Record<NumberKey, { icon: ComponentType<SvgIconProps>; tone: Tone }> = {
  running: { icon: DescriptionIcon, tone: 'primary' },
  noticeWithin30: { icon: AlarmIcon, tone: 'warning' },
  noticeWithin90: { icon: ScheduleIcon, tone: 'warning' },
  endsWithin30: { icon: HourglassBottomIcon, tone: 'info' },
  endsWithin90: { icon: HourglassEmptyIcon, tone: 'info' },
  expiredLast30: { icon: EventBusyIcon, tone: 'error' },
};

const NUMBER_KEYS = Object.keys(DASHBOARD_NUMBERS) as NumberKey[];

/** The contract list showing exactly the contracts a number counts (react-admin's `?filter=`). */
export const numberLink = (key: NumberKey): string =>
  `/contracts?filter=${encodeURIComponent(JSON.stringify(DASHBOARD_NUMBERS[key]))}`;

const NumberCard = ({ name, value }: { name: NumberKey; value: number | null }) => {
  const translate = useTranslate();
  const { icon: Icon, tone } = LOOKS[name];
  const label = translate(`app.dashboard.numbers.${name}`);
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={numberLink(name)}
        aria-label={value === null ? label : `${value} ${label}`}
        sx={{
          height: '100%',
          p: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          justifyContent: 'flex-start',
        }}
      >
        <Box
          sx={{
            flexShrink: 0,
            width: 48,
            height: 48,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: `${tone}.main`,
            bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12),
          }}
        >
          <Icon />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 600, lineHeight: 1.1 }}>
            {value === null ? <Skeleton width={40} /> : value}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
};

/** The six numbers of spec §2, each linking to the list of those contracts. */
const ContractNumbers = () => {
  const translate = useTranslate();
  const [numbers, setNumbers] = useState<DashboardNumbers | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    dashboardNumbers().then(
      (loaded) => current && setNumbers(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <Box component="section" aria-labelledby="dashboard-numbers" sx={{ mt: 3 }}>
      <Typography id="dashboard-numbers" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate('app.dashboard.numbers_title')}
      </Typography>
      {failed ? (
        <Typography color="error">{translate('app.dashboard.numbers_failed')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {NUMBER_KEYS.map((name) => (
            <NumberCard key={name} name={name} value={numbers ? numbers[name] : null} />
          ))}
        </Box>
      )}
    </Box>
  );
};

/** '/': a welcome; for those who keep contracts, the numbers to act on and the way to the list. */
const DashboardPage = () => {
  const translate = useTranslate();
  const profile = useProfile();
  usePageTitle(translate('app.dashboard.title'));
  const canSeeContracts = canAccessResource(viewerOf(profile), 'contracts');
  return (
    <Box sx={{ py: 2 }}>
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 320px' }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {translate('app.dashboard.welcome', { name: profile?.firstName ?? '' })}
            </Typography>
            <Typography color="text.secondary">{translate('app.dashboard.intro')}</Typography>
          </Box>
          {canSeeContracts ? (
            <CardActions sx={{ p: 0 }}>
              <Button
                component={RouterLink}
                to="/contracts"
                variant="contained"
                endIcon={<ArrowForwardIcon />}
              >
                {translate('app.dashboard.view_contracts')}
              </Button>
            </CardActions>
          ) : null}
        </CardContent>
      </Card>
      {canSeeContracts ? <ContractNumbers /> : null}
    </Box>
  );
};

export default DashboardPage;
