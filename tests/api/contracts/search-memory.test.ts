/**
 * How a searched contract list finds its rows is remembered for a minute (server/db/plan-memory.ts):
 * the planner's estimates of a search (contracts/filters.ts) and a walk that did not fill its page
 * (resources/routes.ts). What the list answers never is: these tests change the rows under a
 * remembered way and check every answer against the table.
 */
import { type SQL, sql } from 'drizzle-orm';
import { prepareContractFilter, searchEstimates } from '../../../server/contracts/filters';
import { setupTestApp } from '../harness';
import { createContract, numbersHolding, searchedPage } from './fixtures';
import { copiesOf } from './fixtures-documents';

const t = setupTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
});
const listed = (q: string, range: string) => searchedPage(t, admin, q, range);

describe('a searched list remembers how it found its rows', () => {
  it("keeps a search's estimates for a minute, and answers every row however the rows change", async () => {
    // The planner's estimates choose between gathering and walking and are remembered for a
    // minute (filters.ts); the rows and the total are read every time, whatever they chose.
    const holder = await createContract(t, admin, { number: 'MEMO-0' });
    const companyId = holder.companyId as number;
    const formOf = async (q: string) =>
      (await prepareContractFilter(t.database.db, JSON.stringify({ q }), companyId))?.rows;
    const numbersOf = (word: string) => numbersHolding(t, companyId, word);
    try {
      // Few when first asked: gathered. Then 2,500 arrive; the remembered way still finds them all.
      expect(await formOf('memo-')).toBe('gather');
      expect(await listed('memo-', '[0,99]')).toEqual({ numbers: ['MEMO-0'], total: 1 });
      await copiesOf(t, holder.id, 2500, 'MEMO-');
      await t.database.db.execute(sql`analyze contracts`);
      expect(await formOf('memo-')).toBe('gather');
      const all = await numbersOf('memo-');
      expect(all).toHaveLength(2501);
      expect(await listed('memo-', '[0,99]')).toEqual({ numbers: all.slice(0, 100), total: 2501 });
      expect(await listed('memo-', '[2475,2574]')).toEqual({ numbers: all.slice(2475), total: 2501 });
      // Once the minute has passed, the planner is asked again: thousands now, walked.
      const now = Date.now();
      const later = vi.spyOn(Date, 'now').mockReturnValue(now + searchEstimates.keptMs + 1);
      try {
        expect(await formOf('memo-')).toBe('walk');
      } finally {
        later.mockRestore();
      }
      // Walked when last asked; all but ten removed, the remembered walk finds the ten that are left.
      expect(await formOf('memo-')).toBe('walk');
      await t.database.db.execute(
        sql`delete from contracts where number like 'MEMO-%' and substr(number, 6)::int % 250 <> 7`,
      );
      const left = await numbersOf('memo-');
      expect(left).toHaveLength(10);
      expect(await formOf('memo-')).toBe('walk');
      expect(await listed('memo-', '[0,24]')).toEqual({ numbers: left, total: 10 });
    } finally {
      await t.database.db.execute(sql`delete from contracts where number like 'MEMO-%'`);
    }
  });

  it('does not walk again, for a minute, a list whose walk did not fill its page', async () => {
    // 2,100 contracts with the earliest notice deadlines, then 2,100 that the search finds: a walk
    // along the deadlines (2,000 rows, count.ts) finds none of them, so the list gathers them.
    const holder = await createContract(t, admin, { number: 'LATE-0' });
    const companyId = holder.companyId as number;
    await copiesOf(t, holder.id, 2100, 'EARLY-');
    await copiesOf(t, holder.id, 2100, 'LATE-');
    await t.database.db.execute(sql`update contracts set notice_deadline = case
      when number like 'EARLY-%' then '2000-01-01'::date else null end
      where number like 'EARLY-%' or number like 'LATE-%'`);
    await t.database.db.execute(sql`analyze contracts`);
    const db = t.database.db as unknown as {
      execute: (query: SQL) => Promise<unknown>;
      dialect: { sqlToQuery: (query: SQL) => { sql: string } };
    };
    /** The list's answer and whether it walked (a statement bounded by the walk's rows). */
    const asked = async () => {
      const execute = vi.spyOn(db, 'execute');
      try {
        const answer = await listed('late-', '[0,24]');
        const statements = execute.mock.calls.map(([query]) => db.dialect.sqlToQuery(query.getSQL()).sql);
        return { ...answer, walked: statements.some((text) => text.includes('"matches"')) };
      } finally {
        execute.mockRestore();
      }
    };
    try {
      const late = (await numbersHolding(t, companyId, 'late-')).slice(0, 25);
      expect(
        await prepareContractFilter(t.database.db, JSON.stringify({ q: 'late-' }), companyId),
      ).toMatchObject({
        rows: 'walk',
      });
      expect(await asked()).toEqual({ numbers: late, total: 2101, walked: true });
      expect(await asked()).toEqual({ numbers: late, total: 2101, walked: false });
      const now = Date.now();
      const later = vi.spyOn(Date, 'now').mockReturnValue(now + searchEstimates.keptMs + 1);
      try {
        expect(await asked()).toEqual({ numbers: late, total: 2101, walked: true });
      } finally {
        later.mockRestore();
      }
    } finally {
      await t.database.db.execute(
        sql`delete from contracts where number like 'EARLY-%' or number like 'LATE-%'`,
      );
    }
  });
});
