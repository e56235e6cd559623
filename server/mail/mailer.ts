/**
 * Outgoing mail through the `mails` outbox. Every message is written there first (in the caller's
 * transaction when it passes one); with SMTP_URL set a delivery worker claims due rows, sends them
 * and records the outcome, retrying with back-off; without it a mail is `kept` in the outbox for
 * platform admins to read. Mails from templates are rendered here by template code.
 */

import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { SendMailOptions, Transporter } from 'nodemailer';
import { renderTemplate, type TemplateCode } from '../../src/schema/template-placeholders';
import type { Database } from '../db/client';
import { type MailAttachmentRef, mails } from '../db/schema';
import { createLinkSeal, type LinkSeal } from './sealed-links';
import { templateFor } from './templates';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The template it was rendered from. */
  code?: TemplateCode;
  /** Files made when the mail is sent (MailerOptions.attachments). */
  attachments?: readonly MailAttachmentRef[];
}

/** A file attached to a sent mail. */
export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Makes the files a mail's attachment references stand for, at send time. */
export type AttachmentResolver = (refs: readonly MailAttachmentRef[]) => Promise<MailFile[]>;

/** What writing to the outbox needs: jobs queue through this, the mailer or a kept-only outbox. */
export type MailQueue = Pick<Mailer, 'enqueueAll' | 'nudge'>;

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

export interface Mailer {
  /** Seals and opens the tokens of single-use links in the outbox (server/mail/sealed-links.ts). */
  readonly links: LinkSeal;
  /** Writes a mail to the outbox (in `db`, e.g. the caller's transaction); returns its id. */
  enqueue(message: MailMessage, db?: Database): Promise<number>;
  /** Writes mails to the outbox in one statement; returns their ids in the same order. */
  enqueueAll(messages: readonly MailMessage[], db?: Database): Promise<number[]>;
  /** Tells the worker there is something to send (after the caller's transaction committed). */
  nudge(): void;
  /** Renders template `code` with `values` (placeholder → text) into a mail to `to`. */
  render(
    code: TemplateCode,
    to: string,
    values: Readonly<Record<string, string>>,
    db?: Database,
  ): Promise<MailMessage>;
  /** Renders and enqueues a template mail, then nudges the worker. */
  sendTemplate(code: TemplateCode, to: string, values: Readonly<Record<string, string>>): Promise<number>;
  /** Enqueues a mail and nudges the worker. */
  send(message: MailMessage): Promise<void>;
  /** Claims and sends the due mails, batch after batch, until none is due. No-op without SMTP. */
  deliverDue(): Promise<DeliveryReport>;
  /** Delivers in the background: now, after every send, and every `pollMs` for retries. */
  start(): void;
  stop(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  now?: () => Date;
  /** Waits before the 2nd, 3rd … attempt; after the last one the mail is failed. */
  retryDelaysMs?: readonly number[];
  /** How long a claimed mail is left to its claimer before another run may take it over. */
  claimMs?: number;
  /** Mails claimed at once, and sent at once (SMTP connections in the pool). */
  batch?: number;
  connections?: number;
  pollMs?: number;
  /** Renders attachment references into files; a mail with attachments fails its try without it. */
  attachments?: AttachmentResolver;
  /**
   * The server's secret (loadSecretKey), sealing the links in mails; the same secret opens them
   * after a restart. Without it (tests, benchmarks) a random one of this process.
   */
  secretKey?: string;
}

/** A seal with a key of this process only: its mails' links are lost with the process. */
const processSeal = (): LinkSeal => createLinkSeal(randomBytes(32));

/** 1 minute, 5 minutes, 30 minutes, 2 hours: five tries over about 2.5 hours. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000] as const;

/**
 * Writes mails to the outbox in one statement (in `db`, e.g. the caller's transaction); returns
 * their ids in the same order. `kept` mails are only read in the outbox, never sent. The tokens of
 * links in subject and texts are stored sealed (`links`), never as they are.
 */
export async function enqueueMails(
  db: Database,
  messages: readonly MailMessage[],
  options: { kept: boolean; now?: Date; links: LinkSeal },
): Promise<number[]> {
  if (messages.length === 0) return [];
  const at = options.now ?? new Date();
  const rows = await db
    .insert(mails)
    .values(
      messages.map((message) => ({
        toAddress: message.to,
        subject: options.links.seal(message.subject, message.to),
        text: options.links.seal(message.text, message.to),
        html: options.links.seal(message.html, message.to),
        code: message.code,
        attachments: message.attachments?.length ? [...message.attachments] : null,
        status: options.kept ? ('kept' as const) : ('queued' as const),
        nextAttemptAt: at,
      })),
    )
    .returning({ id: mails.id });
  // Serial ids follow the VALUES order, so sorting restores it whatever order RETURNING used.
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The outbox without delivery (demo seed, invoice mails): mails are kept to read there. */
export const keptMailQueue = (
  now: () => Date = () => new Date(),
  links: LinkSeal = processSeal(),
): MailQueue => ({
  enqueueAll: (messages, into) => {
    if (!into) throw new Error('keptMailQueue needs the database to write to');
    return enqueueMails(into, messages, { kept: true, now: now(), links });
  },
  nudge() {},
});

/** What the delivery worker needs of nodemailer's pool. */
interface SmtpPool {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

/**
 * Nodemailer's pool for `url` (host, port, auth and TLS come from it), keeping `connections` connections
 * open. Nodemailer loads with the first mail sent: a server without SMTP, or before its first mail,
 * starts without it.
 */
function smtpPool(url: string, connections: number): SmtpPool {
  let pool: Promise<Transporter> | null = null;
  return {
    sendMail(message) {
      pool ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url, pool: true, maxConnections: connections } as never),
      );
      return pool.then((transporter) => transporter.sendMail(message));
    },
    close() {
      // A pool that never loaded has nothing to close (its mails failed and were retried already).
      void pool?.then(
        (transporter) => transporter.close(),
        () => {},
      );
    },
  };
}

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export function createMailer(db: Database, options: MailerOptions): Mailer {
  const now = options.now ?? (() => new Date());
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const claimMs = options.claimMs ?? 120_000;
  const batch = options.batch ?? 50;
  const connections = options.connections ?? 4;
  const transport = options.smtpUrl ? smtpPool(options.smtpUrl, connections) : null;
  const domain = /@([^>\s]+)/.exec(options.from)?.[1] ?? 'contractbeheer.nl';
  const links = options.secretKey ? createLinkSeal(options.secretKey) : processSeal();

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;

  const enqueueAll = (messages: readonly MailMessage[], into: Database = db): Promise<number[]> =>
    enqueueMails(into, messages, { kept: !transport, now: now(), links });
  const enqueue = async (message: MailMessage, into: Database = db): Promise<number> =>
    (await enqueueAll([message], into))[0];

  async function render(
    code: TemplateCode,
    to: string,
    values: Readonly<Record<string, string>>,
    from: Database = db,
  ): Promise<MailMessage> {
    const template = await templateFor(from, code);
    return { to, code, ...renderTemplate(template, values) };
  }

  /** Takes up to `batch` due mails for this run: queued ones and claims that ran out. */
  async function claim() {
    const at = now();
    const result = await db.execute(sql`
      update ${mails} set status = 'sending', attempts = ${mails.attempts} + 1,
        next_attempt_at = ${new Date(at.getTime() + claimMs)},
        message_id = coalesce(${mails.messageId}, '<mail-' || ${mails.id} || '.' || substr(md5(random()::text), 1, 16) || ${`@${domain}>`})
      where ${mails.id} in (
        select id from ${mails}
        where status in ('queued', 'sending') and next_attempt_at <= ${at}
        order by next_attempt_at, id limit ${batch} for update skip locked)
      returning id, to_address, subject, text, html, attachments, attempts, message_id`);
    return (result as unknown as { rows: ClaimedMail[] }).rows;
  }

  async function deliverOne(mail: ClaimedMail, report: DeliveryReport): Promise<void> {
    if (!transport) return;
    const claimed = and(eq(mails.id, mail.id), eq(mails.status, 'sending'));
    try {
      const refs = mail.attachments ?? [];
      if (refs.length > 0 && !options.attachments) throw new Error('No attachment resolver configured');
      const files = refs.length > 0 && options.attachments ? await options.attachments(refs) : [];
      // The links' tokens leave the database sealed and are opened only for the SMTP server.
      await transport.sendMail({
        from: options.from,
        to: mail.to_address,
        subject: links.open(mail.subject, mail.to_address),
        text: links.open(mail.text, mail.to_address),
        html: links.open(mail.html, mail.to_address) ?? undefined,
        messageId: mail.message_id,
        attachments: files,
      });
      await db.update(mails).set({ status: 'sent', sentAt: now(), error: null }).where(claimed);
      report.sent += 1;
    } catch (error) {
      const delay = retryDelays[mail.attempts - 1];
      if (delay === undefined) {
        await db
          .update(mails)
          .set({ status: 'failed', error: errorText(error) })
          .where(claimed);
        report.failed += 1;
      } else {
        await db
          .update(mails)
          .set({
            status: 'queued',
            error: errorText(error),
            nextAttemptAt: new Date(now().getTime() + delay),
          })
          .where(claimed);
        report.retried += 1;
      }
    }
  }

  async function deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    if (!transport) return report;
    for (;;) {
      const claimed = await claim();
      if (claimed.length === 0) return report;
      // The pool sends `connections` at a time; the rest wait in nodemailer's queue.
      await Promise.all(claimed.map((mail) => deliverOne(mail, report)));
    }
  }

  /** One run at a time in this process; a nudge during a run makes it look again afterwards. */
  function nudge(): void {
    if (!transport || !timer) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDue()
      .catch((error) => console.error('Mail delivery failed:', error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          nudge();
        }
      });
  }

  return {
    links,
    enqueue,
    enqueueAll,
    nudge,
    render,
    async sendTemplate(code, to, values) {
      const id = await enqueue(await render(code, to, values));
      nudge();
      return id;
    },
    async send(message) {
      await enqueue(message);
      nudge();
    },
    deliverDue,
    start() {
      if (timer || !transport) return;
      timer = setInterval(nudge, options.pollMs ?? 30_000);
      timer.unref();
      nudge();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      transport?.close();
    },
  };
}

interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachmentRef[] | null;
  attempts: number;
  message_id: string;
}
