/**
 * What a load balancer or orchestrator asks, without signing in and without details that help an
 * attacker: `GET /healthz` — the process answers; `GET /readyz` — it can serve, its database
 * answers a query and its file store (the folder or the bucket) can be written and read; 503 otherwise.
 * `/api/health` stays as the process check the app and its tools already use.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { FileStore } from '../files/storage';

/** Whether the database answers and the file store takes, gives back and removes a small file. */
export async function readiness(
  db: Database,
  files: FileStore,
): Promise<{ database: boolean; storage: boolean }> {
  const [database, storage] = await Promise.all([
    db.execute(sql`select 1`).then(
      () => true,
      () => false,
    ),
    files.check(),
  ]);
  return { database, storage };
}

export function healthRoutes(app: FastifyInstance, deps: { db: Database; files: FileStore }): void {
  const noStore = { 'cache-control': 'no-store' };
  // Asked every few seconds by a balancer: not a line in the request log each time.
  const quiet = { logLevel: 'warn' as const, schema: { security: [] } };
  app.get('/api/health', quiet, async () => ({ status: 'ok' }));
  app.get('/healthz', quiet, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/readyz', quiet, async (_request, reply) => {
    const checks = await readiness(deps.db, deps.files);
    const ready = checks.database && checks.storage;
    return reply
      .status(ready ? 200 : 503)
      .headers(noStore)
      .send({ status: ready ? 'ok' : 'unavailable', ...checks });
  });
}
