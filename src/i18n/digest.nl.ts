import type { digestMessagesEn } from './digest.en';

/** Teksten van de keuze voor meldingsmails op de accountpagina; dezelfde sleutels als digest.en.ts. */
export const digestMessagesNl: typeof digestMessagesEn = {
  app: {
    account: {
      alert_mail: {
        title: 'Meldingsmails',
        intro: 'Hoe je hoort van opzegdatums en einddatums. Handmatige meldingen komen altijd los.',
        mode: 'Ik ontvang',
        modes: {
          single: 'Een e-mail per melding',
          digest: 'In plaats daarvan een weekoverzicht (maandagochtend)',
          both: 'Allebei: elke melding en het weekoverzicht',
        },
        days: 'Het weekoverzicht kijkt vooruit',
        days_option: '%{days} dagen',
        save: 'Keuze opslaan',
        saved: 'Keuze voor meldingsmails opgeslagen',
      },
    },
  },
};
