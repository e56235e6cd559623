/**
 * The search indexes (GIN: the contracts' trigram and document-word indexes) grow as their rows are
 * updated and never shrink: every update of a row writes its words again under a new row version,
 * and vacuum takes the old entries out without giving their pages back. Updating every contract
 * once (a status refresh, an import) takes the trigram index of 100,000 contracts from 11 to 25 MB,
 * and a search reads it up to 12× slower than a freshly built one (docs/contracts-api.md, "Indexes
 * kept compact"). Neither PostgreSQL's autovacuum nor the embedded database's maintenance job
 * (maintenance.ts) rebuilds an index, so this job does: an index that has grown past REBUILD_GROWTH
 * times its size per row when it was last built is built again, without blocking writes on
 * PostgreSQL (REINDEX CONCURRENTLY), at night on the embedded database. Its size per row after each
 * build is kept in `index_builds`.
 */
import { sql } from 'drizzle-orm';
import { dutchHour } from '../../src/schema/contract-dates';
import type { Database, DatabaseHandle } from './client';
import { indexBuilds } from './schema';

/** Rebuilt past this growth of its size per row: a search index settles at ~2.4× once every row has changed. */
export const REBUILD_GROWTH = 1.5;
/** Smaller indexes are read in well under a millisecond however grown: left alone. */
export const MIN_REBUILT_BYTES = 1024 * 1024;
/**
 * The embedded database has one connection, so a rebuild holds every request meanwhile (1.8 s for
 * the trigram index of 100,000 contracts): it rebuilds only from 02:00 to 05:59 Dutch time. An
 * index takes months of changes to grow past REBUILD_GROWTH, so a night's wait costs little.
 */
export const EMBEDDED_REBUILD_HOURS = { from: 2, to: 6 } as const;

/** Whether the maintenance job may rebuild indexes now: always on PostgreSQL, which rebuilds beside the writes. */
export function rebuildsAt(kind: DatabaseHandle['kind'], now: Date): boolean {
  if (kind === 'postgres') return true;
  const hour = dutchHour(now);
  return hour >= EMBEDDED_REBUILD_HOURS.from && hour < EMBEDDED_REBUILD_HOURS.to;
}

interface SearchIndex {
  name: string;
  bytes: number;
  rows: number;
}

/** The valid GIN indexes of the app's tables, with their size and their table's estimated rows. */
async function searchIndexes(db: Database): Promise<SearchIndex[]> {
  const result = (await db.execute(sql`
    select i.relname as name, pg_relation_size(i.oid) as bytes, greatest(t.reltuples, 0) as rows
    from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      join pg_am a on a.oid = i.relam
    where a.amname = 'gin' and x.indisvalid and i.relnamespace = current_schema()::text::regnamespace
    order by i.relname`)) as unknown as { rows: { name: string; bytes: string | number; rows: number }[] };
  return result.rows.map((row) => ({ name: row.name, bytes: Number(row.bytes), rows: Number(row.rows) }));
}

/** Whether an index of `bytesPerRow` needs building again, given its size per row when last built. */
export const needsRebuild = (bytesPerRow: number, builtBytesPerRow: number | undefined): boolean =>
  builtBytesPerRow === undefined || bytesPerRow > REBUILD_GROWTH * builtBytesPerRow;

/**
 * Rebuilds the search indexes that have grown (or were never measured after a build) and records
 * their new size per row; returns the names rebuilt. On PostgreSQL a concurrent rebuild that failed
 * leaves an invalid copy (`…_ccnew`), dropped before the next try.
 */
export async function rebuildGrownIndexes(
  { db, kind }: Pick<DatabaseHandle, 'db' | 'kind'>,
  minBytes = MIN_REBUILT_BYTES,
): Promise<string[]> {
  if (kind === 'postgres') {
    // Another server process is rebuilding: its copy is not a failed one, and the rebuilds are its.
    if (await rebuildInProgress(db)) return [];
    await dropFailedRebuilds(db);
  }
  const built = new Map(
    (await db.select().from(indexBuilds)).map((row) => [row.indexName, row.bytesPerRow] as const),
  );
  const rebuilt: string[] = [];
  for (const index of await searchIndexes(db)) {
    if (index.bytes < minBytes || index.rows < 1) continue;
    if (!needsRebuild(index.bytes / index.rows, built.get(index.name))) continue;
    const target = sql.identifier(index.name);
    // The embedded database has one connection: nothing waits on it that a concurrent build would spare.
    await db.execute(
      kind === 'postgres' ? sql`reindex index concurrently ${target}` : sql`reindex index ${target}`,
    );
    // A rebuild leaves the table's rows as they were: only the index's size is read again.
    const [{ bytes }] = (
      (await db.execute(sql`select pg_relation_size(${index.name}::regclass) as bytes`)) as unknown as {
        rows: { bytes: string | number }[];
      }
    ).rows;
    const bytesPerRow = Number(bytes) / index.rows;
    await db
      .insert(indexBuilds)
      .values({ indexName: index.name, bytesPerRow })
      .onConflictDoUpdate({ target: indexBuilds.indexName, set: { bytesPerRow, builtAt: sql`now()` } });
    rebuilt.push(index.name);
  }
  return rebuilt;
}

async function rebuildInProgress(db: Database): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from pg_stat_progress_create_index where command = 'REINDEX CONCURRENTLY'`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** The invalid copies a failed REINDEX CONCURRENTLY leaves behind (PostgreSQL names them `…_ccnew`). */
async function dropFailedRebuilds(db: Database): Promise<void> {
  const result = (await db.execute(sql`
    select i.relname as name from pg_index x join pg_class i on i.oid = x.indexrelid
    where not x.indisvalid and i.relname like '%\\_ccnew%'
      and i.relnamespace = current_schema()::text::regnamespace`)) as unknown as { rows: { name: string }[] };
  for (const { name } of result.rows)
    await db.execute(sql`drop index concurrently if exists ${sql.identifier(name)}`);
}
