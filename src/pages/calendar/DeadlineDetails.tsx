import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Modal } from '../../components/Modal';
import { formatEuro, formatLongDate } from '../../i18n/format';
import { DefinitionGrid } from '../../resources/contracts/detail/DefinitionGrid';
import { StatusChip } from '../../resources/contracts/StatusChip';
import type { DeadlineEntry } from '../../schema/contract-dates';
import { contractPath } from '../../schema/resources/contracts';

/**
 * A deadline opened from the calendar: its contract in short, the term it belongs to, what became
 * of it; the way to the contract and, for its current term, to marking it handled.
 */
export const DeadlineDetails = ({
  deadline,
  canOpen,
  canHandle,
  onHandle,
  onClose,
}: {
  deadline: DeadlineEntry;
  /** May open the contract (roles 2 and 3; a dashboard reader sees this much only). */
  canOpen: boolean;
  canHandle: boolean;
  onHandle: () => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const handleable = canHandle && deadline.current && deadline.outcome === null;
  return (
    <Modal
      open
      onClose={onClose}
      title={`${translate(`app.deadline_calendar.kinds.${deadline.kind}`)} ${formatLongDate(deadline.on)}`}
      actions={
        <>
          <Button onClick={onClose}>{translate('app.deadline_calendar.details.close')}</Button>
          {canOpen ? (
            <Button component={RouterLink} to={contractPath(deadline.contractId)}>
              {translate('app.deadline_calendar.details.open')}
            </Button>
          ) : null}
          {handleable ? (
            <Button variant="contained" onClick={onHandle}>
              {translate('app.deadline_calendar.details.handle')}
            </Button>
          ) : null}
        </>
      }
    >
      <Stack spacing={1.5}>
        <Typography variant="h6" component="p">
          {deadline.number} · {deadline.supplierName}
        </Typography>
        <DefinitionGrid
          items={[
            {
              key: 'type',
              label: translate('resources.contracts.fields.supplierType'),
              value: deadline.supplierTypeName,
            },
            {
              key: 'location',
              label: translate('resources.contracts.fields.location'),
              value: deadline.locationName,
            },
            {
              key: 'owner',
              label: translate('resources.contracts.fields.owner'),
              value: deadline.ownerName || '—',
            },
            {
              key: 'value',
              label: translate('resources.contracts.fields.yearlyValue'),
              value: deadline.yearlyValue === null ? '—' : formatEuro(deadline.yearlyValue),
            },
            {
              key: 'status',
              label: translate('app.deadline_calendar.details.status'),
              value: <StatusChip status={deadline.status} />,
            },
            {
              key: 'term',
              label: translate('app.deadline_calendar.details.term', {
                date: formatLongDate(deadline.termEndsAt),
              }),
              value: deadline.outcome
                ? translate(`app.outcome.names.${deadline.outcome}`)
                : deadline.current
                  ? translate('app.outcome.open')
                  : translate('app.deadline_calendar.later_term'),
            },
          ]}
        />
      </Stack>
    </Modal>
  );
};
