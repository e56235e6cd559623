import AlarmIcon from '@mui/icons-material/AlarmOutlined';
import CheckIcon from '@mui/icons-material/Check';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottomOutlined';
import { Box, ButtonBase } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STATUS_COLOURS } from '../../resources/contracts/StatusChip';
import type { DeadlineEntry } from '../../schema/contract-dates';

/** The dashboard's icons: an alarm for a notice deadline, an hourglass for an end. */
export const KindIcon = ({ kind }: { kind: DeadlineEntry['kind'] }) => {
  const Icon = kind === 'notice' ? AlarmIcon : HourglassBottomIcon;
  return <Icon sx={{ fontSize: 14, flexShrink: 0, mt: '1px' }} aria-hidden />;
};

/** The theme colour a status chip of this contract has; grey for a handled deadline. */
const colourOf = (deadline: DeadlineEntry): string => {
  const colour = deadline.outcome ? 'default' : (STATUS_COLOURS[deadline.status] ?? 'default');
  return colour === 'default' ? 'grey.600' : `${colour}.main`;
};

/** The words a screen reader reads for a deadline (and the chip's tooltip). */
export function useDeadlineLabel() {
  const translate = useTranslate();
  return (deadline: DeadlineEntry): string =>
    [
      translate('app.deadline_calendar.entry', {
        kind: translate(`app.deadline_calendar.kinds.${deadline.kind}`),
        number: deadline.number,
        supplier: deadline.supplierName,
      }),
      translate(`resources.contracts.status.${deadline.status}`),
      deadline.outcome
        ? translate('app.deadline_calendar.handled', {
            outcome: translate(`app.outcome.names.${deadline.outcome}`),
          })
        : null,
    ]
      .filter(Boolean)
      .join(', ');
}

/**
 * One deadline as a small button: a bar in the contract's status colour, the kind's icon and the
 * contract number; struck through with a check once handled. Opens its details.
 */
export const DeadlineChip = ({
  deadline,
  onOpen,
  withSupplier = false,
}: {
  deadline: DeadlineEntry;
  onOpen: () => void;
  /** Room for the supplier's name after the number (the twelve-month list). */
  withSupplier?: boolean;
}) => {
  const label = useDeadlineLabel()(deadline);
  const colour = colourOf(deadline);
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={label}
      title={label}
      sx={{
        display: 'flex',
        width: '100%',
        justifyContent: 'flex-start',
        gap: 0.5,
        px: 0.5,
        py: 0.25,
        borderRadius: '0 4px 4px 0',
        borderLeft: 4,
        borderColor: colour,
        bgcolor: 'action.hover',
        fontSize: 12,
        lineHeight: 1.4,
        textAlign: 'left',
        '&:hover': { bgcolor: 'action.selected' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      {deadline.outcome ? <CheckIcon sx={{ fontSize: 14, color: 'success.main' }} aria-hidden /> : null}
      <KindIcon kind={deadline.kind} />
      <Box
        component="span"
        aria-hidden
        sx={{
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          textDecoration: deadline.outcome ? 'line-through' : 'none',
        }}
      >
        {withSupplier ? `${deadline.number} · ${deadline.supplierName}` : deadline.number}
      </Box>
    </ButtonBase>
  );
};
