/**
 * The billing run under load: 10,000 companies whose subscriptions started on the first of this
 * month get their invoice (and its queued mail) in one run. Prints invoices/second, checks each
 * subscription was invoiced exactly once with numbers without a gap, and times the invoice PDF.
 */
import { sql } from 'drizzle-orm';
import { dayOf } from '../../server/auth/subscriptions';
import { loadInvoices, renderInvoicePdf } from '../../server/billing/invoice-pdf';
import { runBilling } from '../../server/billing/run';
import { readConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { keptMailQueue } from '../../server/mail/mailer';

export const BENCH_SUBSCRIPTIONS = 10_000;
const PDF_RENDERS = 200;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function benchBilling(db: Database): Promise<void> {
  const today = dayOf(new Date());
  await db.execute(sql`
    with made as (
      insert into companies (name, address, zipcode, city, kvk_number, billing_email)
      select 'Bench ' || n || ' B.V.', 'Dorpsstraat ' || n, '1000 AA', 'Amsterdam', '12345678',
        'administratie' || n || '@bench.example'
      from generate_series(1, ${BENCH_SUBSCRIPTIONS}) n
      returning id)
    insert into subscriptions (company_id, plan, starts_at)
    select id, (select id from plans where name = 'Zakelijk'), ${`${today.slice(0, 7)}-01`}::date from made`);

  const now = () => new Date();
  const started = performance.now();
  const { created } = await runBilling({ db, now, appUrl: 'http://bench', mail: keptMailQueue(now) });
  const seconds = (performance.now() - started) / 1000;

  const [check] = rowsOf<{ invoices: number; subscriptions: number; mails: number }>(
    await db.execute(sql`
      select count(i.id)::integer as invoices, count(distinct s.id)::integer as subscriptions,
        (select count(*)::integer from mails where to_address like '%@bench.example') as mails
      from subscriptions s join companies c on c.id = s.company_id
      left join invoices i on i.subscription = s.id
      where c.name like 'Bench %'`),
  );
  const year = Number(today.slice(0, 4));
  const [numbers] = rowsOf<{ n: number; highest: number; last: number }>(
    await db.execute(sql`
      select count(*)::integer as n, max(substr(number, 6)::integer) as highest,
        (select last from invoice_number_counters where year = ${year}) as last
      from invoices where number like ${`${year}-%`}`),
  );
  const once = check.invoices === BENCH_SUBSCRIPTIONS && check.subscriptions === BENCH_SUBSCRIPTIONS;
  const gapFree = numbers.n === numbers.highest && numbers.highest === numbers.last;
  console.log(
    `billing run: ${created} invoices in ${seconds.toFixed(2)} s = ${(created / seconds).toFixed(0)} invoices/s` +
      ` (${check.mails} mails queued); each of ${BENCH_SUBSCRIPTIONS} subscriptions invoiced once:` +
      ` ${once ? 'ok' : 'WRONG'}; numbers without a gap: ${gapFree ? 'ok' : 'WRONG'}`,
  );

  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`select id from invoices order by id desc limit ${PDF_RENDERS}`),
  ).map((row) => row.id);
  const invoices = await loadInvoices(db, ids);
  const seller = readConfig({}).seller;
  await renderInvoicePdf(invoices[0], seller); // warm-up: fonts
  const times: number[] = [];
  let bytes = 0;
  for (const invoice of invoices) {
    const t0 = performance.now();
    bytes += (await renderInvoicePdf(invoice, seller)).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `invoice PDF: ${times.length} renders p50 ${percentile(times, 0.5).toFixed(1)} ms  p95 ${percentile(times, 0.95).toFixed(1)} ms` +
      `  (${(bytes / times.length / 1024).toFixed(1)} KiB each)`,
  );
}
