/**
 * The embedded database's autovacuum. PGlite runs PostgreSQL without background workers, so
 * nothing refreshes the planner's statistics or marks pages all-visible: a company that grows
 * from 10 to 10,000 contracts would keep the plans of an empty table, and index-only scans would
 * visit every row. This job does what PostgreSQL's autovacuum does, with its default thresholds,
 * from the same counters (pg_stat_user_tables). PostgreSQL itself has autovacuum and needs none.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** PostgreSQL's autovacuum defaults: a table is analyzed/vacuumed past base + factor × its rows. */
export const THRESHOLDS = {
  analyze: { base: 50, factor: 0.1 },
  vacuum: { base: 50, factor: 0.2 },
  /** Inserts alone also call for a vacuum (it sets the visibility map for index-only scans). */
  insertVacuum: { base: 1000, factor: 0.2 },
} as const;

/**
 * A table of at least this many pages, fewer than half of them all-visible, is vacuumed too: a
 * migration that rewrites a table (a stored column added) leaves none of its pages all-visible and
 * no counter past its threshold, and an index-only scan then reads the table's page of every row.
 */
export const VISIBILITY = { pages: 128, share: 0.5 } as const;

interface TableCounters {
  name: string;
  live: number;
  dead: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
  /** The table's pages and those all-visible, as its last vacuum, analyze or index build counted them. */
  pages: number;
  allVisiblePages: number;
}

export interface MaintenanceRun {
  vacuumed: string[];
  analyzed: string[];
}

const over = (count: number, rows: number, { base, factor }: { base: number; factor: number }) =>
  count > base + factor * rows;

/** What a table needs now: a vacuum (which analyzes too), only an analyze, or nothing. */
export function neededMaintenance(table: TableCounters): 'vacuum' | 'analyze' | null {
  if (
    over(table.dead, table.live, THRESHOLDS.vacuum) ||
    over(table.insertedSinceVacuum, table.live, THRESHOLDS.insertVacuum) ||
    (table.pages >= VISIBILITY.pages && table.allVisiblePages < VISIBILITY.share * table.pages)
  )
    return 'vacuum';
  return over(table.modifiedSinceAnalyze, table.live, THRESHOLDS.analyze) ? 'analyze' : null;
}

/** Vacuums and analyzes the tables past their thresholds, one at a time (each blocks PGlite briefly). */
export async function maintainTables(db: Database): Promise<MaintenanceRun> {
  const result = (await db.execute(sql`
    select s.schemaname as schema, s.relname as name, s.n_live_tup as live, s.n_dead_tup as dead,
      s.n_mod_since_analyze as "modifiedSinceAnalyze", s.n_ins_since_vacuum as "insertedSinceVacuum",
      c.relpages as pages, c.relallvisible as "allVisiblePages"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid order by s.relname`)) as unknown as {
    rows: (Record<keyof TableCounters, string | number> & { schema: string })[];
  };
  const run: MaintenanceRun = { vacuumed: [], analyzed: [] };
  for (const row of result.rows) {
    const table: TableCounters = {
      name: String(row.name),
      live: Number(row.live),
      dead: Number(row.dead),
      modifiedSinceAnalyze: Number(row.modifiedSinceAnalyze),
      insertedSinceVacuum: Number(row.insertedSinceVacuum),
      pages: Number(row.pages),
      allVisiblePages: Number(row.allVisiblePages),
    };
    const needed = neededMaintenance(table);
    if (!needed) continue;
    const target = sql`${sql.identifier(row.schema)}.${sql.identifier(table.name)}`;
    if (needed === 'vacuum') {
      await db.execute(sql`vacuum (analyze) ${target}`);
      run.vacuumed.push(table.name);
    } else {
      await db.execute(sql`analyze ${target}`);
      run.analyzed.push(table.name);
    }
  }
  return run;
}
