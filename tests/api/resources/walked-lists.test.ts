/**
 * A walked list (server/resources/count.ts: a search tested row by row along the page's order, at
 * most WALK_ROWS rows) answers the same pages and totals as the list itself, wherever its matches
 * lie: spread along the order, all of them past the walk, or too few along it for the count's cap.
 * On PostgreSQL the page and its count run side by side, on the embedded database in one statement.
 * A walk tests each row on the short search text its sort index carries, and a row whose text is
 * too long for that on the stored text (server/db/search-text.ts: searchMatchByRow).
 */
import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceTables } from '../../../server/db/resource-tables';
import { SEARCH_SHORT_BYTES } from '../../../server/db/search-text';
import {
  listing,
  named,
  pageWithTotal,
  type RowSearch,
  SEARCH_COUNT_CAP,
  WALK_ROWS,
} from '../../../server/resources/count';
import { searchCondition } from '../../../server/resources/query';
import { contacts } from '../../../src/schema/resources/contacts';
import { companyIdOf, setupTestApp } from '../harness';

const t = setupTestApp();
let companyId = 0;

/** Contacts "Rij 0001" … in last-name order; every one "Overal", the last 300 "Laat", every 50th "Schaars". */
const ROWS = WALK_ROWS + 600;
const LATE_FROM = WALK_ROWS + 301;
const table = resourceTables.contacts;
const columns = getTableColumns(table) as Record<string, PgColumn>;

beforeAll(async () => {
  companyId = await companyIdOf(t, 'beheerder@demo.nl');
  await t.database.db.execute(sql`
    insert into contacts (company_id, first_name, last_name)
    select ${companyId},
      'Overal' || case when i >= ${LATE_FROM} then ' Laat' else '' end || case when i % 50 = 0 then ' Schaars' else '' end,
      'Rij ' || lpad(i::text, 4, '0')
    from generate_series(1, ${ROWS}) as i`);
  await t.database.db.execute(sql`analyze contacts`);
});

const rij = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => `Rij ${String(from + k).padStart(4, '0')}`);

/** Whether the last walked list was gathered after all (its walk did not fill the page). */
let lastGathered = false;

/** The list of contacts whose search matches `q`, walked, as the routes ask it (routes.ts). */
async function walked(q: string, offset: number, limit: number, form: RowSearch = 'walk') {
  lastGathered = false;
  const where = and(eq(columns.companyId, companyId), sql`${columns.lastName} like 'Rij %'`);
  const search = searchCondition(contacts, columns, q) as SQL;
  const walkedSearch = searchCondition(contacts, columns, q, { byRow: table });
  const orderBy = [asc(columns.lastName), asc(columns.id)];
  const sortColumns = [columns.lastName, columns.id];
  const list = { where, search, walkedSearch, orderBy, sortColumns, limit, offset, cap: SEARCH_COUNT_CAP };
  const found = (rows: RowSearch) =>
    listing(t.database.db, table, columns.id, named({ lastName: columns.lastName }), list, rows);
  const { page, count } = found(form);
  const answer = await pageWithTotal(t.database.db, page, count, {
    offset,
    limit,
    search: true,
    gather: () => {
      lastGathered = true;
      return found('gather');
    },
  });
  return {
    names: (JSON.parse(answer.json) as { lastName: string }[]).map((row) => row.lastName),
    total: answer.total,
  };
}

describe('a walked list', () => {
  it('finds a page of matches spread along the order within the walk, and counts to the cap', async () => {
    const first = await walked('overal', 0, 25);
    expect(first.names).toEqual(rij(1, 25));
    expect(first.total).toBeGreaterThan(SEARCH_COUNT_CAP);
  });

  it('gathers the matches that all lie past the walk: the pages in order, the total exact', async () => {
    for (const form of ['walk', 'walk-page'] as const) {
      expect(await walked('laat', 0, 25, form)).toEqual({
        names: rij(LATE_FROM, LATE_FROM + 24),
        total: 300,
      });
      expect(await walked('laat', 275, 25, form)).toEqual({ names: rij(ROWS - 24, ROWS), total: 300 });
      expect(await walked('laat', 300, 25, form)).toEqual({ names: [], total: 300 });
    }
  });

  it('counts through the index when only the page walks', async () => {
    const schaars = rij(1, ROWS).filter((_, k) => (k + 1) % 50 === 0);
    expect(await walked('schaars', 25, 25, 'walk-page')).toEqual({
      names: schaars.slice(25, 50),
      total: schaars.length,
    });
  });

  it('counts every row when the walk holds a full page but fewer matches than the cap', async () => {
    const schaars = rij(1, ROWS).filter((_, k) => (k + 1) % 50 === 0);
    expect(schaars.length).toBeLessThanOrEqual(SEARCH_COUNT_CAP);
    expect(await walked('schaars', 0, 25)).toEqual({ names: schaars.slice(0, 25), total: schaars.length });
  });

  it('gathers a page deeper than the walk reaches', async () => {
    expect(await walked('overal', ROWS - 25, 25)).toEqual({ names: rij(ROWS - 24, ROWS), total: ROWS });
  });

  it('finds rows whose search text is too long for the sort index on their stored text', async () => {
    // Names no form allows (the API caps them), written straight into the table: past the bound,
    // the walk reads each row's own text, and finds the word at its end within the walk.
    const longName = `${'lang '.repeat(Math.ceil(SEARCH_SHORT_BYTES / 5))}Achteraan`;
    const long = rij(1, 30);
    await t.database.db.execute(sql`
      update contacts set first_name = ${longName}
      where company_id = ${companyId} and last_name between ${long[0]} and ${long[29]}`);
    const unbounded = (await t.database.db.execute(sql`
      select count(*)::int as n from contacts where company_id = ${companyId} and search_short is null`)) as unknown as {
      rows: { n: number }[];
    };
    expect(unbounded.rows[0].n).toBe(30);
    expect(await walked('achteraan', 0, 25)).toEqual({ names: long.slice(0, 25), total: 30 });
    expect(lastGathered).toBe(false);
    expect(await walked('overal', 0, 25)).toEqual({ names: rij(31, 55), total: expect.any(Number) });
    expect(lastGathered).toBe(false);
  });
});
