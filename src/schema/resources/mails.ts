/**
 * The outbox (docs/architecture.md#mail-and-files): every mail the product wrote to the
 * foundation's `mails` table, with its delivery status, read by platform admins only. Nobody
 * writes mails through the API: the product's own code queues them (server/mail/mailer.ts). The
 * engine lists and shows them; the server extension (server/outbox/extension.ts) adds the status
 * filter and, on a mail's own answer, its texts and attachments (MailDetail).
 */
import { allow, defineResource, deny, type RecordOf } from '../dsl';
import { field } from '../fields';
import { MAIL_STATUSES } from '../mail-statuses';

// Moments (timestamps) have no field kind of their own: `date` is the nearest one, so a filter on
// them takes a day and they go out as ISO timestamps, as the columns hold them.
export const mails = defineResource({
  name: 'mails',
  table: 'mails',
  scope: 'platform',
  fields: {
    toAddress: field.email({
      required: true,
      readOnly: true,
      list: true,
      sortable: true,
      searchable: true,
    }),
    subject: field.text({ required: true, readOnly: true, list: true, sortable: true, searchable: true }),
    /** The template it was rendered from; empty for a mail without template. */
    code: field.text({ readOnly: true, sortable: true }),
    status: field.choice(MAIL_STATUSES, { readOnly: true, list: true, sortable: true, filter: true }),
    attempts: field.number({ readOnly: true, list: true, sortable: true }),
    error: field.longText({ readOnly: true }),
    messageId: field.text({ readOnly: true }),
    nextAttemptAt: field.date({ readOnly: true }),
    sentAt: field.date({ readOnly: true, list: true, sortable: true }),
    createdAt: field.date({ readOnly: true, list: true, sortable: true }),
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'subject',
  access: { list: allow(1), show: allow(1), create: deny, edit: deny, delete: deny },
  pages: [1],
  menu: [1],
  // The generated tests write sample rows straight into the table: a mail needs its text there,
  // a column the API never lists (MailDetail brings it).
  example: { text: 'Test' } as Record<string, unknown>,
});

/**
 * What `GET /api/mails/:id` shows in place of a single-use link's token the viewer may not read
 * (docs/auth-api.md#links-in-mails); the app shows `app.outbox.detail.hidden_token` ("[verborgen]").
 */
export const HIDDEN_TOKEN = '[[hidden]]';

/** A mail as `GET /api/mails/:id` answers it: the record, its texts as the viewer may read them (HIDDEN_TOKEN), its attachments. */
export type MailDetail = RecordOf<typeof mails> & {
  text: string;
  html: string | null;
  attachments: { id: number; fileName: string | null }[];
};
