/**
 * A list's page and its total for Content-Range, in one statement:
 * - the page's rows come as one JSON value that the database builds (with the fields' names as
 *   keys): parsing one value costs a fraction of parsing 25 rows × 40 fields of the wire protocol;
 * - a page that is not full (or the empty first page) proves the total: offset + rows, no count;
 * - otherwise the count is exact up to COUNT_CAP rows (SEARCH_COUNT_CAP with `q`) (a count over a
 *   LIMIT subquery, so it stops early: PGlite scans 100,000 rows in ~200 ms);
 * - beyond that it is PostgreSQL's planner estimate (EXPLAIN), never below what the page proves;
 * - a gathered list (few matches, see matchingRows) counts the rows it gathered: exact, no cap.
 */
import { getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { executeKept } from '../db/kept-statements';
import { runsSideBySide } from '../db/side-by-side';
import type { Executor } from './hooks';

export const COUNT_CAP = 1000;
/**
 * A searched list (`q`) is counted exactly only this far: every candidate row costs a match of its
 * search text (PGlite: ~30 ms for 1,000 matches of "jan" among 100,000 contacts).
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
  /** SQL counting the matching rows up to cap + 1. */
  capped: SQL;
  /** The planner's estimate of the matching rows (0 when it cannot say). */
  estimate(): Promise<number>;
  /** A CTE the page and `capped` read (a gathered list's rows), defined before the page. */
  with?: SQL;
}

/** ` where …`, or nothing. */
export const whereClause = (where: SQL | undefined): SQL => (where ? sql` where ${where}` : sql``);

/**
 * How a list's rows are found, where a filter knows better than the planner (extensions.ts:
 * PreparedFilter): all of them first (`gather`, see matchingRows), or in the page's order (`walk`:
 * its capped count walks that order too, instead of first building a bitmap of every row that holds
 * a common word only to stop at the cap).
 */
export type RowSearch = 'gather' | 'walk';

/** The CTE a gathered list's page and count both read (gatheredRows). */
const GATHERED = sql.identifier('gathered');

/**
 * The rows of `table` within `where`, as a FROM item named as the table (its columns' SQL reads
 * them). `gather`: the rows of the `gathered` CTE (gatheredRows), every matching row found before
 * any is ordered or counted, so the planner takes the indexes of `where` (a bitmap of the few
 * matches) instead of walking a sort index and testing rows until a page is full, which it prefers
 * when it cannot know that the matches lie deep in that order (a rare word: 1 % of 100,000
 * contracts, 190 ms against 3 ms). A CTE is planned apart (docs/architecture.md#a-request).
 */
export const matchingRows = (table: PgTable, where: SQL | undefined, rows?: RowSearch): SQL =>
  rows === 'gather'
    ? sql`${GATHERED} as ${sql.identifier(getTableName(table))}`
    : sql`${table}${whereClause(where)}`;

/**
 * The `gathered` CTE of matchingRows: found once, then both paged and counted (exactly: they are
 * few). It keeps only the columns the page's order reads: whole rows would be copied (3 → 12 ms
 * for 1,000 contracts).
 */
const gatheredRows = (table: PgTable, where: SQL | undefined, columns: PgColumn[]): SQL =>
  sql`${GATHERED} as materialized (select ${sql.join(columns, sql`, `)} from ${table}${whereClause(where)})`;

export function counter(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  cap = COUNT_CAP,
  {
    rows,
    orderBy = [],
    sortColumns = [],
  }: { rows?: RowSearch; orderBy?: SQL[]; sortColumns?: PgColumn[] } = {},
): Counter {
  if (rows === 'gather')
    return {
      cap: Number.POSITIVE_INFINITY,
      capped: sql`select count(*) from ${GATHERED}`,
      estimate: async () => 0,
      with: gatheredRows(table, where, sortColumns),
    };
  const matching = sql`select 1 from ${matchingRows(table, where, rows)}`;
  const order = rows === 'walk' ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql``;
  return {
    cap,
    capped: sql`select count(*) from (${matching}${order} limit ${cap + 1}) as capped`,
    estimate: () => estimateRows(db, matching),
  };
}

/** The planner's estimate of the rows `query` returns (EXPLAIN, nothing run), 0 when it cannot say. */
export async function estimateRows(db: Executor, query: SQL): Promise<number> {
  try {
    const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
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
}

/** A select list naming every value by its key, so the page's JSON rows have those keys. */
export const named = (selection: Record<string, PgColumn | SQL>): SQL =>
  sql.join(
    Object.entries(selection).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );

/**
 * One page of a table, in two steps: the page's ids first (filter, order, offset and limit over
 * the indexes, nothing computed for the rows an offset skips), then only those rows are read and
 * written as `selectList` says, in the same order. A deep page (offset 50,000) would otherwise
 * compute the answer's form of 50,000 rows it throws away.
 */
export function pageQuery(
  table: PgTable,
  id: PgColumn,
  selectList: SQL,
  {
    where,
    orderBy,
    limit,
    offset,
    rows,
  }: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number; rows?: RowSearch },
): SQL {
  const order = sql.join(orderBy, sql`, `);
  return sql`select ${selectList} from ${table} inner join (select ${id} as "key" from ${matchingRows(table, where, rows)}
    order by ${order} limit ${limit} offset ${offset}) as "keys" on ${id} = "keys"."key" order by ${order}`;
}

/** The `page` CTE as the JSON text of an array of its rows (`json`), and how many they are (`rows`). */
const PAGE_AS_JSON = sql`coalesce((select json_agg(page) from page), '[]'::json)::text as json,
  (select count(*) from page) as rows`;

/**
 * The page (`page`: a select of named fields) as the JSON text of an array of its rows, how many
 * rows it holds, and the list's total, in one round trip; only a total beyond the cap costs a
 * second one (the estimate). The page is a CTE, read once: its rows keep their order in the
 * array, and the count runs only when the page is full. The text goes out as it is when nothing
 * is left to add to the rows (routes.ts), unparsed. `keep`: a statement whose plan does not hinge
 * on its values (no text search), kept parsed and planned by PostgreSQL (db/kept-statements.ts).
 * `search`: a text search, whose page is nearly always full and its count beyond the cap; on a
 * database that runs statements side by side (PostgreSQL's pool) the page, the capped count and
 * the estimate run at once, each on a connection of its own (see pageBesideTotal).
 */
export async function pageWithTotal(
  db: Database,
  page: SQLWrapper,
  count: Counter,
  {
    offset,
    limit,
    keep = false,
    search = false,
  }: { offset: number; limit: number; keep?: boolean; search?: boolean },
): Promise<{ json: string; rows: number; total: number }> {
  if (search && !count.with && runsSideBySide(db)) return pageBesideTotal(db, page, count, { offset, limit });
  const proves = offset === 0 ? sql`< ${limit}` : sql`between 1 and ${limit - 1}`;
  const statement = sql`with ${count.with ? sql`${count.with}, ` : sql``}page as (${page})
    select ${PAGE_AS_JSON},
      case when (select count(*) from page) ${proves} then null else (${count.capped}) end as n`;
  type Answer = { json: string; rows: number | string | bigint; n: number | string | bigint | null };
  const result = keep
    ? await executeKept<Answer>(db, statement)
    : ((await db.execute(statement)) as unknown as { rows: Answer[] });
  const [answer] = result.rows;
  const shown = { offset, rows: Number(answer.rows), limit };
  const proven = provenTotal(shown);
  const json = answer.json;
  if (proven !== null || answer.n === null)
    return { json, rows: shown.rows, total: proven ?? offset + shown.rows };
  const n = Number(answer.n);
  const total = totalOf(shown, count.cap, n, n <= count.cap ? 0 : await count.estimate());
  return { json, rows: shown.rows, total };
}

/**
 * pageWithTotal for a search on a pool: a common word's capped count takes as long as its page
 * (PostgreSQL, "eneco" in 6,700 of 100,000 contracts: page ~1 ms, count ~2 ms), so the three are
 * asked at once rather than one after the other. What the page proves still wins over the count.
 */
async function pageBesideTotal(
  db: Database,
  page: SQLWrapper,
  count: Counter,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ json: string; rows: number; total: number }> {
  type Answer = { json: string; rows: number | string | bigint };
  const [result, capped, estimate] = await Promise.all([
    db.execute(sql`with page as (${page}) select ${PAGE_AS_JSON}`) as unknown as Promise<{ rows: Answer[] }>,
    db.execute(sql`${count.capped}`) as unknown as Promise<{ rows: { count: number | string | bigint }[] }>,
    count.estimate(),
  ]);
  const [answer] = result.rows;
  const shown = { offset, rows: Number(answer.rows), limit };
  const n = Number(capped.rows[0].count);
  return {
    json: answer.json,
    rows: shown.rows,
    total: provenTotal(shown) ?? totalOf(shown, count.cap, n, estimate),
  };
}

const totalOf = (page: Page, cap: number, n: number, estimate: number): number =>
  n <= cap ? n : Math.max(estimate, lowerBound(page, cap));
