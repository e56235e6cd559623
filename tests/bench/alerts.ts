/**
 * Alert delivery under load: the 100,000 bench contracts all get an end alert due today, the
 * scheduler plans them and the mailer delivers them to a real SMTP server on loopback. Prints
 * plans/second and mails/second and checks that each alert arrived exactly once.
 */

import { sql } from 'drizzle-orm';
import { runAlerts } from '../../server/alerts/scheduler';
import { dayOf } from '../../server/auth/subscriptions';
import type { Database } from '../../server/db/client';
import { diskFileStore } from '../../server/files/disk-store';
import { createMailer } from '../../server/mail/mailer';
import { buildRegistry } from '../../server/resources';
import { resources } from '../../src/schema/resources';
import { startSmtpServer } from '../smtp-server';
import { BENCH_CONTRACTS, BENCH_NUMBER_PATTERN } from './contracts';

const count = async (db: Database, query: ReturnType<typeof sql>): Promise<number> =>
  Number(((await db.execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0].n);

export async function benchAlertDelivery(db: Database): Promise<void> {
  const smtp = await startSmtpServer();
  smtp.countOnly = true;
  const now = () => new Date();
  const mailer = createMailer(db, {
    smtpUrl: smtp.url,
    from: 'bench@localhost',
    now,
    connections: 8,
    batch: 500,
  });
  const env = {
    db,
    registry: buildRegistry(resources),
    now,
    files: diskFileStore('/tmp'),
    appUrl: 'http://bench',
    mailer,
  };
  try {
    // The demo contracts' own alerts first, so the figures count only the bench contracts'.
    await runAlerts(env);
    await mailer.deliverDue();
    smtp.count = 0;
    const today = dayOf(now());
    await db.execute(sql`
      update contracts set archived = false, indefinite = false, current_ends_at = ${today}::date + 10,
        end_alert_enabled = true, end_alert_amount = 30, end_alert_unit = 'days', receivers = '{}'
      where number like ${BENCH_NUMBER_PATTERN}`);

    let started = performance.now();
    const planned = await runAlerts(env);
    const planSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const report = await mailer.deliverDue();
    const sendSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const again = await runAlerts(env);
    const fullSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await runAlerts(env, new Date(Date.now() - 60_000));
    const idleSeconds = (performance.now() - started) / 1000;
    const distinct = await count(
      db,
      sql`select count(distinct occurrence) as n from alert_deliveries d join contracts c on c.id = d.contract_id where c.number like ${BENCH_NUMBER_PATTERN}`,
    );
    console.log(
      `alerts planned ${String(planned).padStart(7)} in ${planSeconds.toFixed(1)} s  ${(planned / planSeconds).toFixed(0)}/s`,
    );
    console.log(
      `mails delivered ${String(report.sent).padStart(6)} in ${sendSeconds.toFixed(1)} s  ${(report.sent / sendSeconds).toFixed(0)}/s  (failed ${report.failed}, retried ${report.retried})`,
    );
    console.log(
      `a run with nothing new to send: full (first of the day) ${(fullSeconds * 1000).toFixed(0)} ms, changes of the last minute (the runs between) ${(idleSeconds * 1000).toFixed(0)} ms`,
    );
    const exact =
      smtp.count === BENCH_CONTRACTS &&
      planned === BENCH_CONTRACTS &&
      distinct === BENCH_CONTRACTS &&
      again === 0;
    console.log(
      `SMTP server received ${smtp.count} of ${BENCH_CONTRACTS}; ${distinct} distinct occurrences; a second run planned ${again}: ${exact ? 'exactly once' : 'NOT EXACT'}`,
    );
  } finally {
    await mailer.stop();
    await smtp.close();
  }
}
