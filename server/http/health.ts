/**
 * What a load balancer or orchestrator asks, without signing in and without details that help an
 * attacker: `GET /healthz` — the process answers; `GET /readyz` — it can serve, its database
 * answers a query and its file storage (DATA_DIR/files) can be written and read; 503 otherwise.
 * `/api/health` stays as the process check the app and its tools already use.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** Whether the database answers and a small file can be written, read back and removed. */
export async function readiness(
  db: Database,
  dataDir: string,
): Promise<{ database: boolean; storage: boolean }> {
  const database = await db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  const folder = join(dataDir, 'files');
  const probe = join(folder, `.ready-${randomBytes(6).toString('hex')}`);
  const storage = await mkdir(folder, { recursive: true })
    .then(() => writeFile(probe, 'ok'))
    .then(() => readFile(probe, 'utf8'))
    .then((text) => text === 'ok')
    .catch(() => false)
    .finally(() => rm(probe, { force: true }).catch(() => undefined));
  return { database, storage };
}

export function healthRoutes(app: FastifyInstance, deps: { db: Database; dataDir: string }): void {
  const noStore = { 'cache-control': 'no-store' };
  // Asked every few seconds by a balancer: not a line in the request log each time.
  const quiet = { logLevel: 'warn' as const };
  app.get('/api/health', quiet, async () => ({ status: 'ok' }));
  app.get('/healthz', quiet, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/readyz', quiet, async (_request, reply) => {
    const checks = await readiness(deps.db, deps.dataDir);
    const ready = checks.database && checks.storage;
    return reply
      .status(ready ? 200 : 503)
      .headers(noStore)
      .send({ status: ready ? 'ok' : 'unavailable', ...checks });
  });
}
