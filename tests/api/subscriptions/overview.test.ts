/**
 * GET /api/subscription per role, with and without a subscription; the `active` list filter of
 * /api/subscriptions; a platform admin ends a subscription on any date; overlaps are refused.
 */

import { addDays } from '../../../src/schema/contract-dates';
import { todayOf } from '../contracts/fixtures';
import { setupTestApp } from '../harness';
import { BAKERY, BIKES, companyId, overview, planIds, validCompany } from './fixtures';

const t = setupTestApp();
let platform: string;
let plans: Record<string, number>;
beforeAll(async () => {
  platform = await t.login('admin@demo.nl');
  plans = await planIds(t);
});

const get = (url: string, token = platform) => t.call({ method: 'GET', url, token });
const filter = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('the overview', () => {
  it('company admin: company with bank account, subscription, usage, plans with VAT, invoices', async () => {
    const body = await overview(t, await t.login('beheerder@demo.nl'));
    expect(body.company).toMatchObject({
      name: BAKERY,
      kvkNumber: '30123456',
      iban: 'NL91 ABNA 0417 1643 00',
    });
    expect(body.status).toBe('active');
    expect(body.subscription).toMatchObject({
      plan: {
        name: 'Zakelijk',
        monthlyPrice: 49,
        monthlyPriceInclVat: 59.29,
        maxUsers: 10,
        maxContracts: 500,
      },
      endsAt: null,
      cancelledOn: null,
      pendingChange: null,
    });
    expect(body.usage.users).toEqual({ count: expect.any(Number), limit: 10, planField: 'maxUsers' });
    expect(body.usage.contracts).toEqual({
      count: expect.any(Number),
      limit: 500,
      planField: 'maxContracts',
    });
    expect(body.usage.users.count).toBeGreaterThan(3);
    expect(body.plans.map((plan: { name: string }) => plan.name)).toEqual(['Basis', 'Zakelijk', 'Onbeperkt']);
    expect(body.plans[0]).toEqual({
      id: plans.Basis,
      name: 'Basis',
      monthlyPrice: 19,
      monthlyPriceInclVat: 22.99,
      maxUsers: 3,
      maxContracts: 50,
    });
    expect(body.plans[2]).toMatchObject({ maxUsers: null, maxContracts: null });
    expect(Array.isArray(body.invoices)).toBe(true);
  });

  it('contract manager and dashboard reader: no bank account, no invoices', async () => {
    for (const email of ['contracten@demo.nl', 'lezer@demo.nl']) {
      const body = await overview(t, await t.login(email));
      expect(body.status).toBe('active');
      expect(body.company.iban).toBeNull();
      expect(body.invoices).toBeNull();
    }
  });

  it('a company without subscription: status none, usage without limits, the plans to choose', async () => {
    const body = await overview(t, await t.login('proef@demo.nl'));
    expect(body).toMatchObject({ status: 'none', subscription: null, company: { name: BIKES } });
    expect(body.usage.users).toEqual({ count: 1, limit: null, planField: 'maxUsers' });
    expect(body.plans).toHaveLength(3);
  });

  it('a platform admin names the company (400 without)', async () => {
    expect((await get('/api/subscription')).statusCode).toBe(400);
    const response = await get(`/api/subscription?companyId=${await companyId(t, BAKERY)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().company.name).toBe(BAKERY);
    // A company that does not exist is not found, for reading, changing or cancelling.
    expect((await get('/api/subscription?companyId=99999')).statusCode).toBe(404);
    for (const [url, payload] of [
      ['/api/subscription/change', { companyId: 99999, plan: plans.Basis }],
      ['/api/subscription/cancel', { companyId: 99999 }],
    ] as const)
      expect((await t.call({ method: 'POST', url, token: platform, payload })).statusCode, url).toBe(404);
  });

  it('without a session: 401', async () => {
    expect((await t.call({ method: 'GET', url: '/api/subscription' })).statusCode).toBe(401);
  });
});

describe('subscriptions as a resource', () => {
  const create = (payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/subscriptions', token: platform, payload });

  it('an overlapping subscription is refused', async () => {
    const response = await create({
      companyId: await companyId(t, BAKERY),
      plan: plans.Basis,
      startsAt: todayOf(t),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ startsAt: 'resources.subscriptions.errors.overlap' });
  });

  it('the active filter lists the subscriptions active today', async () => {
    const bikes = await companyId(t, BIKES);
    // A subscription needs the details its invoices go out with.
    const detailed = await t.call({
      method: 'PUT',
      url: `/api/companies/${bikes}`,
      token: platform,
      payload: validCompany,
    });
    expect(detailed.statusCode, detailed.body).toBe(200);
    const ended = await create({
      companyId: bikes,
      plan: plans.Basis,
      startsAt: '2024-01-01',
      endsAt: '2024-12-31',
    });
    expect(ended.statusCode, ended.body).toBe(201);
    const active = (await get(`/api/subscriptions?filter=${filter({ active: true })}`)).json();
    expect(active.map((row: { companyId: number }) => row.companyId)).toEqual([await companyId(t, BAKERY)]);
    const inactive = (await get(`/api/subscriptions?filter=${filter({ active: false })}`)).json();
    expect(inactive.map((row: { id: number }) => row.id)).toEqual([ended.json().id]);
    expect((await get(`/api/subscriptions?filter=${filter({ active: 'soms' })}`)).statusCode).toBe(400);
  });

  it('is named by its start date as dates are written (an invoice shows its subscription so)', async () => {
    const [current] = (await get(`/api/subscriptions?filter=${filter({ active: true })}`)).json();
    const [year, month, day] = (current.startsAt as string).split('-');
    const named = (await get(`/api/subscriptions/list?filter=${filter({ id: [current.id] })}`)).json();
    expect(named.data).toEqual([{ id: current.id, name: `${day}-${month}-${year}` }]);
  });

  it('keeps the days already invoiced: a start moved past them is refused, nothing changed', async () => {
    const [current] = (await get(`/api/subscriptions?filter=${filter({ active: true })}`)).json();
    const invoices: { subscription: number; periodStart: string; periodEnd: string }[] = (
      await get('/api/invoices?range=[0,99]')
    ).json();
    const invoiced = invoices.filter((invoice) => invoice.subscription === current.id);
    expect(invoiced.length).toBeGreaterThan(0);
    const firstEnd = invoiced.map((invoice) => invoice.periodEnd).sort()[0];
    const response = await t.call({
      method: 'PUT',
      url: `/api/subscriptions/${current.id}`,
      token: platform,
      payload: { plan: current.plan, startsAt: addDays(firstEnd, 1), endsAt: current.endsAt },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ startsAt: 'resources.subscriptions.errors.invoiced_before' });
    expect((await get(`/api/subscriptions/${current.id}`)).json().startsAt).toBe(current.startsAt);
  });

  it('a platform admin ends a subscription on any date', async () => {
    const bakery = await companyId(t, BAKERY);
    const [current] = (await get(`/api/subscriptions?filter=${filter({ active: true })}`)).json();
    const response = await t.call({
      method: 'PUT',
      url: `/api/subscriptions/${current.id}`,
      token: platform,
      payload: { plan: current.plan, startsAt: current.startsAt, endsAt: todayOf(t) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = await overview(t, await t.login('beheerder@demo.nl'));
    expect(body.status).toBe('cancelled');
    expect(body.subscription.endsAt).toBe(todayOf(t));
    expect(bakery).toBe(current.companyId);
  });
});
