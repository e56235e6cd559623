import { DOCUMENT_MAX_BYTES, megabytes } from '../schema/upload-limits';
import type { contractApiMessagesEn } from './contracts-api.en';

/** The largest contract document, as the texts state it: '20 MB'. */
const DOCUMENT_MAX = megabytes(DOCUMENT_MAX_BYTES);

/** Foutmeldingen van de documenten, meldingen, deadlines en afhandeling van een contract; dezelfde sleutels als contracts-api.en.ts. */
export const contractApiMessagesNl: typeof contractApiMessagesEn = {
  resources: {
    contracts: {
      errors: {
        file_type:
          'Dit soort bestand wordt niet geaccepteerd. Upload een pdf, afbeelding, Office- of tekstbestand.',
        file_too_large: `Het bestand is te groot: maximaal ${DOCUMENT_MAX}.`,
        file_empty: 'Het bestand is leeg.',
        pdf_only: 'Dit bestand is geen pdf. Kies een pdf.',
        pdf_unreadable: 'De pdf kon niet worden gelezen. Is hij beschadigd of met een wachtwoord beveiligd?',
        storage_quota:
          'Het bestand past niet meer in de opslagruimte van je bedrijf. Verwijder documenten die je niet meer nodig hebt of vraag de beheerder om meer ruimte.',
        send_on_past: 'De verzenddatum ligt in het verleden.',
        deadline_window: 'Kies een periode van hoogstens 24 maanden, die eindigt na het begin.',
        outcome_archived: 'Een gearchiveerd contract kan niet worden afgehandeld.',
        outcome_no_term: 'Dit contract heeft geen lopende termijn om af te handelen.',
        outcome_ends_at_required: 'Vul de nieuwe einddatum in.',
        outcome_ends_at_later: 'De nieuwe einddatum moet na de huidige einddatum liggen.',
        outcome_ends_at_far: 'De nieuwe einddatum ligt meer dan 30 jaar na de huidige einddatum.',
        outcome_follow_up_required: 'Kies het contract dat dit contract opvolgt.',
        outcome_follow_up_unknown: 'Dat contract is geen ander contract van je bedrijf.',
      },
    },
  },
};
