import { choiceLabelKey } from '../../resources/cells';
import { labelKey } from '../../schema/dsl';
import type { MailStatus } from '../../schema/mail-statuses';
import { mails } from '../../schema/resources/mails';

export const mailStatusKey = (status: MailStatus) => choiceLabelKey(mails.name, 'status', status);

/** The label of a field of the mails resource ('Aan', 'Onderwerp', …). */
export const mailFieldKey = (name: keyof typeof mails.fields) => labelKey(mails, name);

/** The name of a mail's template code ('Wachtwoord herstellen'), or 'Zonder template'. */
export const templateCodeKey = (code: unknown): string =>
  typeof code === 'string' && code !== ''
    ? `resources.templates.choices.code.${code}`
    : 'app.outbox.no_template';
