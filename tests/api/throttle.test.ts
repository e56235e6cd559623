/** Sign-in throttling (ASVS 6.3.1): per account, per client address, and counted in the database. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { loginFailures } from '../../server/db/schema';
import { createMailer } from '../../server/mail/mailer';
import { DEMO_PASSWORD, freshAddress } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const WRONG = 'Wrong-Password-123';
const FIFTEEN_MINUTES = 15 * 60_000;

const attempt = (emailAddress: string, password: string, remoteAddress: string, app?: FastifyInstance) =>
  app
    ? app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailAddress, password },
        remoteAddress,
      })
    : t.call({ method: 'POST', url: '/api/auth/login', payload: { emailAddress, password }, remoteAddress });

/** A second server process on the same database, as behind a load balancer. */
async function secondInstance(): Promise<FastifyInstance> {
  const db = t.database.db;
  return buildApp({
    db,
    config: { ...readConfig({}), appUrl: 'http://app.test' },
    mailer: createMailer(db, { smtpUrl: null, from: 'test@contractbeheer.test' }),
    now: () => t.clock.now,
  });
}

describe('per account', () => {
  it('locks the account after 5 failures, even for the right password, until the window has passed', async () => {
    const account = 'contracten@demo.nl';
    for (let i = 0; i < 5; i += 1) {
      // Each failure from another address: the account count alone must trigger the lock.
      expect((await attempt(account, WRONG, freshAddress())).statusCode).toBe(401);
    }
    const locked = await attempt(account, DEMO_PASSWORD, freshAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: expect.any(String) });
    expect(locked.json()).not.toHaveProperty('accessToken');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FIFTEEN_MINUTES / 1000);

    // Other accounts are not affected.
    expect((await attempt('lezer@demo.nl', DEMO_PASSWORD, freshAddress())).statusCode).toBe(200);

    t.clock.advance(FIFTEEN_MINUTES - 60_000);
    expect((await attempt(account, DEMO_PASSWORD, freshAddress())).statusCode).toBe(429);
    t.clock.advance(60_000 + 1000);
    const again = await attempt(account, DEMO_PASSWORD, freshAddress());
    expect(again.statusCode).toBe(200);
    expect(again.json().accessToken).toEqual(expect.any(String));
  });

  it('counts the account case-insensitively', async () => {
    const variants = ['Lezer@demo.nl', 'LEZER@DEMO.NL', ' lezer@demo.nl', 'lezer@Demo.nl', 'lezer@demo.NL'];
    for (const variant of variants)
      expect((await attempt(variant, WRONG, freshAddress())).statusCode).toBe(401);
    expect((await attempt('lezer@demo.nl', DEMO_PASSWORD, freshAddress())).statusCode).toBe(429);
    t.clock.advance(FIFTEEN_MINUTES + 1000);
  });

  it('clears the account count after a successful sign-in', async () => {
    const account = 'inkoop@demo.nl';
    for (let i = 0; i < 4; i += 1) await attempt(account, WRONG, freshAddress());
    expect((await attempt(account, DEMO_PASSWORD, freshAddress())).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await attempt(account, WRONG, freshAddress())).statusCode).toBe(401);
    expect((await attempt(account, DEMO_PASSWORD, freshAddress())).statusCode).toBe(200);
  });
});

describe('per client address', () => {
  it('blocks an address after 20 failures across accounts, while other addresses still sign in', async () => {
    const guesser = freshAddress();
    for (let i = 0; i < 20; i += 1) {
      // A different (unknown) account each time: no single account reaches its own limit.
      expect((await attempt(`gok-${i}@example.com`, WRONG, guesser)).statusCode).toBe(401);
    }
    const blocked = await attempt('beheerder@demo.nl', DEMO_PASSWORD, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await attempt('beheerder@demo.nl', DEMO_PASSWORD, freshAddress())).statusCode).toBe(200);

    t.clock.advance(FIFTEEN_MINUTES + 1000);
    expect((await attempt('beheerder@demo.nl', DEMO_PASSWORD, guesser)).statusCode).toBe(200);
  });
});

describe('the counts live in the database', () => {
  it('is shared by a second app instance on the same database', async () => {
    const other = await secondInstance();
    try {
      const account = 'proef@demo.nl';
      // Three failures on one instance, two on the other: together they lock the account.
      for (let i = 0; i < 3; i += 1)
        expect((await attempt(account, WRONG, freshAddress())).statusCode).toBe(401);
      for (let i = 0; i < 2; i += 1)
        expect((await attempt(account, WRONG, freshAddress(), other)).statusCode).toBe(401);
      expect((await attempt(account, DEMO_PASSWORD, freshAddress())).statusCode).toBe(429);
      expect((await attempt(account, DEMO_PASSWORD, freshAddress(), other)).statusCode).toBe(429);

      const rows = await t.database.db.select().from(loginFailures);
      expect(rows.filter((row) => row.accountKey === account)).toHaveLength(5);

      // An address blocked through the first instance is blocked on the second.
      const guesser = freshAddress();
      for (let i = 0; i < 20; i += 1) await attempt(`raden-${i}@example.com`, WRONG, guesser);
      expect((await attempt('beheerder@demo.nl', DEMO_PASSWORD, guesser, other)).statusCode).toBe(429);
      expect((await attempt('beheerder@demo.nl', DEMO_PASSWORD, freshAddress(), other)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
