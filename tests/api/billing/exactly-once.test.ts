/**
 * Exactly once and gap-free under concurrency and crashes: two billing runs at once on one
 * database, and a process killed in the middle of a run followed by a normal run, leave every
 * invoice written once with the numbers of the year 00001…n without a gap.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../../server/auth/subscriptions';
import { runBilling } from '../../../server/billing/run';
import { type DatabaseHandle, openDatabase } from '../../../server/db/client';
import { addMonths } from '../../../src/schema/contract-dates';
import { setupTestApp, usePostgres } from '../harness';
import { billingProcess, gapFree, manySubscriptions } from './fixtures';

const t = setupTestApp();
let year: number;
/** The first day of the month two months ago: three invoices per subscription from then. */
let threeMonthsAgo: string;

beforeAll(async () => {
  const today = dayOf(t.clock.now);
  year = Number(today.slice(0, 4));
  threeMonthsAgo = addMonths(`${today.slice(0, 7)}-01`, -2);
}, 60_000);

/** Per subscription created since `sinceId`: how many invoices it has, as a histogram. */
async function invoicesPerSubscription(sinceId: number): Promise<Record<string, number>> {
  const result = await t.database.db.execute(sql`
    select n::text as n, count(*)::integer as subscriptions from (
      select s.id, count(i.id) as n from subscriptions s left join invoices i on i.subscription = s.id
      where s.id > ${sinceId} group by s.id) per group by n`);
  return Object.fromEntries(
    (result as unknown as { rows: { n: string; subscriptions: number }[] }).rows.map((row) => [
      row.n,
      row.subscriptions,
    ]),
  );
}

async function lastSubscriptionId(): Promise<number> {
  const result = await t.database.db.execute(
    sql`select coalesce(max(id), 0)::integer as id from subscriptions`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows[0].id;
}

/** `count` new subscriptions from three months ago; returns the last subscription id before them. */
async function addSubscriptions(count: number): Promise<number> {
  const before = await lastSubscriptionId();
  await manySubscriptions(t.database.db, count, threeMonthsAgo);
  return before;
}

describe('exactly once', () => {
  // On PostgreSQL the second run has its own connection pool, as a second server would; the
  // embedded database is one connection in one process, where the two runs take turns.
  it('two billing runs at once write each invoice once, numbered without a gap', async () => {
    const since = await addSubscriptions(45);
    const second: DatabaseHandle | null = t.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: t.databaseUrl })
      : null;
    const one = billingProcess(t, { chunk: 7 });
    const two = billingProcess(t, { chunk: 7, db: second?.db });
    try {
      const results = await Promise.all([runBilling(one), runBilling(two), runBilling(one)]);
      expect(results.reduce((sum, result) => sum + result.created, 0)).toBe(45 * 3);
    } finally {
      await second?.close();
    }
    expect(await invoicesPerSubscription(since)).toEqual({ '3': 45 });
    expect((await gapFree(t.database.db, year)).ok).toBe(true);
  });

  // A killed process needs a second process on the same database: the embedded database belongs to
  // one process, so this runs in the PostgreSQL pass of the API tests (CI runs both).
  it.runIf(usePostgres)(
    'a process killed in the middle of a run leaves whole chunks; the next run completes them, no double, no gap',
    async () => {
      const since = await addSubscriptions(40);
      const before = await gapFree(t.database.db, year);
      let child: ChildProcess | null = null;
      const paused = new Promise<void>((resolve, reject) => {
        child = spawn(
          process.execPath,
          ['--import', 'tsx', fileURLToPath(new URL('./billing-child.ts', import.meta.url))],
          {
            env: {
              ...process.env,
              DATABASE_URL: t.databaseUrl ?? '',
              NOW: t.clock.now.toISOString(),
              CHUNK: '10',
              PAUSE_AT: '3',
            },
            stdio: ['ignore', 'pipe', 'inherit'],
          },
        );
        child.stdout?.on('data', (data: Buffer) => {
          if (data.toString().includes('paused')) resolve();
        });
        child.on('exit', () => reject(new Error('the billing child ended before pausing')));
      });
      await paused;
      const exited = new Promise((resolve) => child?.on('exit', resolve));
      (child as ChildProcess | null)?.kill('SIGKILL');
      await exited;

      // The chunks before committed whole, the one it was in rolled back with the process; the
      // numbers written so far still run on without a gap.
      const afterKill = await gapFree(t.database.db, year);
      expect(afterKill.ok).toBe(true);
      const partial = await invoicesPerSubscription(since);
      expect(Object.keys(partial).sort()).toEqual(['0', '3']);
      expect(partial['0'] + partial['3']).toBe(40);
      expect(partial['0'] * partial['3']).toBeGreaterThan(0);
      expect(afterKill.count - before.count).toBe(partial['3'] * 3);

      expect(await runBilling(billingProcess(t, { chunk: 10 }))).toEqual({ created: partial['0'] * 3 });
      expect(await invoicesPerSubscription(since)).toEqual({ '3': 40 });
      const done = await gapFree(t.database.db, year);
      expect(done).toEqual({ count: before.count + 40 * 3, ok: true });
    },
    60_000,
  );
});
