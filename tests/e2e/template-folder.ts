/**
 * Vitest's global set-up of the end-to-end tests: one embedded data folder with PGlite's new
 * cluster in it, as a first start makes it, which each test file's server starts from a copy of
 * (harness.ts). The server then migrates and seeds it as on any first start; only PGlite's initdb
 * (~3 s on a 2-core machine) is not run again per file. `restart.test.ts` and `shutdown.test.ts`
 * start from an empty folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createEmbeddedFolder } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR holding only a new embedded cluster. */
    newDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'contractbeheer-e2e-template-'));
  // The folder the server's configuration gives the embedded database (server/config.ts).
  await createEmbeddedFolder(join(dataDir, 'db'));
  project.provide('newDataDir', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
