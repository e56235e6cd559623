/**
 * Sign-in throttling (ASVS 6.3.1): per account and address, per address, unfamiliar addresses of a
 * much-guessed account, slower failure answers; counted in the database.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { loginFailures } from '../../server/db/schema';
import { createMailer } from '../../server/mail/mailer';
import { DEMO_PASSWORD, freshAddress } from './fixtures';
import { setupTestApp } from './harness';

const t = setupTestApp();

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

describe('per account and address', () => {
  it('blocks the address that failed 5 times, not the account: the right password from elsewhere signs in', async () => {
    const account = 'contracten@demo.nl';
    const guesser = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await attempt(account, WRONG, guesser)).statusCode).toBe(401);
    const blocked = await attempt(account, DEMO_PASSWORD, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: expect.any(String) });
    expect(blocked.json()).not.toHaveProperty('accessToken');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FIFTEEN_MINUTES / 1000);

    // The user at their own desk is not kept out by someone guessing elsewhere.
    const owner = await attempt(account, DEMO_PASSWORD, freshAddress());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().accessToken).toEqual(expect.any(String));

    t.clock.advance(FIFTEEN_MINUTES - 60_000);
    expect((await attempt(account, DEMO_PASSWORD, guesser)).statusCode).toBe(429);
    t.clock.advance(60_000 + 1000);
    expect((await attempt(account, DEMO_PASSWORD, guesser)).statusCode).toBe(200);
  });

  it('answers repeated failures from one address more slowly', async () => {
    const account = 'lezer@demo.nl';
    const guesser = freshAddress();
    const durations: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const started = performance.now();
      expect((await attempt(account, WRONG, guesser)).statusCode).toBe(401);
      durations.push(performance.now() - started);
    }
    // The first two at once; the third waits 0.5 s, the fourth 1 s.
    expect(durations[2]).toBeGreaterThanOrEqual(450);
    expect(durations[3]).toBeGreaterThanOrEqual(950);
    expect(durations[3]).toBeGreaterThan(durations[0] + 500);
    t.clock.advance(FIFTEEN_MINUTES + 1000);
  });

  it('counts the account case-insensitively', async () => {
    const guesser = freshAddress();
    const variants = ['Lezer@demo.nl', 'LEZER@DEMO.NL', ' lezer@demo.nl', 'lezer@Demo.nl', 'lezer@demo.NL'];
    for (const variant of variants) expect((await attempt(variant, WRONG, guesser)).statusCode).toBe(401);
    expect((await attempt('lezer@demo.nl', DEMO_PASSWORD, guesser)).statusCode).toBe(429);
    t.clock.advance(FIFTEEN_MINUTES + 1000);
  });

  it('clears the count of that address after a successful sign-in there', async () => {
    const account = 'inkoop@demo.nl';
    const desk = freshAddress();
    for (let i = 0; i < 4; i += 1) await attempt(account, WRONG, desk);
    expect((await attempt(account, DEMO_PASSWORD, desk)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt(account, WRONG, desk)).statusCode).toBe(401);
    expect((await attempt(account, DEMO_PASSWORD, desk)).statusCode).toBe(200);
    t.clock.advance(FIFTEEN_MINUTES + 1000);
  });

  it('after 10 failures of an account from many addresses, only addresses the user signed in from may try', async () => {
    const account = 'beheerder@demo.nl';
    const familiar = freshAddress();
    // The user signed in here before.
    expect((await attempt(account, DEMO_PASSWORD, familiar)).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1)
      expect((await attempt(account, WRONG, freshAddress())).statusCode).toBe(401);
    expect((await attempt(account, DEMO_PASSWORD, freshAddress())).statusCode).toBe(429);
    expect((await attempt(account, DEMO_PASSWORD, familiar)).statusCode).toBe(200);
    t.clock.advance(FIFTEEN_MINUTES + 1000);
    expect((await attempt(account, DEMO_PASSWORD, freshAddress())).statusCode).toBe(200);
  }, 120_000);
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
      const pairGuesser = freshAddress();
      // Three failures on one instance, two on the other: together they block the pair.
      for (let i = 0; i < 3; i += 1)
        expect((await attempt(account, WRONG, pairGuesser)).statusCode).toBe(401);
      for (let i = 0; i < 2; i += 1)
        expect((await attempt(account, WRONG, pairGuesser, other)).statusCode).toBe(401);
      expect((await attempt(account, DEMO_PASSWORD, pairGuesser)).statusCode).toBe(429);
      expect((await attempt(account, DEMO_PASSWORD, pairGuesser, other)).statusCode).toBe(429);

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
