/**
 * The platform's master data for running it as a service: companies with their billing details,
 * plans, and subscriptions kept by platform admins through the resource API.
 */
import { setupTestApp } from './harness';

const t = setupTestApp();
let admin: string;
let manager: string;
beforeAll(async () => {
  admin = await t.login('admin@demo.nl');
  manager = await t.login('beheerder@demo.nl');
});

const profileOf = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/auth/profile', token })).json() as {
    company: { id: number; name: string };
  };
const planId = async (name: string): Promise<number> => {
  const response = await t.call({ method: 'GET', url: '/api/plans?range=[0,99]', token: admin });
  return (response.json() as { id: number; name: string }[]).find((plan) => plan.name === name)?.id ?? 0;
};

describe('companies', () => {
  it('normalises and checks KvK, btw-id, postcode and IBAN, naming each wrong field', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/companies',
      token: admin,
      payload: {
        name: 'Drukkerij Zuid B.V.',
        kvkNumber: '1234 5678',
        vatNumber: 'nl 123456782 b01',
        zipcode: '5611az',
        iban: 'nl91abna0417164300',
        billingEmail: 'factuur@drukkerij-zuid.example',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      kvkNumber: '12345678',
      vatNumber: 'NL123456782B01',
      zipcode: '5611 AZ',
      iban: 'NL91 ABNA 0417 1643 00',
    });

    const refused = await t.call({
      method: 'POST',
      url: '/api/companies',
      token: admin,
      payload: {
        name: 'Fout B.V.',
        kvkNumber: '1234567',
        vatNumber: 'NL123456789B01',
        zipcode: '0123 AB',
        iban: 'NL91ABNA0417164301',
        billingEmail: 'geen-adres',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      kvkNumber: 'app.validation.kvk_number',
      vatNumber: 'resources.companies.errors.vat_number',
      zipcode: 'app.validation.zipcode',
      iban: 'resources.companies.errors.iban',
      billingEmail: 'app.validation.email',
    });
  });

  it('refuses a second company with a KvK number already taken, however it is written', async () => {
    for (const kvkNumber of ['30123456', '3012 3456', '30.12.34.56']) {
      const refused = await t.call({
        method: 'POST',
        url: '/api/companies',
        token: admin,
        payload: { name: `Dubbel ${kvkNumber}`, kvkNumber },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors).toEqual({ kvkNumber: 'app.validation.unique' });
    }
    // Companies without a KvK number yet are not duplicates of each other.
    for (const name of ['Zonder KvK 1', 'Zonder KvK 2']) {
      const created = await t.call({
        method: 'POST',
        url: '/api/companies',
        token: admin,
        payload: { name },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
  });

  it("lets a company admin read and edit its own company's details, no other company", async () => {
    const { company } = await profileOf(manager);
    const own = await t.call({ method: 'GET', url: `/api/companies/${company.id}`, token: manager });
    expect(own.statusCode).toBe(200);
    const edited = await t.call({
      method: 'PUT',
      url: `/api/companies/${company.id}`,
      token: manager,
      payload: {
        ...(own.json() as Record<string, unknown>),
        city: 'Utrecht',
        billingEmail: 'boekhouding@korenschoof.example',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().billingEmail).toBe('boekhouding@korenschoof.example');

    const other = await profileOf(await t.login('proef@demo.nl'));
    for (const method of ['GET', 'PUT'] as const) {
      const response = await t.call({
        method,
        url: `/api/companies/${other.company.id}`,
        token: manager,
        payload: method === 'PUT' ? { name: 'Overgenomen' } : undefined,
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await t.call({ method: 'GET', url: '/api/companies', token: manager })).statusCode).toBe(403);
  });
});

describe("a company's invoice details while it has a subscription", () => {
  const put = (id: number, payload: Record<string, unknown>, token = admin) =>
    t.call({ method: 'PUT', url: `/api/companies/${id}`, token, payload });
  const read = async (id: number) =>
    (await t.call({ method: 'GET', url: `/api/companies/${id}`, token: admin })).json() as Record<
      string,
      unknown
    >;

  it('are not blanked while a subscription runs, by a platform admin or the company admin', async () => {
    const { company } = await profileOf(manager);
    const before = await read(company.id);
    const blanked = await put(company.id, { ...before, address: '', city: '  ', billingEmail: '' });
    expect(blanked.statusCode).toBe(400);
    expect(blanked.json().errors).toEqual({
      address: 'resources.companies.errors.invoice_detail',
      city: 'resources.companies.errors.invoice_detail',
      billingEmail: 'resources.companies.errors.invoice_detail',
    });
    const own = await put(company.id, { ...before, zipcode: '' }, manager);
    expect(own.json().errors).toEqual({ zipcode: 'resources.companies.errors.invoice_detail' });
    expect(await read(company.id)).toEqual(before);
    // The other details stay free to change, and to empty.
    const edited = await put(company.id, { ...before, city: 'Amersfoort', iban: '', vatNumber: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ city: 'Amersfoort', iban: '', vatNumber: '' });
  });

  it('are free to change for a company without a subscription, or whose subscription has ended', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/companies',
      token: admin,
      payload: {
        name: 'Kapsalon Knip B.V.',
        address: 'Markt 1',
        zipcode: '1011 AA',
        city: 'Amsterdam',
        billingEmail: 'factuur@knip.example',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await put(id, { ...created.json(), city: '' })).statusCode).toBe(200);
    expect((await put(id, { ...created.json(), city: 'Amsterdam' })).statusCode).toBe(200);

    const ended = await t.call({
      method: 'POST',
      url: '/api/subscriptions',
      token: admin,
      payload: { companyId: id, plan: await planId('Basis'), startsAt: '2025-01-01', endsAt: '2025-12-31' },
    });
    expect(ended.statusCode, ended.body).toBe(201);
    expect((await put(id, { ...(await read(id)), address: '' })).statusCode).toBe(200);
    expect(await read(id)).toMatchObject({ address: '', city: 'Amsterdam' });
  });
});

describe('plans', () => {
  it('every install has three plans; company users see only the available ones', async () => {
    const all = (await t.call({ method: 'GET', url: '/api/plans', token: admin })).json() as {
      name: string;
      monthlyPrice: number;
      active: boolean;
    }[];
    expect(all.map((plan) => [plan.name, plan.monthlyPrice, plan.active])).toEqual([
      ['Basis', 19, true],
      ['Zakelijk', 49, true],
      ['Onbeperkt', 129, true],
    ]);
    const retired = await t.call({
      method: 'POST',
      url: '/api/plans',
      token: admin,
      payload: { name: 'Oud pakket', monthlyPrice: 9, active: false },
    });
    expect(retired.statusCode).toBe(201);
    const seen = (await t.call({ method: 'GET', url: '/api/plans', token: manager })).json() as {
      name: string;
    }[];
    expect(seen.map((plan) => plan.name)).toEqual(['Basis', 'Zakelijk', 'Onbeperkt']);
    expect(
      (await t.call({ method: 'GET', url: `/api/plans/${retired.json().id}`, token: manager })).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: '/api/plans', token: manager, payload: { name: 'Gratis' } }))
        .statusCode,
    ).toBe(403);
  });

  it('starts available, refuses a negative price, and a plan in use is not deleted', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/plans',
      token: admin,
      payload: { name: 'Starter', monthlyPrice: 9.5 },
    });
    expect(created.json()).toMatchObject({ active: true, maxUsers: null, maxContracts: null });
    // Amounts are whole cents, rounded half up (12.345 is 12.3449… as a binary number).
    const halfCent = await t.call({
      method: 'POST',
      url: '/api/plans',
      token: admin,
      payload: { name: 'Halve cent', monthlyPrice: 12.345 },
    });
    expect(halfCent.json().monthlyPrice).toBe(12.35);
    const stored = await t.call({ method: 'GET', url: `/api/plans/${halfCent.json().id}`, token: admin });
    expect(stored.json().monthlyPrice).toBe(12.35);
    const negative = await t.call({
      method: 'POST',
      url: '/api/plans',
      token: admin,
      payload: { name: 'Korting', monthlyPrice: -1 },
    });
    expect(negative.json().errors).toEqual({ monthlyPrice: 'app.validation.too_small' });
    const inUse = await t.call({
      method: 'DELETE',
      url: `/api/plans/${await planId('Zakelijk')}`,
      token: admin,
    });
    expect(inUse.statusCode).toBe(409);
    expect(await planId('Zakelijk')).toBeGreaterThan(0);
  });
});

describe('subscriptions', () => {
  it('a company has one subscription on a day; the end lies after the start; no unavailable plan', async () => {
    const cyclist = await profileOf(await t.login('proef@demo.nl'));
    const companyId = cyclist.company.id;
    const post = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/subscriptions', token: admin, payload: { companyId, ...payload } });

    // Every month from the start is invoiced, so a subscription needs the company's invoice details.
    const undetailed = await post({
      plan: await planId('Basis'),
      startsAt: '2025-01-01',
      endsAt: '2025-06-30',
    });
    expect(undetailed.json().errors).toEqual({ companyId: 'resources.subscriptions.errors.company_details' });
    const company = (
      await t.call({ method: 'GET', url: `/api/companies/${companyId}`, token: admin })
    ).json();
    const detailed = await t.call({
      method: 'PUT',
      url: `/api/companies/${companyId}`,
      token: admin,
      payload: { ...company, billingEmail: 'administratie@vandijk.example' },
    });
    expect(detailed.statusCode, detailed.body).toBe(200);
    const first = await post({ plan: await planId('Basis'), startsAt: '2025-01-01', endsAt: '2025-06-30' });
    expect(first.statusCode).toBe(201);
    expect((await post({ plan: await planId('Basis'), startsAt: '2025-06-30' })).json().errors).toEqual({
      startsAt: 'resources.subscriptions.errors.overlap',
    });
    expect(
      (await post({ plan: await planId('Basis'), startsAt: '2025-08-01', endsAt: '2025-07-01' })).json()
        .errors,
    ).toEqual({ endsAt: 'resources.subscriptions.errors.ends_before_start' });
    const retired = await planId('Oud pakket');
    expect((await post({ plan: retired, startsAt: '2025-07-01' })).json().errors).toEqual({
      plan: 'resources.subscriptions.errors.plan_inactive',
    });
    // Every rule broken at once: a retired plan over a period that clashes with the first.
    expect((await post({ plan: retired, startsAt: '2025-03-01' })).json().errors).toEqual({
      plan: 'resources.subscriptions.errors.plan_inactive',
      startsAt: 'resources.subscriptions.errors.overlap',
    });
    // The past subscription does not count today: the company is still confined.
    const cyclistToken = await t.login('proef@demo.nl');
    const confined = await t.call({ method: 'GET', url: '/api/auth/profile', token: cyclistToken });
    expect(confined.json().subscription).toBeNull();

    const current = await post({ plan: await planId('Basis'), startsAt: '2025-07-01' });
    expect(current.statusCode).toBe(201);
    const profile = await t.call({ method: 'GET', url: '/api/auth/profile', token: cyclistToken });
    expect(profile.json().subscription).toMatchObject({
      plan: 'Basis',
      startsAt: '2025-07-01',
      endsAt: null,
    });
    expect((await t.call({ method: 'GET', url: '/api/contracts', token: cyclistToken })).statusCode).toBe(
      200,
    );
  });
});
