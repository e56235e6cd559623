/**
 * A searched list's pages and Content-Range total, and the options search's total: exact while the
 * matches fit the search's count cap (100), never below what the pages hold beyond it, and the
 * rows always the list's own in its order. On PostgreSQL the page, its count and the estimate run
 * side by side (server/resources/count.ts); on the embedded database in one statement: both must
 * answer alike.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '../../../server/resources/count';
import { companyIdOf, setupTestApp } from '../harness';

const t = setupTestApp();
let token = '';
let companyId = 0;

/** How many contacts hold each searched word (the first name is unique per word). */
const HOLDERS = { Kievitsbloem: 7, Boterbloem: 60, Pinksterbloem: 240 } as const;

beforeAll(async () => {
  token = await t.login('beheerder@demo.nl');
  companyId = await companyIdOf(t, 'beheerder@demo.nl');
  for (const [word, n] of Object.entries(HOLDERS)) {
    await t.database.db.execute(sql`
      insert into contacts (company_id, first_name, last_name)
      select ${companyId}, ${word}, 'Veld ' || lpad(i::text, 4, '0') from generate_series(1, ${n}) as i`);
  }
  await t.database.db.execute(sql`analyze contacts`);
});

const listUrl = (q: string, from: number, to: number) =>
  `/api/contacts?filter=${encodeURIComponent(JSON.stringify({ q }))}&sort=${encodeURIComponent(
    JSON.stringify(['lastName', 'ASC']),
  )}&range=${encodeURIComponent(JSON.stringify([from, to]))}`;

async function page(q: string, from: number, to: number) {
  const answer = await t.call({ method: 'GET', url: listUrl(q, from, to), token });
  expect(answer.statusCode, answer.body).toBe(200);
  const range = /^contacts (\d+)-(\d+)\/(\d+)$/.exec(String(answer.headers['content-range']));
  expect(range, String(answer.headers['content-range'])).not.toBeNull();
  return {
    names: (answer.json() as { lastName: string }[]).map((row) => row.lastName),
    total: Number(range?.[3]),
  };
}

const veld = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => `Veld ${String(from + k + 1).padStart(4, '0')}`);

describe('a searched list', () => {
  it('counts a few matches exactly: a page that is not full proves them', async () => {
    expect(await page('kievitsbloem', 0, 24)).toEqual({ names: veld(0, 6), total: 7 });
  });

  it('counts matches within the cap exactly on every page', async () => {
    expect(HOLDERS.Boterbloem).toBeLessThanOrEqual(SEARCH_COUNT_CAP);
    expect(await page('boterbloem', 0, 24)).toEqual({ names: veld(0, 24), total: 60 });
    expect(await page('boterbloem', 25, 49)).toEqual({ names: veld(25, 49), total: 60 });
    expect(await page('boterbloem', 50, 74)).toEqual({ names: veld(50, 59), total: 60 });
  });

  it('beyond the cap: a total the pages can reach, never below a full page and the one after', async () => {
    const first = await page('pinksterbloem', 0, 24);
    expect(first.names).toEqual(veld(0, 24));
    expect(first.total).toBeGreaterThan(SEARCH_COUNT_CAP);
    const deep = await page('pinksterbloem', 200, 224);
    expect(deep.names).toEqual(veld(200, 224));
    expect(deep.total).toBeGreaterThanOrEqual(226);
    // The last page proves the total exactly.
    expect(await page('pinksterbloem', 225, 249)).toEqual({ names: veld(225, 239), total: 240 });
  });

  it('answers an empty page past the end with no rows and the exact total', async () => {
    expect(await page('boterbloem', 100, 124)).toEqual({ names: [], total: 60 });
  });
});

describe('the options search', () => {
  const options = async (q: string, pageNumber: number) => {
    const answer = await t.call({
      method: 'GET',
      url: `/api/contacts/list?q=${encodeURIComponent(q)}&page=${pageNumber}&limit=25`,
      token,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { data: { name: string }[]; meta: { total: number; last_page: number } };
  };

  it('is exact within the cap and reaches every match beyond it', async () => {
    expect((await options('boterbloem', 1)).meta.total).toBe(60);
    const first = await options('pinksterbloem', 1);
    expect(first.data).toHaveLength(25);
    expect(first.meta.total).toBeGreaterThan(SEARCH_COUNT_CAP);
    const last = await options('pinksterbloem', 10);
    expect(last.data).toHaveLength(15);
    expect(last.meta.total).toBe(240);
  });
});
