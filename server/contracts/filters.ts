/**
 * The contract list's own filters (status, deadlines within N days) in SQL over the stored current
 * term (kept current by terms.ts). The same conditions count the dashboard numbers, so a number
 * and the list it links to always agree. Mirrors contractStatus (src/schema/contract-dates.ts); an
 * API test checks the two against each other.
 */
import { and, between, eq, gt, inArray, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays, CONTRACT_STATUSES, type ContractStatus, SOON_DAYS } from '../../src/schema/contract-dates';
import { contractDocuments } from '../db/contract-tables';
import { ApiError } from '../http/errors';
import type { FilterContext } from '../resources/extensions';
import { searchPattern } from '../resources/query';

const bad = (message: string) => new ApiError(400, message);

const MAX_DAYS = 3650;

type Columns = Record<string, PgColumn>;

const open = (c: Columns): SQL => eq(c.archived, false);
const within = (column: PgColumn, today: string, days: number): SQL =>
  between(column, today, addDays(today, days));
const noticeSoon = (c: Columns, today: string): SQL => within(c.noticeDeadline, today, SOON_DAYS);
const notNoticeSoon = (c: Columns, today: string): SQL =>
  or(isNull(c.noticeDeadline), not(noticeSoon(c, today))) as SQL;

/** The contracts with this status today. */
export function statusCondition(status: ContractStatus, c: Columns, today: string): SQL {
  switch (status) {
    case 'archived':
      return eq(c.archived, true);
    case 'expired':
      return and(open(c), lt(c.currentEndsAt, today)) as SQL;
    case 'notice_soon':
      return and(open(c), noticeSoon(c, today)) as SQL;
    case 'ending_soon':
      return and(open(c), within(c.currentEndsAt, today, SOON_DAYS), notNoticeSoon(c, today)) as SQL;
    case 'active':
      return and(
        open(c),
        or(isNull(c.currentEndsAt), gt(c.currentEndsAt, addDays(today, SOON_DAYS))),
        notNoticeSoon(c, today),
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

/** Not archived, the end date within the next N days (today included). */
export const endsWithinCondition = (c: Columns, today: string, days: number): SQL =>
  and(open(c), within(c.currentEndsAt, today, days)) as SQL;

/** Not archived, the notice deadline within the next N days (today included). */
export const noticeWithinCondition = (c: Columns, today: string, days: number): SQL =>
  and(open(c), within(c.noticeDeadline, today, days)) as SQL;

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

export const contractFilters = {
  /**
   * The search also finds contracts whose documents' text holds it (document-text.ts): their ids
   * are looked up once through the documents' trigram index, so the contracts' own search index
   * still serves the rest of the condition.
   */
  q(value: unknown, { columns, tenant }: FilterContext): SQL {
    const d = contractDocuments;
    const own = tenant == null ? sql`` : sql` and ${d.companyId} = ${tenant}`;
    return sql`${columns.id} = any(array(select ${d.contractId} from ${d}
      where ${d.text} ilike ${searchPattern(String(value))}${own}))`;
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
  endsWithin: daysFilter('endsWithin', endsWithinCondition),
  noticeWithin: daysFilter('noticeWithin', noticeWithinCondition),
  expiredWithin: daysFilter('expiredWithin', expiredWithinCondition),
};
