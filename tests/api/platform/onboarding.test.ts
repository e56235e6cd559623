/**
 * POST /api/onboarding: a company, its main location, its subscription and its first admin in one
 * go, every error of a request in one answer, nothing stored when anything fails.
 */
import { freshAddress } from '../fixtures';
import { setupTestApp } from '../harness';
import { companyRows, onboardingBody, planId, tableCounts } from './fixtures';

const t = setupTestApp();
let admin: string;
let plan: number;
beforeAll(async () => {
  admin = await t.login('admin@demo.nl');
  plan = await planId(t);
});

const LINK = /http:\/\/app\.test\/auth\/reset-password\?token=([A-Za-z0-9_%-]+)/;

/** As the platform admin, or as `token` (null: without a session). */
const onboard = (payload: unknown, token: string | null = admin) =>
  t.call({
    method: 'POST',
    url: '/api/onboarding',
    token: token ?? undefined,
    payload: payload as Record<string, unknown>,
  });

/** Sends a request that must be refused; answers its errors and checks nothing was stored. */
async function refused(payload: unknown): Promise<Record<string, string>> {
  const before = await tableCounts(t);
  const response = await onboard(payload);
  expect(response.statusCode, response.body).toBe(400);
  expect(await tableCounts(t)).toEqual(before);
  return response.json().errors;
}

describe('onboarding a company', () => {
  it('stores the company, its main location, subscription and admin, and mails the admin', async () => {
    const body = onboardingBody(plan, 'Anna.de.Vries@HetAnker.nl');
    const response = await onboard({ ...body, company: { ...body.company, kvkNumber: '8765 4321' } });
    expect(response.statusCode, response.body).toBe(201);
    const ids = response.json();
    expect(ids).toEqual({
      company: expect.any(Number),
      subscription: expect.any(Number),
      admin: expect.any(Number),
    });

    const rows = await companyRows(t, ids.company);
    // Billing details stored in their one written form, as the companies API would.
    expect(rows.company).toMatchObject({
      name: 'Drukkerij Het Anker B.V.',
      kvkNumber: '87654321',
      zipcode: '1234 AB',
      iban: 'NL91 ABNA 0417 1643 00',
    });
    expect(rows.locations).toEqual([
      expect.objectContaining({
        name: 'Drukkerij Het Anker B.V.',
        address: 'Havenstraat 12',
        zipcode: '1234 AB',
        city: 'Zwolle',
        isMain: true,
      }),
    ]);
    expect(rows.subscriptions).toEqual([
      expect.objectContaining({ id: ids.subscription, plan, startsAt: '2026-01-01', endsAt: null }),
    ]);
    expect(rows.users).toEqual([
      expect.objectContaining({
        id: ids.admin,
        emailAddress: 'anna.de.vries@hetanker.nl',
        roles: [2],
        active: true,
        passwordHash: null,
      }),
    ]);

    const [mail] = (await t.outbox()).slice(-1);
    expect(mail).toMatchObject({ toAddress: 'anna.de.vries@hetanker.nl', code: 'user_welcome' });
    expect(mail.text).toContain('(Drukkerij Het Anker B.V.)');
    const token = decodeURIComponent(LINK.exec(mail.text)?.[1] ?? '');
    const set = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Anker-Wachtwoord-2026' },
      remoteAddress: freshAddress(),
    });
    expect(set.statusCode, set.body).toBe(200);
    // The new admin works in the new company at once: its subscription is active.
    const own = await t.login('anna.de.vries@hetanker.nl', 'Anker-Wachtwoord-2026');
    const company = await t.call({ method: 'GET', url: `/api/companies/${ids.company}`, token: own });
    expect(company.statusCode).toBe(200);
    const locations = await t.call({ method: 'GET', url: '/api/locations', token: own });
    expect(locations.json()).toHaveLength(1);
  });

  it('answers every error of every part at once, keyed by part and field', async () => {
    const body = onboardingBody(plan, 'niet-een-adres');
    const errors = await refused({
      company: { ...body.company, name: '', kvkNumber: '123', zipcode: 'ABC', iban: 'NL00 BANK 1234' },
      subscription: { plan, startsAt: '31-12-2026' },
      admin: { ...body.admin, lastName: '' },
    });
    expect(errors).toEqual({
      'company.name': 'app.validation.required',
      'company.kvkNumber': 'app.validation.kvk_number',
      'company.zipcode': 'app.validation.zipcode',
      'company.iban': 'resources.companies.errors.iban',
      'subscription.startsAt': 'app.validation.date',
      'admin.lastName': 'app.validation.required',
      'admin.emailAddress': 'app.validation.email',
    });
  });

  it('names the required fields of a missing part, and of a body that is no object', async () => {
    const { company, admin: person } = onboardingBody(plan, 'zonder@abonnement.nl');
    expect(await refused({ company, admin: person })).toEqual({
      'subscription.plan': 'app.validation.required',
      'subscription.startsAt': 'app.validation.required',
    });
    const errors = await refused([]);
    expect(errors).toMatchObject({
      'company.name': 'app.validation.required',
      'admin.emailAddress': 'app.validation.required',
    });
  });

  it('refuses a used e-mail address (any case) together with the other errors', async () => {
    const body = onboardingBody(plan, 'Beheerder@Demo.nl');
    const errors = await refused({ ...body, company: { ...body.company, kvkNumber: '1' } });
    expect(errors).toEqual({
      'admin.emailAddress': 'app.validation.unique',
      'company.kvkNumber': 'app.validation.kvk_number',
    });
  });

  it('refuses the KvK number of a company already on the platform (the bakery), however written', async () => {
    const body = onboardingBody(plan, 'tweede@korenschoof.nl');
    const errors = await refused({ ...body, company: { ...body.company, kvkNumber: '30.12.34.56' } });
    expect(errors).toEqual({ 'company.kvkNumber': 'app.validation.unique' });
  });

  it('refuses an inactive plan and a plan that does not exist', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/plans',
      token: admin,
      payload: { name: 'Oud pakket', monthlyPrice: 10, active: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const inactive = await refused(onboardingBody(created.json().id, 'oud@pakket.nl'));
    expect(inactive).toEqual({ 'subscription.plan': 'resources.subscriptions.errors.plan_inactive' });
    const missing = await refused(onboardingBody(999_999, 'geen@pakket.nl'));
    expect(missing).toEqual({ 'subscription.plan': 'app.validation.reference' });
  });

  it('stores one of two requests racing for one e-mail address, and nothing of the other', async () => {
    const before = await tableCounts(t);
    const body = onboardingBody(plan, 'race@hetanker.nl');
    const responses = await Promise.all(
      [
        ['Race Een B.V.', '11111111'],
        ['Race Twee B.V.', '22222222'],
      ].map(([name, kvkNumber]) => onboard({ ...body, company: { ...body.company, name, kvkNumber } })),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 400]);
    const refusal = responses.find((response) => response.statusCode === 400);
    expect(refusal?.json().errors).toEqual({ 'admin.emailAddress': 'app.validation.unique' });
    // Whichever step refused it (the check before, or the unique index inside the transaction),
    // the refused request left no company, location or subscription behind.
    expect(await tableCounts(t)).toEqual({
      companies: before.companies + 1,
      locations: before.locations + 1,
      subscriptions: before.subscriptions + 1,
      users: before.users + 1,
      mails: before.mails + 1,
    });
  });

  it('is for platform admins only: 401 without a session, 403 for company roles', async () => {
    const body = onboardingBody(plan, 'rollen@test.nl');
    const before = await tableCounts(t);
    expect((await onboard(body, null)).statusCode).toBe(401);
    for (const email of ['beheerder@demo.nl', 'contracten@demo.nl', 'lezer@demo.nl', 'proef@demo.nl']) {
      const response = await onboard(body, await t.login(email));
      expect(response.statusCode, email).toBe(403);
    }
    // Refused before the body is looked at: a bad one gets the same 403, not its errors.
    expect((await onboard({}, await t.login('beheerder@demo.nl'))).statusCode).toBe(403);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('is described in the OpenAPI document', async () => {
    const docs = (await t.call({ method: 'GET', url: '/api/docs' })).json();
    expect(docs.paths['/api/onboarding'].post.requestBody).toBeDefined();
    expect(docs.paths['/api/platform/summary'].get).toBeDefined();
  });
});
