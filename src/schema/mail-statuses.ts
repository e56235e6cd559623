/**
 * The states of a mail in the outbox (server/mail/mailer.ts), shared by the table, the outbox API
 * and its pages: queued until due, sending while claimed, then sent or (after the last try)
 * failed; without an SMTP server a mail is kept in the outbox.
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * A mail's text as platform admins may read it in the outbox. Once a mail went to an SMTP server
 * its single-use links (password reset, welcome) are the receiver's alone: their token is hidden,
 * so reading the outbox never lets an admin set someone else's password. A kept mail (no SMTP
 * server) shows them: there the outbox is the only way the mail is delivered.
 */
export const outboxText = <T extends string | null>(text: T, status: MailStatus): T =>
  (text === null || status === 'kept' ? text : text.replace(/([?&]token=)[^&\s"'<>]+/g, '$1…')) as T;
