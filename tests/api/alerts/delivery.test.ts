/**
 * Alert delivery end to end: contracts made through the API, the scheduler run as a server runs
 * it, mails sent through a real SMTP server on loopback. Each due occurrence arrives exactly once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAlerts } from '../../../server/alerts/scheduler';
import { alertDeliveries } from '../../../server/db/contract-tables';
import { mails } from '../../../server/db/schema';
import { formatLongDate } from '../../../src/i18n/format';
import { addDays, addMonths } from '../../../src/schema/contract-dates';
import { startSmtpServer, type TestSmtpServer } from '../../smtp-server';
import { createContract, todayOf } from '../contracts/fixtures';
import { setupTestApp } from '../harness';
import { APP_URL, runAndDeliver, schedulerProcess, userId } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

const t = setupTestApp();
let smtp: TestSmtpServer;
let admin: string;
let managerId: number;
let ownerId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  admin = await t.login('beheerder@demo.nl');
  managerId = await userId(t, admin, 'contracten@demo.nl');
  ownerId = await userId(t, admin, 'beheerder@demo.nl');
  // The demo contracts have alerts due today too: send those first.
  await runOnce();
});
// A test that moves the clock by months outlives the session: sign in anew each time.
beforeEach(async () => {
  admin = await t.login('beheerder@demo.nl');
});
afterAll(() => smtp.close());
afterEach(() => {
  smtp.received.length = 0;
  smtp.refuse = false;
});

const runOnce = (smtpUrl: string | null = smtp.url) => runAndDeliver(t, smtpUrl);

/** A contract of the bakery whose end alert (10 days ahead) is due today: it ends in 5 days. */
const dueContract = (overrides: Record<string, unknown> = {}) =>
  createContract(t, admin, {
    endsAt: addDays(todayOf(t), 5),
    receivers: [managerId],
    endAlertEnabled: true,
    endAlertAmount: 10,
    endAlertUnit: 'days',
    ...overrides,
  });

const mailsFor = (number: string) => smtp.received.filter((mail) => mail.raw.includes(number));

describe('alert delivery', () => {
  it('mails the end, notice and manual alerts once each, rendered from the Dutch templates', async () => {
    const today = todayOf(t);
    const endsAt = addDays(today, 20);
    const contract = await createContract(t, admin, {
      reference: 'Stroom <hoofdvestiging> & co',
      endsAt,
      noticeAmount: 10,
      noticeUnit: 'days',
      receivers: [managerId],
      endAlertEnabled: true,
      endAlertAmount: 1,
      endAlertUnit: 'months',
      noticeAlertEnabled: true,
      noticeAlertAmount: 14,
      noticeAlertUnit: 'days',
    });
    const manual = await t.call({
      method: 'POST',
      url: `/api/contracts/${contract.id}/alerts`,
      token: admin,
      payload: { sendOn: today, message: 'Bel <Eneco> over de meterstand', receivers: [] },
    });
    expect(manual.statusCode).toBe(201);

    const first = await runOnce();
    expect(first).toMatchObject({ queued: 3, sent: 3, failed: 0 });
    const arrived = mailsFor(contract.number);
    expect(arrived).toHaveLength(3);
    for (const mail of arrived) expect(mail.to).toEqual(['contracten@demo.nl']);
    const subjects = arrived.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(
      [
        `Contract ${contract.number} met ${contract.supplierName} loopt af op ${formatLongDate(endsAt)}`,
        expect.stringContaining(contract.number),
        expect.stringContaining(contract.number),
      ].sort(),
    );
    expect(new Set(arrived.map((mail) => mail.messageId)).size).toBe(3);

    // The stored mail: the values escaped in HTML, as written in the text part, the link to the contract.
    const stored = await t.database.db.select().from(mails).where(eq(mails.code, 'contract_manual_alert'));
    const ours = stored.find((mail) => mail.text.includes(contract.number));
    expect(ours?.text).toContain('Bel <Eneco> over de meterstand');
    expect(ours?.html).toContain('Bel &lt;Eneco&gt; over de meterstand');
    expect(ours?.html).not.toContain('<Eneco>');
    expect(ours?.text).toContain(`${APP_URL}/contracts/${contract.id}`);

    // The next run (and the one after) finds nothing new to send.
    expect(await runOnce()).toMatchObject({ queued: 0, sent: 0 });
    expect(await runOnce()).toMatchObject({ queued: 0, sent: 0 });
    expect(mailsFor(contract.number)).toHaveLength(3);

    // The detail page lists what was sent, to whom.
    const deliveries = await t.call({
      method: 'GET',
      url: `/api/contracts/${contract.id}/deliveries`,
      token: admin,
    });
    expect(deliveries.statusCode).toBe(200);
    const rows = deliveries.json() as { kind: string; toAddress: string; status: string; targetOn: string }[];
    expect(rows.map((row) => row.kind).sort()).toEqual(['end', 'manual', 'notice']);
    expect(rows.every((row) => row.toAddress === 'contracten@demo.nl' && row.status === 'sent')).toBe(true);
    expect(rows.find((row) => row.kind === 'notice')?.targetOn).toBe(addDays(endsAt, -10));
  });

  it('sends an alert on the day its advance is reached, not before, to the owner when there are no receivers', async () => {
    const today = todayOf(t);
    const endsAt = addMonths(today, 3);
    const contract = await createContract(t, admin, {
      endsAt,
      owner: ownerId,
      endAlertEnabled: true,
      endAlertAmount: 2,
      endAlertUnit: 'months',
    });
    await runOnce();
    expect(mailsFor(contract.number)).toHaveLength(0);

    const due = addMonths(endsAt, -2);
    t.clock.advance(Date.parse(due) - Date.parse(today) - DAY + 0);
    await runOnce();
    expect(mailsFor(contract.number)).toHaveLength(0); // the day before
    t.clock.advance(DAY);
    await runOnce();
    const arrived = mailsFor(contract.number);
    expect(arrived.map((mail) => mail.to)).toEqual([['beheerder@demo.nl']]);
    t.clock.advance(DAY);
    await runOnce();
    expect(mailsFor(contract.number)).toHaveLength(1);
  });

  it('passes an alert whose receivers have all left to the next in line, never to nobody', async () => {
    // A colleague who only receives two manual alerts is deleted without a hand-over.
    const created = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { firstName: 'Tijdelijke', lastName: 'Kracht', emailAddress: 'tijdelijk@demo.nl', roles: [3] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const leaving = created.json().id as number;
    const withReceivers = await createContract(t, admin, { receivers: [managerId], owner: ownerId });
    const ownerOnly = await createContract(t, admin, { receivers: [], owner: ownerId });
    const message = 'Opzegging voorbereiden (vertrokken collega)';
    for (const contract of [withReceivers, ownerOnly]) {
      const alert = await t.call({
        method: 'POST',
        url: `/api/contracts/${contract.id}/alerts`,
        token: admin,
        payload: { sendOn: todayOf(t), message, receivers: [leaving] },
      });
      expect(alert.statusCode, alert.body).toBe(201);
    }
    const deleted = await t.call({ method: 'DELETE', url: `/api/users/${leaving}`, token: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);

    await runOnce();
    const to = (contract: { number: string }) =>
      mailsFor(contract.number)
        .filter((mail) => mail.raw.includes('vertrokken collega'))
        .map((mail) => mail.to);
    // The contract's receivers, else its owner.
    expect(to(withReceivers)).toEqual([['contracten@demo.nl']]);
    expect(to(ownerOnly)).toEqual([['beheerder@demo.nl']]);
  });

  it('sends nothing for an archived contract or a disabled alert', async () => {
    const archived = await dueContract();
    const archive = await t.call({
      method: 'POST',
      url: `/api/contracts/${archived.id}/archive`,
      token: admin,
    });
    expect(archive.statusCode).toBe(200);
    const disabled = await dueContract({ endAlertEnabled: false });
    const control = await dueContract();

    await runOnce();
    expect(mailsFor(archived.number)).toHaveLength(0);
    expect(mailsFor(disabled.number)).toHaveLength(0);
    expect(mailsFor(control.number)).toHaveLength(1);
  });

  it('re-plans when the dates or receivers change: a new date or receiver is a new alert, the same one is not', async () => {
    const today = todayOf(t);
    const contract = await dueContract();
    await runOnce();
    expect(mailsFor(contract.number)).toHaveLength(1);

    const update = async (changes: Record<string, unknown>) => {
      const current = (
        await t.call({ method: 'GET', url: `/api/contracts/${contract.id}`, token: admin })
      ).json();
      const response = await t.call({
        method: 'PUT',
        url: `/api/contracts/${contract.id}`,
        token: admin,
        payload: { ...current, ...changes },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    // A longer advance for the same end date: that end was already announced.
    await update({ endAlertAmount: 20 });
    await runOnce();
    expect(mailsFor(contract.number)).toHaveLength(1);
    // The end moves out of reach: nothing; it moves back within the advance, to a new date: once more.
    await update({ endsAt: addDays(today, 60) });
    await runOnce();
    expect(mailsFor(contract.number)).toHaveLength(1);
    await update({ endsAt: addDays(today, 8) });
    await runOnce();
    expect(mailsFor(contract.number)).toHaveLength(2);
    // A receiver added: they get it; the one who had it does not get it again.
    await update({ receivers: [managerId, ownerId] });
    await runOnce();
    const arrived = mailsFor(contract.number);
    expect(arrived).toHaveLength(3);
    expect(arrived[2].to).toEqual(['beheerder@demo.nl']);
  });

  it("between the day's full runs, a run looks at the contracts changed since and picks up what became due", async () => {
    const unchanged = await dueContract();
    t.clock.advance(10 * 60_000);
    const since = t.clock.now;
    const changed = await dueContract();
    const process = schedulerProcess(t, smtp.url);
    try {
      expect(await runAlerts(process, since)).toBe(1);
      await process.mailer.deliverDue();
      expect(mailsFor(changed.number)).toHaveLength(1);
      expect(mailsFor(unchanged.number)).toHaveLength(0);
      // The next full run (the first of a day) finds the rest.
      expect(await runAlerts(process)).toBe(1);
      await process.mailer.deliverDue();
      expect(mailsFor(unchanged.number)).toHaveLength(1);
    } finally {
      await process.mailer.stop();
    }
  });

  it('retries a refused mail with back-off and marks it failed after the last try', async () => {
    const contract = await dueContract();
    smtp.refuse = true;
    const process = schedulerProcess(t, smtp.url, { retryDelaysMs: [60_000, 300_000] });
    const mailOf = async () => {
      const [delivery] = await t.database.db
        .select()
        .from(alertDeliveries)
        .where(eq(alertDeliveries.contractId, contract.id));
      const [mail] = await t.database.db
        .select()
        .from(mails)
        .where(eq(mails.id, delivery.mailId ?? 0));
      return mail;
    };
    try {
      await runAlerts(process);
      expect(await process.mailer.deliverDue()).toMatchObject({ sent: 0, retried: 1 });
      expect(await mailOf()).toMatchObject({ status: 'queued', attempts: 1 });
      expect((await mailOf()).error).toContain('Try again later');
      // Not due again before its back-off has passed.
      expect(await process.mailer.deliverDue()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
      t.clock.advance(60_000);
      expect(await process.mailer.deliverDue()).toMatchObject({ retried: 1 });
      t.clock.advance(300_000);
      expect(await process.mailer.deliverDue()).toMatchObject({ failed: 1 });
      expect(await mailOf()).toMatchObject({ status: 'failed', attempts: 3 });
      t.clock.advance(DAY);
      expect(await process.mailer.deliverDue()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
      expect(mailsFor(contract.number)).toHaveLength(0);
      // A failed mail is not planned again either: the occurrence was recorded.
      expect(await runAlerts(process)).toBe(0);
    } finally {
      await process.mailer.stop();
    }
  });

  it('keeps the mails in the outbox when no SMTP server is configured', async () => {
    const contract = await dueContract();
    expect(await runOnce(null)).toMatchObject({ queued: 1, sent: 0 });
    const deliveries = await t.call({
      method: 'GET',
      url: `/api/contracts/${contract.id}/deliveries`,
      token: admin,
    });
    expect((deliveries.json() as { status: string }[]).map((row) => row.status)).toEqual(['kept']);
    // Configuring SMTP later does not send yesterday's kept mails.
    expect(await runOnce()).toMatchObject({ queued: 0, sent: 0 });
  });

  it('shows deliveries only to those who may see the contract', async () => {
    const contract = await createContract(t, admin);
    const reader = await t.login('lezer@demo.nl');
    const other = await t.login('proef@demo.nl');
    const url = `/api/contracts/${contract.id}/deliveries`;
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url, token: reader })).statusCode).toBe(403);
    expect([403, 404]).toContain((await t.call({ method: 'GET', url, token: other })).statusCode);
  });
});
