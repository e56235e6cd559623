/**
 * Outgoing mail. Every message is written to the `mails` outbox first; with SMTP_URL set it is
 * then sent through that server, otherwise it stays in the outbox for platform admins to read.
 */
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mails } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(db: Database, options: { smtpUrl: string | null; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db
        .insert(mails)
        .values({ toAddress: message.to, subject: message.subject, text: message.text, html: message.html })
        .returning({ id: mails.id });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, ...message });
        await db
          .update(mails)
          .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mails.attempts} + 1` })
          .where(eq(mails.id, row.id));
      } catch (error) {
        await db
          .update(mails)
          .set({ status: 'failed', error: String(error), attempts: sql`${mails.attempts} + 1` })
          .where(eq(mails.id, row.id));
      }
    },
  };
}
