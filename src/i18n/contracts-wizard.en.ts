import { DOCUMENT_MAX_BYTES, megabytes } from '../schema/upload-limits';

/** The largest contract document, as the texts state it: '20 MB'. */
const DOCUMENT_MAX = megabytes(DOCUMENT_MAX_BYTES);

/** Texts of the contract create/edit wizard (app.contracts.wizard.*); contracts-wizard.nl.ts has exactly these keys. */
export const contractWizardMessagesEn = {
  app: {
    contracts: {
      wizard: {
        pdf: {
          start: 'Start with a PDF',
          intro:
            'The contract’s PDF fills in the supplier, dates, notice period and renewal it states; check each one.',
          reading: 'Reading the PDF',
          no_text:
            'No text was found in this PDF (a scan?). Fill in the steps yourself; the PDF is added as a document.',
          nothing:
            'The PDF names none of the terms. Fill in the steps yourself; the PDF is added as a document.',
          failed: 'The PDF could not be read. Try again.',
          suggested_list: 'Taken from the PDF',
          confirm: 'Correct',
          states: { suggested: 'Suggested', confirmed: 'Confirmed', changed: 'Changed' },
        },
        step_of: 'Step %{step} of %{total}',
        step_has_errors: 'Check this step',
        next: 'Next step',
        previous: 'Previous step',
        save: 'Save',
        choose_supplier_first: 'Choose a supplier first.',
        only_your_locations: 'You can only choose your own locations.',
        choose_type_first: 'Choose a type under General first; its specification fields appear here.',
        no_specification_fields: 'This type has no specification fields.',
        notice_alert_needs_notice: 'Set a notice period under Dates & notice first.',
        end_alert_indefinite: 'An indefinite contract has no end date, so there is no end alert.',
        documents: {
          choose: 'Choose files',
          queued_hint: `The files are uploaded as soon as the contract is saved (at most ${DOCUMENT_MAX} each).`,
          upload_hint: `Files are uploaded right away (at most ${DOCUMENT_MAX} each).`,
          none: 'No documents yet.',
          remove: 'Remove %{name}',
          download: 'Download %{name}',
          delete: 'Delete %{name}',
          confirm_delete: 'The document %{name} is deleted for good.',
          deleted: 'Document deleted successfully',
          too_large: `%{name} is too large: at most ${DOCUMENT_MAX}.`,
          upload_failed: 'Uploading %{name} failed: %{reason}',
          uploading: 'Uploading %{name}',
        },
      },
    },
  },
};
