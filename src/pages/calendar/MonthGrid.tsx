import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeadlineEntry } from '../../schema/contract-dates';
import { isoWeek, monthWeeks } from '../../schema/contract-dates';
import { DeadlineChip } from './DeadlineChip';
import { useMonthCaption } from './useMonthCaption';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * A month as a table of weeks, Monday first, with the ISO week number: each day its deadlines.
 * Days of the neighbouring months are shown dimmed; today is marked (aria-current="date").
 */
export const MonthGrid = ({
  month,
  today,
  deadlines,
  onOpen,
}: {
  /** Any day of the month shown. */
  month: string;
  today: string;
  deadlines: readonly DeadlineEntry[];
  onOpen: (deadline: DeadlineEntry) => void;
}) => {
  const translate = useTranslate();
  const caption = useMonthCaption();
  const byDay = new Map<string, DeadlineEntry[]>();
  for (const deadline of deadlines) byDay.set(deadline.on, [...(byDay.get(deadline.on) ?? []), deadline]);
  const monthPrefix = month.slice(0, 7);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={caption(month)}
        sx={{ tableLayout: 'fixed', minWidth: 720, '& td, & th': { borderColor: 'divider' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ width: 44, px: 0.5 }}>
              {translate('app.deadline_calendar.week')}
            </TableCell>
            {WEEKDAYS.map((weekday) => (
              <TableCell key={weekday} component="th" scope="col" sx={{ px: 0.5 }}>
                <abbr
                  title={translate(`app.deadline_calendar.weekdays.${weekday}`)}
                  style={{ textDecoration: 'none' }}
                >
                  {translate(`app.deadline_calendar.weekdays_short.${weekday}`)}
                </abbr>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {monthWeeks(month).map((week) => (
            <TableRow key={week[0]}>
              <TableCell
                component="th"
                scope="row"
                sx={{ verticalAlign: 'top', color: 'text.secondary', px: 0.5 }}
                aria-label={translate('app.deadline_calendar.week_label', { number: isoWeek(week[0]) })}
              >
                {isoWeek(week[0])}
              </TableCell>
              {week.map((day) => {
                const inMonth = day.startsWith(monthPrefix);
                const isToday = day === today;
                return (
                  <TableCell
                    key={day}
                    aria-current={isToday ? 'date' : undefined}
                    sx={{
                      verticalAlign: 'top',
                      height: 96,
                      px: 0.5,
                      bgcolor: inMonth ? undefined : 'action.hover',
                    }}
                  >
                    <Typography
                      variant="body2"
                      component="div"
                      sx={{
                        mb: 0.5,
                        fontWeight: isToday ? 700 : 400,
                        color: inMonth ? 'text.primary' : 'text.secondary',
                        ...(isToday && {
                          display: 'inline-block',
                          minWidth: 24,
                          textAlign: 'center',
                          borderRadius: 12,
                          bgcolor: 'primary.main',
                          color: 'primary.contrastText',
                        }),
                      }}
                    >
                      {Number(day.slice(8))}
                    </Typography>
                    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
                      {(byDay.get(day) ?? []).map((deadline) => (
                        <li key={`${deadline.contractId}-${deadline.kind}-${deadline.on}`}>
                          <DeadlineChip deadline={deadline} onOpen={() => onOpen(deadline)} />
                        </li>
                      ))}
                    </Box>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
