import { megabytes, OFFER_PDF_MAX_BYTES } from '../schema/upload-limits';

const PDF_MAX = megabytes(OFFER_PDF_MAX_BYTES);

/** Texts of the sponsor's offer form behind its private link (no account): in the signed-out shell and the admin. */
export const offerFormMessagesEn = {
  app: {
    offers: {
      form: {
        title: 'Make an offer',
        intro:
          'A company using Contractbeheer would like a non-binding offer. Who it is, you hear when it is interested in your offer.',
        for_sponsor: 'For %{sponsor}',
        request: 'The request',
        type: 'Type',
        city: 'City',
        ends_at: 'Current end date',
        notice_deadline: 'Notice deadline',
        yearly_value: 'Current yearly value',
        unknown: 'unknown',
        specifications: 'Specifications',
        yearly_price: 'Yearly price (€, excl. VAT)',
        valid_until: 'Valid until',
        description: 'Explanation',
        pdf: `Offer as PDF (optional, at most ${PDF_MAX})`,
        choose_pdf: 'Choose PDF',
        submit: 'Send offer',
        link_valid_until: 'This link works until %{date}.',
        done_title: 'Thank you',
        done: 'Your offer has been received. The company decides whether it is interested; if so, you receive its details by e-mail.',
        invalid: 'Not sent: check the marked fields.',
        failed: 'Not sent: something went wrong. Try again.',
        closed: {
          unknown: 'This link does not exist. Check that you copied the whole link from the e-mail.',
          used: 'An offer has already been made through this link.',
          expired: 'This request has expired: its notice deadline has passed.',
          withdrawn: 'This request has been withdrawn: the company no longer asks for offers.',
          throttled: 'Too many attempts. Try again in 15 minutes.',
        },
      },
      errors: {
        file_too_large: `The PDF is larger than ${PDF_MAX}.`,
        file_empty: 'The file is empty.',
        pdf_only: 'Only a PDF can be sent.',
        valid_until_past: 'An offer cannot be valid until a day in the past.',
      },
    },
  },
};
