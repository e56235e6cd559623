/**
 * Through the API: a supplier that does not offer the contract's type, a
 * negative yearly value and bidirectional controls in text are 400s on their field.
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { resourceTables } from '../../../server/db/resource-tables';
import { contractBody, createContract, masterData } from '../contracts/fixtures';
import { setupTestApp } from '../harness';

const t = setupTestApp();
let admin: string;
let platformAdmin: string;
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
  platformAdmin = await t.login('admin@demo.nl');
});

const RLO = '\u202e';

const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  t.call({ method, url, token, payload });

async function supplierOfAnotherType(typeId: number) {
  const { suppliers } = await masterData(t, admin);
  const other = suppliers.find((supplier) => supplier.supplierType !== typeId);
  if (!other) throw new Error('the demo has suppliers of one type only');
  return other;
}

describe("a contract's supplier", () => {
  it('must offer the contract type, on create and on update', async () => {
    const body = await contractBody(t, admin);
    const other = await supplierOfAnotherType(body.supplierType as number);
    const refused = await send('POST', '/api/contracts', admin, { ...body, supplier: other.id });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual({ supplier: 'resources.contracts.errors.supplier_not_of_type' });

    const contract = await createContract(t, admin);
    const changed = await send('PUT', `/api/contracts/${contract.id}`, admin, {
      ...(await contractBody(t, admin, { supplierType: contract.supplierType })),
      number: contract.number,
      supplier: (await supplierOfAnotherType(contract.supplierType as number)).id,
    });
    expect(changed.statusCode, changed.body).toBe(400);
    expect(changed.json().errors).toEqual({ supplier: 'resources.contracts.errors.supplier_not_of_type' });
  });

  it('stays allowed as the contract had it, when the pair was stored before the rule', async () => {
    const contract = await createContract(t, admin);
    const other = await supplierOfAnotherType(contract.supplierType as number);
    const columns = getTableColumns(resourceTables.contracts) as Record<string, PgColumn>;
    await t.database.db
      .update(resourceTables.contracts)
      .set({ supplier: other.id } as never)
      .where(eq(columns.id, contract.id));
    const body = await contractBody(t, admin, { supplierType: contract.supplierType });
    const kept = await send('PUT', `/api/contracts/${contract.id}`, admin, {
      ...body,
      number: contract.number,
      supplier: other.id,
      description: 'Alleen de omschrijving gewijzigd',
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });
});

describe('a yearly value', () => {
  it('may be 0 but never negative', async () => {
    const negative = await send(
      'POST',
      '/api/contracts',
      admin,
      await contractBody(t, admin, { yearlyValue: -1 }),
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual({ yearlyValue: 'app.validation.too_small' });
    expect((await createContract(t, admin, { yearlyValue: 0 })).yearlyValue).toBe(0);
  });
});

describe('bidirectional controls', () => {
  it('are refused in a contract number, description and specification', async () => {
    const body = await contractBody(t, admin);
    const specifications = body.specifications as { label: string; value: string }[];
    const refused = await send('POST', '/api/contracts', admin, {
      ...body,
      number: `KS-${RLO}100`,
      description: `Levering\u2066 van gas\u2069`,
      specifications: specifications.map((item, index) =>
        index === 0 ? { ...item, value: `${RLO}${item.value}` } : item,
      ),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toMatchObject({
      number: 'app.validation.bidi',
      description: 'app.validation.bidi',
    });
    if (specifications.length > 0)
      expect(refused.json().errors['specifications.0.value']).toBe('app.validation.bidi');
  });

  it("are refused in a supplier's name and e-mail address, direction marks are not", async () => {
    const { types } = await masterData(t, platformAdmin);
    const refused = await send('POST', '/api/suppliers', platformAdmin, {
      name: `Energie ${RLO}BV`,
      supplierType: types[0].id,
      emailAddress: `info${RLO}@example.nl`,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual({
      name: 'app.validation.bidi',
      emailAddress: 'app.validation.bidi',
    });
    const marked = await send('POST', '/api/suppliers', platformAdmin, {
      name: 'שלום\u200f BV',
      supplierType: types[0].id,
    });
    expect(marked.statusCode, marked.body).toBe(201);
  });
});
