/**
 * The total of a list for Content-Range, kept honest and cheap:
 * - a page that is not full (or the empty first page) proves the total: offset + rows, no query;
 * - otherwise the count is exact up to COUNT_CAP rows (SEARCH_COUNT_CAP with `q`) (a count over a LIMIT subquery, so it stops
 *   early: PGlite scans 100,000 rows in ~200 ms);
 * - beyond that it is PostgreSQL's planner estimate (EXPLAIN), never below what the page proves.
 * On PostgreSQL the page, the capped count and the estimate run concurrently on the pool; PGlite
 * has one connection and serialises every query, so there only the queries needed are run.
 */
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

export const COUNT_CAP = 1000;
/**
 * A searched list (`q`) is counted exactly only this far: every candidate row costs an ILIKE per
 * searched column (PGlite: ~30 ms for 1,000 matches of "jan" among 100,000 contacts).
 */
export const SEARCH_COUNT_CAP = 100;

export interface Page {
  offset: number;
  rows: number;
  limit: number;
}

/** The total a page proves on its own, or null when there may be rows after it. */
export function provenTotal(page: Page): number | null {
  if (page.rows < page.limit && (page.rows > 0 || page.offset === 0)) return page.offset + page.rows;
  return null;
}

/** The least total the page allows: one more than it shows when it is full, so a next page is offered. */
const lowerBound = (page: Page, cap: number): number =>
  Math.max(cap + 1, page.offset + page.rows + (page.rows === page.limit ? 1 : 0));

export interface Counter {
  /** Beyond this many rows the total is an estimate. */
  cap: number;
  /** The matching rows up to cap + 1. */
  capped(): Promise<number>;
  /** The planner's estimate of the matching rows (0 when it cannot say). */
  estimate(): Promise<number>;
}

export function counter(db: Database, table: PgTable, where: SQL | undefined, cap = COUNT_CAP): Counter {
  // Two builders: Drizzle's `.limit()` changes the builder it is called on.
  const matching = () => db.select({ one: sql`1` }).from(table).where(where);
  return {
    cap,
    async capped() {
      const [{ n }] = await db.select({ n: count() }).from(
        matching()
          .limit(cap + 1)
          .as('capped'),
      );
      return n;
    },
    async estimate() {
      try {
        const result = (await db.execute(sql`explain (format json) ${matching()}`)) as unknown as {
          rows: Record<string, unknown>[];
        };
        const plan = Object.values(result.rows[0] ?? {})[0];
        const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
          Plan?: { 'Plan Rows'?: number };
        }[];
        return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
      } catch {
        return 0;
      }
    },
  };
}

/**
 * The page's rows and the list's total. `concurrent`: the database has a pool (PostgreSQL), so
 * the count and the estimate go out together with the page instead of after it.
 */
export async function pageWithTotal<T>(
  load: () => Promise<T[]>,
  count: Counter,
  { offset, limit, concurrent }: { offset: number; limit: number; concurrent: boolean },
): Promise<{ rows: T[]; total: number }> {
  if (concurrent) {
    // Wasted when the page proves the total, but on a pool they cost no wait.
    const [rows, n, estimate] = await Promise.all([load(), count.capped(), count.estimate()]);
    const page = { offset, rows: rows.length, limit };
    return { rows, total: provenTotal(page) ?? totalOf(page, count.cap, n, estimate) };
  }
  const rows = await load();
  const page = { offset, rows: rows.length, limit };
  const proven = provenTotal(page);
  if (proven !== null) return { rows, total: proven };
  const n = await count.capped();
  return { rows, total: totalOf(page, count.cap, n, n <= count.cap ? 0 : await count.estimate()) };
}

const totalOf = (page: Page, cap: number, n: number, estimate: number): number =>
  n <= cap ? n : Math.max(estimate, lowerBound(page, cap));
