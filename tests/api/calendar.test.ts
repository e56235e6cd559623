/**
 * The private calendar feed (server/calendar): its link created, shown once, replaced and revoked;
 * the feed parsed with ical.js holds the notice deadline and end date of exactly the contracts the
 * user may list — never archived ones, never another company's, only their own locations' — and
 * answers 404 to unknown or revoked tokens, deactivated users and companies without subscription.
 */
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { hashToken, newToken } from '../../server/auth/tokens';
import { calendarFeeds, users } from '../../server/db/schema';
import { addDays, addMonths } from '../../src/schema/contract-dates';
import { type ContractRecord, createContract, masterData, todayOf } from './contracts/fixtures';
import { DEMO_PASSWORD, giveSubscription, removeSubscriptions, userIdOf } from './fixtures';
import { setupTestApp } from './harness';

const t = setupTestApp();
let admin: string;
let buyer: string;
let reader: string;
let platform: string;
beforeAll(async () => {
  [admin, buyer, reader, platform] = await Promise.all(
    ['beheerder@demo.nl', 'inkoop@demo.nl', 'lezer@demo.nl', 'admin@demo.nl'].map((email) => t.login(email)),
  );
});

interface FeedEvent {
  summary: string;
  description: string;
  url: string;
  start: string;
  end: string;
  allDay: boolean;
}

/** Creates (or replaces) the caller's link, confirmed with the password; returns its path and the answer. */
async function createLink(token: string) {
  const response = await t.call({
    method: 'POST',
    url: '/api/auth/calendar',
    token,
    payload: { password: DEMO_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json() as { url: string; createdAt: string };
  return { ...body, path: new URL(body.url).pathname };
}

/** As a calendar app asks: no session, none of the app's headers. */
const fetchFeed = (path: string) => t.app.inject({ method: 'GET', url: path });

/** The feed's events by UID, parsed with ical.js, after checking the answer and the text's form. */
async function feedEvents(path: string): Promise<Map<string, FeedEvent>> {
  const response = await fetchFeed(path);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers['cache-control']).toBe('private, max-age=300');
  expect(response.headers['set-cookie']).toBeUndefined();
  const text = response.body;
  expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Contractbeheer');
  const events = new Map<string, FeedEvent>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    expect(component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(events.has(event.uid), `duplicate UID ${event.uid}`).toBe(false);
    events.set(event.uid, {
      summary: event.summary,
      description: event.description,
      url: String(component.getFirstPropertyValue('url')),
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    });
  }
  return events;
}

/** The non-archived contracts the caller's contract list shows. */
async function listed(token: string): Promise<ContractRecord[]> {
  const response = await t.call({ method: 'GET', url: '/api/contracts?range=[0,999]', token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ContractRecord[]).filter((contract) => contract.archived !== true);
}

/** The UID and day of every event the feed should hold for these contracts. */
const expectedDays = (contracts: ContractRecord[]): Map<string, string> =>
  new Map(
    contracts.flatMap((contract) => [
      ...(contract.noticeDeadline
        ? [[`contract-${contract.id}-notice@app.test`, contract.noticeDeadline] as const]
        : []),
      ...(contract.currentEndsAt
        ? [[`contract-${contract.id}-end@app.test`, contract.currentEndsAt] as const]
        : []),
    ]),
  );

const daysOf = (events: Map<string, FeedEvent>) =>
  new Map([...events].map(([uid, event]) => [uid, event.start]));

const archive = (id: number, action: 'archive' | 'restore') =>
  t.call({ method: 'POST', url: `/api/contracts/${id}/${action}`, token: admin });

describe('the link', () => {
  it('is created once with a 256-bit token, stored only as its hash, and its state can be read', async () => {
    expect((await t.call({ method: 'GET', url: '/api/auth/calendar', token: admin })).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const link = await createLink(admin);
    expect(link.url).toMatch(/^http:\/\/app\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.createdAt).toBe(t.clock.now.toISOString());
    const token = link.path.slice('/api/calendar/'.length, -'.ics'.length);

    const [stored] = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, await userIdOf(t, 'beheerder@demo.nl')));
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.tokenHash).not.toContain(token);

    const state = await t.call({ method: 'GET', url: '/api/auth/calendar', token: admin });
    expect(state.json()).toEqual({ active: true, createdAt: link.createdAt });
    expect(state.body).not.toContain(token);
  });

  it('needs a session to be created, read or revoked', async () => {
    for (const method of ['POST', 'GET', 'DELETE'] as const) {
      expect((await t.call({ method, url: '/api/auth/calendar' })).statusCode).toBe(401);
    }
  });

  it('a new link revokes the old one', async () => {
    const first = await createLink(buyer);
    expect((await fetchFeed(first.path)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const second = await createLink(buyer);
    expect(second.path).not.toBe(first.path);
    expect((await fetchFeed(first.path)).statusCode).toBe(404);
    expect((await fetchFeed(second.path)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/auth/calendar', token: buyer })).json()).toEqual({
      active: true,
      createdAt: second.createdAt,
    });
  });

  it('DELETE revokes it', async () => {
    const link = await createLink(reader);
    const revoked = await t.call({ method: 'DELETE', url: '/api/auth/calendar', token: reader });
    expect(revoked.statusCode).toBe(204);
    expect((await fetchFeed(link.path)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/auth/calendar', token: reader })).json()).toEqual({
      active: false,
      createdAt: null,
    });
    // Revoking what is not there is no error.
    expect((await t.call({ method: 'DELETE', url: '/api/auth/calendar', token: reader })).statusCode).toBe(
      204,
    );
  });

  it('an unknown or malformed token is a 404', async () => {
    const link = await createLink(admin);
    for (const path of [link.path.replace('.ics', ''), link.path.replace('.ics', '.json')]) {
      expect((await fetchFeed(path)).statusCode, path).toBe(404);
    }
    for (const path of [
      `/api/calendar/${newToken()}.ics`,
      '/api/calendar/x.ics',
      `/api/calendar/${'a'.repeat(90)}.ics`,
      '/api/calendar/.ics',
    ]) {
      const response = await fetchFeed(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).not.toContain('text/calendar');
    }
  });

  it("a deactivated user's link is a 404", async () => {
    const manager = await t.login('contracten@demo.nl');
    const link = await createLink(manager);
    expect((await fetchFeed(link.path)).statusCode).toBe(200);
    const id = await userIdOf(t, 'contracten@demo.nl');
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, id));
    expect((await fetchFeed(link.path)).statusCode).toBe(404);
    await t.database.db.update(users).set({ active: true }).where(eq(users.id, id));
  });
});

describe('the feed of a company admin', () => {
  it('holds the notice deadline and end date of every contract in their list, as all-day events', async () => {
    const today = todayOf(t);
    const contract = await createContract(t, admin, {
      reference: 'Koffie, thee; en "meer"',
      startsAt: addMonths(today, -6),
      endsAt: addMonths(today, 8),
      noticeAmount: 2,
      noticeUnit: 'months',
    });
    const indefinite = await createContract(t, admin, {
      indefinite: true,
      endsAt: null,
      renewalMonths: null,
    });
    const link = await createLink(admin);
    const events = await feedEvents(link.path);
    expect(daysOf(events)).toEqual(expectedDays(await listed(admin)));

    const notice = events.get(`contract-${contract.id}-notice@app.test`);
    const end = events.get(`contract-${contract.id}-end@app.test`);
    const detail = `http://app.test/contracts/${contract.id}`;
    expect(notice).toMatchObject({
      summary: `Uiterste opzegdatum: ${contract.number} – ${contract.supplierName}`,
      start: addMonths(addMonths(today, 8), -2),
      end: addDays(addMonths(addMonths(today, 8), -2), 1),
      allDay: true,
      url: detail,
    });
    expect(end).toMatchObject({
      summary: `Contract loopt af: ${contract.number} – ${contract.supplierName}`,
      start: addMonths(today, 8),
      end: addDays(addMonths(today, 8), 1),
      allDay: true,
      url: detail,
    });
    expect(notice?.description).toContain('Referentie: Koffie, thee; en "meer"');
    expect(notice?.description).toContain(`Bekijk het contract: ${detail}`);
    expect(notice?.description.split('\n').length).toBeGreaterThan(3);
    // An indefinite contract without a notice period has no date to show.
    expect([...events.keys()].some((uid) => uid.startsWith(`contract-${indefinite.id}-`))).toBe(false);
  });

  it('says in the description when the term has been handled', async () => {
    const today = todayOf(t);
    const contract = await createContract(t, admin, {
      endsAt: addMonths(today, 3),
      noticeAmount: 1,
      noticeUnit: 'months',
    });
    const link = await createLink(admin);
    const uid = `contract-${contract.id}-notice@app.test`;
    expect((await feedEvents(link.path)).get(uid)?.description).not.toContain('Afgehandeld');
    const handled = await t.call({
      method: 'POST',
      url: `/api/contracts/${contract.id}/outcome`,
      token: admin,
      payload: { outcome: 'cancelled' },
    });
    expect(handled.statusCode).toBe(200);
    expect((await feedEvents(link.path)).get(uid)?.description).toContain('Afgehandeld: Opgezegd');
  });

  it('leaves archived contracts out, and shows them again once restored', async () => {
    const contract = await createContract(t, admin);
    const link = await createLink(admin);
    const uid = `contract-${contract.id}-end@app.test`;
    expect((await feedEvents(link.path)).has(uid)).toBe(true);
    expect((await archive(contract.id, 'archive')).statusCode).toBe(200);
    const archived = await feedEvents(link.path);
    expect(archived.has(uid)).toBe(false);
    expect(archived.has(`contract-${contract.id}-notice@app.test`)).toBe(false);
    expect(daysOf(archived)).toEqual(expectedDays(await listed(admin)));
    expect((await archive(contract.id, 'restore')).statusCode).toBe(200);
    expect((await feedEvents(link.path)).has(uid)).toBe(true);
  });

  it("never holds another company's contracts; that company's feed is a 404 without subscription", async () => {
    const cyclist = await t.login('proef@demo.nl');
    const profile = (await t.call({ method: 'GET', url: '/api/auth/profile', token: cyclist })).json() as {
      company: { id: number };
    };
    const cyclistLink = await createLink(cyclist);
    expect((await fetchFeed(cyclistLink.path)).statusCode).toBe(404);

    await giveSubscription(t, profile.company.id, addMonths(todayOf(t), -1));
    const own = await createContract(t, cyclist);
    const theirs = await feedEvents(cyclistLink.path);
    expect([...theirs.keys()].sort()).toEqual(
      [`contract-${own.id}-end@app.test`, `contract-${own.id}-notice@app.test`].sort(),
    );
    const bakery = await feedEvents((await createLink(admin)).path);
    expect([...bakery.keys()].some((uid) => uid.startsWith(`contract-${own.id}-`))).toBe(false);

    await removeSubscriptions(t, profile.company.id);
    expect((await fetchFeed(cyclistLink.path)).statusCode).toBe(404);
  });
});

describe('who sees what', () => {
  it("a contract manager restricted to two locations sees only those locations' contracts", async () => {
    const mine = (await masterData(t, buyer)).locations.map((location) => location.id);
    expect(mine).toHaveLength(2);
    const other = (await masterData(t, admin)).locations.find((location) => !mine.includes(location.id));
    const inside = await createContract(t, admin, { location: mine[1] });
    const outside = await createContract(t, admin, { location: other?.id });

    const events = await feedEvents((await createLink(buyer)).path);
    const visible = await listed(buyer);
    expect(visible.every((contract) => mine.includes(contract.location as number))).toBe(true);
    expect(daysOf(events)).toEqual(expectedDays(visible));
    expect(events.has(`contract-${inside.id}-end@app.test`)).toBe(true);
    expect(events.has(`contract-${outside.id}-end@app.test`)).toBe(false);
    expect(events.size).toBeLessThan((await feedEvents((await createLink(admin)).path)).size);
  });

  it('a dashboard reader (role 4) and a platform admin (no company) get a valid, empty calendar', async () => {
    for (const token of [reader, platform]) {
      const events = await feedEvents((await createLink(token)).path);
      expect(events.size).toBe(0);
    }
  });
});

describe('the current term', () => {
  it('follows a tacitly renewed contract once its notice deadline has passed', async () => {
    const today = todayOf(t);
    const contract = await createContract(t, admin, {
      startsAt: addMonths(today, -10),
      endsAt: addMonths(today, 2),
      noticeAmount: 1,
      noticeUnit: 'months',
      renewalMonths: 12,
    });
    const link = await createLink(admin);
    const uid = `contract-${contract.id}-end@app.test`;
    expect((await feedEvents(link.path)).get(uid)?.start).toBe(addMonths(today, 2));
    // Past the notice deadline the term rolls forward by the renewal period.
    t.clock.advance(40 * 24 * 3600_000);
    const events = await feedEvents(link.path);
    expect(events.get(uid)?.start).toBe(addMonths(addMonths(today, 2), 12));
    expect(events.get(`contract-${contract.id}-notice@app.test`)?.start).toBe(
      addMonths(addMonths(addMonths(today, 2), 12), -1),
    );
  });
});
