/**
 * Contracts through the API: create, read, update and delete for company admins and contract
 * managers, nothing but the dashboard numbers for dashboard readers, and every rule of the declaration answered with a 400
 * on its field (src/schema/resources/contracts.ts).
 */
import { userIdOf } from '../fixtures';
import { setupTestApp } from '../harness';
import {
  type ContractRecord,
  contractBody,
  createContract,
  masterData,
  validSpecifications,
} from './fixtures';

const t = setupTestApp();
let admin: string;
let manager: string;
let reader: string;
beforeAll(async () => {
  [admin, manager, reader] = await Promise.all(
    ['beheerder@demo.nl', 'contracten@demo.nl', 'lezer@demo.nl'].map((email) => t.login(email)),
  );
});

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload: unknown) =>
  t.call({ method, url, token, payload: payload as Record<string, unknown> });

/** The field errors of a create that must fail with 400. */
async function createErrors(overrides: Record<string, unknown>, token = admin) {
  const response = await send('POST', '/api/contracts', token, await contractBody(t, token, overrides));
  expect(response.statusCode, response.body).toBe(400);
  return response.json().errors as Record<string, string>;
}

const typeNamed = async (name: string) => {
  const type = (await masterData(t, admin)).types.find((item) => item.name === name);
  if (!type) throw new Error(`no supplier type ${name}`);
  return type;
};

describe.each([
  ['company admin', 'beheerder@demo.nl'],
  ['contract manager', 'contracten@demo.nl'],
])('a %s', (_role, email) => {
  it('creates, reads, updates and deletes a contract', async () => {
    const token = email === 'beheerder@demo.nl' ? admin : manager;
    const created = await createContract(t, token, { reference: 'Energie winkel', yearlyValue: 1234.5 });
    expect(created).toMatchObject({ reference: 'Energie winkel', yearlyValue: 1234.5, archived: false });
    expect(created.supplierName).not.toBe('');

    const shown = await t.call({ method: 'GET', url: `/api/contracts/${created.id}`, token });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: created.id, number: created.number });

    const body = await contractBody(t, token, { ...created, description: 'Nieuwe omschrijving' });
    const updated = await send('PUT', `/api/contracts/${created.id}`, token, body);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().description).toBe('Nieuwe omschrijving');

    const listed = await t.call({
      method: 'GET',
      url: `/api/contracts?filter=${encodeURIComponent(JSON.stringify({ q: created.number }))}`,
      token,
    });
    expect(listed.json().map((row: ContractRecord) => row.id)).toEqual([created.id]);

    expect((await t.call({ method: 'DELETE', url: `/api/contracts/${created.id}`, token })).statusCode).toBe(
      200,
    );
    expect((await t.call({ method: 'GET', url: `/api/contracts/${created.id}`, token })).statusCode).toBe(
      404,
    );
  });

  it('becomes the owner of a contract created without one, and may name another', async () => {
    const token = email === 'beheerder@demo.nl' ? admin : manager;
    const me = await userIdOf(t, email);
    expect((await createContract(t, token)).owner).toBe(me);
    // A colleague who may own contracts: active, role 2 or 3 (docs/requirements.md#roles-and-access).
    const colleague = await userIdOf(t, 'inkoop@demo.nl');
    expect((await createContract(t, token, { owner: colleague })).owner).toBe(colleague);
  });

  it('changes one field with a PATCH, keeping the owner, receivers and the rest', async () => {
    const token = email === 'beheerder@demo.nl' ? admin : manager;
    const colleague = await userIdOf(t, 'inkoop@demo.nl');
    const created = await createContract(t, token, { receivers: [colleague], description: 'Eerst' });
    const patched = await send('PATCH', `/api/contracts/${created.id}`, token, { description: 'Daarna' });
    expect(patched.statusCode, patched.body).toBe(200);
    const { description, updatedAt, ...rest } = patched.json();
    expect(description).toBe('Daarna');
    const { description: _before, updatedAt: _then, ...restBefore } = created;
    expect(rest).toEqual(restBefore);
  });
});

describe('a dashboard reader', () => {
  // The dashboard numbers are the one thing it reads (dashboard-numbers.test.ts).
  it('gets 403 on every contract call', async () => {
    const contract = await createContract(t, admin);
    const body = await contractBody(t, admin);
    for (const [method, url] of [
      ['GET', '/api/contracts'],
      ['GET', `/api/contracts/${contract.id}`],
      ['POST', '/api/contracts'],
      ['PUT', `/api/contracts/${contract.id}`],
      ['DELETE', `/api/contracts/${contract.id}`],
      ['POST', `/api/contracts/${contract.id}/archive`],
    ] as const) {
      const response = await t.call({
        method,
        url,
        token: reader,
        payload: method === 'GET' ? undefined : body,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      (await t.call({ method: 'GET', url: `/api/contracts/${contract.id}`, token: admin })).json(),
    ).toMatchObject({ number: contract.number, archived: false });
  });
});

describe('the contract number', () => {
  it('is required', async () => {
    expect(Object.keys(await createErrors({ number: '' }))).toContain('number');
  });

  it('is unique within the company, also when editing another contract', async () => {
    const first = await createContract(t, admin);
    expect(await createErrors({ number: first.number })).toEqual({ number: 'app.validation.unique' });
    const second = await createContract(t, admin);
    const response = await send(
      'PUT',
      `/api/contracts/${second.id}`,
      admin,
      await contractBody(t, admin, { ...second, number: first.number }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ number: 'app.validation.unique' });
  });
});

describe('the dates', () => {
  it('need an end date unless the contract is indefinite', async () => {
    expect(await createErrors({ endsAt: null })).toEqual({ endsAt: 'app.validation.required' });
  });

  it('clear the end date of an indefinite contract', async () => {
    const contract = await createContract(t, admin, { indefinite: true, endsAt: '2030-01-01' });
    expect(contract).toMatchObject({
      endsAt: null,
      currentEndsAt: null,
      noticeDeadline: null,
      daysLeft: null,
    });
    expect(contract.status).toBe('active');
  });

  it('refuse a mistyped year, taking 1900 to 2199', async () => {
    expect(await createErrors({ startsAt: '0001-01-01', endsAt: '0002-01-01' })).toEqual({
      startsAt: 'app.validation.date_range',
      endsAt: 'app.validation.date_range',
    });
    expect(await createErrors({ endsAt: '2200-01-01' })).toEqual({ endsAt: 'app.validation.date_range' });
    const widest = await createContract(t, admin, { startsAt: '1900-01-01', endsAt: '2199-12-31' });
    expect(widest).toMatchObject({ startsAt: '1900-01-01', endsAt: '2199-12-31' });
  });

  it('refuse an end before the start', async () => {
    expect(await createErrors({ startsAt: '2026-05-01', endsAt: '2026-04-30' })).toEqual({
      endsAt: 'resources.contracts.errors.ends_before_start',
    });
  });

  it('name every rule a contract breaks at once, each under its field', async () => {
    expect(
      await createErrors({
        startsAt: '2026-05-01',
        endsAt: '2026-04-30',
        noticeAmount: 2,
        noticeUnit: null,
        costAmount: 120,
        costPeriod: null,
      }),
    ).toEqual({
      endsAt: 'resources.contracts.errors.ends_before_start',
      noticeUnit: 'resources.contracts.errors.period_incomplete',
      costPeriod: 'resources.contracts.errors.cost_incomplete',
    });
  });

  it('refuse a notice amount without its unit, and the other way round', async () => {
    expect(await createErrors({ noticeAmount: 2, noticeUnit: null })).toEqual({
      noticeUnit: 'resources.contracts.errors.period_incomplete',
    });
    expect(await createErrors({ noticeAmount: null, noticeUnit: 'days' })).toEqual({
      noticeAmount: 'resources.contracts.errors.period_incomplete',
    });
  });

  it('refuse tacit renewal and an end alert on an indefinite contract', async () => {
    expect(await createErrors({ indefinite: true, renewalMonths: 12 })).toEqual({
      renewalMonths: 'resources.contracts.errors.renewal_indefinite',
    });
    expect(
      await createErrors({
        indefinite: true,
        endAlertEnabled: true,
        endAlertAmount: 1,
        endAlertUnit: 'months',
      }),
    ).toEqual({ endAlertEnabled: 'resources.contracts.errors.end_alert_indefinite' });
  });

  it('refuse a notice alert without a notice period, and an alert without its advance', async () => {
    expect(
      await createErrors({
        noticeAmount: null,
        noticeUnit: null,
        noticeAlertEnabled: true,
        noticeAlertAmount: 2,
        noticeAlertUnit: 'days',
      }),
    ).toEqual({ noticeAlertEnabled: 'resources.contracts.errors.notice_alert_without_notice' });
    expect(await createErrors({ endAlertEnabled: true })).toEqual({
      endAlertAmount: 'resources.contracts.errors.advance_required',
    });
  });

  it('refuse a period of zero', async () => {
    expect(Object.keys(await createErrors({ noticeAmount: 0 }))).toEqual(['noticeAmount']);
    expect(Object.keys(await createErrors({ renewalMonths: 0 }))).toEqual(['renewalMonths']);
  });
});

describe('the supplier contact', () => {
  it('must be a contact of the contract supplier', async () => {
    const contacts = (
      await t.call({ method: 'GET', url: '/api/contacts?range=[0,999]', token: admin })
    ).json() as { id: number; supplier: number | null }[];
    const atSupplier = contacts.find((contact) => contact.supplier !== null);
    if (!atSupplier?.supplier) throw new Error('the demo seed has contacts at suppliers');
    const other = (await masterData(t, admin)).suppliers.find((s) => s.id !== atSupplier.supplier);
    expect(await createErrors({ supplier: other?.id, supplierContact: atSupplier.id })).toEqual({
      supplierContact: 'resources.contracts.errors.contact_not_of_supplier',
    });
    const fine = await createContract(t, admin, {
      supplier: atSupplier.supplier,
      supplierContact: atSupplier.id,
    });
    expect(fine.supplierContact).toBe(atSupplier.id);
  });
});

describe('the specifications', () => {
  const energyValues = (values: Record<string, string>) =>
    Object.entries(values).map(([label, value]) => ({ label, value }));

  it('name the row of a missing required value', async () => {
    const energy = await typeNamed('Energie');
    const required = energy.specificationFields.findIndex((item) => item.required);
    const specifications = validSpecifications(energy).map((item, index) =>
      index === required ? { ...item, value: '  ' } : item,
    );
    expect(await createErrors({ supplierType: energy.id, specifications })).toEqual({
      [`specifications.${required}.value`]: 'app.validation.required',
    });
  });

  it('refuse a value that does not fit its field type', async () => {
    const invalid = 'resources.contracts.errors.specification_invalid';
    const energy = await typeNamed('Energie');
    const base = { 'EAN-code': '871687400000000001', 'Soort energie': 'Gas' };
    expect(
      await createErrors({
        supplierType: energy.id,
        specifications: energyValues({ ...base, 'Jaarverbruik (kWh)': 'veel' }),
      }),
    ).toEqual({ 'specifications.2.value': invalid });
    expect(
      await createErrors({
        supplierType: energy.id,
        specifications: energyValues({ ...base, 'Soort energie': 'Kolen' }),
      }),
    ).toEqual({ 'specifications.1.value': invalid });
    const software = await typeNamed('Software');
    expect(
      await createErrors({
        supplierType: software.id,
        specifications: energyValues({ 'Aantal licenties': '5', Verlengingsdatum: '2026-02-30' }),
      }),
    ).toEqual({ 'specifications.2.value': invalid });
  });

  it('are stored in the type order, canonical, without unknown labels', async () => {
    const insurance = await typeNamed('Verzekeringen');
    const contract = await createContract(t, admin, {
      supplierType: insurance.id,
      specifications: energyValues({
        'eigen risico': ' 250,5 ',
        'Onbekend veld': 'weg',
        'SOORT VERZEKERING': 'opstal',
        Polisnummer: 'PN-778812',
      }),
    });
    expect(contract.specifications).toEqual([
      { label: 'Polisnummer', value: 'PN-778812' },
      { label: 'Soort verzekering', value: 'Opstal' },
      { label: 'Verzekerd bedrag', value: '' },
      { label: 'Eigen risico', value: '250.50' },
    ]);
  });
});

describe('offers opt-in', () => {
  it('is kept for a type suitable for purchasing advice and forced off otherwise', async () => {
    const energy = await typeNamed('Energie');
    const lease = await typeNamed('Lease');
    expect((await createContract(t, admin, { supplierType: energy.id, offersOptIn: true })).offersOptIn).toBe(
      true,
    );
    expect((await createContract(t, admin, { supplierType: lease.id, offersOptIn: true })).offersOptIn).toBe(
      false,
    );
  });
});
