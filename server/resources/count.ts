/**
 * The total of a list for Content-Range. An exact count(*) over a large match is the slowest part
 * of a page (PGlite scans 100,000 rows in ~200 ms), so the count is exact up to COUNT_CAP rows;
 * beyond that the total is PostgreSQL's planner estimate (EXPLAIN), never below what the page proves.
 */
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

export const COUNT_CAP = 1000;

export async function listTotal(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  page: { offset: number; rows: number; limit: number },
): Promise<number> {
  // Two builders: Drizzle's `.limit()` changes the builder it is called on.
  const matching = () => db.select({ one: sql`1` }).from(table).where(where);
  const [{ n }] = await db.select({ n: count() }).from(
    matching()
      .limit(COUNT_CAP + 1)
      .as('capped'),
  );
  if (n <= COUNT_CAP) return n;
  // The page itself proves a lower bound; one more when it is full, so the next page is offered.
  const atLeast = Math.max(COUNT_CAP + 1, page.offset + page.rows + (page.rows === page.limit ? 1 : 0));
  try {
    const result = (await db.execute(sql`explain (format json) ${matching()}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const plan = Object.values(result.rows[0] ?? {})[0];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
      Plan?: { 'Plan Rows'?: number };
    }[];
    const estimate = Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
    return Math.max(estimate, atLeast);
  } catch {
    return atLeast;
  }
}
