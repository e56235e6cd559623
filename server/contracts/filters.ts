/**
 * The contract list's own filters (status, deadlines within N days) in SQL over the stored current
 * term (kept current by terms.ts). The same conditions count the dashboard numbers, so a number
 * and the list it links to always agree. Mirrors contractStatus (src/schema/contract-dates.ts); an
 * API test checks the two against each other.
 */
import { and, between, eq, gt, inArray, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  addDays,
  addMonths,
  CONTRACT_STATUSES,
  type ContractStatus,
  ENDING_OUTCOMES,
  SOON_DAYS,
} from '../../src/schema/contract-dates';
import { contractDocuments } from '../db/contract-tables';
import { ApiError } from '../http/errors';
import { estimateRows } from '../resources/count';
import type { FilterContext } from '../resources/extensions';
import type { Executor } from '../resources/hooks';
import { documentQuery } from './document-text';

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
 * Up to this many documents holding a search's words, the list finds their contracts through the
 * documents' word index; beyond, it checks the contracts it walks one by one instead.
 */
const FEW_DOCUMENTS = 2000;
/** What prepareContractFilter reads first to tell none and few from more. */
const FEW_DOCUMENTS_AT_ONCE = 200;
/** An estimate this far above FEW_DOCUMENTS is not a misjudged "few" (see prepareContractFilter). */
const SURELY_MANY_DOCUMENTS = 5 * FEW_DOCUMENTS;

/**
 * How the list's search reaches into the documents (see contractFilters.q): its word query, as a
 * constant the planner can estimate, and whether few or many documents hold it.
 */
interface DocumentReach {
  query: string;
  documents: 'none' | 'few' | 'many';
}

/** The contract list's prepareFilter: the search `q` as a word query, and how many documents hold it. */
export async function prepareContractFilter(
  db: Executor,
  raw: string | undefined,
  tenant: number | null,
): Promise<DocumentReach | undefined> {
  let q: unknown;
  try {
    q = raw === undefined ? undefined : (JSON.parse(raw) as { q?: unknown })?.q;
  } catch {
    return undefined; // the filter's own parse answers it with a 400
  }
  if ((typeof q !== 'string' && typeof q !== 'number') || String(q).trim() === '' || String(q).length > 200)
    return undefined;
  const [{ query }] = (
    (await db.execute(sql`select ${documentQuery(String(q))}::text as query`)) as unknown as {
      rows: { query: string }[];
    }
  ).rows;
  const d = contractDocuments;
  const holds = and(
    sql`${d.words} @@ ${query}::tsquery`,
    tenant == null ? undefined : eq(d.companyId, tenant),
  );
  const held = async (limit: number) =>
    (await db.select({ one: sql`1` }).from(d).where(holds).limit(limit)).length;
  // Most searches (a name, a number) are in no or a few documents: one short read says so.
  const some = await held(FEW_DOCUMENTS_AT_ONCE + 1);
  if (some <= FEW_DOCUMENTS_AT_ONCE) return { query, documents: some === 0 ? 'none' : 'few' };
  // A word in most documents is among the words the planner keeps counts of: its estimate says
  // "many" without reading thousands of rows (7 ms at 100,000 documents) to count them.
  if ((await estimateRows(db, sql`select 1 from ${d} where ${holds}`)) > SURELY_MANY_DOCUMENTS)
    return { query, documents: 'many' };
  return { query, documents: (await held(FEW_DOCUMENTS + 1)) > FEW_DOCUMENTS ? 'many' : 'few' };
}

export const contractFilters = {
  /**
   * The search also finds contracts whose documents hold its words (document-text.ts), in the
   * form prepareContractFilter chose. None: nothing is added. Few: their contracts' ids, looked up
   * once through the documents' word index, so the contracts' own search index still serves the
   * rest of the condition. Many (or unprepared): a lookup per contract the list walks in its order,
   * which finds a page of a common word within its first rows; a scalar subquery, so the planner
   * cannot turn it into one pass over every document.
   */
  q(value: unknown, { columns, tenant, prepared }: FilterContext): SQL {
    const reach = prepared as DocumentReach | undefined;
    // The most common search (a name, a number) is in no document: nothing to add.
    if (reach?.documents === 'none') return sql`false`;
    const d = contractDocuments;
    const own = tenant == null ? sql`` : sql` and ${d.companyId} = ${tenant}`;
    const query = reach ? sql`${reach.query}::tsquery` : documentQuery(String(value));
    const holds = sql`${d.words} @@ ${query}${own}`;
    if (reach?.documents === 'few')
      return sql`${columns.id} = any(array(select ${d.contractId} from ${d} where ${holds}))`;
    return sql`(select true from ${d} where ${d.contractId} = ${columns.id} and ${holds} limit 1)`;
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
