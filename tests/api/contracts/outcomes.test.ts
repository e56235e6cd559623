/**
 * Handled deadlines: each outcome's effect on the status, the alerts, the dashboard numbers and
 * tacit renewal; the history; undo; access. Alerts are sent by the real scheduler to a loopback
 * SMTP server, with the test clock.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../../src/schema/contract-dates';
import { startSmtpServer, type TestSmtpServer } from '../../smtp-server';
import { runAndDeliver, userId } from '../alerts/fixtures';
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
});
afterEach(() => {
  smtp.received.length = 0;
});
afterAll(() => smtp.close());

const runOnce = () => runAndDeliver(t, smtp.url);

const mailsFor = (number: string) => smtp.received.filter((mail) => mail.raw.includes(number));

/** Renews tacitly by 12 months, 30 days' notice; notice deadline in `toNotice` days; both alerts 20 days ahead. */
const renewing = (toNotice: number, overrides: Record<string, unknown> = {}) =>
  createContract(t, admin, {
    endsAt: addDays(todayOf(t), toNotice + 30),
    noticeAmount: 30,
    noticeUnit: 'days',
    renewalMonths: 12,
    receivers: [managerId],
    noticeAlertEnabled: true,
    noticeAlertAmount: 20,
    noticeAlertUnit: 'days',
    endAlertEnabled: true,
    endAlertAmount: 20,
    endAlertUnit: 'days',
    ...overrides,
  });

const handle = (id: number, payload: Record<string, unknown>, token = admin) =>
  t.call({ method: 'POST', url: `/api/contracts/${id}/outcome`, token, payload });

const get = async (id: number) =>
  (await t.call({ method: 'GET', url: `/api/contracts/${id}`, token: admin })).json() as ContractRecord;

const numbers = async () =>
  (await t.call({ method: 'GET', url: '/api/contracts/summary', token: admin })).json() as Record<
    string,
    number
  >;

describe('marking a deadline handled', () => {
  it('cancelled: status opgezegd, no more alerts, leaves the notice numbers, ends and never renews', async () => {
    const contract = await renewing(25);
    const before = await numbers();
    expect(contract.status).toBe('notice_soon');

    const handled = await handle(contract.id, { outcome: 'cancelled', note: 'Per brief opgezegd' });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({ status: 'cancelled', handled: true, handledOutcome: 'cancelled' });
    const after = await numbers();
    expect(after.noticeWithin30).toBe(before.noticeWithin30 - 1);
    expect(after.noticeWithin90).toBe(before.noticeWithin90 - 1);
    // It really ends: still counted among the contracts ending within 90 days.
    expect(after.endsWithin90).toBe(before.endsWithin90);

    // The notice alert (due in 5 days) and the end alert never come.
    for (let day = 0; day < 60; day += 5) {
      t.clock.advance(5 * DAY);
      await runOnce();
    }
    admin = await t.login('beheerder@demo.nl');
    expect(mailsFor(contract.number)).toHaveLength(0);
    // Past its end it has expired instead of rolling into a new term.
    const later = await get(contract.id);
    expect(later).toMatchObject({ status: 'expired', currentEndsAt: contract.currentEndsAt });
  });

  it('let_renew: no alerts for this term, active; the next term alerts again', async () => {
    const contract = await renewing(25);
    const handled = await handle(contract.id, { outcome: 'let_renew' });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({ status: 'active', handled: true });
    t.clock.advance(10 * DAY);
    await runOnce();
    expect(mailsFor(contract.number)).toHaveLength(0);

    // Past the notice deadline the contract renewed; the next term's notice alert comes in time.
    t.clock.advance(20 * DAY);
    admin = await t.login('beheerder@demo.nl');
    const renewed = await get(contract.id);
    expect(renewed.currentEndsAt).toBe(addMonths(contract.currentEndsAt as string, 12));
    expect(renewed.handled).toBe(false);
    const nextAlertDay = addDays(renewed.noticeDeadline as string, -20);
    t.clock.advance(new Date(`${nextAlertDay}T09:00:00+01:00`).getTime() - t.clock.now.getTime());
    admin = await t.login('beheerder@demo.nl');
    await runOnce();
    expect(mailsFor(contract.number).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Opzeggen kan tot'),
    ]);
  });

  it('renewed: the new end date updates the contract, the old term is history', async () => {
    const contract = await renewing(40, { renewalMonths: null });
    const newEnd = addMonths(contract.currentEndsAt as string, 24);
    expect((await handle(contract.id, { outcome: 'renewed' })).json()).toMatchObject({
      errors: { endsAt: 'resources.contracts.errors.outcome_ends_at_required' },
    });
    const early = await handle(contract.id, { outcome: 'renewed', endsAt: contract.currentEndsAt });
    expect(early.statusCode).toBe(400);
    const handled = await handle(contract.id, { outcome: 'renewed', endsAt: newEnd });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({
      endsAt: newEnd,
      currentEndsAt: newEnd,
      handled: false,
      status: 'active',
    });
    const history = await t.call({
      method: 'GET',
      url: `/api/contracts/${contract.id}/outcomes`,
      token: admin,
    });
    expect(history.json()).toEqual([
      expect.objectContaining({
        outcome: 'renewed',
        termEndsAt: contract.currentEndsAt,
        newEndsAt: newEnd,
        handledBy: expect.objectContaining({ name: expect.any(String) }),
        via: 'app',
      }),
    ]);
    // The new term is a term of its own: it can be handled in turn.
    expect((await handle(contract.id, { outcome: 'let_renew' })).statusCode).toBe(200);
  });

  it('new contract: links the follow-up of the same company, then ends like a cancelled one', async () => {
    const contract = await renewing(25);
    const followUp = await createContract(t, admin, { endsAt: addDays(todayOf(t), 800) });
    for (const followUpId of [undefined, contract.id, 999_999]) {
      const refused = await handle(contract.id, { outcome: 'new_contract', followUpId });
      expect(refused.statusCode, String(followUpId)).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['followUpId']);
    }
    const handled = await handle(contract.id, { outcome: 'new_contract', followUpId: followUp.id });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json()).toMatchObject({ status: 'cancelled', handledOutcome: 'new_contract' });
    const history = await t.call({
      method: 'GET',
      url: `/api/contracts/${contract.id}/outcomes`,
      token: admin,
    });
    expect(history.json()[0]).toMatchObject({ followUp: { id: followUp.id, number: followUp.number } });
  });

  it('once per term (409), undone on request, and refused without an open term', async () => {
    const contract = await renewing(50);
    expect((await handle(contract.id, { outcome: 'cancelled' })).statusCode).toBe(200);
    const twice = await handle(contract.id, { outcome: 'let_renew' });
    expect(twice.statusCode).toBe(409);

    const undone = await t.call({
      method: 'DELETE',
      url: `/api/contracts/${contract.id}/outcome`,
      token: admin,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'notice_soon', handled: false, handledOutcome: null });
    const history = await t.call({
      method: 'GET',
      url: `/api/contracts/${contract.id}/outcomes`,
      token: admin,
    });
    expect(history.json()).toEqual([]);
    const again = await t.call({
      method: 'DELETE',
      url: `/api/contracts/${contract.id}/outcome`,
      token: admin,
    });
    expect(again.statusCode).toBe(409);

    const indefinite = await createContract(t, admin, { indefinite: true, endsAt: null });
    expect((await handle(indefinite.id, { outcome: 'cancelled' })).statusCode).toBe(400);
    const archived = await renewing(20);
    await t.call({ method: 'POST', url: `/api/contracts/${archived.id}/archive`, token: admin });
    expect((await handle(archived.id, { outcome: 'cancelled' })).statusCode).toBe(400);
    expect((await handle(contract.id, { outcome: 'opgezegd' })).statusCode).toBe(400);
  });

  it('changing the contract’s dates starts a new term: the handling no longer applies', async () => {
    const contract = await renewing(25);
    await handle(contract.id, { outcome: 'let_renew' });
    const { id, status, daysLeft, handled, createdAt, updatedAt, ...body } = await get(contract.id);
    const edited = await t.call({
      method: 'PUT',
      url: `/api/contracts/${id}`,
      token: admin,
      payload: { ...body, endsAt: addDays(body.endsAt as string, 7) },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ handled: false, handledOutcome: null, status: 'notice_soon' });
  });

  it('only who may change the contract handles it', async () => {
    const contract = await renewing(25);
    const reader = await t.login('lezer@demo.nl');
    expect((await handle(contract.id, { outcome: 'cancelled' }, reader)).statusCode).toBe(403);
    const stranger = await t.login('admin@demo.nl');
    // A platform admin may; another company's admin may not even find it.
    const other = await t.login('proef@demo.nl');
    expect([403, 404]).toContain((await handle(contract.id, { outcome: 'cancelled' }, other)).statusCode);
    const manager = await t.login('contracten@demo.nl');
    expect((await handle(contract.id, { outcome: 'cancelled' }, manager)).statusCode).toBe(200);
    const history = await t.call({
      method: 'GET',
      url: `/api/contracts/${contract.id}/outcomes`,
      token: stranger,
    });
    expect(history.statusCode).toBe(200);
  });
});
