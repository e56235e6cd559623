import { megabytes, OFFER_PDF_MAX_BYTES } from '../schema/upload-limits';
import type { offerFormMessagesEn } from './offer-form.en';

const PDF_MAX = megabytes(OFFER_PDF_MAX_BYTES);

/** Teksten van het aanbiedingsformulier van de sponsor achter de persoonlijke link; dezelfde sleutels als offer-form.en.ts. */
export const offerFormMessagesNl: typeof offerFormMessagesEn = {
  app: {
    offers: {
      form: {
        title: 'Aanbieding doen',
        intro:
          'Een bedrijf dat Contractbeheer gebruikt, wil graag een vrijblijvende aanbieding. Wie het is, hoor je als het interesse heeft in je aanbieding.',
        for_sponsor: 'Voor %{sponsor}',
        request: 'De aanvraag',
        type: 'Soort',
        city: 'Plaats',
        ends_at: 'Huidige einddatum',
        notice_deadline: 'Uiterste opzegdatum',
        yearly_value: 'Huidige jaarwaarde',
        unknown: 'onbekend',
        specifications: 'Specificaties',
        yearly_price: 'Jaarprijs (€, excl. btw)',
        valid_until: 'Geldig tot',
        description: 'Toelichting',
        pdf: `Aanbieding als pdf (optioneel, maximaal ${PDF_MAX})`,
        choose_pdf: 'Pdf kiezen',
        submit: 'Aanbieding versturen',
        link_valid_until: 'Deze link werkt tot %{date}.',
        done_title: 'Bedankt',
        done: 'Je aanbieding is ontvangen. Het bedrijf beslist of het interesse heeft; zo ja, dan krijg je de gegevens per e-mail.',
        invalid: 'Niet verstuurd: controleer de gemarkeerde velden.',
        failed: 'Niet verstuurd: er ging iets mis. Probeer het opnieuw.',
        closed: {
          unknown: 'Deze link bestaat niet. Controleer of je de hele link uit de e-mail hebt gekopieerd.',
          used: 'Via deze link is al een aanbieding gedaan.',
          expired: 'Deze aanvraag is verlopen: de opzegdatum is voorbij.',
          withdrawn: 'Deze aanvraag is ingetrokken: het bedrijf vraagt geen aanbiedingen meer.',
          throttled: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.',
        },
      },
      errors: {
        file_too_large: `De pdf is groter dan ${PDF_MAX}.`,
        file_empty: 'Het bestand is leeg.',
        pdf_only: 'Alleen een pdf kan worden meegestuurd.',
        valid_until_past: 'Een aanbieding kan niet geldig zijn tot een dag in het verleden.',
      },
    },
  },
};
