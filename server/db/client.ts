/**
 * One Drizzle database over either driver: PGlite (embedded, the default) or PostgreSQL through
 * `pg` when DATABASE_URL is set. Both speak the same pg-core schema and the same migrations.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { SEARCH_STATISTICS_SQL } from './search-text';
import { runSideBySide } from './side-by-side';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Whether the database held no migrations before this start (a brand-new database). */
  isNew: boolean;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number, as long as every process of this product uses the same one. */
const MIGRATION_LOCK_KEY = 724_1203;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /**
       * An in-memory database starts as a copy of this dumped data folder instead of a new cluster
       * (the API tests start each file from one migrated copy: ~0.7 s instead of ~3 s).
       */
      template?: Blob;
    }
  | { kind: 'postgres'; url: string };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target.dataDir, target.template) : openPostgres(target.url);
}

/** The embedded database's shared buffers (see openPglite). */
const PGLITE_SHARED_BUFFERS = '32MB';

// Each driver is imported when it is opened: a start loads only the one it uses.

/** Run by `node -e` with PGlite's module, the folder and the start parameters as arguments. */
const CREATE_CLUSTER = `
const [module, dataDir, startParams] = process.argv.slice(1);
const { PGlite } = require(module);
PGlite.create(dataDir, { startParams: JSON.parse(startParams) })
  .then((client) => client.close())
  .catch((error) => { console.error(error); process.exit(1); });
`;

/**
 * A new data folder gets its cluster from PGlite's initdb, which runs in a WebAssembly instance of
 * its own. In the server's process that instance's memory stays resident until a full garbage
 * collection, which a server at rest may not do for hours (measured on a bare PGlite: 690–730 MB
 * resident after creating a folder, 180–190 MB after opening an existing one). So a short-lived
 * process creates the folder, and the server opens it as an existing one.
 */
export async function createCluster(dataDir: string, startParams: string[]): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await promisify(execFile)(process.execPath, [
    '-e',
    CREATE_CLUSTER,
    pglite,
    dataDir,
    JSON.stringify(startParams),
  ]);
}

/**
 * PGlite's start parameters with the embedded database's shared buffers. PostgreSQL's default 128
 * MB is touched at start: in the server's own memory that is ~110 MB more resident than 32 MB,
 * which still holds tens of thousands of contracts (data beyond it is read from the files again;
 * PostgreSQL proper is the choice at scale).
 */
const pgliteStartParams = (defaults: readonly string[]): string[] => [
  ...defaults,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];

/**
 * An embedded data folder as a first start makes it before migrating: PGlite's cluster and nothing
 * more (kept as it is when it has one).
 */
async function createEmbeddedFolder(dataDir: string, startParams: string[]): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  await createCluster(dataDir, startParams);
}

/** `dataDir` null keeps the database in memory (tests), empty or as a copy of `template`. */
async function openPglite(dataDir: string | null, template?: Blob): Promise<DatabaseHandle> {
  const [
    { KeptStatementsPGlite: PGlite },
    { pg_trgm },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
  ] = await Promise.all([
    import('./pglite-kept'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const startParams = pgliteStartParams(PGlite.defaultStartParams);
  if (dataDir) await createEmbeddedFolder(dataDir, startParams);
  const options = { extensions: { pg_trgm }, startParams };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite({ ...options, loadDataDir: template });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  const isNew = !(await hasMigrations((q) => client.query(q).then((r) => r.rows)));
  await migratePglite(db, { migrationsFolder });
  await client.exec(SEARCH_STATISTICS_SQL);
  return { db: db as unknown as Database, kind: 'pglite', isNew, close: () => client.close() };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // Migrate on one dedicated connection holding an advisory lock, so several processes starting
  // together against one database apply each migration exactly once.
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  let isNew: boolean;
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    isNew = !(await hasMigrations((q) => migrator.query(q).then((r) => r.rows)));
    await migrateNodePg(drizzleNodePg(migrator, { schema }), { migrationsFolder });
    await migrator.query(SEARCH_STATISTICS_SQL);
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await migrator.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzleNodePg(pool, { schema });
  runSideBySide(db);
  return { db: db as unknown as Database, kind: 'postgres', isNew, close: () => pool.end() };
}

async function hasMigrations(query: (sql: string) => Promise<unknown[]>): Promise<boolean> {
  const rows = (await query(
    `select 1 from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'`,
  )) as unknown[];
  if (rows.length === 0) return false;
  const applied = (await query('select 1 from drizzle.__drizzle_migrations limit 1')) as unknown[];
  return applied.length > 0;
}
