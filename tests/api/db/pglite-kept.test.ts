/**
 * The embedded database keeps statements by name (server/db/pglite-kept.ts): a kept statement
 * answers exactly what PGlite's own unnamed query answers, its errors are the database's, and it
 * runs only between transactions, never inside another caller's open one. Any other statement
 * answers what PGlite's own query() answers, in two calls instead of five. In a transaction,
 * statements (kept or not) answer as outside it, and a failed one leaves the transaction to go on
 * from its savepoint.
 */
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type DatabaseHandle, openDatabase } from '../../../server/db/client';
import { executeKept, keptName, prepareKept, SEEN_BEFORE_KEPT } from '../../../server/db/kept-statements';
import { companies } from '../../../server/db/schema';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(() => database.close());

/** Past the name and PostgreSQL's five custom plans, into its kept plan. */
const KEPT_RUNS = SEEN_BEFORE_KEPT + 6;

const byName = (name: string) => sql`select count(*)::int as n from companies where name = ${name}`;
const countNamed = async (name: string) =>
  (await executeKept<{ n: number }>(database.db, byName(name))).rows[0].n;

describe('statements kept by the embedded database', () => {
  it('answer as unnamed ones, for every value and every column type', async () => {
    const { db } = database;
    await db.insert(companies).values([{ name: 'Bewaard Een B.V.' }, { name: 'Bewaard Twee B.V.' }]);
    const select = () =>
      db
        .select()
        .from(companies)
        .where(eq(companies.name, sql.placeholder('name')));
    const kept = prepareKept(select(), 'test_company_by_name');
    expect(keptName(select().toSQL().sql)).toBe('test_company_by_name');
    for (let run = 0; run < KEPT_RUNS; run += 1) {
      for (const name of ['Bewaard Een B.V.', 'Bewaard Twee B.V.', 'Niemand']) {
        const unnamed = await db.select().from(companies).where(eq(companies.name, name));
        expect(await kept.execute({ name })).toEqual(unnamed);
      }
    }
    expect((await kept.execute({ name: 'Bewaard Een B.V.' }))[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('read each type as an unnamed statement does: by the caller’s parsers first, else PGlite’s', async () => {
    // Timestamps and date arrays by the ORM's own parsers (kept as text), arrays of numbers and
    // 64-bit integers by PGlite's, which the kept path finds behind the ORM's.
    const typed = (day: string) => sql`select ${day}::timestamptz as at, array[${day}::date] as days,
      array[1, 2, 3]::int[] as numbers, array[2, 3]::int8[] as big, 9007199254740993::int8 as huge,
      '{"a": [1]}'::jsonb as doc, 7::int8 as seven`;
    const unnamed = (await database.db.execute(typed('2026-02-03'))) as unknown as { rows: unknown[] };
    for (let run = 0; run < KEPT_RUNS; run += 1)
      expect((await executeKept(database.db, typed('2026-02-03'))).rows).toEqual(unnamed.rows);
    expect(keptName(new PgDialect().sqlToQuery(typed('2026-02-03')).sql)).toMatch(/^kept_/);
    expect(unnamed.rows[0]).toMatchObject({
      at: expect.stringMatching(/^2026-02-03 00:00:00/),
      days: '{2026-02-03}',
      numbers: [1, 2, 3],
      big: [2, 3],
      huge: 9007199254740993n,
      doc: { a: [1] },
      seven: 7,
    });
  });

  it('throw the database error of a bad value, and the next statement is answered', async () => {
    const asNumber = (value: string) => sql`select ${value}::int + 1 as n`;
    for (let run = 0; run < KEPT_RUNS; run += 1) await executeKept(database.db, asNumber(String(run)));
    expect(keptName(new PgDialect().sqlToQuery(asNumber('1')).sql)).toMatch(/^kept_/);
    await expect(executeKept(database.db, asNumber('geen getal'))).rejects.toMatchObject({
      cause: { code: '22P02' },
    });
    expect((await executeKept<{ n: number }>(database.db, asNumber('41'))).rows[0].n).toBe(42);
  });

  it('wait for another caller’s open transaction and do not see what it undoes', async () => {
    for (let run = 0; run < KEPT_RUNS; run += 1) await countNamed('Nooit Bewaard B.V.');
    const events: string[] = [];
    let inserted = () => {};
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const undone = database.db
      .transaction(async (tx) => {
        await tx.insert(companies).values({ name: 'Nooit Bewaard B.V.' });
        // In its own transaction the same text sees the row (sent unnamed, through the transaction).
        const own = (await tx.execute(byName('Nooit Bewaard B.V.'))) as unknown as { rows: { n: number }[] };
        events.push(`own ${own.rows[0].n}`);
        inserted();
        await released;
        events.push('rolled back');
        tx.rollback();
      })
      .catch(() => undefined);
    await insertedYet;
    const counted = countNamed('Nooit Bewaard B.V.').then((n) => events.push(`kept ${n}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([undone, counted]);
    expect(events).toEqual(['own 1', 'rolled back', 'kept 0']);
  });
});

describe('statements sent unnamed to the embedded database', () => {
  const client = () => (database.db as unknown as { $client: PGlite }).$client;
  /** PGlite's own query(), which the server's client overrides. */
  const pglitesOwn = (text: string, params: unknown[] = [], options?: { rowMode?: 'array' }) =>
    PGlite.prototype.query.call(client(), text, params, options);

  it('answer what PGlite’s own query() answers, by rows or as arrays, for every value', async () => {
    const text = `select $1::timestamptz as at, array[$2::date] as days, $3::int8 as huge,
      $4::jsonb as doc, $5::text as words, $6::int as n, $7::boolean as yes, $8::numeric as money,
      null::text as nothing from generate_series(1, $6::int)`;
    const params = [
      '2026-05-06T07:08:09Z',
      '2026-05-06',
      9007199254740993n,
      { a: [1] },
      'tekst’',
      3,
      true,
      '12.50',
      null,
    ];
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const own = await pglitesOwn(text, params.slice(0, 8), options);
      const ours = await client().query(text, params.slice(0, 8), options);
      expect(ours.rows).toEqual(own.rows);
      expect(ours.fields).toEqual(own.fields);
      expect(ours.rows).toHaveLength(3);
    }
  });

  it('leave a copy to a file to PGlite, which answers with the file', async () => {
    const copied = await client().query(
      `copy (select 1 as n union all select 2) to '/dev/blob' with (format csv)`,
    );
    expect(await copied.blob?.text()).toBe('1\n2\n');
  });

  it('throw the database’s error of a bad value or a bad text, and the next statement is answered', async () => {
    await expect(client().query('select $1::int as n', ['geen getal'])).rejects.toMatchObject({
      code: '22P02',
    });
    await expect(client().query('selec 1')).rejects.toMatchObject({ code: '42601' });
    await expect(client().query('select 1 / $1::int as n', [0])).rejects.toMatchObject({ code: '22012' });
    expect((await client().query<{ n: number }>('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
  });
});

describe('statements in a transaction on the embedded database', () => {
  const typed = (day: string) => sql`select ${day}::timestamptz as at, array[${day}::date] as days,
    array[1, 2, 3]::int[] as numbers, 9007199254740993::int8 as huge, '{"a": [1]}'::jsonb as doc,
    ${'tekst'}::text as words, ${7}::int as seven, ${true}::boolean as yes`;

  it('answer as outside it, unnamed or kept', async () => {
    const outside = ((await database.db.execute(typed('2026-03-04'))) as unknown as { rows: unknown[] }).rows;
    for (let run = 0; run < KEPT_RUNS; run += 1) await executeKept(database.db, typed('2026-03-04'));
    await database.db.transaction(async (tx) => {
      expect(((await tx.execute(typed('2026-03-04'))) as unknown as { rows: unknown[] }).rows).toEqual(
        outside,
      );
      expect((await executeKept(tx, typed('2026-03-04'))).rows).toEqual(outside);
      const [row] = await tx.insert(companies).values({ name: 'Transactie B.V.' }).returning();
      expect(row).toMatchObject({ name: 'Transactie B.V.', createdAt: expect.any(Date) });
    });
    expect(await countNamed('Transactie B.V.')).toBe(1);
  });

  it('go on after a failed statement from its savepoint, and commit the rest', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(companies).values({ name: 'Voor De Fout B.V.' });
      // A bad value, then a statement the database cannot parse: each undone to its savepoint.
      await expect(tx.transaction((inner) => inner.execute(sql`select ${'x'}::int`))).rejects.toMatchObject({
        cause: { code: '22P02' },
      });
      await expect(tx.transaction((inner) => inner.execute(sql.raw('selec 1')))).rejects.toMatchObject({
        cause: { code: '42601' },
      });
      await tx.insert(companies).values({ name: 'Na De Fout B.V.' });
    });
    expect([await countNamed('Voor De Fout B.V.'), await countNamed('Na De Fout B.V.')]).toEqual([1, 1]);
  });

  it('undo everything when the transaction fails, and the database answers after', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(companies).values({ name: 'Ongedaan B.V.' });
        await tx.execute(sql`select ${'y'}::int`);
      }),
    ).rejects.toMatchObject({ cause: { code: '22P02' } });
    expect(await countNamed('Ongedaan B.V.')).toBe(0);
    expect(
      ((await database.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] }).rows,
    ).toEqual([{ one: 1 }]);
  });
});
