import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ContractStatus } from '../../schema/contract-dates';

/** One colour per status: what needs action stands out, what is archived stays grey. */
export const STATUS_COLOURS: Readonly<Record<ContractStatus, ChipProps['color']>> = {
  active: 'success',
  notice_soon: 'warning',
  ending_soon: 'info',
  cancelled: 'secondary',
  expired: 'error',
  archived: 'default',
};

/** The status column's header, in the list and the CSV export. */
export const STATUS_LABEL = 'resources.contracts.fields.status';

export const statusKey = (status: string) => `resources.contracts.status.${status}`;

export const StatusChip = ({ status, size = 'small' }: { status: unknown; size?: ChipProps['size'] }) => {
  const translate = useTranslate();
  if (typeof status !== 'string' || !(status in STATUS_COLOURS)) return null;
  return (
    <Chip
      size={size}
      color={STATUS_COLOURS[status as ContractStatus]}
      variant={status === 'archived' ? 'outlined' : 'filled'}
      label={translate(statusKey(status))}
    />
  );
};

/** The status column of the contract list: the row's status as a chip. */
export const StatusCell = () => <StatusChip status={useRecordContext()?.status} />;
