/**
 * The private link in an alert mail that marks its deadline handled without signing in: it arrives
 * in the mail (sealed in the outbox), works once, until the deadline, for its own contract only,
 * and only while its receiver may still change the contract.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mails, users } from '../../../server/db/schema';
import { addDays } from '../../../src/schema/contract-dates';
import { startSmtpServer, type TestSmtpServer } from '../../smtp-server';
import { APP_URL, runAndDeliver, userId } from '../alerts/fixtures';
import { freshAddress } from '../fixtures';
import { setupTestApp } from '../harness';
import { type ContractRecord, createContract, todayOf } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

const t = setupTestApp();
let smtp: TestSmtpServer;
let admin: string;
let managerId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  admin = await t.login('beheerder@demo.nl');
  managerId = await userId(t, admin, 'contracten@demo.nl');
  await runOnce();
});
beforeEach(async () => {
  admin = await t.login('beheerder@demo.nl');
  smtp.received.length = 0;
});
afterEach(() => {
  smtp.received.length = 0;
});
afterAll(() => smtp.close());

const runOnce = () => runAndDeliver(t, smtp.url);

/** A contract whose notice alert is due today (deadline in 10 days) and its mail's link token. */
async function alerted(): Promise<{ contract: ContractRecord; token: string }> {
  const contract = await createContract(t, admin, {
    endsAt: addDays(todayOf(t), 40),
    noticeAmount: 30,
    noticeUnit: 'days',
    renewalMonths: 12,
    receivers: [managerId],
    noticeAlertEnabled: true,
    noticeAlertAmount: 10,
    noticeAlertUnit: 'days',
  });
  await runOnce();
  const [mail] = smtp.received.filter((received) => received.raw.includes(contract.number));
  const raw = mail.raw.replace(/=3D/g, '=');
  const match = new RegExp(`${APP_URL}/afhandelen/${contract.id}\\?token=([A-Za-z0-9_-]{40,})`).exec(raw);
  if (!match) throw new Error(`no link in ${raw}`);
  return { contract, token: match[1] };
}

const open = (contractId: number, token: string) =>
  t.call({ method: 'POST', url: '/api/deadline-links/open', payload: { contractId, token } });
const handle = (contractId: number, token: string, body: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/deadline-links/handle', payload: { contractId, token, ...body } });

describe('the handled link in an alert mail', () => {
  it('is in the mail, sealed in the outbox, and marks the term handled once, as its receiver', async () => {
    const { contract, token } = await alerted();
    const [stored] = await t.database.db.select().from(mails).where(eq(mails.code, 'contract_notice_alert'));
    expect(stored.text).not.toContain(token);

    const shown = await open(contract.id, token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      contract: { number: contract.number, noticeDeadline: contract.noticeDeadline },
      validUntil: contract.noticeDeadline,
      outcomes: ['cancelled', 'renewed', 'let_renew'],
    });

    const done = await handle(contract.id, token, { outcome: 'cancelled' });
    expect(done.statusCode, done.body).toBe(200);
    const after = await t.call({ method: 'GET', url: `/api/contracts/${contract.id}`, token: admin });
    expect(after.json()).toMatchObject({ status: 'cancelled', handled: true });
    const history = await t.call({
      method: 'GET',
      url: `/api/contracts/${contract.id}/outcomes`,
      token: admin,
    });
    expect(history.json()[0]).toMatchObject({ via: 'link', handledBy: { id: managerId } });

    // Single use: neither opened nor used again.
    expect((await open(contract.id, token)).statusCode).toBe(410);
    const again = await handle(contract.id, token, { outcome: 'let_renew' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ errors: { token: 'used' } });
  });

  it('works for its own contract only, and not with a made-up token', async () => {
    const first = await alerted();
    const second = await alerted();
    expect((await open(second.contract.id, first.token)).statusCode).toBe(404);
    expect((await handle(second.contract.id, first.token, { outcome: 'cancelled' })).statusCode).toBe(404);
    expect((await open(first.contract.id, 'x'.repeat(43))).statusCode).toBe(404);
    // Neither contract was touched.
    for (const { contract } of [first, second]) {
      const row = await t.call({ method: 'GET', url: `/api/contracts/${contract.id}`, token: admin });
      expect(row.json().handled).toBe(false);
    }
    // A follow-up contract needs the app; a renewal needs its date.
    expect((await handle(first.contract.id, first.token, { outcome: 'new_contract' })).statusCode).toBe(400);
    expect((await handle(first.contract.id, first.token, { outcome: 'renewed' })).statusCode).toBe(400);
    expect((await open(first.contract.id, first.token)).statusCode).toBe(200);
  });

  it('expires with its deadline', async () => {
    const { contract, token } = await alerted();
    t.clock.advance(10 * DAY);
    expect((await open(contract.id, token)).statusCode).toBe(200);
    t.clock.advance(1 * DAY);
    const late = await handle(contract.id, token, { outcome: 'let_renew' });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ errors: { token: 'expired' } });
  });

  it('is spent when the term was handled in the app, and dead once its receiver is deactivated', async () => {
    const first = await alerted();
    await t.call({
      method: 'POST',
      url: `/api/contracts/${first.contract.id}/outcome`,
      token: admin,
      payload: { outcome: 'let_renew' },
    });
    expect((await open(first.contract.id, first.token)).statusCode).toBe(410);
    expect((await handle(first.contract.id, first.token, { outcome: 'cancelled' })).statusCode).toBe(410);

    const second = await alerted();
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, managerId));
    try {
      expect((await handle(second.contract.id, second.token, { outcome: 'cancelled' })).statusCode).toBe(404);
    } finally {
      await t.database.db.update(users).set({ active: true }).where(eq(users.id, managerId));
    }
  });

  it('throttles an address that keeps guessing, never the receivers elsewhere', async () => {
    const { contract, token } = await alerted();
    const guesser = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await t.call({
        method: 'POST',
        url: '/api/deadline-links/open',
        payload: { contractId: contract.id, token: `geraden-${attempt}-${'x'.repeat(40)}` },
        remoteAddress: guesser,
      });
      expect(wrong.statusCode).toBe(404);
    }
    const blocked = await t.call({
      method: 'POST',
      url: '/api/deadline-links/open',
      payload: { contractId: contract.id, token },
      remoteAddress: guesser,
    });
    expect(blocked.statusCode).toBe(429);
    const receiver = await t.call({
      method: 'POST',
      url: '/api/deadline-links/open',
      payload: { contractId: contract.id, token },
      remoteAddress: freshAddress(),
    });
    expect(receiver.statusCode).toBe(200);
  });
});
