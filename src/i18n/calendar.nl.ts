import type { calendarMessagesEn } from './calendar.en';

/** De agenda-koppeling: de kaart op de accountpagina en de teksten in de agenda zelf; dezelfde sleutels als calendar.en.ts. */
export const calendarMessagesNl: typeof calendarMessagesEn = {
  app: {
    calendar: {
      title: 'Agenda-koppeling',
      intro:
        'Abonneer je eigen agenda (Outlook, Google Agenda, Apple Agenda) op een privélink en zie daar de uiterste opzegdatums en einddatums van je contracten. Nieuwe en gewijzigde contracten verschijnen vanzelf.',
      private_warning: 'Iedereen met de link ziet de data van je contracten: deel hem met niemand.',
      none: 'Je hebt nog geen agendalink.',
      active: 'Je huidige link is aangemaakt op %{date}.',
      create: 'Link aanmaken',
      recreate: 'Nieuwe link aanmaken',
      recreate_warning:
        "De huidige link werkt dan niet meer. Agenda's die erop geabonneerd zijn, moet je opnieuw koppelen met de nieuwe link. Wil je doorgaan?",
      created: 'Agendalink aangemaakt',
      url_label: 'Privélink voor je agenda',
      shown_once:
        'Kopieer de link nu: hij wordt alleen deze keer getoond. Kwijt? Maak dan een nieuwe link aan.',
      copy: 'Kopiëren',
      copied: 'Link gekopieerd naar het klembord',
      copy_failed: 'Kopiëren lukte niet. De link is geselecteerd: kopieer hem met Ctrl+C (of Cmd+C).',
      revoke: 'Intrekken',
      revoke_warning:
        "De link werkt daarna niet meer, en agenda's die erop geabonneerd zijn krijgen je contractdata niet meer. Wil je doorgaan?",
      revoked: 'Agendalink ingetrokken',
      feed: {
        name: 'Contractbeheer',
        notice_summary: 'Uiterste opzegdatum: %{number} – %{supplier}',
        end_summary: 'Contract loopt af: %{number} – %{supplier}',
        contract: 'Contract: %{number} (%{supplier})',
        reference: 'Referentie: %{reference}',
        location: 'Locatie: %{location}',
        ends_at: 'Einddatum: %{date}',
        notice_deadline: 'Uiterste opzegdatum: %{date}',
        handled: 'Afgehandeld: %{outcome}',
        open: 'Bekijk het contract: %{url}',
      },
    },
  },
};
