/**
 * Change (from the 1st of next month, replacing a pending change; below usage refused with the
 * numbers) and cancel (ends at the end of this month, the paid period), by the company admin and,
 * naming the company, by a platform admin; each leaves an audit row.
 */

import { monthPeriod } from '../../../src/schema/billing';
import { addDays } from '../../../src/schema/contract-dates';
import { todayOf } from '../contracts/fixtures';
import { auditRows } from '../fixtures';
import { setupTestApp } from '../harness';
import { BAKERY, BIKES, companyId, overview, planIds, post, startBody } from './fixtures';

const t = setupTestApp();
let admin: string;
let platform: string;
let plans: Record<string, number>;
let monthEnd: string;
let nextMonth: string;
beforeAll(async () => {
  [admin, platform] = await Promise.all(
    ['beheerder@demo.nl', 'admin@demo.nl'].map((email) => t.login(email)),
  );
  plans = await planIds(t);
  monthEnd = monthPeriod(todayOf(t)).end;
  nextMonth = addDays(monthEnd, 1);
});

const change = (plan: number, token = admin, extra: Record<string, unknown> = {}) =>
  post(t, token, '/api/subscription/change', { plan, ...extra });
const cancel = (token = admin, body: unknown = {}) => post(t, token, '/api/subscription/cancel', body);

describe('change', () => {
  it('below the current usage: 400 with the numbers, nothing changed', async () => {
    const response = await change(plans.Basis);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /^Je hebt \d+ actieve gebruikers; het pakket Basis staat er 3 toe\.$/,
    );
    expect((await overview(t, admin)).subscription.pendingChange).toBeNull();
    // In the app's language when it asks for English.
    const english = await t.call({
      method: 'POST',
      url: '/api/subscription/change',
      token: admin,
      headers: { 'accept-language': 'en' },
      payload: { plan: plans.Basis },
    });
    expect(english.json().message).toMatch(/^You have \d+ active users; the Basis plan allows 3\.$/);
  });

  it('takes effect on the 1st of next month; the current one ends at the end of this month', async () => {
    const response = await change(plans.Onbeperkt);
    expect(response.statusCode, response.body).toBe(200);
    const { subscription, status } = response.json();
    expect(status).toBe('active');
    expect(subscription).toMatchObject({ plan: { name: 'Zakelijk' }, endsAt: monthEnd, cancelledOn: null });
    expect(subscription.pendingChange).toEqual({
      startsAt: nextMonth,
      plan: expect.objectContaining({ name: 'Onbeperkt', monthlyPrice: 129, monthlyPriceInclVat: 156.09 }),
    });
    // The profile still shows today's plan.
    const profile = (await t.call({ method: 'GET', url: '/api/auth/profile', token: admin })).json();
    expect(profile.subscription.plan).toBe('Zakelijk');
  });

  it('another plan replaces the pending change; the current plan withdraws it', async () => {
    const unlimited = await change(plans.Zakelijk);
    expect(unlimited.statusCode).toBe(200);
    expect(unlimited.json().subscription).toMatchObject({ endsAt: null, pendingChange: null });
    await change(plans.Onbeperkt);
    const list = await t.call({ method: 'GET', url: '/api/subscriptions?range=[0,99]', token: platform });
    const bakery = await companyId(t, BAKERY);
    const future = (list.json() as { companyId: number; startsAt: string }[]).filter(
      (row) => row.companyId === bakery && row.startsAt > todayOf(t),
    );
    expect(future).toHaveLength(1);
  });

  it('an inactive or unknown plan: 400 on plan; a dashboard reader or contract manager: 403', async () => {
    expect((await change(999_999)).json().errors).toEqual({ plan: 'app.subscription.errors.plan' });
    for (const email of ['lezer@demo.nl', 'contracten@demo.nl'])
      expect((await change(plans.Basis, await t.login(email))).statusCode).toBe(403);
  });

  it('a platform admin changes any company, naming it', async () => {
    expect((await change(plans.Zakelijk, platform)).statusCode).toBe(400);
    const response = await change(plans.Zakelijk, platform, { companyId: await companyId(t, BAKERY) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().subscription.pendingChange).toBeNull();
  });

  it('a company without subscription has nothing to change (409)', async () => {
    const response = await change(plans.Basis, await t.login('proef@demo.nl'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Het bedrijf heeft geen actief abonnement.');
  });
});

describe('cancel', () => {
  it('ends at the end of this month, records the day, withdraws a pending change', async () => {
    await change(plans.Onbeperkt);
    const response = await cancel();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.status).toBe('cancelled');
    expect(body.subscription).toMatchObject({
      endsAt: monthEnd,
      cancelledOn: todayOf(t),
      pendingChange: null,
    });
    // Still active until then.
    const profile = (await t.call({ method: 'GET', url: '/api/auth/profile', token: admin })).json();
    expect(profile.subscription).toMatchObject({ endsAt: monthEnd, cancelledOn: todayOf(t) });
  });

  it('cancelling again is a 409 with the end date; changing a cancelled one too', async () => {
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Het abonnement is al opgezegd; het loopt af op \d+ \w+ \d{4}\.$/);
    const english = await t.call({
      method: 'POST',
      url: '/api/subscription/cancel',
      token: admin,
      headers: { 'accept-language': 'en-GB,en;q=0.9,nl;q=0.8' },
      payload: {},
    });
    const [year, month, day] = monthEnd.split('-').map(Number);
    const longEnd = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(english.json().message).toBe(
      `The subscription has already been cancelled; it ends on ${longEnd}.`,
    );
    expect((await change(plans.Onbeperkt)).statusCode).toBe(409);
  });

  it('after the end the company is confined again', async () => {
    t.clock.advance(Date.parse(`${nextMonth}T12:00:00Z`) - t.clock.now.getTime());
    // Sessions have expired meanwhile.
    [admin, platform] = await Promise.all(
      ['beheerder@demo.nl', 'admin@demo.nl'].map((email) => t.login(email)),
    );
    const body = await overview(t, admin);
    expect(body.status).toBe('none');
    expect((await t.call({ method: 'GET', url: '/api/contracts', token: admin })).statusCode).toBe(403);
  });

  it('start after the end works again', async () => {
    const response = await post(
      t,
      admin,
      '/api/subscription/start',
      startBody(plans.Zakelijk, { name: BAKERY }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('every change and cancellation left an audit row', async () => {
    const actions = (await auditRows(t))
      .map((row) => row.action)
      .filter((action) => action.startsWith('subscription_'));
    expect(actions.filter((action) => action === 'subscription_change').length).toBeGreaterThanOrEqual(4);
    expect(actions).toContain('subscription_cancel');
    expect(actions).toContain('subscription_start');
  });

  it('a platform admin cancels any company, naming it; without subscription 409', async () => {
    const bakery = await companyId(t, BAKERY);
    expect((await cancel(platform, { companyId: bakery })).statusCode).toBe(200);
    expect((await cancel(platform, { companyId: await companyId(t, BIKES) })).statusCode).toBe(409);
  });
});
