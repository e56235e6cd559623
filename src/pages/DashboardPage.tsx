import AddIcon from '@mui/icons-material/Add';
import AlarmIcon from '@mui/icons-material/AlarmOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottomOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmptyOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import { Box, Button, Card, CardActions, CardContent, type SvgIconProps, Typography } from '@mui/material';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { WhenVisible } from '../components/WhenVisible';
import { usePageTitle } from '../layout/PageTitleContext';
import { rememberCopies } from '../providers/copyHint';
import { getProfile, useProfile, viewerOf } from '../providers/profileStore';
import { dashboardNumbers } from '../resources/contracts/contractApi';
import { DASHBOARD_NUMBERS, type DashboardNumbers } from '../schema/resources/contracts';
import { dashboardCopiesOf, dashboardViewOf } from './dashboard/dashboardView';
import { NumberCard, NumberSection, type Tone, useLoadedNumbers } from './dashboard/NumberCard';
import { PlatformNumbers } from './dashboard/PlatformNumbers';

type NumberKey = keyof typeof DASHBOARD_NUMBERS;

/**
 * The charts come in a chunk of their own (the charting library is large), after the numbers and
 * only once their place nears the screen.
 */
const DashboardCharts = lazy(() => import('./dashboard/DashboardCharts'));

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

/** How long numbers asked for early stay the page's: a visit after that asks afresh. */
const EARLY_NUMBERS_MS = 10_000;

let askedEarly: { at: number; numbers: Promise<DashboardNumbers> } | null = null;

/**
 * Asks for the numbers now, on a signed-in visit to '/', for a viewer the page shows them to: this
 * module is fetched beside the admin (src/main.tsx) and does so when it has loaded, so the numbers
 * arrive while the admin renders its first page instead of being asked for after it. They are the
 * page's first showing's only.
 */
export const askNumbersEarly = (): void => {
  if (typeof window === 'undefined' || window.location.pathname !== '/') return;
  if (!dashboardViewOf(viewerOf(getProfile())).showsNumbers) return;
  askedEarly = { at: performance.now(), numbers: dashboardNumbers() };
  // A failure is the page's to show, once it renders; until then it is no unhandled rejection.
  askedEarly.numbers.catch(() => undefined);
};
askNumbersEarly();

const loadNumbers = (): Promise<DashboardNumbers> => {
  const early = askedEarly;
  askedEarly = null;
  return early && performance.now() - early.at < EARLY_NUMBERS_MS ? early.numbers : dashboardNumbers();
};

/**
 * The six numbers (docs/requirements.md#screens, dashboard), each linking to the list of those contracts
 * for a viewer who may open it; a dashboard reader (role 4) reads them without links.
 */
const ContractNumbers = ({ linked }: { linked: boolean }) => {
  const translate = useTranslate();
  const { numbers, failed } = useLoadedNumbers(loadNumbers);
  return (
    <NumberSection
      id="dashboard-numbers"
      title={translate('app.dashboard.numbers_title')}
      failed={failed}
      failedText={translate('app.dashboard.numbers_failed')}
    >
      {NUMBER_KEYS.map((name) => (
        <NumberCard
          key={name}
          label={translate(`app.dashboard.numbers.${name}`)}
          value={numbers ? String(numbers[name]) : null}
          to={linked ? numberLink(name) : undefined}
          {...LOOKS[name]}
        />
      ))}
    </NumberSection>
  );
};

/**
 * '/': a welcome; for company users the numbers to act on, and for those who keep contracts the
 * way to the list.
 */
const DashboardPage = () => {
  const translate = useTranslate();
  const profile = useProfile();
  usePageTitle(translate('app.dashboard.title'));
  const { platform, canSeeContracts, showsNumbers } = dashboardViewOf(viewerOf(profile));
  useEffect(() => rememberCopies(profile, 'copies', dashboardCopiesOf), [profile]);
  const action = platform
    ? { to: '/companies/create', label: 'app.platform.onboarding.button', icon: <AddIcon /> }
    : canSeeContracts
      ? { to: '/contracts', label: 'app.dashboard.view_contracts', icon: <ArrowForwardIcon /> }
      : null;
  return (
    <Box sx={{ py: 2 }}>
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 320px' }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {translate('app.dashboard.welcome', { name: profile?.firstName ?? '' })}
            </Typography>
            <Typography color="text.secondary">
              {translate(platform ? 'app.platform.dashboard.intro' : 'app.dashboard.intro')}
            </Typography>
          </Box>
          {action ? (
            <CardActions sx={{ p: 0 }}>
              <Button component={RouterLink} to={action.to} variant="contained" endIcon={action.icon}>
                {translate(action.label)}
              </Button>
            </CardActions>
          ) : null}
        </CardContent>
      </Card>
      {showsNumbers ? <ContractNumbers linked={canSeeContracts} /> : null}
      {showsNumbers ? (
        <WhenVisible minHeight={320}>
          <Suspense fallback={null}>
            <DashboardCharts linked={canSeeContracts} />
          </Suspense>
        </WhenVisible>
      ) : null}
      {platform ? <PlatformNumbers /> : null}
    </Box>
  );
};

export default DashboardPage;
