/**
 * The weekly digest end to end: the preference through the API, the digest job as a server runs
 * it, mails through a real SMTP server on loopback. Monday 07:00 Dutch time, once per user and
 * week (two processes, repeated runs), the user's own contracts within the horizon and their
 * locations, handled terms left out, nothing when empty; a digest-only user gets no single end or
 * notice alerts, but still manual ones.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAlerts } from '../../../server/alerts/scheduler';
import { type DatabaseHandle, openDatabase } from '../../../server/db/client';
import { digestDeliveries } from '../../../server/db/contract-tables';
import { users } from '../../../server/db/schema';
import { runDigests } from '../../../server/digest/weekly';
import { formatLongDate } from '../../../src/i18n/format';
import { addDays, dayOf, weekStart } from '../../../src/schema/contract-dates';
import { digestWeek } from '../../../src/schema/digest';
import { startSmtpServer, type TestSmtpServer } from '../../smtp-server';
import { createContract, masterData, todayOf } from '../contracts/fixtures';
import { userIdOf } from '../fixtures';
import { setupTestApp } from '../harness';
import { APP_URL, runAndDeliver, schedulerProcess } from './fixtures';

const t = setupTestApp();
let smtp: TestSmtpServer;

/** The moment `time` (hh:mm) on `day` in the Netherlands, summer or winter time. */
function dutchMoment(day: string, time: string): Date {
  for (const offset of ['+01:00', '+02:00']) {
    const moment = new Date(`${day}T${time}:00${offset}`);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(moment);
    if (local === time && dayOf(moment) === day) return moment;
  }
  throw new Error(`no ${time} on ${day}`);
}

const setClock = (moment: Date) => t.clock.advance(moment.getTime() - t.clock.now.getTime());

/** One digest run and the delivery of what it queued, in a process of its own. */
async function digestRun(db?: DatabaseHandle['db']) {
  const process = schedulerProcess(t, smtp.url, db ? { db } : {});
  try {
    const queued = await runDigests(process);
    await process.mailer.deliverDue();
    return queued;
  } finally {
    await process.mailer.stop();
  }
}

const digestsTo = (address: string) =>
  smtp.received.filter((mail) => mail.to.includes(address) && mail.subject.startsWith('Je contracten'));
const text = (raw: string) => raw.replace(/=3D/g, '=');

const setMail = async (email: string, mode: string, days: number) => {
  const token = await t.login(email);
  const response = await t.call({
    method: 'PUT',
    url: '/api/auth/alert-mail',
    token,
    payload: { mode, days },
  });
  expect(response.statusCode, response.body).toBe(200);
  return token;
};

let monday = '';
beforeAll(async () => {
  smtp = await startSmtpServer();
  // Next Monday, 06:30 Dutch time: this week's digest is not due yet.
  monday = addDays(weekStart(todayOf(t)), 7);
  setClock(dutchMoment(monday, '06:30'));
  // The demo contracts' alerts due by now are sent first, so each test counts its own.
  await runAndDeliver(t, smtp.url);
  smtp.received.length = 0;
}, 60_000);
afterAll(() => smtp.close());

describe('the alert mail preference', () => {
  it('is single mails until chosen, and only the offered choices are taken', async () => {
    const token = await t.login('contracten@demo.nl');
    const read = await t.call({ method: 'GET', url: '/api/auth/alert-mail', token });
    expect(read.json()).toEqual({ mode: 'single', days: 30 });
    for (const payload of [
      { mode: 'weekly', days: 30 },
      { mode: 'digest', days: 45 },
      { mode: 'digest' },
      { mode: 'digest', days: '30' },
    ]) {
      const refused = await t.call({ method: 'PUT', url: '/api/auth/alert-mail', token, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const admin = await t.login('admin@demo.nl');
    expect((await t.call({ method: 'GET', url: '/api/auth/alert-mail', token: admin })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/auth/alert-mail' })).statusCode).toBe(401);
  });
});

describe('the weekly digest', () => {
  it('goes out on Monday from 07:00 Dutch time, once, with the deadlines ahead by week', async () => {
    const admin = await t.login('beheerder@demo.nl');
    const today = monday;
    const managerId = await userIdOf(t, 'contracten@demo.nl');
    const soon = await createContract(t, admin, {
      endsAt: addDays(today, 40),
      noticeAmount: 30,
      noticeUnit: 'days',
      receivers: [managerId],
    });
    const later = await createContract(t, admin, { endsAt: addDays(today, 20), receivers: [managerId] });
    const beyond = await createContract(t, admin, { endsAt: addDays(today, 75) });
    const handled = await createContract(t, admin, { endsAt: addDays(today, 12) });
    await t.call({
      method: 'POST',
      url: `/api/contracts/${handled.id}/outcome`,
      token: admin,
      payload: { outcome: 'let_renew' },
    });
    await setMail('contracten@demo.nl', 'digest', 30);
    await setMail('beheerder@demo.nl', 'both', 90);

    expect(await digestRun()).toBe(0);
    expect(digestsTo('contracten@demo.nl')).toHaveLength(0);

    setClock(dutchMoment(monday, '07:00'));
    // Two processes at once, then again: one digest each.
    const second: DatabaseHandle | null = t.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: t.databaseUrl })
      : null;
    try {
      await Promise.all([digestRun(), digestRun(second?.db)]);
      await digestRun(second?.db);
    } finally {
      await second?.close();
    }
    const [digest] = digestsTo('contracten@demo.nl');
    expect(digestsTo('contracten@demo.nl')).toHaveLength(1);
    const body = text(digest.raw);
    expect(body).toContain(`opzegdatum ${soon.number}`);
    expect(body).toContain(`einddatum ${later.number}`);
    expect(body).toContain(`${APP_URL}/contracts/${soon.id}`);
    expect(body).toContain(formatLongDate(addDays(today, 10)));
    expect(body).toMatch(/Week \d+ \(/);
    expect(body).not.toContain(beyond.number);
    expect(body).not.toContain(handled.number);
    expect(body).toContain(`${APP_URL}/calendar`);
    // Ninety days ahead reaches further.
    const [wide] = digestsTo('beheerder@demo.nl');
    expect(text(wide.raw)).toContain(beyond.number);

    const week = digestWeek(monday);
    const recorded = await t.database.db
      .select()
      .from(digestDeliveries)
      .where(eq(digestDeliveries.userId, managerId));
    expect(recorded.map((row) => row.week)).toEqual([week]);

    // The week after, on Monday at 07:00, the next one.
    setClock(dutchMoment(addDays(monday, 7), '07:05'));
    await digestRun();
    expect(digestsTo('contracten@demo.nl')).toHaveLength(2);
  });

  it('covers only the contracts of the user’s locations, and is not sent when empty', async () => {
    const admin = await t.login('beheerder@demo.nl');
    const master = await masterData(t, admin);
    const location = await t.call({
      method: 'POST',
      url: '/api/locations',
      token: admin,
      payload: { name: `Leeg filiaal ${Date.now()}`, city: 'Zeist' },
    });
    expect(location.statusCode, location.body).toBe(201);
    const readerId = await userIdOf(t, 'lezer@demo.nl');
    await t.database.db
      .update(users)
      .set({ locationIds: [location.json().id] })
      .where(eq(users.id, readerId));
    await setMail('lezer@demo.nl', 'digest', 90);
    const restrictedManager = await userIdOf(t, 'contracten@demo.nl');
    await t.database.db
      .update(users)
      .set({ locationIds: [master.locations[0].id] })
      .where(eq(users.id, restrictedManager));
    const elsewhere = await createContract(t, admin, {
      location: master.locations[1].id,
      endsAt: addDays(todayOf(t), 9),
    });
    const here = await createContract(t, admin, {
      location: master.locations[0].id,
      endsAt: addDays(todayOf(t), 9),
    });

    setClock(dutchMoment(addDays(weekStart(todayOf(t)), 7), '08:00'));
    await digestRun();
    expect(digestsTo('lezer@demo.nl')).toHaveLength(0);
    const [empty] = await t.database.db
      .select()
      .from(digestDeliveries)
      .where(eq(digestDeliveries.userId, readerId));
    expect(empty).toMatchObject({ deadlines: 0, mailId: null });

    const body = text(digestsTo('contracten@demo.nl').at(-1)?.raw ?? '');
    expect(body).toContain(here.number);
    expect(body).not.toContain(elsewhere.number);
  });

  it('replaces the single end and notice alerts of a digest-only user, not the manual ones', async () => {
    const admin = await t.login('beheerder@demo.nl');
    const managerId = await userIdOf(t, 'contracten@demo.nl');
    await setMail('contracten@demo.nl', 'digest', 30);
    const contract = await createContract(t, admin, {
      endsAt: addDays(todayOf(t), 5),
      receivers: [managerId],
      endAlertEnabled: true,
      endAlertAmount: 10,
      endAlertUnit: 'days',
    });
    const manual = await t.call({
      method: 'POST',
      url: `/api/contracts/${contract.id}/alerts`,
      token: admin,
      payload: { sendOn: todayOf(t), message: 'Bel de leverancier', receivers: [managerId] },
    });
    expect(manual.statusCode).toBe(201);
    smtp.received.length = 0;
    const process = schedulerProcess(t, smtp.url);
    try {
      await runAlerts(process);
      await process.mailer.deliverDue();
    } finally {
      await process.mailer.stop();
    }
    const mine = smtp.received.filter((mail) => mail.raw.includes(contract.number));
    expect(mine.map((mail) => mail.subject)).toEqual([expect.stringContaining('Herinnering')]);

    await setMail('contracten@demo.nl', 'both', 30);
    const again = await createContract(t, admin, {
      endsAt: addDays(todayOf(t), 5),
      receivers: [managerId],
      endAlertEnabled: true,
      endAlertAmount: 10,
      endAlertUnit: 'days',
    });
    await runAndDeliver(t, smtp.url);
    expect(smtp.received.filter((mail) => mail.raw.includes(again.number))).toHaveLength(1);
  });
});
