/**
 * The texts of the mails the foundation sends. E-mail templates editable by platform admins
 * replace these in the alert-delivery work; until then they live here, in Dutch.
 */
import type { MailMessage } from './mailer';

export const passwordResetMail = (
  to: { emailAddress: string; firstName: string },
  link: string,
): MailMessage => ({
  to: to.emailAddress,
  subject: 'Wachtwoord opnieuw instellen',
  text: [
    `Beste ${to.firstName},`,
    '',
    'Er is gevraagd om het wachtwoord van je Contractbeheer-account opnieuw in te stellen.',
    `Kies een nieuw wachtwoord via deze link (één uur geldig, één keer te gebruiken):`,
    link,
    '',
    'Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.',
  ].join('\n'),
});
