/**
 * `GET /metrics` (Prometheus): off without METRICS_TOKEN, refused without the token, and with it
 * the requests counted per route pattern and status, the outbox, the background jobs and (on
 * PostgreSQL) the pool.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { startJob } from '../../server/jobs/runner';
import { createMailer } from '../../server/mail/mailer';
import { setupTestApp, usePostgres } from './harness';

const TOKEN = 'metrics-token-for-the-test-0123456789';

const t = setupTestApp();

const appWith = (metricsToken: string | null) =>
  buildApp({
    db: t.database.db,
    config: { ...readConfig({}), metricsToken },
    mailer: createMailer(t.database.db, { smtpUrl: null, from: 'test@contractbeheer.test' }),
    files: t.files,
    now: () => t.clock.now,
  });

/** The value of one sample line of the exposition, or null. */
const sample = (text: string, series: string): number | null => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
};

it('is not there without METRICS_TOKEN', async () => {
  const app = await appWith(null);
  try {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  } finally {
    await app.close();
  }
});

describe('with METRICS_TOKEN', () => {
  it('answers only to that bearer token', async () => {
    const app = await appWith(TOKEN);
    try {
      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
        const response = await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode, String(authorization)).toBe(401);
        expect(response.body).not.toContain('http_requests_total');
      }
    } finally {
      await app.close();
    }
  });

  it('counts requests per route pattern and status, and tells the outbox, the jobs and the pool', async () => {
    const app = await appWith(TOKEN);
    const stop = startJob(async () => {}, { name: 'Metrics test job', intervalMs: 60_000 });
    try {
      const bearer = await t.login('beheerder@demo.nl');
      const headers = { authorization: `Bearer ${bearer}`, 'x-requested-with': 'XMLHttpRequest' };
      const metrics = async () =>
        (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
          .body;
      const profile = 'http_requests_total{method="GET",route="/api/auth/profile",status="200"}';
      const before = sample(await metrics(), profile) ?? 0;
      for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: '/api/auth/profile', headers });
      await app.inject({ method: 'GET', url: '/api/contracts/999999', headers });
      await app.inject({ method: 'GET', url: '/api/no/such/thing', headers });
      const text = await metrics();
      expect(sample(text, profile)).toBe(before + 3);
      // The pattern, never the id: one series however many contracts are opened.
      expect(sample(text, 'http_requests_total{method="GET",route="/api/contracts/:id",status="404"}')).toBe(
        1,
      );
      expect(text).not.toContain('/api/contracts/999999');
      expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
      expect(
        sample(
          text,
          'http_request_duration_seconds_count{method="GET",route="/api/auth/profile",status="200"}',
        ),
      ).toBe(before + 3);
      expect(sample(text, 'outbox_mails_waiting')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'job_runs{job="Metrics test job"}')).toBe(1);
      expect(sample(text, 'job_failures{job="Metrics test job"}')).toBe(0);
      expect(sample(text, 'job_lag_seconds{job="Metrics test job"}')).toBe(0);
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      if (usePostgres) expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
      else expect(text).not.toContain('db_pool_connections{');
    } finally {
      await stop();
      await app.close();
    }
  });
});
