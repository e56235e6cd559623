/**
 * The search indexes grown by updates are built again (server/db/index-rebuild.ts): on PostgreSQL
 * concurrently, on the embedded database in place; the list's searches answer the same before and
 * after, and an index that did not grow is left alone.
 */
import { sql } from 'drizzle-orm';
import {
  needsRebuild,
  REBUILD_GROWTH,
  rebuildGrownIndexes,
  rebuildsAt,
} from '../../../server/db/index-rebuild';
import { copiesOf } from '../contracts/fixtures-documents';
import { setupTestApp } from '../harness';

const t = setupTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
});

const TRIGRAM_INDEX = 'contracts_search_trgm_idx';
/** Small enough for the test's few thousand contracts; the server leaves indexes under 1 MB alone. */
const MIN_BYTES = 64 * 1024;
const COPIES = 4000;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const sizeOf = async (index: string) =>
  Number((await rows<{ bytes: string }>(sql`select pg_relation_size(${index}::regclass) as bytes`))[0].bytes);
/** What PostgreSQL's autovacuum or the embedded database's maintenance job does after the updates. */
const vacuum = () => t.database.db.execute(sql`vacuum (analyze) contracts`);
/** A searched first page: its numbers and the total it names. */
const searched = async (q: string) => {
  const response = await t.call({
    method: 'GET',
    url: `/api/contracts?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=[0,24]`,
    token: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  const numbers = (response.json() as { number: string }[]).map((row) => row.number);
  return { numbers, total: response.headers['content-range'] };
};

describe('search indexes grown by updates', () => {
  it('are built again once grown past their size when built, and answer the same', async () => {
    const [{ id }] = await rows<{ id: number }>(sql`select id from contracts order by id limit 1`);
    await copiesOf(t, id, COPIES, 'HERBOUW-');
    await vacuum();
    // First run: no index was measured after a build, so each one large enough is built and measured.
    expect(await rebuildGrownIndexes(t.database, MIN_BYTES)).toContain(TRIGRAM_INDEX);
    expect(await rebuildGrownIndexes(t.database, MIN_BYTES)).toEqual([]);
    const built = await sizeOf(TRIGRAM_INDEX);
    const before = await searched('herbouw-3');
    expect(before.numbers).toHaveLength(25);

    // Every copy changed twice: each change writes its words into the index again.
    for (const mark of ['a', 'b'])
      await t.database.db.execute(
        sql`update contracts set reference = ${`qzxherbouw${mark}`} where number like 'HERBOUW-%'`,
      );
    await vacuum();
    const grown = await sizeOf(TRIGRAM_INDEX);
    expect(grown).toBeGreaterThan(REBUILD_GROWTH * built);

    expect(await rebuildGrownIndexes(t.database, MIN_BYTES)).toContain(TRIGRAM_INDEX);
    expect(await sizeOf(TRIGRAM_INDEX)).toBeLessThan(0.6 * grown);
    const [{ valid }] = await rows<{ valid: boolean }>(
      sql`select indisvalid as valid from pg_index where indexrelid = ${TRIGRAM_INDEX}::regclass`,
    );
    expect(valid).toBe(true);
    expect(await searched('herbouw-3')).toEqual(before);
    const changed = (await searched('qzxherbouwb')).numbers;
    expect(changed).toHaveLength(25);
    expect(changed.every((number) => number.startsWith('HERBOUW-'))).toBe(true);
    expect(await rebuildGrownIndexes(t.database, MIN_BYTES)).toEqual([]);
  });

  it('are left alone while under 1 MB or within their growth', async () => {
    // The demo's indexes are small: the server's own threshold rebuilds none of them.
    expect(await rebuildGrownIndexes(t.database)).toEqual([]);
    expect(needsRebuild(150, 100)).toBe(false);
    expect(needsRebuild(151, 100)).toBe(true);
    expect(needsRebuild(10, undefined)).toBe(true);
  });

  it('are rebuilt on the embedded database only at night, Dutch time; on PostgreSQL at any hour', () => {
    // 01:59 and 06:00 in the Netherlands in winter (UTC+1), then in summer (UTC+2).
    expect(rebuildsAt('pglite', new Date('2026-12-01T00:59:00Z'))).toBe(false);
    expect(rebuildsAt('pglite', new Date('2026-12-01T01:00:00Z'))).toBe(true);
    expect(rebuildsAt('pglite', new Date('2026-12-01T04:59:00Z'))).toBe(true);
    expect(rebuildsAt('pglite', new Date('2026-12-01T05:00:00Z'))).toBe(false);
    expect(rebuildsAt('pglite', new Date('2026-07-01T00:00:00Z'))).toBe(true);
    expect(rebuildsAt('pglite', new Date('2026-07-01T04:00:00Z'))).toBe(false);
    expect(rebuildsAt('postgres', new Date('2026-12-01T12:00:00Z'))).toBe(true);
  });
});
