/**
 * A restart of the real server (as `npm start` runs it) on the data folder it left: it answers at
 * once, its background jobs (alert run, digest, offer requests, billing run, maintenance) catch up a
 * moment later, and a stop before they started is as clean as any other.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { JOBS, jobsRunOnce, type RunningServer, startServer } from './harness';
import { apiToken } from './steps';

const METRICS_TOKEN = 'restart-test-metrics-token-0123456789';

const dataDir = mkdtempSync(join(tmpdir(), 'contractbeheer-restart-'));
const onDataDir = () => startServer('restart', 60_000, null, { DATA_DIR: dataDir, METRICS_TOKEN });
let server: RunningServer | null = null;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('answers after a restart, then runs every background job', async () => {
  // The first start makes the folder, seeds the demo and runs the jobs at once.
  server = await onDataDir();
  await server.stop();
  server = await onDataDir();
  // The data of the first start is there, and sign-in works, before the jobs have caught up.
  expect(await apiToken(server.baseUrl, 'beheerder@demo.nl')).toBeTruthy();
  expect(await jobsRunOnce(server.baseUrl, METRICS_TOKEN)).toEqual(
    Object.fromEntries(JOBS.map((job) => [job, 1])),
  );
});

it('stops cleanly right after a restart, before its jobs started', async () => {
  await server?.stop();
  server = await onDataDir();
  const stopped = server;
  await stopped.stop();
  expect(stopped.exitCode()).toBe(0);
});
