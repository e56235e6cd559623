import type { offerMessagesEn } from './offers.en';

/** Teksten van de aanbiedingen: de kaart op de contractpagina en het formulier van de sponsor; dezelfde sleutels als offers.en.ts. */
export const offerMessagesNl: typeof offerMessagesEn = {
  app: {
    offers: {
      card: {
        title: 'Aanbiedingen',
        opted_out:
          'Offertes ontvangen staat uit. Zet het aan in het contract om vóór de opzegdatum vrijblijvende aanbiedingen te krijgen.',
        waiting:
          'Nog geen aanvraag verstuurd. Vanaf %{days} dagen vóór de opzegdatum krijgen sponsoren je aanvraag, zonder je bedrijfsnaam.',
        request: {
          open: 'Er staat een aanvraag klaar; nog geen sponsor heeft hem ontvangen (opzegdatum %{deadline}).',
          sent: 'Aanvraag op %{date} naar sponsoren verstuurd; aanbiedingen kunnen binnenkomen tot %{deadline}.',
          offered: 'Er zijn aanbiedingen binnen; sponsoren kunnen reageren tot %{deadline}.',
          expired: 'De aanvraag is verlopen op de opzegdatum, %{deadline}.',
          withdrawn: 'De aanvraag is ingetrokken: er wordt niets meer met sponsoren gedeeld.',
        },
        expired: 'Verlopen',
        per_year: '%{price} per jaar',
        difference: '%{difference} ten opzichte van nu',
        valid_until: 'Geldig tot %{date}',
        interest: 'Interesse',
        decline: 'Niet interessant',
        confirm_interest_title: 'Interesse tonen?',
        confirm_interest:
          '%{sponsor} krijgt de naam van je bedrijf en de contactgegevens van de eigenaar van het contract om contact op te nemen.',
        confirm_decline_title: 'Niet interessant?',
        confirm_decline:
          'De aanbieding van %{sponsor} wordt gemarkeerd als niet interessant. Er wordt niets gedeeld.',
        interest_done: 'Interesse doorgegeven: de sponsor neemt contact op',
        decline_done: 'Aanbieding gemarkeerd als niet interessant',
        decide_failed: 'Niet opgeslagen: het contract vraagt geen aanbiedingen meer, of er ging iets mis.',
        shared_title: 'Gedeeld met sponsoren',
        shared: {
          request: '%{sponsor} · %{date}: de aanvraag (soort, specificaties, plaats, datums, jaarwaarde)',
          identity: '%{sponsor} · %{date}: bedrijfsnaam en contactgegevens van de eigenaar',
        },
      },
      admin: {
        pdf_after_save: 'Sla de aanbieding eerst op; daarna voeg je hier de pdf toe.',
        pdf_saved: 'Pdf opgeslagen',
      },
      requests: {
        notice_within: 'Opzegdatum binnen',
        days: '%{days} dagen',
        export_file: 'aanvragen',
        offers_title: 'Aanbiedingen',
        no_offers: 'Nog geen aanbiedingen.',
      },
    },
  },
};
