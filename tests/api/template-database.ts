/**
 * Vitest's global set-up of the API tests: one migrated database that every test file's app starts
 * from, instead of applying every migration again per file (PGlite: ~3 s a new cluster and its
 * migrations, ~0.7 s a copy; PostgreSQL: a copy of a template database). The migrations
 * themselves are still tested from empty where that is the point (the embedded folder, backups).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { createScratchDatabase } from '../scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped migrated PGlite data folder (a file), when the tests run on PGlite. */
    pgliteTemplate: string | null;
    /** A migrated PostgreSQL database's name, when the tests run on PostgreSQL. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
    const template = await createScratchDatabase(adminUrl, 'contractbeheer_template');
    const database = await openDatabase({ kind: 'postgres', url: template.url });
    await database.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    project.provide('pgliteTemplate', null);
    return () => template.drop();
  }
  const folder = await mkdtemp(join(tmpdir(), 'contractbeheer-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  // The handle's Drizzle database keeps its PGlite client as `$client`.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const file = join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', null);
  return () => rm(folder, { recursive: true, force: true });
}
