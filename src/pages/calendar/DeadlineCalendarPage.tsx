import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  LinearProgress,
  Stack,
  type Theme,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Dropdown, type DropdownOption, type DropdownValue } from '../../components/Dropdown';
import { usePageTitle } from '../../layout/PageTitleContext';
import { useProfile, viewerOf } from '../../providers/profileStore';
import { listDeadlines } from '../../resources/contracts/contractApi';
import { HandleDeadlineDialog } from '../../resources/contracts/outcome/HandleDeadlineDialog';
import { hasRole } from '../../schema/access';
import type { DeadlineEntry } from '../../schema/contract-dates';
import { addDays, addMonths, dayOf, monthWeeks } from '../../schema/contract-dates';
import { canAccessResource } from '../../schema/routes';
import { DeadlineDetails } from './DeadlineDetails';
import { MonthGrid } from './MonthGrid';
import { useMonthCaption } from './useMonthCaption';
import { MonthList, YearTimeline } from './YearTimeline';

type View = 'month' | 'year';
const FILTERS = ['supplierType', 'location', 'owner'] as const;
type FilterName = (typeof FILTERS)[number];
type Filters = Partial<Record<FilterName, number>>;

const NAME_OF: Record<FilterName, (deadline: DeadlineEntry) => string> = {
  supplierType: (deadline) => deadline.supplierTypeName,
  location: (deadline) => deadline.locationName,
  owner: (deadline) => deadline.ownerName,
};

/** The filter's choices: the types, locations and owners of the deadlines loaded, by name. */
const optionsOf = (deadlines: readonly DeadlineEntry[], name: FilterName): DropdownOption[] => {
  const found = new Map<number, string>();
  for (const deadline of deadlines) {
    const id = deadline[name];
    if (id !== null) found.set(id, NAME_OF[name](deadline));
  }
  return [...found]
    .map(([value, text]) => ({ value, text }))
    .sort((a, b) => a.text.localeCompare(b.text, 'nl'));
};

/** The window a view shows: a month grid's whole weeks, or twelve months from this one. */
const windowOf = (view: View, month: string): { from: string; to: string } => {
  if (view === 'year') return { from: month, to: addDays(addMonths(month, 12), -1) };
  const weeks = monthWeeks(month);
  return { from: weeks[0][0], to: weeks[weeks.length - 1][6] };
};

/** The deadlines of a window, loaded again when it changes or after a deadline was handled. */
function useDeadlines(from: string, to: string) {
  const [state, setState] = useState<{
    deadlines: DeadlineEntry[];
    truncated: boolean;
    loading: boolean;
    failed: boolean;
  }>({ deadlines: [], truncated: false, loading: true, failed: false });
  const load = useCallback(async () => {
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    try {
      const answer = await listDeadlines(from, to);
      setState({ ...answer, loading: false, failed: false });
    } catch {
      setState({ deadlines: [], truncated: false, loading: false, failed: true });
    }
  }, [from, to]);
  useEffect(() => {
    void load();
  }, [load]);
  return { ...state, reload: load };
}

/**
 * /calendar (docs/requirements.md#handled-deadlines): the notice deadlines and end dates ahead of
 * the contracts the viewer may see, as a month grid (weeks from Monday) or twelve months in a row,
 * filtered by type, location and owner. A deadline opens its details, from where the contract
 * opens and its current term is marked handled; a dashboard reader only looks.
 */
const DeadlineCalendarPage = () => {
  const translate = useTranslate();
  usePageTitle(translate('app.deadline_calendar.title'));
  const viewer = viewerOf(useProfile());
  // Seven columns do not fit a phone: there a month is a list.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canOpen = canAccessResource(viewer, 'contracts');
  const canHandle = viewer !== null && hasRole(viewer, 2, 3);
  const [params, setParams] = useSearchParams();
  const today = dayOf();
  const thisMonth = `${today.slice(0, 7)}-01`;
  const view: View = params.get('view') === 'year' ? 'year' : 'month';
  const asked = params.get('month') ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? `${asked}-01` : thisMonth;
  const [filters, setFilters] = useState<Filters>({});
  const [open, setOpen] = useState<DeadlineEntry | null>(null);
  const [handling, setHandling] = useState<DeadlineEntry | null>(null);
  const { from, to } = windowOf(view, view === 'year' ? thisMonth : month);
  const { deadlines, truncated, loading, failed, reload } = useDeadlines(from, to);
  const shown = useMemo(
    () =>
      deadlines.filter((deadline) =>
        FILTERS.every((name) => filters[name] === undefined || deadline[name] === filters[name]),
      ),
    [deadlines, filters],
  );

  // The grid also shows the neighbouring months' days; the count is the month's own.
  const counted =
    view === 'month' ? shown.filter((deadline) => deadline.on.startsWith(month.slice(0, 7))) : shown;

  const setView = (next: View) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('view', next);
    setParams(nextParams, { replace: true });
  };
  const goToMonth = (first: string) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('month', first.slice(0, 7));
    setParams(nextParams, { replace: true });
  };
  const monthTitle = useMonthCaption()(month);

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Card>
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.deadline_calendar.intro')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_event, next: View | null) => next && setView(next)}
              aria-label={translate('app.deadline_calendar.views.label')}
            >
              <ToggleButton value="month">{translate('app.deadline_calendar.views.month')}</ToggleButton>
              <ToggleButton value="year">{translate('app.deadline_calendar.views.year')}</ToggleButton>
            </ToggleButtonGroup>
            {FILTERS.map((name) => (
              <Box key={name} sx={{ width: { xs: '100%', sm: 200 } }}>
                <Dropdown
                  size="small"
                  label={translate(`app.deadline_calendar.filters.${name}`)}
                  placeholder={translate('app.deadline_calendar.filters.all')}
                  value={filters[name] ?? null}
                  onChange={(next: DropdownValue | DropdownValue[] | null) =>
                    setFilters((previous) => ({
                      ...previous,
                      [name]: next === null || Array.isArray(next) || next === '' ? undefined : Number(next),
                    }))
                  }
                  options={optionsOf(deadlines, name)}
                />
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          {view === 'month' ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
                {monthTitle}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
                <Tooltip title={translate('app.deadline_calendar.previous')}>
                  <IconButton
                    aria-label={translate('app.deadline_calendar.previous')}
                    onClick={() => goToMonth(addMonths(month, -1))}
                  >
                    <ChevronLeftIcon />
                  </IconButton>
                </Tooltip>
                <Button size="small" onClick={() => goToMonth(thisMonth)} disabled={month === thisMonth}>
                  {translate('app.deadline_calendar.today')}
                </Button>
                <Tooltip title={translate('app.deadline_calendar.next')}>
                  <IconButton
                    aria-label={translate('app.deadline_calendar.next')}
                    onClick={() => goToMonth(addMonths(month, 1))}
                  >
                    <ChevronRightIcon />
                  </IconButton>
                </Tooltip>
              </Box>
            </Box>
          ) : null}
          {loading ? <LinearProgress aria-label={translate('app.common.loading')} sx={{ mb: 1 }} /> : null}
          {failed ? <Alert severity="error">{translate('app.deadline_calendar.failed')}</Alert> : null}
          {truncated ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('app.deadline_calendar.truncated', { count: deadlines.length })}
            </Alert>
          ) : null}
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {loading
              ? ''
              : counted.length === 0
                ? translate(
                    view === 'month' ? 'app.deadline_calendar.none_month' : 'app.deadline_calendar.none_year',
                  )
                : translate('app.deadline_calendar.count', { smart_count: counted.length })}
          </Typography>
          {view === 'month' && phone ? (
            <MonthList month={month} deadlines={shown} onOpen={setOpen} heading={false} />
          ) : view === 'month' ? (
            <MonthGrid month={month} today={today} deadlines={shown} onOpen={setOpen} />
          ) : (
            <YearTimeline from={thisMonth} deadlines={shown} onOpen={setOpen} />
          )}
        </CardContent>
      </Card>
      {open ? (
        <DeadlineDetails
          deadline={open}
          canOpen={canOpen}
          canHandle={canHandle}
          onClose={() => setOpen(null)}
          onHandle={() => {
            setHandling(open);
            setOpen(null);
          }}
        />
      ) : null}
      {handling ? (
        <HandleDeadlineDialog
          open
          contract={{
            id: handling.contractId,
            number: handling.number,
            currentEndsAt: handling.termEndsAt,
            noticeDeadline: handling.termNoticeDeadline,
          }}
          onClose={() => setHandling(null)}
          onHandled={() => {
            setHandling(null);
            void reload();
          }}
        />
      ) : null}
    </Stack>
  );
};

export default DeadlineCalendarPage;
