/**
 * The embedded database's autovacuum (server/db/maintenance.ts): a table that grew or changed past
 * PostgreSQL's autovacuum thresholds is vacuumed and analyzed, so the planner knows its size and
 * index-only scans skip the heap; a table that did not change is left alone.
 */
import { eq, sql } from 'drizzle-orm';
import { maintainTables, neededMaintenance } from '../../../server/db/maintenance';
import { companies } from '../../../server/db/schema';
import { buildRegistry } from '../../../server/resources';
import { resources } from '../../../src/schema/resources';
import { setupTestApp, usePostgres } from '../harness';

const t = setupTestApp();

const registry = buildRegistry(resources);
const contacts = registry.table('contacts');
const contactId = registry.columns('contacts').id;

const statsOf = async (table: string) => {
  // The counters are flushed at most once a second unless asked (PostgreSQL 15+).
  await t.database.db.execute(sql`select pg_stat_force_next_flush()`);
  const result = (await t.database.db.execute(sql`
    select c.reltuples as estimated, s.n_dead_tup as dead, s.last_vacuum, s.last_analyze
    from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = ${table}`)) as unknown as {
    rows: { estimated: number; dead: number | string; last_vacuum: unknown; last_analyze: unknown }[];
  };
  return result.rows[0];
};

// PostgreSQL runs its own autovacuum (and its statistics counters are flushed asynchronously, so
// their values cannot be asserted right after a write); the job runs on the embedded database only.
describe.skipIf(usePostgres)('maintenance of the embedded database', () => {
  it('vacuums and analyzes a table that grew, then leaves it alone until it changes again', async () => {
    const db = t.database.db;
    await maintainTables(db); // what the demo seed left
    const [company] = await db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Bakkerij De Korenschoof B.V.'));
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      companyId: company.id,
      firstName: 'Test',
      lastName: `Groei ${i}`,
      emailAddress: `groei${i}@example.nl`,
    }));
    await db.insert(contacts).values(rows as never);
    expect((await statsOf('contacts')).estimated).toBeLessThan(3000);

    const first = await maintainTables(db);
    expect(first.vacuumed).toContain('contacts');
    const after = await statsOf('contacts');
    expect(after.estimated).toBeGreaterThanOrEqual(3000);
    expect(after.last_vacuum).not.toBeNull();

    const quiet = await maintainTables(db);
    expect(quiet).toEqual({ vacuumed: [], analyzed: [] });

    // Changing a third of the rows leaves dead versions behind: vacuumed again, and they are gone.
    await db
      .update(contacts)
      .set({ firstName: 'Gewijzigd' } as never)
      .where(sql`${contactId} % 3 = 0`);
    expect(Number((await statsOf('contacts')).dead)).toBeGreaterThan(900);
    expect((await maintainTables(db)).vacuumed).toEqual(['contacts']);
    expect(Number((await statsOf('contacts')).dead)).toBe(0);
  });
});

describe('when a table needs maintenance (PostgreSQL autovacuum defaults)', () => {
  const table = {
    name: 't',
    live: 1000,
    dead: 0,
    modifiedSinceAnalyze: 0,
    insertedSinceVacuum: 0,
    pages: 200,
    allVisiblePages: 200,
  };
  it('vacuums past 50 + 20 % dead rows or 1,000 + 20 % inserts, analyzes past 50 + 10 % changes', () => {
    expect(neededMaintenance(table)).toBeNull();
    expect(neededMaintenance({ ...table, dead: 250 })).toBeNull();
    expect(neededMaintenance({ ...table, dead: 251 })).toBe('vacuum');
    expect(neededMaintenance({ ...table, insertedSinceVacuum: 1200 })).toBeNull();
    expect(neededMaintenance({ ...table, insertedSinceVacuum: 1201 })).toBe('vacuum');
    expect(neededMaintenance({ ...table, modifiedSinceAnalyze: 150 })).toBeNull();
    expect(neededMaintenance({ ...table, modifiedSinceAnalyze: 151 })).toBe('analyze');
  });

  it('vacuums a table of 128 pages or more fewer than half of whose pages are all-visible (a rewritten one)', () => {
    expect(neededMaintenance({ ...table, allVisiblePages: 100 })).toBeNull();
    expect(neededMaintenance({ ...table, allVisiblePages: 99 })).toBe('vacuum');
    expect(neededMaintenance({ ...table, allVisiblePages: 0 })).toBe('vacuum');
    expect(neededMaintenance({ ...table, pages: 127, allVisiblePages: 0 })).toBeNull();
  });
});
