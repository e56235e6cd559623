import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAIL_STATUSES, type MailStatus } from '../../schema/mail-statuses';
import { mailStatusKey } from './mailText';

/** One colour per outbox status: failures stand out, mails that were never sent are grey. */
export const MAIL_STATUS_COLOURS: Readonly<Record<MailStatus, ChipProps['color']>> = {
  queued: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  kept: 'default',
};

export const MailStatusChip = ({
  status,
  size = 'small',
}: {
  status: MailStatus | null;
  size?: ChipProps['size'];
}) => {
  const translate = useTranslate();
  if (status === null || !MAIL_STATUSES.includes(status)) return null;
  return (
    <Chip
      size={size}
      color={MAIL_STATUS_COLOURS[status]}
      variant={status === 'kept' ? 'outlined' : 'filled'}
      label={translate(mailStatusKey(status))}
    />
  );
};
