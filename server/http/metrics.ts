/**
 * `GET /metrics` in Prometheus's text format, for the operator's monitoring: requests counted and
 * timed per route and status, the database pool, the mail outbox (depth, how late its oldest due
 * mail is), and every background job (alert run, digest, offer requests, billing run, maintenance):
 * its last run, last success and failures. Plus the process's own (CPU, memory, event loop).
 * Only with METRICS_TOKEN set, and only for `Authorization: Bearer <that token>`; the figures say
 * nothing about any company.
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { type JobRecord, jobRecords } from '../jobs/runner';

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A pg pool's connection counts; PGlite has no pool. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const poolOf = (db: Database): PoolCounts | null => {
  const client = (db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return client && typeof client.totalCount === 'number' ? (client as PoolCounts) : null;
};

export async function installMetrics(
  app: FastifyInstance,
  deps: { db: Database; token: string | null },
): Promise<void> {
  const { token } = deps;
  if (!token) return;
  // Loaded only when the metrics are on: a start without them does not pay for the library.
  const { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } = await import('prom-client');
  // One registry per app: a test process builds many.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (`/api/contracts/:id`), never the address itself: bounded labels, no ids.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const pool = poolOf(deps.db);
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the PostgreSQL pool: all, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  let outbox: Promise<{ queued: number; oldestDueSeconds: number }> | null = null;
  const readOutbox = () => {
    outbox ??= deps.db
      .execute(sql`select count(*)::int as queued,
          coalesce(extract(epoch from (now() - min(next_attempt_at) filter (where next_attempt_at <= now()))), 0)::float8 as late
        from mails where status in ('queued', 'sending')`)
      .then((result) => {
        const [row] = (result as unknown as { rows: { queued: number; late: number }[] }).rows;
        return { queued: Number(row.queued), oldestDueSeconds: Math.max(0, Number(row.late)) };
      })
      .finally(() => {
        outbox = null;
      });
    return outbox;
  };
  new Gauge({
    name: 'outbox_mails_waiting',
    help: 'Mails in the outbox not sent yet (queued or being sent)',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).queued);
    },
  });
  new Gauge({
    name: 'outbox_oldest_due_seconds',
    help: 'How long the oldest mail that is due has waited to be sent (0: none)',
    registers: [registry],
    async collect() {
      this.set((await readOutbox()).oldestDueSeconds);
    },
  });
  const perJob = (name: string, help: string, value: (record: Readonly<JobRecord>) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'],
      registers: [registry],
      collect() {
        for (const [job, record] of jobRecords()) {
          const figure = value(record);
          if (figure !== null) this.set({ job }, figure);
        }
      },
    });
  perJob('job_runs', 'Runs of a background job in this process (only grows)', (r) => r.runs);
  perJob('job_failures', 'Failed runs of a background job in this process (only grows)', (r) => r.failures);
  perJob('job_last_run_timestamp_seconds', 'When the job last started', (r) =>
    r.lastStartedAt === null ? null : r.lastStartedAt / 1000,
  );
  perJob('job_last_success_timestamp_seconds', 'When a run of the job last succeeded', (r) =>
    r.lastSucceededAt === null ? null : r.lastSucceededAt / 1000,
  );
  perJob('job_last_duration_seconds', 'How long the last run took', (r) =>
    r.lastDurationMs === null ? null : r.lastDurationMs / 1000,
  );
  perJob(
    'job_lag_seconds',
    'How far the job is behind: time since its last success beyond its interval',
    (r) =>
      r.lastSucceededAt === null ? null : Math.max(0, (Date.now() - r.lastSucceededAt - r.intervalMs) / 1000),
  );

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token))
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthenticated' });
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
