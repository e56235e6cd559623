/**
 * A list's Content-Range total beyond the count cap (1,000): exact up to EXACT_COUNT_LIMIT rows
 * however wrong the planner's estimate is, so the last page exists; beyond it an estimate, marked
 * with X-Total-Estimated; and an empty page past the end answers the exact total.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP, EXACT_COUNT_LIMIT } from '../../../server/resources/count';
import { ESTIMATED_TOTAL_HEADER } from '../../../src/schema/list-total';
import { companyIdOf, setupTestApp } from '../harness';

const t = setupTestApp();
let token = '';
let companyId = 0;

const addContacts = (lastName: string, n: number) =>
  t.database.db.execute(sql`
    insert into contacts (company_id, first_name, last_name)
    select ${companyId}, 'Rij ' || i, ${lastName} from generate_series(1, ${n}) as i`);

const contactsOfCompany = async (): Promise<number> => {
  const result = (await t.database.db.execute(
    sql`select count(*) as n from contacts where company_id = ${companyId}`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0].n);
};

async function page(from: number, to: number) {
  const url = `/api/contacts?sort=${encodeURIComponent(JSON.stringify(['lastName', 'ASC']))}&range=${encodeURIComponent(
    JSON.stringify([from, to]),
  )}`;
  const answer = await t.call({ method: 'GET', url, token });
  expect(answer.statusCode, answer.body).toBe(200);
  const range = /\/(\d+)$/.exec(String(answer.headers['content-range']));
  return {
    rows: (answer.json() as unknown[]).length,
    total: Number(range?.[1]),
    estimated: answer.headers[ESTIMATED_TOTAL_HEADER] === 'true',
  };
}

beforeAll(async () => {
  token = await t.login('beheerder@demo.nl');
  companyId = await companyIdOf(t, 'beheerder@demo.nl');
});

describe('a list beyond the count cap', () => {
  it('answers the exact total while the planner still counts the rows since removed', async () => {
    // The statistics say 3,000 more rows; half of them are gone since: the estimate is stale.
    await addContacts('Weg', 1500);
    await addContacts('Blijft', 1500);
    await t.database.db.execute(sql`analyze contacts`);
    await t.database.db.execute(sql`delete from contacts where last_name = 'Weg'`);
    const total = await contactsOfCompany();
    expect(total).toBeGreaterThan(COUNT_CAP);

    expect(await page(0, 24)).toEqual({ rows: 25, total, estimated: false });
    // The last page of that total holds the last rows.
    const lastFrom = Math.floor((total - 1) / 25) * 25;
    expect(await page(lastFrom, lastFrom + 24)).toEqual({ rows: total - lastFrom, total, estimated: false });
  });

  it('beyond the exact limit: an estimate, said to be one, never below what the pages show', async () => {
    await addContacts('Veel', EXACT_COUNT_LIMIT);
    await t.database.db.execute(sql`analyze contacts`);
    const first = await page(0, 24);
    expect(first).toMatchObject({ rows: 25, estimated: true });
    expect(first.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
  });

  it('an empty page past the end answers no rows and the exact total', async () => {
    const total = await contactsOfCompany();
    // Far past any estimate of the list.
    expect(await page(total + 5000, total + 5024)).toEqual({ rows: 0, total, estimated: false });
  });
});
