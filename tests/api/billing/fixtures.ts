/**
 * Companies with subscriptions written straight into a test app's database, a billing "process"
 * (its own mailer, optionally on SMTP with the PDF resolver) and reads of what the run wrote.
 */
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { invoiceAttachments } from '../../../server/billing/invoice-pdf';
import type { BillingEnv } from '../../../server/billing/run';
import { readConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { createMailer, type Mailer, type MailerOptions } from '../../../server/mail/mailer';
import type { TestApp } from '../harness';

export const APP_URL = 'http://app.test';
export const SELLER = readConfig({}).seller;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface NewSubscription {
  plan: 'Basis' | 'Zakelijk' | 'Onbeperkt';
  startsAt: string;
  endsAt?: string | null;
  billingEmail?: string;
  name?: string;
}

/** A company with billing details and one subscription; returns both ids. */
export async function companyWithSubscription(
  db: Database,
  subscription: NewSubscription,
): Promise<{ companyId: number; subscriptionId: number; name: string }> {
  const name = subscription.name ?? `Klant ${Math.random().toString(36).slice(2, 8)} B.V.`;
  const [company] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into companies (name, kvk_number, vat_number, address, zipcode, city, billing_email)
      values (${name}, '87654321', 'NL987654321B01', 'Markt 1', '1234 AB', 'Gouda',
        ${subscription.billingEmail ?? ''})
      returning id`),
  );
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into subscriptions (company_id, plan, starts_at, ends_at)
      values (${company.id}, (select id from plans where name = ${subscription.plan}),
        ${subscription.startsAt}, ${subscription.endsAt ?? null})
      returning id`),
  );
  return { companyId: company.id, subscriptionId: row.id, name };
}

/** Many companies with one subscription each, in two statements (concurrency tests, bench). */
export async function manySubscriptions(db: Database, count: number, startsAt: string): Promise<void> {
  await db.execute(sql`
    with made as (
      insert into companies (name, address, zipcode, city, billing_email)
      select 'Bulk ' || n || ' B.V.', 'Dorpsstraat ' || n, '1000 AA', 'Amsterdam', ''
      from generate_series(1, ${count}) n
      returning id)
    insert into subscriptions (company_id, plan, starts_at)
    select id, (select id from plans where name = 'Basis'), ${startsAt}::date from made`);
}

export interface StoredInvoice {
  id: number;
  company_id: number;
  subscription: number;
  number: string;
  date: string;
  due_date: string;
  period_start: string;
  period_end: string;
  subtotal: string;
  vat: string;
  total: string;
  plan_name: string;
  buyer_name: string;
  buyer_address: string;
  buyer_kvk_number: string;
  buyer_vat_number: string;
  buyer_email: string;
}

/** The invoices of a subscription (or all), in period order. */
export async function invoicesOf(db: Database, subscriptionId?: number): Promise<StoredInvoice[]> {
  return rowsOf<StoredInvoice>(
    await db.execute(sql`
      select id, company_id, subscription, number, date::text as date, due_date::text as due_date,
        period_start::text as period_start, period_end::text as period_end, subtotal::text as subtotal,
        vat::text as vat, total::text as total, plan_name, buyer_name, buyer_address, buyer_kvk_number,
        buyer_vat_number, buyer_email
      from invoices ${subscriptionId === undefined ? sql`` : sql`where subscription = ${subscriptionId}`}
      order by subscription, period_start`),
  );
}

/** Whether the numbers of `year` are exactly YEAR-00001 … YEAR-n, each once, n being the counter. */
export async function gapFree(db: Database, year: number): Promise<{ count: number; ok: boolean }> {
  const numbers = rowsOf<{ number: string }>(
    await db.execute(sql`select number from invoices where number like ${`${year}-%`} order by number`),
  ).map((row) => row.number);
  const [counter] = rowsOf<{ last: number }>(
    await db.execute(sql`select last from invoice_number_counters where year = ${year}`),
  );
  const expected = numbers.map((_, i) => `${year}-${String(i + 1).padStart(5, '0')}`);
  return {
    count: numbers.length,
    ok: JSON.stringify(numbers) === JSON.stringify(expected) && (counter?.last ?? 0) === numbers.length,
  };
}

/** One billing "process": its own mailer (on `smtpUrl` with the invoice PDF resolver, else kept). */
export function billingProcess(
  t: TestApp,
  options: { smtpUrl?: string | null; db?: Database; chunk?: number } & Partial<MailerOptions> = {},
): BillingEnv & { mailer: Mailer } {
  const db = options.db ?? t.database.db;
  const now = () => t.clock.now;
  const mailer = createMailer(db, {
    smtpUrl: options.smtpUrl ?? null,
    from: 'Contractbeheer <facturen@contractbeheer.test>',
    now,
    attachments: invoiceAttachments(db, SELLER),
    ...options,
  });
  return { db, now, appUrl: APP_URL, mail: mailer, mailer, chunk: options.chunk };
}

/** The text of a PDF, pages joined, every run of white space (a wrapped line) one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** The base64 attachments of a received message (as tests/smtp-server.ts keeps it). */
export function attachmentsOf(raw: string): { filename: string; contentType: string; content: Buffer }[] {
  const part =
    /Content-Type: ([\w/.+-]+); name="?([^"\r\n]+)"?\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g;
  return [...raw.matchAll(part)].map((match) => ({
    contentType: match[1],
    filename: match[2],
    content: Buffer.from(match[3].replace(/\s+/g, ''), 'base64'),
  }));
}
