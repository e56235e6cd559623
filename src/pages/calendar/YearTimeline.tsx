import { Box, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../i18n/format';
import type { DeadlineEntry } from '../../schema/contract-dates';
import { addMonths } from '../../schema/contract-dates';
import { DeadlineChip } from './DeadlineChip';
import { useMonthCaption } from './useMonthCaption';

/** One month as a heading with its deadlines in date order, each with its date. */
export const MonthList = ({
  month,
  deadlines,
  onOpen,
  heading = true,
}: {
  /** The first of the month. */
  month: string;
  deadlines: readonly DeadlineEntry[];
  onOpen: (deadline: DeadlineEntry) => void;
  /** Off where the page's own heading names the month already. */
  heading?: boolean;
}) => {
  const translate = useTranslate();
  const title = useMonthCaption()(month);
  const inMonth = deadlines.filter((deadline) => deadline.on.startsWith(month.slice(0, 7)));
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      {heading ? (
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({translate('app.deadline_calendar.count', { smart_count: inMonth.length })})
          </Typography>
        </Typography>
      ) : null}
      <List dense disablePadding>
        {inMonth.map((deadline) => (
          <ListItem
            key={`${deadline.contractId}-${deadline.kind}-${deadline.on}`}
            disableGutters
            sx={{ gap: 1, alignItems: 'center' }}
          >
            <Typography variant="body2" sx={{ width: 84, flexShrink: 0, color: 'text.secondary' }}>
              {formatDate(deadline.on)}
            </Typography>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <DeadlineChip deadline={deadline} onOpen={() => onOpen(deadline)} withSupplier />
            </Box>
          </ListItem>
        ))}
      </List>
    </Box>
  );
};

/** Twelve months from `from` (a first of the month) side by side: the year ahead at a glance. */
export const YearTimeline = ({
  from,
  deadlines,
  onOpen,
}: {
  from: string;
  deadlines: readonly DeadlineEntry[];
  onOpen: (deadline: DeadlineEntry) => void;
}) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
    {Array.from({ length: 12 }, (_, index) => addMonths(from, index)).map((month) => (
      <MonthList key={month} month={month} deadlines={deadlines} onOpen={onOpen} />
    ))}
  </Box>
);
