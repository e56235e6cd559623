import type { mailMessagesEn } from './mail.en';

/** Texts of the outbox pages (app.outbox.*) and the template preview (app.views.templates.preview.*). */
export const mailMessagesNl: typeof mailMessagesEn = {
  app: {
    nav: { mails: 'Uitgaande e-mail' },
    outbox: {
      title: 'Uitgaande e-mail',
      mail: 'E-mail',
      no_template: 'Zonder template',
      empty: 'Er is nog geen e-mail aangemaakt.',
      kept_title: 'Geen mailserver ingesteld',
      kept_notice:
        'E-mails met de status ‘Bewaard’ zijn niet verstuurd: er was geen SMTP-server ingesteld (SMTP_URL) toen ze werden aangemaakt. Ze staan hier, zodat je kunt zien wat er verstuurd zou zijn. Stel SMTP_URL in om nieuwe e-mail te versturen.',
      detail: {
        not_found: 'E-mail niet gevonden',
        not_found_text: 'Deze e-mail bestaat niet (meer).',
        back_to_list: 'Naar uitgaande e-mail',
        headers: 'Gegevens',
        html: 'E-mail zoals verstuurd',
        html_frame: 'Inhoud van de e-mail',
        text: 'Platte tekst',
        no_html: 'Deze e-mail heeft geen opgemaakte versie.',
        hidden_token: '[verborgen]',
        hidden_token_note:
          'De code in de link om een wachtwoord te kiezen is [verborgen]: alleen de ontvanger mag die link gebruiken.',
      },
    },
    views: {
      templates: {
        preview: {
          title: 'Voorbeeld',
          hint: 'Zo ziet de e-mail eruit met voorbeeldgegevens.',
          subject: 'Onderwerp',
          body: 'Voorbeeld van de e-mail',
          choose_code: 'Kies een code om een voorbeeld te zien.',
          unknown: 'Onbekende plaatshouders blijven leeg en kunnen niet worden opgeslagen: %{names}',
        },
      },
    },
  },
};
