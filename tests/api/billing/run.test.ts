/**
 * The billing run through POST /api/billing/run: one invoice per subscription and month, in
 * advance, pro rata for a partial month, missed months caught up, none after the end, numbers
 * gap-free per year, a second run writes nothing; the `month` list filter.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../harness';
import { companyWithSubscription, gapFree, invoicesOf } from './fixtures';

const t = setupTestApp();
let admin: string;
let a: { subscriptionId: number; name: string };
let b: { subscriptionId: number };
let c: { subscriptionId: number };

/**
 * The year the test's clock is set in: two after today's, so no invoice of the demo (seeded, and
 * invoiced up to this month, on the real day) is numbered in it, whatever day the test runs.
 */
const Y = new Date().getUTCFullYear() + 2;
/** February's last day in that year. */
const february = new Date(Date.UTC(Y, 2, 0)).getUTCDate();

beforeAll(async () => {
  t.clock.now = new Date(`${Y}-03-10T09:00:00Z`);
  admin = await t.login('admin@demo.nl');
  const db = t.database.db;
  // The demo bakery's months were invoiced up to the real day when it was seeded; its subscription
  // ends with them here, so the runs below invoice this test's companies only.
  await db.execute(sql`update subscriptions as s
    set ends_at = (select max(i.period_end) from invoices as i where i.subscription = s.id)
    where s.company_id = (select id from companies where name = 'Bakkerij De Korenschoof B.V.')`);
  a = await companyWithSubscription(db, {
    plan: 'Zakelijk',
    startsAt: `${Y}-01-14`,
    name: 'Kaasmakerij Gouda B.V.',
  });
  b = await companyWithSubscription(db, { plan: 'Basis', startsAt: `${Y - 1}-12-01`, endsAt: `${Y}-02-10` });
  c = await companyWithSubscription(db, { plan: 'Onbeperkt', startsAt: `${Y}-04-01` });
}, 60_000);

const run = (token?: string) => t.call({ method: 'POST', url: '/api/billing/run', token });

describe('the billing run', () => {
  it('invoices each subscription once per month up to this month, pro rata for a partial month', async () => {
    const first = await run(admin);
    expect(first.statusCode).toBe(200);
    // a: Jan (from the 14th), Feb, Mar; b: Dec, Jan, Feb (to the 10th); c: not started.
    expect(first.json()).toEqual({ created: 6 });

    const ofA = await invoicesOf(t.database.db, a.subscriptionId);
    expect(ofA.map((i) => [i.period_start, i.period_end, i.subtotal, i.vat, i.total])).toEqual([
      // 18 of 31 days of € 49: 2845.16 cents → € 28,45; 21 % of it 597.45 → € 5,97
      [`${Y}-01-14`, `${Y}-01-31`, '28.45', '5.97', '34.42'],
      [`${Y}-02-01`, `${Y}-02-${february}`, '49.00', '10.29', '59.29'],
      [`${Y}-03-01`, `${Y}-03-31`, '49.00', '10.29', '59.29'],
    ]);
    expect(ofA[0]).toMatchObject({
      date: `${Y}-03-10`,
      due_date: `${Y}-03-24`,
      plan_name: 'Zakelijk',
      buyer_name: 'Kaasmakerij Gouda B.V.',
      buyer_address: 'Markt 1\n1234 AB Gouda',
      buyer_kvk_number: '87654321',
      buyer_vat_number: 'NL987654321B01',
    });
    const ofB = await invoicesOf(t.database.db, b.subscriptionId);
    expect(ofB.map((i) => [i.period_start, i.period_end, i.subtotal, i.vat, i.total])).toEqual([
      [`${Y - 1}-12-01`, `${Y - 1}-12-31`, '19.00', '3.99', '22.99'],
      [`${Y}-01-01`, `${Y}-01-31`, '19.00', '3.99', '22.99'],
      // 10 of 28 days of € 19: 678.57 → € 6,79; VAT 142.59 → € 1,43 (of 29: 655.17 → € 6,55)
      [
        `${Y}-02-01`,
        `${Y}-02-10`,
        ...(february === 28 ? ['6.79', '1.43', '8.22'] : ['6.55', '1.38', '7.93']),
      ],
    ]);
    expect(await invoicesOf(t.database.db, c.subscriptionId)).toEqual([]);
    expect(await gapFree(t.database.db, Y)).toEqual({ count: 6, ok: true });
  });

  it('writes nothing on a second run the same day', async () => {
    expect((await run(admin)).json()).toEqual({ created: 0 });
    expect(await gapFree(t.database.db, Y)).toEqual({ count: 6, ok: true });
  });

  it('catches up missed months, stops after the end and numbers on without a gap', async () => {
    t.clock.now = new Date(`${Y}-06-02T09:00:00Z`);
    // Sessions end when the clock jumps months ahead.
    admin = await t.login('admin@demo.nl');
    // a: Apr, May, Jun; b: ended; c: Apr, May, Jun.
    expect((await run(admin)).json()).toEqual({ created: 6 });
    expect((await invoicesOf(t.database.db, a.subscriptionId)).map((i) => i.period_start)).toEqual([
      `${Y}-01-14`,
      `${Y}-02-01`,
      `${Y}-03-01`,
      `${Y}-04-01`,
      `${Y}-05-01`,
      `${Y}-06-01`,
    ]);
    expect(await invoicesOf(t.database.db, b.subscriptionId)).toHaveLength(3);
    const ofC = await invoicesOf(t.database.db, c.subscriptionId);
    expect(ofC.map((i) => i.total)).toEqual(['156.09', '156.09', '156.09']);
    expect(await gapFree(t.database.db, Y)).toEqual({ count: 12, ok: true });
  });

  it('starts a new year at 00001', async () => {
    t.clock.now = new Date(`${Y + 1}-01-01T09:00:00Z`);
    admin = await t.login('admin@demo.nl');
    // a and c: Jul to Jan, seven months each, numbered on from 00001 in the new year.
    expect((await run(admin)).json()).toEqual({ created: 14 });
    expect(await gapFree(t.database.db, Y + 1)).toEqual({ count: 14, ok: true });
  });

  it('invoices only the days not yet invoiced when a start moves earlier or an end later in an invoiced month', async () => {
    const move = async (id: number, change: Record<string, unknown>) => {
      const url = `/api/subscriptions/${id}`;
      const payload = { ...(await t.call({ method: 'GET', url, token: admin })).json(), ...change };
      const saved = await t.call({ method: 'PUT', url, token: admin, payload });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    // a was invoiced from the 14th of January; b up to 10 February, its end.
    await move(a.subscriptionId, { startsAt: `${Y}-01-01` });
    await move(b.subscriptionId, { endsAt: `${Y}-02-20` });
    expect((await run(admin)).json()).toEqual({ created: 2 });
    const ofA = await invoicesOf(t.database.db, a.subscriptionId);
    const januaryOfA = ofA.filter((i) => i.period_start.startsWith(`${Y}-01`));
    expect(januaryOfA.map((i) => [i.period_start, i.period_end, i.subtotal, i.vat, i.total])).toEqual([
      // 13 of 31 days of € 49: 2054.84 cents → € 20,55; VAT 431.55 → € 4,32
      [`${Y}-01-01`, `${Y}-01-13`, '20.55', '4.32', '24.87'],
      [`${Y}-01-14`, `${Y}-01-31`, '28.45', '5.97', '34.42'],
    ]);
    const ofB = await invoicesOf(t.database.db, b.subscriptionId);
    expect(ofB.map((i) => [i.period_start, i.period_end])).toEqual([
      [`${Y - 1}-12-01`, `${Y - 1}-12-31`],
      [`${Y}-01-01`, `${Y}-01-31`],
      [`${Y}-02-01`, `${Y}-02-10`],
      [`${Y}-02-11`, `${Y}-02-20`],
    ]);
    expect(await gapFree(t.database.db, Y + 1)).toEqual({ count: 16, ok: true });
    expect((await run(admin)).json()).toEqual({ created: 0 });
  });

  it('is for platform admins only', async () => {
    expect((await run()).statusCode).toBe(401);
    expect((await run(await t.login('beheerder@demo.nl'))).statusCode).toBe(403);
    expect((await run(await t.login('contracten@demo.nl'))).statusCode).toBe(403);
  });
});

describe("the demo bakery's invoices", () => {
  it('are dated on the first day of the month each covers, as a monthly run makes them', async () => {
    const demo = (await invoicesOf(t.database.db)).filter(
      (invoice) => invoice.buyer_name === 'Bakkerij De Korenschoof B.V.',
    );
    expect(demo).toHaveLength(6);
    expect(demo.map((invoice) => invoice.date)).toEqual(demo.map((invoice) => invoice.period_start));
    expect(new Set(demo.map((invoice) => invoice.date.slice(8)))).toEqual(new Set(['01']));
  });
});

describe('GET /api/invoices?filter={"month":…}', () => {
  const list = (month: unknown) =>
    t.call({
      method: 'GET',
      url: `/api/invoices?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ month }))}`,
      token: admin,
    });

  it('lists the invoices dated in that month', async () => {
    const march = await list(`${Y}-03`);
    expect(march.statusCode).toBe(200);
    expect((march.json() as { date: string }[]).map((i) => i.date)).toEqual(Array(6).fill(`${Y}-03-10`));
    expect((await list(`${Y}-04`)).json()).toEqual([]);
  });

  it('refuses a bad month with 400', async () => {
    for (const bad of [`${Y}-13`, `${Y}-3`, 'maart', 202703, null])
      expect((await list(bad)).statusCode).toBe(400);
  });
});
