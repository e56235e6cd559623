/**
 * The billing run: every subscription gets one invoice per calendar month it covers, in advance —
 * every month from the one it starts in up to and including this month (missed months caught up),
 * clipped to its end, less the days already invoiced (src/schema/billing.ts) — and each new invoice
 * is mailed, PDF attached, to its company's billing address.
 *
 * Exactly once and gap-free with several processes: subscriptions are done in chunks, each in one
 * transaction that first locks the year's row in `invoice_number_counters`, then — in a new
 * statement, so it sees whatever the previous holder of the lock committed — inserts the invoices
 * that do not exist yet numbered after the counter, moves the counter on and queues the mails. The
 * lock makes writers take turns; a crash rolls back the whole chunk, and the next run redoes it.
 */
import { sql } from 'drizzle-orm';
import { formatEuro, formatLongDate } from '../../src/i18n/format';
import {
  type BillingPeriod,
  centsToEuros,
  dueDateOf,
  invoiceAmounts,
  monthPeriod,
  toCents,
  uninvoicedPeriods,
} from '../../src/schema/billing';
import { renderTemplate } from '../../src/schema/template-placeholders';
import { dayOf, plansTable, subscriptionsTable } from '../auth/subscriptions';
import { invoiceNumberCounters } from '../db/billing-tables';
import type { Database } from '../db/client';
import { resourceTables } from '../db/resource-tables';
import { companies } from '../db/schema';
import type { MailMessage, MailQueue } from '../mail/mailer';
import { templateFor } from '../mail/templates';
import { invoicePeriodText } from './invoice-pdf';

/** Subscriptions per chunk (an id range): one transaction, one counter lock, one insert. */
export const BILLING_CHUNK = 500;

export interface BillingEnv {
  db: Database;
  now: () => Date;
  /** Public address of the app, for the link in the invoice mail. */
  appUrl: string;
  /** Where invoice mails are queued (the mailer, or a kept-only outbox). */
  mail: MailQueue;
  /** Subscriptions per chunk (default BILLING_CHUNK); tests use small chunks to cross boundaries. */
  chunk?: number;
}

const invoices = resourceTables.invoices;

interface SubscriptionToBill {
  id: number;
  company_id: number;
  starts_at: string;
  ends_at: string | null;
  plan_name: string;
  monthly_price: string;
  company_name: string;
  address: string;
  zipcode: string;
  city: string;
  kvk_number: string;
  vat_number: string;
  billing_email: string;
  /** The periods already invoiced. */
  invoiced: BillingPeriod[] | null;
}

/** One invoice to write, as the insert statement reads it. */
interface Candidate {
  ord: number;
  company_id: number;
  subscription: number;
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

interface CreatedInvoice {
  id: number;
  number: string;
  period_start: string;
  period_end: string;
  total: string;
  buyer_name: string;
  buyer_email: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The buyer's address on the invoice: street, then postcode and city. */
export const buyerAddress = (company: { address: string; zipcode: string; city: string }): string =>
  [company.address.trim(), `${company.zipcode} ${company.city}`.trim()].filter(Boolean).join('\n');

/** The chunk's subscriptions that may need an invoice by `today`, with the periods they have. */
async function subscriptionsIn(db: Database, from: number, to: number, today: string) {
  const result = await db.execute(sql`
    select s.id, s.company_id, s.starts_at::text as starts_at, s.ends_at::text as ends_at,
      p.name as plan_name, p.monthly_price::text as monthly_price, c.name as company_name,
      c.address, c.zipcode, c.city, c.kvk_number, c.vat_number, c.billing_email,
      (select json_agg(json_build_object('start', i.period_start::text, 'end', i.period_end::text))
        from ${invoices} i where i.subscription = s.id) as invoiced
    from ${subscriptionsTable} s
    join ${plansTable} p on p.id = s.plan
    join ${companies} c on c.id = s.company_id
    where s.id >= ${from} and s.id < ${to} and s.starts_at <= ${monthPeriod(today).end}
    order by s.id`);
  return rowsOf<SubscriptionToBill>(result);
}

/** The invoices the chunk's subscriptions lack, in a fixed order (subscription, period). */
function candidatesOf(subscriptions: readonly SubscriptionToBill[], today: string): Candidate[] {
  const candidates: Candidate[] = [];
  for (const s of subscriptions) {
    const monthlyCents = toCents(s.monthly_price);
    const subscription = { startsAt: s.starts_at, endsAt: s.ends_at };
    for (const period of uninvoicedPeriods(subscription, s.invoiced ?? [], today)) {
      const amounts = invoiceAmounts(monthlyCents, period);
      candidates.push({
        ord: candidates.length,
        company_id: s.company_id,
        subscription: s.id,
        period_start: period.start,
        period_end: period.end,
        subtotal: centsToEuros(amounts.subtotal),
        vat: centsToEuros(amounts.vat),
        total: centsToEuros(amounts.total),
        plan_name: s.plan_name,
        buyer_name: s.company_name,
        buyer_address: buyerAddress(s),
        buyer_kvk_number: s.kvk_number,
        buyer_vat_number: s.vat_number,
        buyer_email: s.billing_email,
      });
    }
  }
  return candidates;
}

/**
 * Writes the candidates that still do not exist, numbered on from the year's counter, and queues
 * their mails; all in one transaction. Returns the invoices it wrote.
 */
async function writeChunk(
  env: BillingEnv,
  candidates: readonly Candidate[],
  today: string,
  mailOf: (invoice: CreatedInvoice) => MailMessage,
): Promise<CreatedInvoice[]> {
  const year = Number(today.slice(0, 4));
  return env.db.transaction(async (tx) => {
    await tx.insert(invoiceNumberCounters).values({ year, last: 0 }).onConflictDoNothing();
    const [{ last }] = rowsOf<{ last: number }>(
      await tx.execute(sql`select last from ${invoiceNumberCounters} where year = ${year} for update`),
    );
    // A new statement after the lock was granted: it sees the rows the previous holder committed.
    const created = rowsOf<CreatedInvoice>(
      await tx.execute(sql`
        with candidate as (
          select * from json_to_recordset(${JSON.stringify(candidates)}::json) as v(
            ord integer, company_id integer, subscription integer, period_start date, period_end date,
            subtotal numeric, vat numeric, total numeric, plan_name text, buyer_name text,
            buyer_address text, buyer_kvk_number text, buyer_vat_number text, buyer_email text)
        ),
        missing as (
          select c.*, ${last}::integer + row_number() over (order by c.ord) as sequence
          from candidate c
          where not exists (
            select 1 from ${invoices} i
            where i.company_id = c.company_id and i.subscription = c.subscription
              and i.period_start = c.period_start)
        )
        insert into ${invoices} (company_id, date, number, subtotal, vat, total, subscription,
          period_start, period_end, due_date, plan_name, buyer_name, buyer_address, buyer_kvk_number,
          buyer_vat_number, buyer_email)
        select company_id, ${today}::date,
          ${String(year)} || '-' || lpad(sequence::text, greatest(5, length(sequence::text)), '0'),
          subtotal, vat, total, subscription, period_start, period_end, ${dueDateOf(today)}::date,
          plan_name, buyer_name, buyer_address, buyer_kvk_number, buyer_vat_number, buyer_email
        from missing order by sequence
        returning id, number, period_start::text as period_start, period_end::text as period_end,
          total::text as total, buyer_name, buyer_email`),
    );
    if (created.length === 0) return created;
    await tx.execute(
      sql`update ${invoiceNumberCounters} set last = last + ${created.length} where year = ${year}`,
    );
    const mailed = created.filter((invoice) => invoice.buyer_email.trim() !== '');
    await env.mail.enqueueAll(mailed.map(mailOf), tx as unknown as Database);
    return created;
  });
}

/** One billing run as of `env.now()`: writes the missing invoices; returns how many. */
export async function runBilling(env: BillingEnv): Promise<{ created: number }> {
  const today = dayOf(env.now());
  const template = await templateFor(env.db, 'invoice_new');
  const link = `${env.appUrl}/invoices`;
  const mailOf = (invoice: CreatedInvoice): MailMessage => ({
    to: invoice.buyer_email,
    code: 'invoice_new',
    attachments: [{ kind: 'invoice', id: invoice.id }],
    ...renderTemplate(template, {
      'company.name': invoice.buyer_name,
      'invoice.number': invoice.number,
      'invoice.date': formatLongDate(today),
      'invoice.period': invoicePeriodText(invoice.period_start, invoice.period_end),
      'invoice.total': formatEuro(Number(invoice.total)),
      'invoice.dueDate': formatLongDate(dueDateOf(today)),
      link,
    }),
  });
  const [{ last }] = rowsOf<{ last: number }>(
    await env.db.execute(sql`select coalesce(max(id), 0)::integer as last from ${subscriptionsTable}`),
  );
  const chunk = env.chunk ?? BILLING_CHUNK;
  let created = 0;
  for (let from = 1; from <= last; from += chunk) {
    const candidates = candidatesOf(await subscriptionsIn(env.db, from, from + chunk, today), today);
    // Nothing missing (the usual hourly run): no transaction, no lock.
    if (candidates.length > 0) created += (await writeChunk(env, candidates, today, mailOf)).length;
  }
  if (created > 0) env.mail.nudge();
  return { created };
}
