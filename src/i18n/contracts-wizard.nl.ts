import { DOCUMENT_MAX_BYTES, megabytes } from '../schema/upload-limits';
import type { contractWizardMessagesEn } from './contracts-wizard.en';

/** The largest contract document, as the texts state it: '20 MB'. */
const DOCUMENT_MAX = megabytes(DOCUMENT_MAX_BYTES);

/** Teksten van de wizard voor contracten aanmaken/bewerken (app.contracts.wizard.*). */
export const contractWizardMessagesNl: typeof contractWizardMessagesEn = {
  app: {
    contracts: {
      wizard: {
        pdf: {
          start: 'Begin met een PDF',
          intro:
            'De pdf van het contract vult de leverancier, datums, opzegtermijn en verlenging in die erin staan; controleer ze stuk voor stuk.',
          reading: 'De pdf wordt gelezen',
          no_text:
            'Er is geen tekst in deze pdf gevonden (een scan?). Vul de stappen zelf in; de pdf wordt als document toegevoegd.',
          nothing:
            'De pdf noemt geen van de voorwaarden. Vul de stappen zelf in; de pdf wordt als document toegevoegd.',
          failed: 'De pdf kon niet worden gelezen. Probeer het opnieuw.',
          suggested_list: 'Overgenomen uit de pdf',
          confirm: 'Klopt',
          states: { suggested: 'Voorgesteld', confirmed: 'Bevestigd', changed: 'Gewijzigd' },
        },
        step_of: 'Stap %{step} van %{total}',
        step_has_errors: 'Controleer deze stap',
        next: 'Volgende stap',
        previous: 'Vorige stap',
        save: 'Opslaan',
        choose_supplier_first: 'Kies eerst een leverancier.',
        only_your_locations: 'Je kunt alleen je eigen locaties kiezen.',
        choose_type_first:
          'Kies eerst een type bij Algemeen; de specificatievelden van dat type verschijnen hier.',
        no_specification_fields: 'Dit type heeft geen specificatievelden.',
        notice_alert_needs_notice: 'Stel eerst een opzegtermijn in bij Datums & opzegging.',
        end_alert_indefinite:
          'Een contract voor onbepaalde tijd heeft geen einddatum, dus ook geen melding daarvoor.',
        documents: {
          choose: 'Bestanden kiezen',
          queued_hint: `De bestanden worden geüpload zodra het contract is opgeslagen (elk hooguit ${DOCUMENT_MAX}).`,
          upload_hint: `Bestanden worden meteen geüpload (elk hooguit ${DOCUMENT_MAX}).`,
          none: 'Nog geen documenten.',
          remove: '%{name} weghalen',
          download: '%{name} downloaden',
          delete: '%{name} verwijderen',
          confirm_delete: 'Het document %{name} wordt definitief verwijderd.',
          deleted: 'Document succesvol verwijderd',
          too_large: `%{name} is te groot: maximaal ${DOCUMENT_MAX}.`,
          upload_failed: 'Uploaden van %{name} mislukt: %{reason}',
          uploading: '%{name} wordt geüpload',
        },
      },
    },
  },
};
