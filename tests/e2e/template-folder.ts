/**
 * Vitest's global set-up of the end-to-end tests: one data folder made by a real first start (the
 * embedded cluster, migrations, the demo seed, the documents, the first runs of every background
 * job), which each test file's server starts from a copy of, as a restart (harness.ts). A first
 * start costs ~11 s on a 2-core machine, a restart ~2 s: made once, not per file.
 * `restart.test.ts` and `shutdown.test.ts` start from an empty folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { jobsRunOnce, startServer } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR as the demo's first start leaves it. */
    newDataDir: string;
  }
}

const METRICS_TOKEN = 'e2e-template-metrics-token-0123456789';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'contractbeheer-e2e-template-'));
  const server = await startServer('e2e-template', 120_000, null, { DATA_DIR: dataDir, METRICS_TOKEN });
  // Stopped once its jobs have run, so that every copy holds the demo's alerts, offers and invoices.
  await jobsRunOnce(server.baseUrl, METRICS_TOKEN);
  await server.stop();
  if (server.exitCode() !== 0) throw new Error(`the template's server stopped with ${server.exitCode()}`);
  project.provide('newDataDir', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
