/**
 * The stored current term (current_ends_at, notice_deadline) of tacitly renewing contracts rolls
 * forward when its notice deadline passes, and the stored status moves on with the calendar. Writes
 * store both as of that day; this brings the rest up to today once per day per process before a read. Idempotent, so several processes may
 * run it at once.
 */
import { and, isNotNull, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { currentTerm, ENDING_OUTCOMES } from '../../src/schema/contract-dates';
import { termsOf } from '../../src/schema/resources/contracts';
import { dayOf } from '../auth/subscriptions';
import type { Database } from '../db/client';
import type { Env } from '../resources/write';
import { statusCase } from './filters';

const refreshedOn = new WeakMap<Database, string>();
const BATCH = 1000;

/**
 * Refreshers take turns: two processes (or a read and the scheduler of another process) updating
 * the same rows in a different order deadlocked on PostgreSQL (40P01), failing that scheduler run
 * or that user's read. A transaction-scoped advisory lock taken before each update makes one wait
 * for the other instead; the second then writes the same values again.
 */
const REFRESH_LOCK_KEY = 7_316_001;
const inTurn = <T>(env: Env, work: (locked: Env) => Promise<T>): Promise<T> =>
  env.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK_KEY})`);
    return work({ ...env, db: tx as unknown as Database });
  });

export async function refreshTerms(env: Env): Promise<number> {
  const today = dayOf(env.now());
  if (refreshedOn.get(env.db) === today) return 0;
  const table = env.registry.table('contracts');
  const c = env.registry.columns('contracts');
  const stale = await env.db
    .select({
      id: c.id,
      endsAt: c.endsAt,
      indefinite: c.indefinite,
      noticeAmount: c.noticeAmount,
      noticeUnit: c.noticeUnit,
      renewalMonths: c.renewalMonths,
      handledOutcome: c.handledOutcome,
      handledTermEndsAt: c.handledTermEndsAt,
    })
    .from(table)
    .where(
      and(
        isNotNull(c.renewalMonths),
        // Cancelled (or replaced) for its current term: it does not renew.
        or(isNull(c.handledOutcome), notInArray(c.handledOutcome, [...ENDING_OUTCOMES])),
        or(lt(c.noticeDeadline, today), and(isNull(c.noticeDeadline), lt(c.currentEndsAt, today))),
      ),
    );
  for (let start = 0; start < stale.length; start += BATCH) {
    const terms = stale.slice(start, start + BATCH).map((row) => {
      const term = currentTerm(termsOf(row), today);
      return { id: row.id, e: term.endsAt, n: term.noticeDeadline };
    });
    await inTurn(env, (locked) =>
      locked.db.execute(sql`
        update ${table} set current_ends_at = v.e, notice_deadline = v.n
        from json_to_recordset(${JSON.stringify(terms)}::json) as v(id integer, e date, n date)
        where ${c.id} = v.id`),
    );
  }
  await inTurn(env, (locked) => refreshStatuses(locked, today));
  refreshedOn.set(env.db, today);
  return stale.length;
}

/** Brings the stored status of the rows `where` selects (all by default) up to `today`; only changed rows are written. */
export async function refreshStatuses(env: Env, today: string, where?: SQL) {
  const table = env.registry.table('contracts');
  const c = env.registry.columns('contracts');
  const status = statusCase(c, today);
  return env.db
    .update(table)
    .set({ storedStatus: status } as never)
    .where(and(where, sql`${c.storedStatus} is distinct from ${status}`))
    .returning();
}
