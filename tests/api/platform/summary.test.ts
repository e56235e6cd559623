/** GET /api/platform/summary: the platform dashboard's numbers, for platform admins only. */
import { eq } from 'drizzle-orm';
import { dayOf } from '../../../server/auth/subscriptions';
import { resourceTables } from '../../../server/db/resource-tables';
import { mails } from '../../../server/db/schema';
import { setupTestApp } from '../harness';
import { onboardingBody, planId } from './fixtures';

const t = setupTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('admin@demo.nl');
});

const summary = async (token = admin) => {
  const response = await t.call({ method: 'GET', url: '/api/platform/summary', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the platform summary', () => {
  it('is for platform admins only', async () => {
    expect((await t.call({ method: 'GET', url: '/api/platform/summary' })).statusCode).toBe(401);
    for (const email of ['beheerder@demo.nl', 'contracten@demo.nl', 'lezer@demo.nl', 'proef@demo.nl']) {
      const response = await t.call({
        method: 'GET',
        url: '/api/platform/summary',
        token: await t.login(email),
      });
      expect(response.statusCode, email).toBe(403);
    }
  });

  it('counts the demo platform: two companies, the bakery subscribed, its contracts', async () => {
    const today = dayOf(t.clock.now);
    const numbers = await summary();
    const contracts = await t.call({ method: 'GET', url: '/api/contracts?range=[0,0]', token: admin });
    const listed = Number(contracts.headers['content-range']?.toString().split('/')[1]);
    expect(numbers).toEqual({
      month: today.slice(0, 7),
      companies: 2,
      activeSubscriptions: 1,
      monthlyRecurringRevenue: expect.any(Number),
      invoicesThisMonth: expect.any(Number),
      // The number the contracts card opens: the list without archived contracts.
      contractsTotal: expect.any(Number),
      mailsFailed: 0,
      // The demo's sponsor requests are made by the first scheduler run, not by the seed itself.
      offerRequestsSent: 0,
      offersNew: 0,
    });
    expect(numbers.monthlyRecurringRevenue).toBeGreaterThan(0);
    const active = await t.call({
      method: 'GET',
      url: `/api/contracts?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ archived: false }))}`,
      token: admin,
    });
    expect(numbers.contractsTotal).toBe(Number(active.headers['content-range']?.toString().split('/')[1]));
    expect(numbers.contractsTotal).toBeLessThanOrEqual(listed);
  });

  it('follows onboarding, invoices of this month and failed mails', async () => {
    const before = await summary();
    const plan = await planId(t, 'Onbeperkt');
    const price = Number(
      (await t.call({ method: 'GET', url: `/api/plans/${plan}`, token: admin })).json().monthlyPrice,
    );
    const today = dayOf(t.clock.now);
    const onboarded = await t.call({
      method: 'POST',
      url: '/api/onboarding',
      token: admin,
      payload: onboardingBody(plan, 'cijfers@hetanker.nl', today),
    });
    expect(onboarded.statusCode, onboarded.body).toBe(201);
    const { company, subscription } = onboarded.json();

    // An invoice dated today counts; one of last year does not.
    const invoiceColumns = {
      companyId: company,
      subscription,
      subtotal: 100,
      vat: 21,
      total: 121,
      periodEnd: today,
      dueDate: today,
    };
    await t.database.db.insert(resourceTables.invoices).values([
      { ...invoiceColumns, date: today, number: 'T-1', periodStart: today },
      { ...invoiceColumns, date: '2020-01-15', number: 'T-2', periodStart: '2020-01-01' },
    ] as never);
    const [mail] = await t.outbox();
    await t.database.db.update(mails).set({ status: 'failed' }).where(eq(mails.id, mail.id));

    expect(await summary()).toEqual({
      ...before,
      companies: before.companies + 1,
      activeSubscriptions: before.activeSubscriptions + 1,
      monthlyRecurringRevenue: Math.round((before.monthlyRecurringRevenue + price) * 100) / 100,
      invoicesThisMonth: before.invoicesThisMonth + 1,
      mailsFailed: before.mailsFailed + 1,
    });
  });

  it('leaves out a subscription that has not started or has ended', async () => {
    const before = await summary();
    const plan = await planId(t, 'Basis');
    const later = await t.call({
      method: 'POST',
      url: '/api/onboarding',
      token: admin,
      payload: { ...onboardingBody(plan, 'later@hetanker.nl', '2199-01-01') },
    });
    expect(later.statusCode, later.body).toBe(201);
    expect(await summary()).toEqual({ ...before, companies: before.companies + 1 });
  });
});
