/**
 * The states of a mail in the outbox (server/mail/mailer.ts), shared by the table, the outbox API
 * and its pages: queued until due, sending while claimed, then sent or (after the last try)
 * failed; without an SMTP server a mail is kept in the outbox.
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
