/**
 * A list's page and its total for Content-Range, in one statement:
 * - the page's rows come as one JSON value that the database builds (with the fields' names as
 *   keys): parsing one value costs a fraction of parsing 25 rows × 40 fields of the wire protocol;
 * - a page that is not full (or the empty first page) proves the total: offset + rows, no count;
 * - otherwise the count is exact up to COUNT_CAP rows (SEARCH_COUNT_CAP with `q`) (a count over a
 *   LIMIT subquery, so it stops early: PGlite scans 100,000 rows in ~200 ms);
 * - beyond that it is PostgreSQL's planner estimate (EXPLAIN), never below what the page proves;
 *   a list without `q` whose estimate is below EXACT_COUNT_LIMIT is counted that far instead (an
 *   estimate of a filtered list can be off fourfold: 6,003 for 1,559 mails), so only a total
 *   beyond it is ever estimated, and the answer says so (`estimated`);
 * - an empty page beyond the first proves the total is at most its offset: counted exactly;
 * - a gathered list (few matches, see matchingRows) counts the rows it gathered: exact, no cap.
 */
import { and, getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { executeKept, statementKey } from '../db/kept-statements';
import { PlanMemory, remembered } from '../db/plan-memory';
import { runsSideBySide } from '../db/side-by-side';
import type { Executor } from './hooks';

export const COUNT_CAP = 1000;
/**
 * A searched list (`q`) is counted exactly only this far: every candidate row costs a match of its
 * search text (PGlite: ~30 ms for 1,000 matches of "jan" among 100,000 contacts).
 */
export const SEARCH_COUNT_CAP = 100;
/**
 * A list without `q` is counted exactly this far when the planner estimates fewer rows (PGlite
 * counts 10,000 index entries in ~20 ms); only a total beyond it is an estimate.
 */
export const EXACT_COUNT_LIMIT = 10_000;

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
  /** A walk's count when `capped` cannot tell (it answers -1): the capped count of every row. */
  beyondWalk?: SQL;
  /** SQL counting the matching rows up to `limit`: an exact count past the cap (see pageWithTotal). */
  upTo?: (limit: number) => SQL;
  /** A list without a search: how far `upTo` counts when the estimate is below it (a search's rows cost a match each). */
  exactUpTo?: number;
}

/** ` where …`, or nothing. */
export const whereClause = (where: SQL | undefined): SQL => (where ? sql` where ${where}` : sql``);

/**
 * How a list's rows are found, where a filter knows better than the planner (extensions.ts:
 * PreparedFilter): all of them first (`gather`, see matchingRows), or in the page's order (see
 * walkedKeys): the page tests the search row by row along that order, at most WALK_ROWS rows, and
 * when those rows do not fill it the list is gathered instead. `walk`: its capped count walks too
 * (walkedCount), instead of first building a bitmap of every row that holds a word most rows hold
 * only to stop at the cap; `walk-page`: the count reads the search's index (a word in a few
 * thousand rows: its bitmap costs what the walk would, and a walk may not reach the cap).
 */
export type RowSearch = 'gather' | 'walk' | 'walk-page';

/** The page walks the order (walkedKeys). */
export const walks = (rows: RowSearch | undefined): boolean => rows === 'walk' || rows === 'walk-page';

/**
 * Rows a walk reads in the page's order before it gathers instead. The planner walks an order
 * expecting the matches spread evenly along it; when they lie together at its end ("energie" among
 * 100,000 contracts: every match without a notice deadline, so last by that date) an unbounded walk
 * reads nearly every row (~110 ms on PostgreSQL) where gathering them costs a fraction.
 */
export const WALK_ROWS = 2000;

/** The list's rows: its other conditions and the search's. */
const allOf = (where: SQL | undefined, search: SQL | undefined): SQL | undefined =>
  search ? and(where, search) : where;

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
 * for 1,000 contracts). A search of alternatives is their union, each read through its own index
 * alone: as one OR, every row its bitmap found is tested for the whole OR again, which read each
 * contract's document words ("warmtepomp" in 1,000 of 100,000 contracts' documents: 17 ms against
 * 5 ms on PostgreSQL). The order's columns end with the id (query.ts: parseSort), so the union
 * keeps each row once.
 */
const gatheredRows = (
  table: PgTable,
  where: SQL | undefined,
  alternatives: readonly SQL[] | undefined,
  columns: PgColumn[],
): SQL => {
  const rowsWhere = (condition: SQL | undefined) =>
    sql`select ${sql.join(columns, sql`, `)} from ${table}${whereClause(condition)}`;
  const found = alternatives?.length
    ? sql.join(
        alternatives.map((alternative) => rowsWhere(allOf(where, alternative))),
        sql` union `,
      )
    : rowsWhere(where);
  return sql`${GATHERED} as materialized (${found})`;
};

/**
 * A list's count. `indexedSearch`: the search as a gathered list finds its rows through the
 * indexes, alternatives each through its own (query.ts: parseListFilter); `search` by default.
 * `walkedSearch`: the search as a walk tests it row by row (walkedCount); `search` by default.
 */
export function counter(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  cap = COUNT_CAP,
  {
    rows,
    search,
    indexedSearch = search ? [search] : undefined,
    walkedSearch = search,
    orderBy = [],
    sortColumns = [],
  }: {
    rows?: RowSearch;
    search?: SQL;
    indexedSearch?: SQL[];
    walkedSearch?: SQL;
    orderBy?: SQL[];
    sortColumns?: PgColumn[];
  } = {},
): Counter {
  if (rows === 'gather')
    return {
      cap: Number.POSITIVE_INFINITY,
      capped: sql`select count(*) from ${GATHERED}`,
      estimate: async () => 0,
      with: gatheredRows(table, where, indexedSearch, sortColumns),
    };
  const all = allOf(where, search);
  const matching = sql`select 1 from ${table}${whereClause(all)}`;
  const upTo = (limit: number) => sql`select count(*) from (${matching} limit ${limit}) as capped`;
  const capped = upTo(cap + 1);
  const estimate = () =>
    remembered(totalEstimates, db, statementKey(matching), () => estimateRows(db, matching));
  // A search's cap is below COUNT_CAP (options.ts passes its search inside `where`).
  const exactUpTo = search || cap < COUNT_CAP ? undefined : Math.max(cap, EXACT_COUNT_LIMIT);
  if (rows === 'walk' && walkedSearch)
    return {
      cap,
      capped: walkedCount(table, where, walkedSearch, orderBy, cap),
      beyondWalk: capped,
      estimate,
      upTo,
      exactUpTo,
    };
  return { cap, capped, estimate, upTo, exactUpTo };
}

/**
 * The planner's estimates of lists' totals, by database and statement, for a minute: a list past
 * its cap asks for one on every page, sort and refresh (an `EXPLAIN`, ~0.6–1 ms on the embedded
 * database at 100,000 contracts). It is only ever shown as an estimate and never below what the
 * page proves (totalOf); the planner's own figure moves only as the table's statistics and size do.
 */
const totalEstimates = new PlanMemory<Promise<number>>();

/** What a walk's count answers when the walk cannot tell (see walkedCount). */
export const UNKNOWN_COUNT = -1;

/**
 * The capped count of a walk (walkedKeys): the matches among the first WALK_ROWS rows in the page's
 * order, up to cap + 1. When those rows hold no more than `cap` and there are rows beyond them, it
 * cannot tell: it answers UNKNOWN_COUNT, and the count of every row (`beyondWalk`) is asked next.
 */
const walkedCount = (
  table: PgTable,
  where: SQL | undefined,
  search: SQL,
  orderBy: SQL[],
  cap: number,
): SQL => sql`with walked as materialized (select (${search}) as "matches" from ${table}${whereClause(where)}
      order by ${sql.join(orderBy, sql`, `)} limit ${WALK_ROWS}),
    hits as materialized (select 1 from walked where "matches" limit ${cap + 1})
  select case when (select count(*) from hits) > ${cap} or (select count(*) from walked) < ${WALK_ROWS}
    then (select count(*) from hits) else ${UNKNOWN_COUNT} end as count`;

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
    search,
    orderBy,
    sortColumns = [],
    limit,
    offset,
    rows,
    walkedSearch = search,
  }: {
    where: SQL | undefined;
    search?: SQL;
    orderBy: SQL[];
    sortColumns?: PgColumn[];
    limit: number;
    offset: number;
    rows?: RowSearch;
    /** The search as a walk tests it row by row (counter's). */
    walkedSearch?: SQL;
  },
): SQL {
  const order = sql.join(orderBy, sql`, `);
  const keys =
    walks(rows) && walkedSearch
      ? walkedKeys(table, id, { where, search: walkedSearch, order, sortColumns, limit, offset })
      : sql`select ${id} as "key" from ${matchingRows(table, allOf(where, search), rows)}
    order by ${order} limit ${limit} offset ${offset}`;
  return sql`select ${selectList} from ${table} inner join (${keys}) as "keys" on ${id} = "keys"."key" order by ${order}`;
}

/**
 * A walk's page keys: the rows within `where` in the page's order, at most WALK_ROWS of them and
 * read only as far as the page needs, those the search matches, paged. A page it does not fill
 * may lie beyond the walk: pageWithTotal then gathers instead (its `gather`). The walk is a
 * subquery, not a CTE, so the planner knows its rows come in the page's order and stops at the page;
 * nor is the search planned as a condition: the walk needs no estimate of it.
 */
const walkedKeys = (
  table: PgTable,
  id: PgColumn,
  {
    where,
    search,
    order,
    sortColumns,
    limit,
    offset,
  }: {
    where: SQL | undefined;
    search: SQL;
    order: SQL;
    sortColumns: PgColumn[];
    limit: number;
    offset: number;
  },
): SQL =>
  sql`select ${id} as "key" from (select ${sql.join(sortColumns, sql`, `)}, (${search}) as "matches"
      from ${table}${whereClause(where)} order by ${order} limit ${WALK_ROWS}) as ${sql.identifier(getTableName(table))}
    where "matches" order by ${order} limit ${limit} offset ${offset}`;

/** The `page` CTE as the JSON text of an array of its rows (`json`), and how many they are (`rows`). */
const PAGE_AS_JSON = sql`coalesce((select json_agg(page) from page), '[]'::json)::text as json,
  (select count(*) from page) as rows`;

/** A list's page and what its statement counted: `n` null when the page proves its total. */
interface Counted {
  json: string;
  rows: number;
  n: number | null;
  /** The planner's estimate, when it was asked beside the page. */
  estimate?: number;
}

/** A list's page and its count (routes.ts builds them; a walk's `gather` builds the gathered pair). */
export interface Listing {
  page: SQLWrapper;
  count: Counter;
}

/** A list's page (pageQuery) and its count (counter), its rows found as `rows` says. */
export function listing(
  db: Database,
  table: PgTable,
  id: PgColumn,
  selectList: SQL,
  {
    cap,
    ...page
  }: {
    where: SQL | undefined;
    search?: SQL;
    indexedSearch?: SQL[];
    walkedSearch?: SQL;
    orderBy: SQL[];
    sortColumns: PgColumn[];
    limit: number;
    offset: number;
    cap: number;
  },
  rows?: RowSearch,
): Listing {
  const { where, search, indexedSearch, walkedSearch, orderBy, sortColumns } = page;
  return {
    page: pageQuery(table, id, selectList, { ...page, rows }),
    count: counter(db, table, where, cap, {
      rows,
      search,
      indexedSearch,
      walkedSearch,
      orderBy,
      sortColumns,
    }),
  };
}

/**
 * The page (`page`: a select of named fields) as the JSON text of an array of its rows, how many
 * rows it holds, and the list's total, in one round trip; only a total beyond the cap costs a
 * second one (the estimate). The page is a CTE, read once: its rows keep their order in the
 * array, and the count runs only when the page is full. The text goes out as it is when nothing
 * is left to add to the rows (routes.ts), unparsed. `keep`: a statement whose plan does not hinge
 * on its values (no text search), kept parsed and planned by PostgreSQL (db/kept-statements.ts).
 * `search`: a text search, whose page is nearly always full and its count beyond the cap; on a
 * database that runs statements side by side (PostgreSQL's pool) the page, the capped count and
 * the estimate run at once, each on a connection of its own (see pageBesideCount). `gather`: the
 * page is a walk's (walkedKeys), which a page it does not fill may lie beyond: then the list is
 * asked again as this gathered listing, its page and exact count. `estimated`: the total is the
 * planner's estimate (beyond EXACT_COUNT_LIMIT, or a search's cap), not a count.
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
    gather,
  }: { offset: number; limit: number; keep?: boolean; search?: boolean; gather?: () => Listing },
): Promise<{ json: string; rows: number; total: number; estimated: boolean }> {
  // A page a walk did not fill is asked again gathered, and that listing counts exactly.
  const gathers = (rows: number) => gather !== undefined && rows < limit;
  const needsCount = (rows: number) => !gathers(rows) && provenTotal({ offset, rows, limit }) === null;
  const counted =
    search && !count.with && runsSideBySide(db)
      ? await pageBesideCount(db, page, count, needsCount)
      : await pageAndCount(db, page, count, { offset, limit, keep });
  const gathered = gathers(counted.rows) ? gather?.() : undefined;
  if (gathered) return pageWithTotal(db, gathered.page, gathered.count, { offset, limit, search });
  const { json, rows } = counted;
  const shown = { offset, rows, limit };
  const proven = provenTotal(shown);
  const exact = (total: number) => ({ json, rows, total, estimated: false });
  if (proven !== null || counted.n === null) return exact(proven ?? offset + rows);
  const n = counted.n === UNKNOWN_COUNT && count.beyondWalk ? await countOf(db, count.beyondWalk) : counted.n;
  if (n <= count.cap) return exact(n);
  // Past the end ("Laatste pagina" of an estimate that was too high): there are at most `offset`.
  if (rows === 0 && count.upTo) return exact(await countOf(db, count.upTo(offset)));
  const estimate = counted.estimate ?? (await count.estimate());
  if (count.upTo && count.exactUpTo !== undefined && estimate < count.exactUpTo) {
    const tally = await countOf(db, count.upTo(count.exactUpTo + 1));
    if (tally <= count.exactUpTo) return exact(tally);
    return { json, rows, total: totalOf(shown, count.exactUpTo, tally, estimate), estimated: true };
  }
  return { json, rows, total: totalOf(shown, count.cap, n, estimate), estimated: true };
}

/** The page and, when it is full, the capped count, in one statement. */
async function pageAndCount(
  db: Database,
  page: SQLWrapper,
  count: Counter,
  { offset, limit, keep }: { offset: number; limit: number; keep: boolean },
): Promise<Counted> {
  const proves = offset === 0 ? sql`< ${limit}` : sql`between 1 and ${limit - 1}`;
  const statement = sql`with ${count.with ? sql`${count.with}, ` : sql``}page as (${page})
    select ${PAGE_AS_JSON},
      case when (select count(*) from page) ${proves} then null else (${count.capped}) end as n`;
  type Answer = { json: string; rows: number | string | bigint; n: number | string | bigint | null };
  const result = keep
    ? await executeKept<Answer>(db, statement)
    : ((await db.execute(statement)) as unknown as { rows: Answer[] });
  const [answer] = result.rows;
  return { json: answer.json, rows: Number(answer.rows), n: answer.n === null ? null : Number(answer.n) };
}

/**
 * The page, its capped count and the estimate at once, on a pool: a common word's capped count
 * takes as long as its page (PostgreSQL, "eneco" in 6,700 of 100,000 contracts: page ~1 ms, count
 * ~2 ms), so the three are asked at once rather than one after the other. A page that does not
 * `needsCount` (it proves its total, or a walk did not fill it) is answered without waiting for
 * them ("energie utrecht", whose matches all lie beyond the walk: its count through the search's
 * index took 7 ms, the page 2 ms).
 */
async function pageBesideCount(
  db: Database,
  page: SQLWrapper,
  count: Counter,
  needsCount: (rows: number) => boolean,
): Promise<Counted> {
  type Answer = { json: string; rows: number | string | bigint };
  // Sent first (`then` starts the query), as the page is what the pool should serve first.
  const paging = db
    .execute(sql`with page as (${page}) select ${PAGE_AS_JSON}`)
    .then((result) => result as unknown as { rows: Answer[] });
  const counting = Promise.all([countOf(db, count.capped), count.estimate()]);
  // Not awaited when the page is enough (below): it finishes on its own connection, unheard.
  counting.catch(() => undefined);
  const [answer] = (await paging).rows;
  const rows = Number(answer.rows);
  if (!needsCount(rows)) return { json: answer.json, rows, n: null };
  const [n, estimate] = await counting;
  return { json: answer.json, rows, n, estimate };
}

/** What a count statement (`select count(*) …`) answers. */
async function countOf(db: Database, statement: SQL): Promise<number> {
  const result = (await db.execute(statement)) as unknown as { rows: { count: number | string | bigint }[] };
  return Number(result.rows[0].count);
}

const totalOf = (page: Page, cap: number, n: number, estimate: number): number =>
  n <= cap ? n : Math.max(estimate, lowerBound(page, cap));
