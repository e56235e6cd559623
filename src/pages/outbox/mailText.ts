import { format, isValid, parseISO } from 'date-fns';
import { formatDate } from '../../i18n/format';
import type { MailStatus } from '../../schema/mail-statuses';

/** '14-04-2026 09:02' in the viewer's time zone; empty for no moment. */
export const formatDateTime = (value: unknown): string => {
  if (typeof value !== 'string' || value === '') return '';
  const date = parseISO(value);
  return isValid(date) ? `${formatDate(date)} ${format(date, 'HH:mm')}` : '';
};

export const mailStatusKey = (status: MailStatus) => `app.outbox.status.${status}`;

/** The name of a mail's template code ('Wachtwoord herstellen'), or 'Zonder sjabloon'. */
export const templateCodeKey = (code: unknown): string =>
  typeof code === 'string' && code !== ''
    ? `resources.templates.choices.code.${code}`
    : 'app.outbox.no_template';
