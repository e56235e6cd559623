/**
 * The checks a load balancer asks without signing in: /healthz (the process answers) and /readyz
 * (the database answers and the file storage takes a file), 503 when either does not.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { readiness } from '../../server/http/health';
import { setupTestApp } from './harness';

const t = setupTestApp({ seed: false });

describe('health checks', () => {
  it('answers /healthz and /readyz without signing in, never cached', async () => {
    const alive = await t.call({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await t.call({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: true, storage: true });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready (503) while the file storage cannot take a file, and ready again after', async () => {
    const files = join(t.dataDir, 'files');
    await rm(files, { recursive: true, force: true });
    // A file where the folder should be: nothing can be stored under it.
    await writeFile(files, 'not a folder');
    try {
      const response = await t.call({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: true, storage: false });
    } finally {
      await rm(files, { force: true });
    }
    expect((await t.call({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('counts a database that does not answer as not ready', async () => {
    const down = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Database;
    expect(await readiness(down, t.files)).toEqual({ database: false, storage: true });
  });
});
