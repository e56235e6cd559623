import type { MailStatus } from '../../schema/mail-statuses';

export const mailStatusKey = (status: MailStatus) => `app.outbox.status.${status}`;

/** The name of a mail's template code ('Wachtwoord herstellen'), or 'Zonder sjabloon'. */
export const templateCodeKey = (code: unknown): string =>
  typeof code === 'string' && code !== ''
    ? `resources.templates.choices.code.${code}`
    : 'app.outbox.no_template';
