/**
 * Errors of the contract documents and alerts calls (server/contracts), shown by the detail page
 * and the wizard. contracts-api.nl.ts has exactly these keys.
 */
export const contractApiMessagesEn = {
  resources: {
    contracts: {
      errors: {
        file_type: 'This type of file is not accepted. Upload a PDF, image, Office or text file.',
        file_too_large: 'The file is larger than 20 MB.',
        file_empty: 'The file is empty.',
        pdf_only: 'Choose a PDF.',
        pdf_unreadable: 'The PDF could not be read. Is it damaged or protected with a password?',
        storage_quota:
          "The file does not fit in your company's storage space. Delete documents you no longer need, or ask the administrator for more space.",
        send_on_past: 'The send date is in the past.',
      },
    },
  },
};
