/**
 * The production request log (NODE_ENV=production logs every request): it names each request's
 * method and address but never a credential — not a download's `_token`, a mail link's `token=`,
 * the sponsor's form token in `/aanbod/<token>`, nor the bearer token.
 */
import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { redactUrl } from '../../server/http/log-redaction';
import { createMailer } from '../../server/mail/mailer';
import { setupTestApp } from './harness';

const t = setupTestApp();

/** The app as production runs it: every request logged, here into `lines`. */
async function loggingApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp(
    {
      db: t.database.db,
      config: { ...readConfig({}), appUrl: 'http://app.test' },
      mailer: createMailer(t.database.db, { smtpUrl: null, from: 'test@contractbeheer.test' }),
      now: () => t.clock.now,
    },
    { log: { level: 'info', stream } },
  );
  return { app, lines };
}

it('logs every request with its address, and no token it carried', async () => {
  const { app, lines } = await loggingApp();
  try {
    const bearer = await t.login('beheerder@demo.nl');
    const profile = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${bearer}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    const download = profile.json().downloadToken as string;
    const secrets = [bearer, download, 'Mail-Link-Token-0123456789', 'Aanbod-Token-ABCDEFGHIJ'];
    for (const url of [
      `/api/contracts/1/documents/1?_token=${download}`,
      `/api/auth/avatar/1?v=2&_token=${download}`,
      '/afhandelen/1?token=Mail-Link-Token-0123456789',
      '/auth/reset-password?TOKEN=Mail-Link-Token-0123456789&x=1',
      '/aanbod/Aanbod-Token-ABCDEFGHIJ',
    ])
      await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
    const logged = lines.join('');
    expect(logged).toContain('/api/contracts/1/documents/1?_token=[redacted]');
    expect(logged).toContain('/aanbod/[redacted]');
    expect(logged).toContain('/afhandelen/1?token=[redacted]');
    for (const secret of secrets) expect(logged).not.toContain(secret);
  } finally {
    await app.close();
  }
});

it('gives every request an id, in its answer and in each of its log lines, with who asked', async () => {
  const { app, lines } = await loggingApp();
  try {
    const bearer = await t.login('beheerder@demo.nl');
    const headers = { authorization: `Bearer ${bearer}`, 'x-requested-with': 'XMLHttpRequest' };
    const own = await app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    const id = own.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const profile = own.json() as { id: number; company: { id: number } };
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const mine = entries.filter((entry) => entry.reqId === id);
    expect(mine.length).toBeGreaterThanOrEqual(2); // received and completed
    const completed = mine.find((entry) => entry.msg === 'request completed');
    expect(completed).toMatchObject({ userId: profile.id, companyId: profile.company.id });
    expect(JSON.stringify(mine)).not.toContain(bearer);

    // A balancer's id goes through; one that could forge a log line does not.
    const passed = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a9c21-0001' },
    });
    expect(passed.headers['x-request-id']).toBe('lb-7f3a9c21-0001');
    for (const forged of ['x\n{"level":50}', 'a'.repeat(300), 'short'])
      expect(
        (await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': forged } }))
          .headers['x-request-id'],
      ).toMatch(/^[0-9a-f-]{36}$/);
    // Signed out: no user in the line.
    const anonymous = await app.inject({ method: 'GET', url: '/api/contracts' });
    const line = lines
      .map((entry) => JSON.parse(entry) as Record<string, unknown>)
      .find(
        (entry) => entry.reqId === anonymous.headers['x-request-id'] && entry.msg === 'request completed',
      );
    expect(line).toBeDefined();
    expect(line).not.toHaveProperty('userId');
  } finally {
    await app.close();
  }
});

it('redacts every token of an address and leaves the rest as it was', () => {
  expect(redactUrl('/api/auth/avatar/3?v=7&_token=abc&x=1')).toBe(
    '/api/auth/avatar/3?v=7&_token=[redacted]&x=1',
  );
  expect(redactUrl('/auth/reset-password?token=abc#top')).toBe('/auth/reset-password?token=[redacted]#top');
  expect(redactUrl('/aanbod/abc?utm=1')).toBe('/aanbod/[redacted]?utm=1');
  expect(redactUrl('/api/contracts?filter={"q":"token=x"}')).toBe('/api/contracts?filter={"q":"token=x"}');
  expect(redactUrl('/api/contracts?range=[0,24]')).toBe('/api/contracts?range=[0,24]');
});
