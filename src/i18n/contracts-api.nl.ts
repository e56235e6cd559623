import type { contractApiMessagesEn } from './contracts-api.en';

/** Foutmeldingen van de documenten en meldingen van een contract; dezelfde sleutels als contracts-api.en.ts. */
export const contractApiMessagesNl: typeof contractApiMessagesEn = {
  resources: {
    contracts: {
      errors: {
        file_type:
          'Dit soort bestand wordt niet geaccepteerd. Upload een pdf, afbeelding, Office- of tekstbestand.',
        file_too_large: 'Het bestand is groter dan 20 MB.',
        file_empty: 'Het bestand is leeg.',
        pdf_only: 'Kies een pdf.',
        pdf_unreadable: 'De pdf kon niet worden gelezen. Is hij beschadigd of met een wachtwoord beveiligd?',
        storage_quota:
          'Het bestand past niet meer in de opslagruimte van je bedrijf. Verwijder documenten die je niet meer nodig hebt of vraag de beheerder om meer ruimte.',
        send_on_past: 'De verzenddatum ligt in het verleden.',
      },
    },
  },
};
