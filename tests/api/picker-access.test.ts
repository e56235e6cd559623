/**
 * Least privilege for pickers (docs/requirements.md#roles-and-access): a contract manager (role 3)
 * reads no user, location or contact record, only their names through the options endpoint
 * (`GET /api/<name>/list`), for the resources they may read or write (contracts); company admins
 * keep the full records.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './harness';

const t = setupTestApp();
let manager: string;
let companyAdmin: string;
let reader: string;
const someId: Record<string, number> = {};

const get = (url: string, token: string) => t.call({ method: 'GET', url, token });
const query = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  ).toString();

beforeAll(async () => {
  manager = await t.login('contracten@demo.nl');
  companyAdmin = await t.login('beheerder@demo.nl');
  reader = await t.login('lezer@demo.nl');
  for (const name of ['users', 'locations', 'contacts']) {
    const response = await get(`/api/${name}`, companyAdmin);
    expect(response.statusCode).toBe(200);
    someId[name] = (response.json() as { id: number }[])[0].id;
  }
});

describe('a contract manager', () => {
  it.each(['users', 'locations', 'contacts'])('gets 403 on the full records of %s', async (name) => {
    const list = await get(`/api/${name}`, manager);
    expect(list.statusCode).toBe(403);
    expect(list.body).not.toContain('@');
    expect((await get(`/api/${name}/${someId[name]}`, manager)).statusCode).toBe(403);
    expect((await get(`/api/${name}?${query({ filter: { id: [someId[name]] } })}`, manager)).statusCode).toBe(
      403,
    );
  });

  it.each(['users', 'locations', 'contacts'])('gets the names of %s, id and name only', async (name) => {
    const response = await get(`/api/${name}/list?limit=9999`, manager);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: Record<string, unknown>[] };
    expect(data.length).toBeGreaterThan(0);
    for (const item of data) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
    // The same names a company admin's options give: their own company's, all of them.
    const admins = (await get(`/api/${name}/list?limit=9999`, companyAdmin)).json() as { data: unknown[] };
    expect(data).toEqual(admins.data);
  });

  it('gets the colleagues a contract may name as owner (the field’s where)', async () => {
    const response = await get(`/api/users/list?${query({ for: 'contracts.owner', limit: 9999 })}`, manager);
    expect(response.statusCode).toBe(200);
    const names = (response.json() as { data: { name: string }[] }).data.map((item) => item.name);
    expect(names.length).toBeGreaterThan(0);
    // The dashboard-only reader is no possible owner.
    const all = (await get('/api/users/list?limit=9999', manager)).json() as { data: { name: string }[] };
    expect(all.data.length).toBeGreaterThan(names.length);
  });

  it('narrows options by id and by a reference (the contacts of one supplier), never by another field', async () => {
    const byId = await get(`/api/locations/list?${query({ filter: { id: [someId.locations] } })}`, manager);
    expect(byId.statusCode).toBe(200);
    expect((byId.json() as { data: { id: number }[] }).data.map((item) => item.id)).toEqual([
      someId.locations,
    ]);

    const contacts = (await get('/api/contacts', companyAdmin)).json() as {
      id: number;
      supplier: number | null;
    }[];
    const supplier = contacts.find((contact) => contact.supplier !== null)?.supplier;
    expect(supplier).toBeDefined();
    const ofSupplier = await get(
      `/api/contacts/list?${query({ filter: { supplier }, limit: 9999 })}`,
      manager,
    );
    expect(ofSupplier.statusCode).toBe(200);
    expect((ofSupplier.json() as { data: { id: number }[] }).data.map((item) => item.id).sort()).toEqual(
      contacts
        .filter((contact) => contact.supplier === supplier)
        .map((contact) => contact.id)
        .sort(),
    );

    // Filtering on an attribute would tell it: refused.
    for (const filter of [{ emailAddress: 'beheerder@demo.nl' }, { roles: [2] }, { active: true }]) {
      const response = await get(`/api/users/list?${query({ filter })}`, manager);
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
    }
  });

  it('gets 403 for a field of a resource they may not write (users.locationIds)', async () => {
    const response = await get(`/api/locations/list?${query({ for: 'users.locationIds' })}`, manager);
    expect(response.statusCode).toBe(403);
  });
});

describe('other roles', () => {
  it('a dashboard-only reader (role 4) gets no names either', async () => {
    for (const name of ['users', 'locations', 'contacts']) {
      expect((await get(`/api/${name}/list`, reader)).statusCode, name).toBe(403);
      expect((await get(`/api/${name}`, reader)).statusCode, name).toBe(403);
    }
  });

  it('a company admin keeps the full records', async () => {
    for (const name of ['users', 'locations', 'contacts']) {
      expect((await get(`/api/${name}`, companyAdmin)).statusCode, name).toBe(200);
      expect((await get(`/api/${name}/${someId[name]}`, companyAdmin)).statusCode, name).toBe(200);
    }
  });

  it('without a session: 401', async () => {
    expect((await t.call({ method: 'GET', url: '/api/users/list' })).statusCode).toBe(401);
  });
});
