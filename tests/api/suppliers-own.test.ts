/**
 * Companies' own suppliers (docs/requirements.md#suppliers): roles 2 and 3 add
 * and edit their own, a contract's supplier options hold the shared ones and the company's own of
 * the type, never another company's; platform admins list them with their company and promote or
 * merge one into the shared list, all or nothing.
 */
import { eq, sql } from 'drizzle-orm';
import type { Row } from '../../src/schema/dsl';
import { contracts } from '../../src/schema/resources/contracts';
import { suppliers } from '../../src/schema/resources/suppliers';
import { sampleValues } from './resources/samples';
import {
  ANCHOR_VIEWERS,
  addSubscribedCompany,
  insertRow,
  type ResourceApp,
  rowOf,
  startResourceApp,
} from './resources/setup';

let a: ResourceApp;
let anchor: number;
let type: number;
let otherType: number;
const token = (email: string) => a.viewers.get(email)?.token ?? '';
const ADMIN = 'admin@demo.nl';
const BAKERY_ADMIN = 'beheerder@demo.nl';
const BAKERY_MANAGER = 'contracten@demo.nl';

beforeAll(async () => {
  a = await startResourceApp();
  anchor = await addSubscribedCompany(a);
  const types = await a.t.call({
    method: 'GET',
    url: '/api/supplier-types?range=[0,1]',
    token: token(ADMIN),
  });
  [type, otherType] = (types.json() as { id: number }[]).map((row) => row.id);
});
afterAll(() => a.t.close());

const post = (email: string, url: string, payload: object) =>
  a.t.call({ method: 'POST', url, token: token(email), payload });
const get = (email: string, url: string) => a.t.call({ method: 'GET', url, token: token(email) });

let n = 0;
async function ownSupplier(email: string, overrides: Record<string, unknown> = {}): Promise<Row> {
  n += 1;
  const response = await post(email, '/api/suppliers', {
    name: `Glazenwasser ${n}`,
    supplierType: type,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Row;
}

async function sharedSupplier(overrides: Record<string, unknown> = {}): Promise<Row> {
  n += 1;
  const response = await post(ADMIN, '/api/suppliers', {
    name: `Gedeeld ${n}`,
    supplierType: type,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Row;
}

/** Ids of the suppliers the wizard's dropdown offers for the type (the list, filtered by type). */
async function optionsFor(email: string, supplierType: number): Promise<number[]> {
  const filter = encodeURIComponent(JSON.stringify({ supplierType }));
  const response = await get(email, `/api/suppliers?filter=${filter}&range=[0,999]`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Row[]).map((row) => row.id);
}

const contractOf = async (company: number, supplier: Row) =>
  insertRow(a, contracts, company, { supplier: supplier.id, supplierType: supplier.supplierType });

describe('own suppliers of a company', () => {
  it('roles 2 and 3 create one: it belongs to their company, whatever companyId they send', async () => {
    const byAdmin = await ownSupplier(BAKERY_ADMIN, { companyId: anchor, kvkNumber: '12345678' });
    expect(byAdmin.companyId).toBe(a.bakery);
    const byManager = await ownSupplier(BAKERY_MANAGER);
    expect(byManager.companyId).toBe(a.bakery);
    const edited = await a.t.call({
      method: 'PUT',
      url: `/api/suppliers/${byManager.id}`,
      token: token(BAKERY_MANAGER),
      payload: { name: 'Glazenwasser Jansen', supplierType: type, website: 'https://jansen.example' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Glazenwasser Jansen', companyId: a.bakery });
  });

  it('a website is a web address: typed without https:// it gets it, any other text is refused by field', async () => {
    const typed = await ownSupplier(BAKERY_MANAGER, { website: ' www.Jansen-Glas.nl/contact ' });
    expect(typed.website).toBe('https://www.Jansen-Glas.nl/contact');
    for (const website of ['geen url hier', 'javascript:alert(1)', 'https://localhost', 'ftp://jansen.nl']) {
      const refused = await post(BAKERY_MANAGER, '/api/suppliers', {
        name: 'Glazenwasser Zonder Site',
        supplierType: type,
        website,
      });
      expect(refused.statusCode, website).toBe(400);
      expect(refused.json().errors, website).toEqual({ website: 'app.validation.web_address' });
    }
    // Left empty it stays empty: the field is optional.
    expect((await ownSupplier(BAKERY_MANAGER, { website: '' })).website).toBe('');
  });

  it('companies cannot change or delete shared suppliers (404), platform admins can', async () => {
    const shared = await sharedSupplier();
    expect(shared.companyId).toBeNull();
    const url = `/api/suppliers/${shared.id}`;
    for (const email of [BAKERY_ADMIN, BAKERY_MANAGER]) {
      const put = await a.t.call({
        method: 'PUT',
        url,
        token: token(email),
        payload: { name: 'Overgenomen', supplierType: type },
      });
      expect(put.statusCode).toBe(404);
    }
    expect((await a.t.call({ method: 'DELETE', url, token: token(BAKERY_ADMIN) })).statusCode).toBe(404);
    expect((await get(BAKERY_MANAGER, url)).statusCode).toBe(200);
    expect((await rowOf(a, suppliers, shared.id))?.name).toBe(shared.name);
  });

  it("names: unique among the company's own and the shared ones, free across companies", async () => {
    const shared = await sharedSupplier();
    const clash = await post(BAKERY_ADMIN, '/api/suppliers', { name: shared.name, supplierType: type });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual({ name: 'app.validation.unique' });
    const own = await ownSupplier(BAKERY_ADMIN);
    const again = await post(BAKERY_MANAGER, '/api/suppliers', { name: own.name, supplierType: type });
    expect(again.json().errors).toEqual({ name: 'app.validation.unique' });
    // Another company may have its own of the same name, and the platform a shared one.
    await ownSupplier(ANCHOR_VIEWERS[0], { name: own.name });
    await sharedSupplier({ name: own.name });
  });

  it('the options of a type: shared and own of that type, never another company’s', async () => {
    const shared = await sharedSupplier();
    const sharedOther = await sharedSupplier({ supplierType: otherType });
    const mine = await ownSupplier(BAKERY_MANAGER);
    const theirs = await ownSupplier(ANCHOR_VIEWERS[1]);
    const offered = await optionsFor(BAKERY_MANAGER, type);
    expect(offered).toEqual(expect.arrayContaining([shared.id, mine.id]));
    expect(offered).not.toContain(theirs.id);
    expect(offered).not.toContain(sharedOther.id);
    const dropdown = (await get(BAKERY_MANAGER, '/api/suppliers/list?limit=9999')).json() as {
      data: { id: number }[];
    };
    expect(dropdown.data.map((row) => row.id)).not.toContain(theirs.id);
    expect(await optionsFor(ANCHOR_VIEWERS[1], type)).toEqual(expect.arrayContaining([shared.id, theirs.id]));
    expect(await optionsFor(ANCHOR_VIEWERS[1], type)).not.toContain(mine.id);
  });

  it("another company's own supplier can be neither read, changed, deleted nor chosen", async () => {
    const theirs = await ownSupplier(ANCHOR_VIEWERS[0]);
    const url = `/api/suppliers/${theirs.id}`;
    expect((await get(BAKERY_ADMIN, url)).statusCode).toBe(404);
    const put = await a.t.call({
      method: 'PUT',
      url,
      token: token(BAKERY_ADMIN),
      payload: { name: 'Gekaapt', supplierType: type },
    });
    expect(put.statusCode).toBe(404);
    expect((await a.t.call({ method: 'DELETE', url, token: token(BAKERY_ADMIN) })).statusCode).toBe(404);
    const filter = encodeURIComponent(JSON.stringify({ id: [theirs.id] }));
    expect((await get(BAKERY_ADMIN, `/api/suppliers?filter=${filter}`)).json()).toEqual([]);
    // A contract (or a contact) of the bakery pointing at it is refused, as if it did not exist.
    const contract = {
      ...(await sampleValues(a, contracts, a.bakery)),
      supplier: theirs.id,
      supplierContact: null,
      supplierType: type,
    };
    const created = await post(BAKERY_MANAGER, '/api/contracts', contract);
    expect(created.statusCode).toBe(400);
    expect(created.json().errors.supplier).toBe('app.validation.reference');
    const contact = await post(BAKERY_ADMIN, '/api/contacts', {
      firstName: 'Piet',
      lastName: 'Poets',
      supplier: theirs.id,
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().errors.supplier).toBe('app.validation.reference');
    expect((await rowOf(a, suppliers, theirs.id))?.name).toBe(theirs.name);
  });

  it('a contract may name the company’s own supplier', async () => {
    const mine = await ownSupplier(BAKERY_MANAGER);
    const created = await post(BAKERY_MANAGER, '/api/contracts', {
      ...(await sampleValues(a, contracts, a.bakery)),
      supplier: mine.id,
      supplierContact: null,
      supplierType: type,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ supplier: mine.id, supplierName: mine.name });
  });
});

describe('platform admins and own suppliers', () => {
  it('list the companies’ own suppliers with their company (filter own)', async () => {
    const mine = await ownSupplier(BAKERY_ADMIN);
    const shared = await sharedSupplier();
    const own = (
      await get(ADMIN, `/api/suppliers?filter=${encodeURIComponent('{"own":true}')}&range=[0,999]`)
    ).json() as Row[];
    expect(own.find((row) => row.id === mine.id)?.companyId).toBe(a.bakery);
    expect(own.some((row) => row.id === shared.id)).toBe(false);
    expect(own.every((row) => row.companyId !== null)).toBe(true);
    const sharedOnly = (
      await get(ADMIN, `/api/suppliers?filter=${encodeURIComponent('{"own":false}')}&range=[0,999]`)
    ).json() as Row[];
    expect(sharedOnly.every((row) => row.companyId === null)).toBe(true);
    expect((await get(ADMIN, `/api/suppliers?filter=${encodeURIComponent('{"own":"x"}')}`)).statusCode).toBe(
      400,
    );
  });

  it('promote: the own supplier becomes shared, its contracts keep it', async () => {
    const mine = await ownSupplier(BAKERY_ADMIN);
    await contractOf(a.bakery, mine);
    const usage = await get(ADMIN, `/api/suppliers/${mine.id}/usage`);
    expect(usage.json()).toEqual({ contracts: 1, contacts: 0 });
    const promoted = await post(ADMIN, `/api/suppliers/${mine.id}/promote`, {});
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toEqual({ contracts: 1, contacts: 0 });
    expect((await rowOf(a, suppliers, mine.id))?.companyId).toBeNull();
    // Now every company sees it, and the bakery can no longer change it.
    expect(await optionsFor(ANCHOR_VIEWERS[1], type)).toContain(mine.id);
    const put = await a.t.call({
      method: 'PUT',
      url: `/api/suppliers/${mine.id}`,
      token: token(BAKERY_ADMIN),
      payload: { name: 'Terug', supplierType: type },
    });
    expect(put.statusCode).toBe(404);
    // A shared one cannot be promoted again.
    expect((await post(ADMIN, `/api/suppliers/${mine.id}/promote`, {})).statusCode).toBe(400);
  });

  it('promote is refused (409) when a shared supplier has the name', async () => {
    const mine = await ownSupplier(BAKERY_ADMIN);
    await sharedSupplier({ name: mine.name });
    const promoted = await post(ADMIN, `/api/suppliers/${mine.id}/promote`, {});
    expect(promoted.statusCode).toBe(409);
    expect(promoted.json().message).toBe('resources.suppliers.errors.shared_name_taken');
    expect((await rowOf(a, suppliers, mine.id))?.companyId).toBe(a.bakery);
  });

  it('merge: the company’s contracts and contacts move to the shared supplier, the own one is deleted', async () => {
    const mine = await ownSupplier(BAKERY_ADMIN);
    const target = await sharedSupplier();
    const moved = [await contractOf(a.bakery, mine), await contractOf(a.bakery, mine)];
    const contact = await post(BAKERY_ADMIN, '/api/contacts', {
      firstName: 'Gert',
      lastName: 'Glas',
      supplier: mine.id,
    });
    expect(contact.statusCode, contact.body).toBe(201);
    expect((await get(ADMIN, `/api/suppliers/${mine.id}/usage`)).json()).toEqual({
      contracts: 2,
      contacts: 1,
    });
    const merged = await post(ADMIN, `/api/suppliers/${mine.id}/merge`, { into: target.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toEqual({ contracts: 2, contacts: 1 });
    for (const contract of moved) {
      const row = await rowOf(a, contracts, contract.id);
      expect(row).toMatchObject({ supplier: target.id, supplierName: target.name });
    }
    expect((await get(ADMIN, `/api/suppliers/${mine.id}`)).statusCode).toBe(404);
    const contactRow = (await get(BAKERY_ADMIN, `/api/contacts/${contact.json().id}`)).json();
    expect(contactRow.supplier).toBe(target.id);
  });

  it('merge refuses a target that is not shared or of another type, and a shared source', async () => {
    const mine = await ownSupplier(BAKERY_ADMIN);
    const alsoMine = await ownSupplier(BAKERY_ADMIN);
    const otherTyped = await sharedSupplier({ supplierType: otherType });
    const shared = await sharedSupplier();
    const merge = (id: number, into: number) => post(ADMIN, `/api/suppliers/${id}/merge`, { into });
    expect((await merge(mine.id, alsoMine.id)).json().errors).toEqual({
      into: 'resources.suppliers.errors.merge_target',
    });
    expect((await merge(mine.id, otherTyped.id)).json().errors).toEqual({
      into: 'resources.suppliers.errors.merge_type',
    });
    expect((await merge(mine.id, 999_999)).statusCode).toBe(400);
    expect((await merge(shared.id, otherTyped.id)).statusCode).toBe(400);
    expect((await merge(999_999, shared.id)).statusCode).toBe(404);
    expect((await rowOf(a, suppliers, mine.id))?.companyId).toBe(a.bakery);
  });

  it('merge is all or nothing: a failing delete leaves every contract where it was', async () => {
    const mine = await ownSupplier(BAKERY_ADMIN);
    const target = await sharedSupplier();
    const contract = await contractOf(a.bakery, mine);
    const db = a.t.database.db;
    await db.execute(
      sql.raw(`create or replace function refuse_supplier_delete() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_supplier_delete before delete on suppliers for each row
        when (old.id = ${mine.id}) execute function refuse_supplier_delete()`),
    );
    try {
      const merged = await post(ADMIN, `/api/suppliers/${mine.id}/merge`, { into: target.id });
      expect(merged.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_supplier_delete on suppliers'));
    }
    expect(await rowOf(a, contracts, contract.id)).toMatchObject({ supplier: mine.id });
    expect((await rowOf(a, suppliers, mine.id))?.companyId).toBe(a.bakery);
  });

  it('promote, merge and usage are for platform admins only (403), another row a 404', async () => {
    const mine = await ownSupplier(BAKERY_ADMIN);
    const shared = await sharedSupplier();
    for (const email of [BAKERY_ADMIN, BAKERY_MANAGER, 'lezer@demo.nl']) {
      expect((await post(email, `/api/suppliers/${mine.id}/promote`, {})).statusCode).toBe(403);
      expect((await post(email, `/api/suppliers/${mine.id}/merge`, { into: shared.id })).statusCode).toBe(
        403,
      );
      expect((await get(email, `/api/suppliers/${mine.id}/usage`)).statusCode).toBe(403);
    }
    expect((await a.t.call({ method: 'POST', url: `/api/suppliers/${mine.id}/promote` })).statusCode).toBe(
      401,
    );
    const [row] = await a.t.database.db
      .select()
      .from(a.registry.table(suppliers))
      .where(eq(a.registry.columns(suppliers).id, mine.id));
    expect(row).toMatchObject({ companyId: a.bakery });
  });
});
