import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MailStatus } from '../../schema/mail-statuses';
import { mailStatusKey } from './mailText';

/** One colour per outbox status: failures stand out, mails that were never sent are grey. */
export const MAIL_STATUS_COLOURS: Readonly<Record<MailStatus, ChipProps['color']>> = {
  queued: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  kept: 'default',
};

export const MAIL_STATUSES = Object.keys(MAIL_STATUS_COLOURS) as MailStatus[];

export const isMailStatus = (value: unknown): value is MailStatus =>
  typeof value === 'string' && value in MAIL_STATUS_COLOURS;

export const MailStatusChip = ({ status, size = 'small' }: { status: unknown; size?: ChipProps['size'] }) => {
  const translate = useTranslate();
  if (!isMailStatus(status)) return null;
  return (
    <Chip
      size={size}
      color={MAIL_STATUS_COLOURS[status]}
      variant={status === 'kept' ? 'outlined' : 'filled'}
      label={translate(mailStatusKey(status))}
    />
  );
};
