/**
 * Self-service start (POST /api/subscription/start): a company admin without a subscription saves
 * the billing details, accepts the terms and starts on a plan; the confinement lifts at once.
 */
import { eq } from 'drizzle-orm';
import { plansTable } from '../../../server/auth/subscriptions';
import { companies, users } from '../../../server/db/schema';
import { auditRows, userIdOf } from '../fixtures';
import { setupTestApp } from '../harness';
import { BAKERY, BIKES, companyId, overview, planIds, post, setPlanActive, startBody } from './fixtures';

const t = setupTestApp();
let proef: string;
let plans: Record<string, number>;
beforeAll(async () => {
  proef = await t.login('proef@demo.nl');
  plans = await planIds(t);
});

const start = (body: unknown, token = proef) => post(t, token, '/api/subscription/start', body);

describe('refused starts leave the company without subscription', () => {
  it.each([
    ['kvkNumber', '1234', 'company.kvkNumber', 'app.validation.kvk_number'],
    ['vatNumber', 'NL12', 'company.vatNumber', 'resources.companies.errors.vat_number'],
    ['iban', 'NL00 BANK 1234', 'company.iban', 'resources.companies.errors.iban'],
    ['zipcode', '12345', 'company.zipcode', 'app.validation.zipcode'],
    ['zipcode', '', 'company.zipcode', 'app.validation.required'],
    ['billingEmail', '', 'company.billingEmail', 'app.validation.required'],
    ['billingEmail', 'geen-mail', 'company.billingEmail', expect.any(String)],
    ['city', '', 'company.city', 'app.validation.required'],
    ['address', '', 'company.address', 'app.validation.required'],
  ])('%s = %j: 400 on %s', async (field, value, key, message) => {
    const response = await start(startBody(plans.Basis, { [field]: value }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toMatchObject({ [key]: message });
  });

  it('without accepting the terms: 400 on acceptTerms', async () => {
    for (const body of [
      startBody(plans.Basis, {}, false),
      { plan: plans.Basis, company: startBody(1).company },
    ]) {
      const response = await start(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ acceptTerms: 'app.subscription.errors.terms' });
    }
  });

  it('an inactive or unknown plan: 400 on plan', async () => {
    await setPlanActive(t, plans.Onbeperkt, false);
    try {
      for (const plan of [plans.Onbeperkt, 999_999]) {
        const response = await start(startBody(plan));
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ plan: 'app.subscription.errors.plan' });
      }
    } finally {
      await setPlanActive(t, plans.Onbeperkt, true);
    }
    expect((await overview(t, proef)).status).toBe('none');
  });

  it('a contract manager or dashboard reader may not start one (403); a platform admin neither', async () => {
    for (const email of ['contracten@demo.nl', 'admin@demo.nl']) {
      const response = await start(startBody(plans.Basis), await t.login(email));
      expect(response.statusCode).toBe(403);
    }
  });

  it('the KvK number of another company: 400 on company.kvkNumber', async () => {
    const response = await start(startBody(plans.Basis, { kvkNumber: '3012 3456' }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ 'company.kvkNumber': 'app.validation.unique' });
  });

  it('a plan the company does not fit (more active users than it allows): 400 with the numbers', async () => {
    const bikes = await companyId(t, BIKES);
    const name = 'Solo';
    const [plan] = (await t.database.db
      .insert(plansTable)
      .values({ name, monthlyPrice: '9.00', maxUsers: 1, maxContracts: null, active: true } as never)
      .returning()) as { id: number }[];
    const [colleague] = await t.database.db
      .insert(users)
      .values({
        emailAddress: 'collega@vandijk.example',
        firstName: 'Collega',
        lastName: 'Van Dijk',
        roles: [3],
        companyId: bikes,
      })
      .returning({ id: users.id });
    try {
      const response = await start(startBody(plan?.id ?? 0));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(
        /^Je hebt 2 actieve gebruikers; het pakket Solo staat er 1 toe\.$/,
      );
      expect((await overview(t, proef)).status).toBe('none');
    } finally {
      if (colleague) await t.database.db.delete(users).where(eq(users.id, colleague.id));
      if (plan) await setPlanActive(t, plan.id, false);
    }
  });

  it('a company that already has one: 409', async () => {
    const response = await start(startBody(plans.Basis), await t.login('beheerder@demo.nl'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Het bedrijf heeft al een actief abonnement.');
  });
});

describe('a valid start', () => {
  it('confined before: company data is 403, the profile has no subscription', async () => {
    expect((await t.call({ method: 'GET', url: '/api/contracts', token: proef })).statusCode).toBe(403);
    const profile = await t.call({ method: 'GET', url: '/api/auth/profile', token: proef });
    expect(profile.json().subscription).toBeNull();
  });

  it('saves the details, records the terms, starts today, and lifts the confinement at once', async () => {
    const response = await start(startBody(plans.Zakelijk));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.status).toBe('active');
    expect(body.subscription).toMatchObject({
      plan: { name: 'Zakelijk', monthlyPrice: 49, monthlyPriceInclVat: 59.29 },
      endsAt: null,
      cancelledOn: null,
      pendingChange: null,
    });
    // Normalised the way the companies declaration does.
    expect(body.company).toMatchObject({ zipcode: '7411 BR', iban: 'NL91 ABNA 0417 1643 00' });

    const id = await companyId(t, BIKES);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, id));
    expect(company.termsAcceptedBy).toBe(await userIdOf(t, 'proef@demo.nl'));
    expect(company.termsAcceptedAt).toEqual(t.clock.now);

    // The same token, no new sign-in.
    const profile = (await t.call({ method: 'GET', url: '/api/auth/profile', token: proef })).json();
    expect(profile.subscription).toMatchObject({ plan: 'Zakelijk', startsAt: body.subscription.startsAt });
    expect((await t.call({ method: 'GET', url: '/api/contracts', token: proef })).statusCode).toBe(200);

    // The first month is invoiced at once (pro rata from today) and mailed to the billing address.
    const today = body.subscription.startsAt as string;
    expect(body.invoices).toEqual([
      { id: expect.any(Number), number: expect.any(String), date: today, total: expect.any(Number) },
    ]);
    expect(body.invoices[0].total).toBeGreaterThan(0);
    const mails = (await t.outbox()).filter((mail) => mail.toAddress === 'facturen@vandijk.example');
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Factuur ${body.invoices[0].number} van Contractbeheer`,
    ]);

    const audit = (await auditRows(t)).filter((row) => row.action === 'subscription_start');
    expect(audit).toHaveLength(1);
    expect(audit[0].detail).toMatchObject({ companyId: id, plan: 'Zakelijk' });
  });

  it('a second start is a 409', async () => {
    const response = await start(startBody(plans.Basis));
    expect(response.statusCode).toBe(409);
  });

  it('leaves the other company alone', async () => {
    const bakery = await overview(t, await t.login('beheerder@demo.nl'));
    expect(bakery.company.name).toBe(BAKERY);
    expect(bakery.subscription.plan.name).toBe('Zakelijk');
  });
});
