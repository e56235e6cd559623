/**
 * The contract list's own filters (status, deadlines within N days) in SQL over the stored current
 * term (kept current by terms.ts). The same conditions count the dashboard numbers, so a number
 * and the list it links to always agree. Mirrors contractStatus (src/schema/contract-dates.ts); an
 * API test checks the two against each other.
 */
import {
  and,
  between,
  eq,
  getTableColumns,
  getTableName,
  gt,
  inArray,
  isNull,
  lt,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  addDays,
  addMonths,
  CONTRACT_STATUSES,
  type ContractStatus,
  ENDING_OUTCOMES,
  SOON_DAYS,
} from '../../src/schema/contract-dates';
import { contracts } from '../../src/schema/resources/contracts';
import { DOCUMENT_WORDS_COLUMN } from '../db/document-words';
import { PlanMemory, remembered } from '../db/plan-memory';
import { resourceTables } from '../db/resource-tables';
import { searchPieces } from '../db/search-pieces';
import { ApiError } from '../http/errors';
import { estimateRows } from '../resources/count';
import type { FilterContext, PreparedFilter } from '../resources/extensions';
import type { Executor } from '../resources/hooks';
import { searchCondition } from '../resources/query';
import { documentQuery, searchWords } from './document-text';

const contractsTable = resourceTables.contracts;

const bad = (message: string) => new ApiError(400, message);

const MAX_DAYS = 3650;

type Columns = Record<string, PgColumn>;

const open = (c: Columns): SQL => eq(c.archived, false);
const within = (column: PgColumn, today: string, days: number): SQL =>
  between(column, today, addDays(today, days));
const noticeSoon = (c: Columns, today: string): SQL => within(c.noticeDeadline, today, SOON_DAYS);
const notNoticeSoon = (c: Columns, today: string): SQL =>
  or(isNull(c.noticeDeadline), not(noticeSoon(c, today))) as SQL;
/** The term running now is the handled one (isHandled in src/schema/contract-dates.ts). */
export const handled = (c: Columns): SQL => sql`coalesce(${c.handledTermEndsAt} = ${c.currentEndsAt}, false)`;
const notHandled = (c: Columns): SQL => not(handled(c));
/** Handled with an outcome that ends the contract with that term (endsWithTerm). */
const endsWithHandledTerm = (c: Columns): SQL =>
  and(handled(c), inArray(c.handledOutcome, [...ENDING_OUTCOMES])) as SQL;

/** The contracts with this status today. */
export function statusCondition(status: ContractStatus, c: Columns, today: string): SQL {
  const running = sql`${c.currentEndsAt} >= ${today}`;
  switch (status) {
    case 'archived':
      return eq(c.archived, true);
    case 'expired':
      return and(open(c), lt(c.currentEndsAt, today)) as SQL;
    case 'cancelled':
      return and(open(c), running, endsWithHandledTerm(c)) as SQL;
    case 'notice_soon':
      return and(open(c), noticeSoon(c, today), notHandled(c)) as SQL;
    case 'ending_soon':
      return and(
        open(c),
        within(c.currentEndsAt, today, SOON_DAYS),
        notNoticeSoon(c, today),
        notHandled(c),
      ) as SQL;
    case 'active':
      return and(
        open(c),
        or(
          isNull(c.currentEndsAt),
          and(running, handled(c), not(endsWithHandledTerm(c))),
          and(gt(c.currentEndsAt, addDays(today, SOON_DAYS)), notNoticeSoon(c, today), notHandled(c)),
        ),
      ) as SQL;
  }
}

/**
 * The status of each row today in SQL, for the stored status (terms.ts keeps it current). The
 * conditions above exclude each other, so their order here does not matter.
 */
export const statusCase = (c: Columns, today: string): SQL =>
  sql`(case ${sql.join(
    CONTRACT_STATUSES.map((status) => sql`when ${statusCondition(status, c, today)} then ${status}`),
    sql` `,
  )} end)`;

/** Not archived and not ended: what a company has running today. */
export const runningCondition = (c: Columns, today: string): SQL =>
  and(open(c), or(isNull(c.currentEndsAt), sql`${c.currentEndsAt} >= ${today}`)) as SQL;

/**
 * Not archived, the end date within the next N days (today included). A handled term counts only
 * when it really ends (cancelled or replaced): one left to renew, or renewed, does not end then.
 */
export const endsWithinCondition = (c: Columns, today: string, days: number): SQL =>
  and(open(c), within(c.currentEndsAt, today, days), or(notHandled(c), endsWithHandledTerm(c))) as SQL;

/** Not archived, the notice deadline within the next N days (today included), not handled yet. */
export const noticeWithinCondition = (c: Columns, today: string, days: number): SQL =>
  and(open(c), within(c.noticeDeadline, today, days), notHandled(c)) as SQL;

/**
 * Not archived, with a deadline counted by the two conditions above (a notice deadline not yet
 * handled, an end that will come) from `from` to `to`: the dashboard's chart of the months ahead.
 */
export const deadlineBetweenCondition = (c: Columns, from: string, to: string): SQL =>
  and(
    open(c),
    or(
      and(between(c.noticeDeadline, from, to), notHandled(c)),
      and(between(c.currentEndsAt, from, to), or(notHandled(c), endsWithHandledTerm(c))),
    ),
  ) as SQL;

/** In the month 'YYYY-MM' from today on (a month gone by holds none): the chart's bars. */
export function deadlineMonthCondition(c: Columns, today: string, month: string): SQL {
  const first = `${month}-01`;
  const from = first < today ? today : first;
  return deadlineBetweenCondition(c, from, addDays(addMonths(first, 1), -1));
}

/** Not archived, ended in the last N days (yesterday back to today − N). */
export const expiredWithinCondition = (c: Columns, today: string, days: number): SQL =>
  and(open(c), between(c.currentEndsAt, addDays(today, -days), addDays(today, -1))) as SQL;

function daysOf(key: string, value: unknown): number {
  const n = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_DAYS)
    throw bad(`Filter ${key}: expected a number of days from 0 to ${MAX_DAYS}`);
  return n;
}

const daysFilter =
  (key: string, build: (c: Columns, today: string, days: number) => SQL) =>
  (value: unknown, { columns, today }: FilterContext): SQL =>
    build(columns, today, daysOf(key, value));

/**
 * Up to this many contracts matching a search (the planner's estimate), a page gathers them all
 * through the search's indexes before ordering them (~3 µs each). A word of the search in more
 * contracts' documents than this costs more to look up in the word index (every contract holding
 * it, ~10 ms for 100,000) than to test contract by contract in the page's order.
 */
const FEW_MATCHES = 2000;

/**
 * The planner's estimates of a search, by company and text, for a minute per database: the list
 * asks again on every page, sort and refresh, and on the embedded database they were half a
 * searched page's time (an `EXPLAIN` of a text search costs 1.5–2.5 ms there, matching the pattern
 * against the column's 1,000 samples). The page and its count are read every time.
 */
export const searchEstimates = new PlanMemory<Promise<number[]>>();

/**
 * Whether the planner has seen any contract's document words: the column's statistics list the
 * words most common in its sample. Without any, its estimate of a word is a fixed share of the
 * contracts (2 % for a word's beginning: 2,001 of 100,000 contracts without a single document),
 * which made every search look like a common word's and walk, testing each contract's words.
 */
async function documentWordsSeen(db: Executor): Promise<boolean> {
  const result = (await db.execute(sql`select 1 from pg_stats
    where schemaname = current_schema() and tablename = ${getTableName(contractsTable)}
      and attname = ${DOCUMENT_WORDS_COLUMN} and most_common_elems is not null`)) as unknown as {
    rows: unknown[];
  };
  return result.rows.length > 0;
}

/** A search's word query for the documents, as a constant the planner can estimate. */
interface DocumentSearch extends PreparedFilter {
  /** '' when no contract's documents hold the search: the fields alone are searched. */
  query: string;
  /** Of a search of several words, the one in the fewest contracts' documents (see documentsHold). */
  rarest?: string;
}

/**
 * The contract list's prepareFilter: the search `q` as a word query (worked out by the database,
 * which parses documents the same way), and how the list finds its contracts, from the planner's
 * estimates of the contracts its fields match, its words all match, and each word matches.
 */
export async function prepareContractFilter(
  db: Executor,
  raw: string | undefined,
  tenant: number | null,
): Promise<DocumentSearch | undefined> {
  let q: unknown;
  try {
    q = raw === undefined ? undefined : (JSON.parse(raw) as { q?: unknown })?.q;
  } catch {
    return undefined; // the filter's own parse answers it with a 400
  }
  if ((typeof q !== 'string' && typeof q !== 'number') || String(q).trim() === '' || String(q).length > 200)
    return undefined;
  const text = String(q);
  const [search, indexPieces] = await Promise.all([
    rowsOfSearch(db, text, tenant),
    searchPieces(db, contractsTable, text),
  ]);
  return indexPieces ? { ...search, indexPieces } : search;
}

/** How the list finds the contracts a search `q` matches (see prepareContractFilter). */
async function rowsOfSearch(db: Executor, q: string, tenant: number | null): Promise<DocumentSearch> {
  const words = await searchWords(db, q);
  const query = words.join(' & ');
  const c = getTableColumns(contractsTable) as Record<string, PgColumn>;
  const own = tenant == null ? undefined : eq(c.companyId, tenant);
  const matching = (condition: SQL | undefined) =>
    sql`select 1 from ${contractsTable} where ${and(own, condition)}`;
  const estimate = (condition: SQL | undefined) => estimateRows(db, matching(condition));
  // The estimates side by side (on a database pool): the fields' match, and the documents' for all
  // the words and for each word (one word's is that of all words). Before the planner has seen any
  // document words its estimates of them are defaults (documentWordsSeen): 0, so the look in the
  // word index below decides.
  const [inFields, inDocuments, ...perWord] = await remembered(searchEstimates, db, `${tenant} ${q}`, () => {
    const seen = documentWordsSeen(db);
    return Promise.all([
      estimate(searchCondition(contracts, c, q)),
      ...[query, ...(words.length > 1 ? words : [])].map(async (part) =>
        (await seen) ? estimate(documentsHold(c, part)) : 0,
      ),
    ]);
  });
  // Every word in many contracts' documents: looking any of them up reads most contracts.
  const fewest = words.length > 1 ? Math.min(...perWord) : inDocuments;
  if (fewest > FEW_MATCHES) return { query, rows: 'walk' };
  const rarest = words.length > 1 ? words[perWord.indexOf(fewest)] : undefined;
  // Few in all: gathered through both indexes at once, where documents that hold none of it cost
  // one look in the word index inside the page's own statement.
  if (inFields > 0 && inFields + inDocuments <= FEW_MATCHES) return { query, rarest, rows: 'gather' };
  // Most searches (a name, a number) are in no document: one look in the word index says so, and
  // the list is the fields' search alone (no document words tested row by row as a page walks).
  // A CTE is planned for all its rows, so through the index: planned for the first row, a few
  // expected matches made a scan of every contract look cheaper (76 ms on PGlite when none holds it).
  const held = (await db.execute(
    sql`with held as materialized (${matching(documentsHold(c, query, rarest))}) select 1 from held limit 1`,
  )) as unknown as { rows: unknown[] };
  if (held.rows.length === 0) return withFields(inFields, 0, { query: '' });
  return withFields(inFields, inDocuments, { query, rarest });
}

/**
 * How the list finds the contracts the fields (`inFields`, the planner's estimate) or the documents
 * match: few in all are found through the indexes, then ordered and counted (exactly) in one pass.
 * An estimate the planner could not give (0) gathers nothing it does not know to be few. Many: a
 * bounded walk along the page's order, which gathers them when they lie deep in it (count.ts). Its
 * count walks too for many documents (their word index lists every contract holding a word) and
 * for none: the walk then tests the short search text the opening order's index carries, without a
 * table page (search-text.ts: searchMatchByRow), where the trigram index counted a few thousand matches
 * in ~2 ms. A few documents' words are tested on the table's rows, so their count reads the indexes.
 */
function withFields(inFields: number, inDocuments: number, search: DocumentSearch): DocumentSearch {
  if (inFields > 0 && inFields + inDocuments <= FEW_MATCHES) return { ...search, rows: 'gather' };
  const walksCount = inDocuments > FEW_MATCHES || search.query === '';
  return { ...search, rows: walksCount ? 'walk' : 'walk-page' };
}

/**
 * The contract's documents hold every word of the search (document-words.ts); none when it has no
 * words. With `rarest`, the word index is read for that word alone and the whole search tested on
 * the contracts it finds (`ts_match_vq` is `@@` as a function, which no index answers): the word
 * index would otherwise read every word's entry, and a common word's lists most contracts ("energie
 * utrecht": ~10 ms for the word "energie" alone in 100,000 contracts' documents).
 */
const documentsHold = (columns: Columns, query: string | SQL, rarest?: string): SQL => {
  if (query === '') return sql`false`;
  const all = typeof query === 'string' ? sql`${query}::tsquery` : query;
  if (rarest === undefined) return sql`${columns.documentWords} @@ ${all}`;
  return sql`(${columns.documentWords} @@ ${rarest}::tsquery and ts_match_vq(${columns.documentWords}, ${all}))`;
};

export const contractFilters = {
  /**
   * The search also finds contracts whose documents together hold its words (document-words.ts):
   * one word index on the contracts, next to their search text's, so a few matches are one bitmap.
   */
  q(value: unknown, { columns, prepared }: FilterContext): SQL {
    const search = prepared as DocumentSearch | undefined;
    if (!search) return documentsHold(columns, documentQuery(String(value)));
    return documentsHold(columns, search.query, search.rarest);
  },
  // The stored status is today's: the server refreshed it before this read (terms.ts).
  status(value: unknown, { columns }: FilterContext): SQL {
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0 || values.length > CONTRACT_STATUSES.length)
      throw bad('Filter status: expected a status');
    for (const status of values) {
      if (!CONTRACT_STATUSES.includes(status as ContractStatus))
        throw bad(`Filter status: expected one of ${CONTRACT_STATUSES.join(', ')}`);
    }
    return inArray(columns.storedStatus, values as ContractStatus[]);
  },
  running(value: unknown, { columns, today }: FilterContext): SQL {
    if (value !== true && value !== 'true') throw bad('Filter running: expected true');
    return runningCondition(columns, today);
  },
  /** 'YYYY-MM': a deadline in that month, from today on (the chart's bars). */
  deadlineMonth(value: unknown, { columns, today }: FilterContext): SQL {
    if (typeof value !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value))
      throw bad('Filter deadlineMonth: expected a month as YYYY-MM');
    return deadlineMonthCondition(columns, today, value);
  },
  endsWithin: daysFilter('endsWithin', endsWithinCondition),
  noticeWithin: daysFilter('noticeWithin', noticeWithinCondition),
  expiredWithin: daysFilter('expiredWithin', expiredWithinCondition),
};
