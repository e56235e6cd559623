import { DOCUMENT_MAX_BYTES, megabytes } from '../schema/upload-limits';

/** The largest contract document, as the texts state it: '20 MB'. */
const DOCUMENT_MAX = megabytes(DOCUMENT_MAX_BYTES);

/**
 * Errors of the contract documents, alerts, deadlines and handling calls (server/contracts), shown by
 * the detail page and the wizard. contracts-api.nl.ts has exactly these keys.
 */
export const contractApiMessagesEn = {
  resources: {
    contracts: {
      errors: {
        file_type: 'This type of file is not accepted. Upload a PDF, image, Office or text file.',
        file_too_large: `The file is too large: at most ${DOCUMENT_MAX}.`,
        file_empty: 'The file is empty.',
        pdf_only: 'This file is not a PDF. Choose a PDF.',
        pdf_unreadable: 'The PDF could not be read. Is it damaged or protected with a password?',
        storage_quota:
          "The file does not fit in your company's storage space. Delete documents you no longer need, or ask the administrator for more space.",
        send_on_past: 'The send date is in the past.',
        deadline_window: 'Choose a period of at most 24 months, ending after it starts.',
        outcome_archived: 'An archived contract cannot be handled.',
        outcome_no_term: 'This contract has no running term to handle.',
        outcome_ends_at_required: 'Enter the new end date.',
        outcome_ends_at_later: 'The new end date must be after the current end date.',
        outcome_ends_at_far: 'The new end date is more than 30 years after the current end date.',
        outcome_follow_up_required: 'Choose the contract that replaces this one.',
        outcome_follow_up_unknown: 'That contract is not one of your company’s other contracts.',
      },
    },
  },
};
