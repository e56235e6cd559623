/**
 * A year of deadlines, simulated: N contracts with random valid terms (month ends,
 * 29 February, tacit renewal in months, notice in days and months, indefinite ones, manual alerts,
 * end and notice alerts with random advances), then the product's clock moved one day at a time
 * through `days` days, with random edits of dates, advances and receivers, archives, restores,
 * disabled alerts, server restarts (a new app instance and new scheduler processes on the same
 * database), a few days down, and two scheduler processes running at once. The alerts expected are
 * computed here from docs/requirements.md ("Contracts and dates", "Alerts and mail") by an oracle of
 * its own (its own calendar arithmetic; neither the scheduler's code nor src/schema/contract-dates),
 * and compared with the mails a real SMTP server on loopback received: none missed, none twice,
 * none after an archive or a disable, each on the day it fell due.
 *
 * Used by tests/api/simulated-year.test.ts (300 contracts) and `npm run bench -- year` (10,000).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { runAlerts } from '../../server/alerts/scheduler';
import { buildApp } from '../../server/app';
import {
  planColumns,
  plansTable,
  subscriptionColumns,
  subscriptionsTable,
} from '../../server/auth/subscriptions';
import { readConfig } from '../../server/config';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { companies, users } from '../../server/db/schema';
import { createMailer } from '../../server/mail/mailer';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { schedulerProcess } from '../api/alerts/fixtures';
import { contractBody } from '../api/contracts/fixtures';
import type { TestApp } from '../api/harness';
import { startSmtpServer } from '../smtp-server';
import { prng } from './fuzz';

// ---------------------------------------------------------------------------------------------
// The oracle's calendar: days as 'YYYY-MM-DD', months clamped to their last day.

const DAY_MS = 86_400_000;
const serial = (day: string): number =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / DAY_MS;
const fromSerial = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
const plusDays = (day: string, n: number): string => fromSerial(serial(day) + n);
const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** `day` + n months; the 31st of a month without one becomes its last day. */
const plusMonths = (day: string, n: number): string => {
  const index = +day.slice(0, 4) * 12 + (+day.slice(5, 7) - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(+day.slice(8, 10), daysInMonth(year, month)))}`;
};
const monthEnd = (day: string): string =>
  `${day.slice(0, 8)}${pad(daysInMonth(+day.slice(0, 4), +day.slice(5, 7)))}`;

const amsterdam = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** The moment it is `time` ('HH:MM') on `day` in the Netherlands (UTC+1 in winter, UTC+2 in summer). */
function dutchInstant(day: string, time: string): Date {
  for (const offset of [1, 2]) {
    const moment = new Date(Date.parse(`${day}T${time}:00Z`) - offset * 3_600_000);
    const parts = Object.fromEntries(amsterdam.formatToParts(moment).map((part) => [part.type, part.value]));
    if (`${parts.year}-${parts.month}-${parts.day}` === day && `${parts.hour}:${parts.minute}` === time)
      return moment;
  }
  throw new Error(`no Dutch ${day} ${time}`);
}

type Unit = 'days' | 'months';
interface Period {
  amount: number;
  unit: Unit;
}
const minus = (day: string, period: Period): string =>
  period.unit === 'days' ? plusDays(day, -period.amount) : plusMonths(day, -period.amount);

const DUTCH_MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
/** '29 februari 2028' → '2028-02-29'. */
const fromLongDate = (text: string): string => {
  const [day, month, year] = text.trim().split(/\s+/);
  return `${year}-${pad(DUTCH_MONTHS.indexOf(month) + 1)}-${pad(Number(day))}`;
};

// ---------------------------------------------------------------------------------------------
// What the simulation knows of each contract and manual alert: what it sent, never what the server stored.

interface Alert {
  enabled: boolean;
  advance: Period | null;
}
interface SimContract {
  id: number;
  number: string;
  /** The body last accepted by the API (the next PUT starts from it). */
  body: Record<string, unknown>;
  endsAt: string | null;
  indefinite: boolean;
  notice: Period | null;
  renewalMonths: number | null;
  endAlert: Alert;
  noticeAlert: Alert;
  receivers: number[];
  owner: number;
  archived: boolean;
}
interface SimManual {
  id: number;
  tag: string;
  contract: SimContract;
  sendOn: string;
  receivers: number[];
  enabled: boolean;
  removed: boolean;
}

/**
 * The term running on `today`: from the agreed end, whole renewal periods on until its notice
 * deadline (or end) is today or later. A renewed term of an agreed end on a month's last day ends on
 * a month's last day; of another date, on that date (clamped to a shorter month).
 */
function termOn(contract: SimContract, today: string): { end: string | null; deadline: string | null } {
  const agreedEnd = contract.endsAt;
  if (contract.indefinite || agreedEnd === null) return { end: null, deadline: null };
  const renewedEnd = (months: number) =>
    monthEnd(agreedEnd) === agreedEnd
      ? monthEnd(plusMonths(agreedEnd, months))
      : plusMonths(agreedEnd, months);
  for (let k = 0; ; k += 1) {
    const end = contract.renewalMonths && k > 0 ? renewedEnd(k * contract.renewalMonths) : agreedEnd;
    const deadline = contract.notice ? minus(end, contract.notice) : null;
    if (!contract.renewalMonths || (deadline ?? end) >= today) return { end, deadline };
  }
}

/** The occurrences due on `today`, each as 'kind|contract or alert|target day|receiver id'. */
function dueOn(contracts: SimContract[], manuals: SimManual[], today: string): string[] {
  const due: string[] = [];
  const to = (contract: SimContract, receivers: number[]) =>
    receivers.length > 0 ? receivers : contract.receivers.length > 0 ? contract.receivers : [contract.owner];
  for (const contract of contracts) {
    if (contract.archived) continue;
    const { end, deadline } = termOn(contract, today);
    for (const [kind, target, alert] of [
      ['end', end, contract.endAlert],
      ['notice', deadline, contract.noticeAlert],
    ] as const) {
      if (!alert.enabled || !alert.advance || target === null) continue;
      if (today <= target && minus(target, alert.advance) <= today) {
        for (const user of to(contract, [])) due.push(`${kind}|${contract.number}|${target}|${user}`);
      }
    }
  }
  for (const alert of manuals) {
    if (alert.removed || !alert.enabled || alert.contract.archived) continue;
    // A manual alert missed for more than 30 days (server down) is not sent late.
    if (alert.sendOn <= today && plusDays(alert.sendOn, 30) >= today) {
      for (const user of to(alert.contract, alert.receivers))
        due.push(`manual|${alert.tag}|${alert.sendOn}|${user}`);
    }
  }
  return due;
}

// ---------------------------------------------------------------------------------------------

export interface YearOptions {
  seed: number;
  contracts: number;
  days: number;
  /** Random edits per simulated day (on average). */
  editsPerDay: number;
  log?: (line: string) => void;
}

export interface YearReport {
  seed: number;
  contracts: number;
  days: number;
  edits: number;
  restarts: number;
  daysDown: number;
  expected: number;
  received: number;
  missed: string[];
  doubled: string[];
  unexpected: string[];
  /** Received, but not on the day the oracle says it fell due: 'key: expected day, got day'. */
  wrongDay: string[];
  /** Edits the API refused although the simulation meant them to be valid (its own mistakes or the product's). */
  refusedEdits: string[];
  seconds: number;
}

interface Process {
  env: ReturnType<typeof schedulerProcess>;
  handle: DatabaseHandle | null;
}

export async function simulateYear(t: TestApp, options: YearOptions): Promise<YearReport> {
  const started = performance.now();
  const random = prng(options.seed);
  const log = options.log ?? (() => {});
  const db = t.database.db;
  const smtp = await startSmtpServer();

  // The bakery on the unlimited plan, its subscription running throughout, its demo contracts archived.
  const [bakery] = await db.select().from(companies).where(sql`${companies.name} like 'Bakkerij%'`);
  const [unlimited] = await db.select().from(plansTable).where(eq(planColumns.name, 'Onbeperkt'));
  await db
    .update(subscriptionsTable)
    .set({ plan: (unlimited as { id: number }).id, endsAt: null } as never)
    .where(eq(subscriptionColumns.companyId, bakery.id));
  await db.execute(sql`update contracts set archived = true`);
  const staff = (await db.select().from(users).where(eq(users.companyId, bakery.id))).filter(
    (user) => user.active && user.roles.some((role) => role === 2 || role === 3),
  );
  const pool = staff.map((user) => user.id);
  const emailOf = new Map(staff.map((user) => [user.emailAddress.toLowerCase(), user.id]));

  // The clock: a start in the seed's window, so the year crosses 29 February 2028.
  const start = plusDays('2027-09-01', random.int(120));
  // The clock is set to Dutch wall-clock times (docs/requirements.md: dates are Dutch calendar days),
  // close to midnight on purpose: the year crosses two changes of summer time.
  const at = (day: string, time: string) => {
    t.clock.now = dutchInstant(day, time);
  };
  at(start, '00:05');

  // The API: one app instance at a time, replaced at a restart.
  const config = { ...readConfig({}), appUrl: 'http://app.test', dataDir: t.dataDir };
  let app: FastifyInstance = t.app;
  const newApp = async () => {
    const previous = app;
    app = await buildApp({
      db,
      config,
      mailer: createMailer(db, { smtpUrl: null, from: 'test@contractbeheer.test' }),
      now: () => t.clock.now,
    });
    if (previous !== t.app) await previous.close();
  };
  let token = '';
  // When the session was last used: an unused session ends after 7 days (server/auth/sessions.ts).
  let lastCallAt = 0;
  const call = (request: InjectOptions): Promise<LightMyRequestResponse> => {
    lastCallAt = t.clock.now.getTime();
    return app.inject({
      ...request,
      headers: {
        'x-token-name': 'web',
        'x-requested-with': 'XMLHttpRequest',
        authorization: `Bearer ${token}`,
      },
    });
  };
  const login = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-token-name': 'web' },
      payload: { emailAddress: 'beheerder@demo.nl', password: DEMO_PASSWORD },
    });
    token = (response.json() as { accessToken: string }).accessToken;
    lastCallAt = t.clock.now.getTime();
  };
  await login();

  // Two scheduler processes; on PostgreSQL each with a connection pool of its own, as two servers.
  let processes: Process[] = [];
  const startProcesses = async () => {
    for (const process of processes) {
      await process.env.mailer.stop();
      await process.handle?.close();
    }
    processes = [];
    for (let i = 0; i < 2; i += 1) {
      const handle = t.databaseUrl ? await openDatabase({ kind: 'postgres', url: t.databaseUrl }) : null;
      processes.push({ env: schedulerProcess(t, smtp.url, { db: handle?.db, batch: 20 }), handle });
    }
  };
  await startProcesses();

  const report: YearReport = {
    seed: options.seed,
    contracts: options.contracts,
    days: options.days,
    edits: 0,
    restarts: 0,
    daysDown: 0,
    expected: 0,
    received: 0,
    missed: [],
    doubled: [],
    unexpected: [],
    wrongDay: [],
    refusedEdits: [],
    seconds: 0,
  };
  const ok = (what: string, response: LightMyRequestResponse): boolean => {
    if (response.statusCode < 300) return true;
    report.refusedEdits.push(`${what} → ${response.statusCode} ${response.body.slice(0, 200)}`);
    return false;
  };

  // ---- random valid terms
  const subset = (): number[] => pool.filter(() => random.chance(0.35));
  const period = (maxDays: number, maxMonths: number): Period =>
    random.chance(0.5)
      ? { amount: 1 + random.int(maxDays), unit: 'days' }
      : { amount: 1 + random.int(maxMonths), unit: 'months' };
  const randomEnd = (today: string): string => {
    const roll = random.int(6);
    if (roll === 0) return monthEnd(plusMonths(today, random.int(18) - 4));
    if (roll === 1) return random.pick(['2028-02-29', '2024-02-29', '2028-02-28', '2027-02-28']);
    // A month's last day: its renewed terms end on months' last days (31 January monthly: 28 February, 31 March).
    if (roll === 2) return plusMonths('2027-01-31', random.int(30));
    return plusDays(today, random.int(480) - 60);
  };
  const applyAlert = (contract: SimContract, kind: 'end' | 'notice', alert: Alert) => {
    contract[kind === 'end' ? 'endAlert' : 'noticeAlert'] = alert;
    contract.body[`${kind}AlertEnabled`] = alert.enabled;
    contract.body[`${kind}AlertAmount`] = alert.advance?.amount ?? null;
    contract.body[`${kind}AlertUnit`] = alert.advance?.unit ?? null;
  };
  /** Random terms, kept valid: no end alert when indefinite, no notice alert without notice. */
  const randomTerms = (contract: SimContract, today: string) => {
    contract.indefinite = random.chance(0.1);
    contract.endsAt = contract.indefinite ? null : randomEnd(today);
    contract.notice = random.chance(0.65) ? period(90, 6) : null;
    contract.renewalMonths =
      !contract.indefinite && random.chance(0.45) ? random.pick([1, 2, 3, 6, 12, 12, 24]) : null;
    const startsAt = plusDays(
      contract.endsAt && contract.endsAt < today ? contract.endsAt : today,
      -random.int(400),
    );
    Object.assign(contract.body, {
      startsAt,
      indefinite: contract.indefinite,
      endsAt: contract.endsAt,
      noticeAmount: contract.notice?.amount ?? null,
      noticeUnit: contract.notice?.unit ?? null,
      renewalMonths: contract.renewalMonths,
    });
    if (contract.indefinite) applyAlert(contract, 'end', { ...contract.endAlert, enabled: false });
    if (!contract.notice) applyAlert(contract, 'notice', { ...contract.noticeAlert, enabled: false });
  };
  const randomAlert = (allowed: boolean): Alert => {
    const advance = random.chance(0.85) ? period(60, 3) : null;
    return { enabled: allowed && advance !== null && random.chance(0.7), advance };
  };

  const contracts: SimContract[] = [];
  const manuals: SimManual[] = [];
  let tags = 0;
  const manualMessage = (tag: string, sendOn: string) => `Melding ${tag} ${sendOn}`;

  const addManual = async (contract: SimContract, today: string) => {
    tags += 1;
    const tag = `A${tags}`;
    const sendOn = plusDays(today, random.int(150));
    const receivers = random.chance(0.5) ? subset() : [];
    const response = await call({
      method: 'POST',
      url: `/api/contracts/${contract.id}/alerts`,
      payload: { sendOn, message: manualMessage(tag, sendOn), receivers },
    });
    if (!ok(`add manual alert to ${contract.number}`, response)) return;
    const id = (response.json() as { id: number }).id;
    manuals.push({ id, tag, contract, sendOn, receivers, enabled: true, removed: false });
  };

  // ---- the contracts, made through the API
  const madeAt = performance.now();
  for (let i = 0; i < options.contracts; i += 1) {
    const contract: SimContract = {
      id: 0,
      number: `SIM-${options.seed}-${i}`,
      body: {},
      endsAt: null,
      indefinite: false,
      notice: null,
      renewalMonths: null,
      endAlert: { enabled: false, advance: null },
      noticeAlert: { enabled: false, advance: null },
      receivers: subset(),
      owner: random.pick(pool),
      archived: false,
    };
    contract.body = await contractBody(t, token, {
      number: contract.number,
      owner: contract.owner,
      receivers: contract.receivers,
    });
    randomTerms(contract, start);
    applyAlert(contract, 'end', randomAlert(!contract.indefinite));
    applyAlert(contract, 'notice', randomAlert(contract.notice !== null));
    const response = await call({ method: 'POST', url: '/api/contracts', payload: contract.body });
    if (!ok(`create ${contract.number}`, response)) continue;
    contract.id = (response.json() as { id: number }).id;
    contracts.push(contract);
    if (random.chance(0.3)) await addManual(contract, start);
  }
  log(
    `made ${contracts.length} contracts and ${manuals.length} manual alerts in ${((performance.now() - madeAt) / 1000).toFixed(1)} s`,
  );

  // ---- random edits
  const putContract = async (contract: SimContract, what: string, change: () => void): Promise<void> => {
    const before = structuredClone({ ...contract, body: contract.body });
    change();
    const response = await call({
      method: 'PUT',
      url: `/api/contracts/${contract.id}`,
      payload: contract.body,
    });
    if (!ok(`${what} of ${contract.number}`, response)) Object.assign(contract, before);
  };
  const edit = async (today: string) => {
    report.edits += 1;
    const contract = random.pick(contracts);
    const roll = random.int(100);
    if (roll < 22) {
      await putContract(contract, 'new dates', () => randomTerms(contract, today));
    } else if (roll < 30) {
      await putContract(contract, 'new end', () => {
        if (contract.indefinite) return;
        contract.endsAt = randomEnd(today);
        contract.body.endsAt = contract.endsAt;
        if (String(contract.body.startsAt) > contract.endsAt) contract.body.startsAt = contract.endsAt;
      });
    } else if (roll < 50) {
      // An advance or switch through the alert's own call.
      const kind = random.chance(0.5) ? 'end' : 'notice';
      const allowed = kind === 'end' ? !contract.indefinite : contract.notice !== null;
      const advance = period(60, 3);
      const alert: Alert = { enabled: allowed && random.chance(0.75), advance };
      const response = await call({
        method: 'PUT',
        url: `/api/contracts/${contract.id}/alerts/${kind}`,
        payload: { enabled: alert.enabled, amount: advance.amount, unit: advance.unit },
      });
      if (ok(`${kind} alert of ${contract.number}`, response)) applyAlert(contract, kind, alert);
    } else if (roll < 60) {
      await putContract(contract, 'receivers', () => {
        contract.receivers = subset();
        contract.body.receivers = contract.receivers;
        if (random.chance(0.3)) {
          contract.owner = random.pick(pool);
          contract.body.owner = contract.owner;
        }
      });
    } else if (roll < 70) {
      const action = contract.archived ? 'restore' : 'archive';
      const response = await call({ method: 'POST', url: `/api/contracts/${contract.id}/${action}` });
      if (ok(`${action} ${contract.number}`, response)) contract.archived = !contract.archived;
    } else if (roll < 78) {
      await addManual(contract, today);
    } else {
      const alive = manuals.filter((alert) => !alert.removed);
      if (alive.length === 0) return;
      const alert = random.pick(alive);
      const url = `/api/contracts/${alert.contract.id}/alerts/${alert.id}`;
      if (random.chance(0.15)) {
        if (ok(`remove ${alert.tag}`, await call({ method: 'DELETE', url }))) alert.removed = true;
        return;
      }
      const next = { ...alert };
      const change = random.int(3);
      if (change === 0) next.sendOn = plusDays(today, random.int(90));
      else if (change === 1) next.receivers = random.chance(0.5) ? subset() : [];
      else next.enabled = !alert.enabled;
      const response = await call({
        method: 'PUT',
        url,
        payload: {
          sendOn: next.sendOn,
          message: manualMessage(alert.tag, next.sendOn),
          receivers: next.receivers,
          enabled: next.enabled,
        },
      });
      if (ok(`change ${alert.tag}`, response)) Object.assign(alert, next);
    }
  };

  // ---- the days
  const expected = new Map<string, string>();
  const observe = (today: string) => {
    for (const key of dueOn(contracts, manuals, today)) if (!expected.has(key)) expected.set(key, today);
  };
  const arrivals = new Map<string, string[]>();
  let seen = 0;
  const unparsed: string[] = [];
  const collect = (today: string) => {
    for (; seen < smtp.received.length; seen += 1) {
      const mail = smtp.received[seen];
      const user = emailOf.get((mail.to[0] ?? '').toLowerCase());
      const end = /^Contract (\S+) met .* loopt af op (.+)$/.exec(mail.subject);
      const notice = /^Opzeggen kan tot (.+): contract (\S+)$/.exec(mail.subject);
      const manual = /Melding (A\d+) (\d{4}-\d\d-\d\d)/.exec(mail.raw);
      let key: string | null = null;
      if (end) key = `end|${end[1]}|${fromLongDate(end[2])}|${user}`;
      else if (notice) key = `notice|${notice[2]}|${fromLongDate(notice[1])}|${user}`;
      else if (manual && mail.subject.startsWith('Herinnering'))
        key = `manual|${manual[1]}|${manual[2]}|${user}`;
      if (key === null) {
        unparsed.push(mail.subject);
        continue;
      }
      // A mail of a demo contract (all archived at the start) is unexpected too.
      arrivals.set(key, [...(arrivals.get(key) ?? []), today]);
    }
  };
  const timing = { runs: 0, delivery: 0, edits: 0 };
  /** Each morning both processes make their full run at once; a run between is one process's minute tick. */
  const runAll = async (since?: Date) => {
    let t0 = performance.now();
    const running = since ? [random.pick(processes)] : processes;
    const queued = await Promise.all(running.map((process) => runAlerts(process.env, since)));
    timing.runs += performance.now() - t0;
    // Both deliver when anything was queued (each claims its own share); nothing queued, nothing to send.
    if (queued.some((n) => n > 0)) {
      t0 = performance.now();
      await Promise.all(processes.map((process) => process.env.mailer.deliverDue()));
      timing.delivery += performance.now() - t0;
    }
  };

  let down = 0;
  let lastLogin = 0;
  const daysAt = performance.now();
  for (let d = 0; d < options.days; d += 1) {
    const today = plusDays(start, d);
    if (down > 0) {
      down -= 1;
      report.daysDown += 1;
      continue;
    }
    if (d > 0 && random.chance(0.03)) {
      // A restart (sometimes after a few days down): a new app instance and new scheduler processes.
      if (random.chance(0.3)) {
        down = 1 + random.int(3);
        report.daysDown += 1;
        down -= 1;
        continue;
      }
      at(today, '00:10');
      await newApp();
      await startProcesses();
      report.restarts += 1;
    }
    // A session lasts 30 days at most, and 7 days unused (days down, days without edits): sign in
    // anew as a user would. A 401 within a live session stays a refused edit. Measured from today:
    // the clock still shows the last day the server was up.
    at(today, '00:20');
    if (d - lastLogin >= 20 || t.clock.now.getTime() - lastCallAt >= 6 * 24 * 3600_000) {
      await login();
      lastLogin = d;
    }
    // The first run of the day is a full one.
    at(today, '00:30');
    const morning = new Date(t.clock.now);
    await runAll();
    observe(today);
    // Edits during the day, then a run that looks at what changed since the morning.
    at(today, '23:50');
    const count = random.int(2 * options.editsPerDay + 1);
    const t0 = performance.now();
    for (let i = 0; i < count; i += 1) await edit(today);
    timing.edits += performance.now() - t0;
    if (count > 0) {
      at(today, '23:55');
      await runAll(new Date(morning.getTime() - 5 * 60_000));
      observe(today);
    }
    collect(today);
    if (d % 50 === 0) log(`day ${d} (${today}): ${smtp.received.length} mails, ${report.edits} edits`);
  }
  log(
    `simulated ${options.days} days in ${((performance.now() - daysAt) / 1000).toFixed(1)} s ` +
      `(scheduler runs ${(timing.runs / 1000).toFixed(1)} s, delivery ${(timing.delivery / 1000).toFixed(1)} s, edits ${(timing.edits / 1000).toFixed(1)} s)`,
  );

  for (const process of processes) {
    await process.env.mailer.stop();
    await process.handle?.close();
  }
  if (app !== t.app) await app.close();
  await smtp.close();

  // ---- the comparison
  report.expected = expected.size;
  report.received = [...arrivals.values()].reduce((sum, days) => sum + days.length, 0);
  for (const [key, day] of expected) {
    const got = arrivals.get(key);
    if (!got) report.missed.push(`${key} (due ${day})`);
    else if (got[0] !== day) report.wrongDay.push(`${key}: due ${day}, arrived ${got[0]}`);
  }
  for (const [key, days] of arrivals) {
    if (days.length > 1) report.doubled.push(`${key} × ${days.length} (${days.join(', ')})`);
    if (!expected.has(key)) report.unexpected.push(`${key} (arrived ${days.join(', ')})`);
  }
  report.unexpected.push(...unparsed.map((subject) => `unparsed mail: ${subject}`));
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

/** The figures and the first differences of each kind, for a test message or the bench. */
export const describeYear = (report: YearReport): string =>
  [
    `seed ${report.seed}: ${report.contracts} contracts, ${report.days} days, ${report.edits} edits, ${report.restarts} restarts, ` +
      `${report.daysDown} days down; ${report.expected} alerts expected, ${report.received} mails received in ${report.seconds.toFixed(1)} s`,
    `missed ${report.missed.length}, doubled ${report.doubled.length}, unexpected ${report.unexpected.length}, ` +
      `on another day ${report.wrongDay.length}, edits refused ${report.refusedEdits.length}`,
    ...report.missed.slice(0, 8).map((line) => `missed ${line}`),
    ...report.doubled.slice(0, 8).map((line) => `doubled ${line}`),
    ...report.unexpected.slice(0, 8).map((line) => `unexpected ${line}`),
    ...report.wrongDay.slice(0, 8).map((line) => `another day ${line}`),
    ...report.refusedEdits.slice(0, 8).map((line) => `refused ${line}`),
  ].join('\n');
