/**
 * Who reaches which contract: a contract manager restricted to some locations, another company,
 * a deleted location's contracts; the search over number, reference, description and supplier
 * name; bad filter values.
 */
import { giveSubscription, removeSubscriptions, STACK_TRACE } from '../fixtures';
import { setupTestApp } from '../harness';
import {
  type ContractRecord,
  contractBody,
  createContract,
  freshNumber,
  type Location,
  masterData,
} from './fixtures';

const t = setupTestApp();
let admin: string;
let buyer: string;
let platform: string;
let locations: Location[];
beforeAll(async () => {
  [admin, buyer, platform] = await Promise.all(
    ['beheerder@demo.nl', 'inkoop@demo.nl', 'admin@demo.nl'].map((email) => t.login(email)),
  );
  locations = (await masterData(t, admin)).locations;
});

const query = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const get = (url: string, token: string) => t.call({ method: 'GET', url, token });
const listIds = async (filter: Record<string, unknown>, token = admin) => {
  const response = await get(`/api/contracts?range=[0,999]&filter=${query(filter)}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ContractRecord[]).map((row) => row.id);
};
const stored = async (id: number) => (await get(`/api/contracts/${id}`, admin)).json() as ContractRecord;

/** Every way to reach one contract by id; each must answer `status` and leave it unchanged. */
async function expectUnreachable(contract: ContractRecord, token: string, status = 404) {
  const before = await stored(contract.id);
  const body = await contractBody(t, admin, { ...before, description: 'gewijzigd' });
  for (const [method, path] of [
    ['GET', ''],
    ['PUT', ''],
    ['DELETE', ''],
    ['POST', '/archive'],
    ['POST', '/restore'],
  ] as const) {
    const response = await t.call({
      method,
      url: `/api/contracts/${contract.id}${path}`,
      token,
      payload: method === 'PUT' ? body : undefined,
    });
    expect(response.statusCode, `${method} ${path}`).toBe(status);
  }
  expect(await stored(contract.id)).toEqual(before);
}

describe('a contract manager restricted to two locations', () => {
  const restricted = () => masterData(t, buyer).then((master) => master.locations.map((l) => l.id));

  it('lists, reads and edits only the contracts of those locations', async () => {
    const mine = await restricted();
    expect(mine).toHaveLength(2);
    const other = locations.find((location) => !mine.includes(location.id)) as Location;
    const inside = await createContract(t, admin, { location: mine[0] });
    const outside = await createContract(t, admin, { location: other.id });
    const seen = await listIds({}, buyer);
    expect(seen).toContain(inside.id);
    expect(seen).not.toContain(outside.id);
    expect(
      (await get(`/api/contracts?range=[0,999]`, buyer))
        .json()
        .every((row: ContractRecord) => mine.includes(row.location as number)),
    ).toBe(true);
    expect((await get(`/api/contracts/${inside.id}`, buyer)).statusCode).toBe(200);
    const edited = await t.call({
      method: 'PUT',
      url: `/api/contracts/${inside.id}`,
      token: buyer,
      payload: await contractBody(t, buyer, { ...inside, location: mine[1], reference: 'verhuisd' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ location: mine[1], reference: 'verhuisd' });
    await expectUnreachable(outside, buyer);
  });

  it('may not create a contract at another location, nor move one there', async () => {
    const mine = await restricted();
    const other = (locations.find((location) => !mine.includes(location.id)) as Location).id;
    const created = await t.call({
      method: 'POST',
      url: '/api/contracts',
      token: buyer,
      payload: await contractBody(t, buyer, { location: other }),
    });
    expect(created.statusCode).toBe(403);
    const contract = await createContract(t, buyer);
    const before = await stored(contract.id);
    const moved = await t.call({
      method: 'PUT',
      url: `/api/contracts/${contract.id}`,
      token: buyer,
      payload: await contractBody(t, buyer, { ...contract, location: other }),
    });
    expect(moved.statusCode).toBe(403);
    expect(await stored(contract.id)).toEqual(before);
  });
});

describe('another company', () => {
  it('cannot reach the bakery contracts by id, list or reference', async () => {
    const bakeryContract = await createContract(t, admin);
    const cyclist = await t.login('proef@demo.nl');
    const profile = (await get('/api/auth/profile', cyclist)).json() as { company: { id: number } };
    // The bike shop gets a subscription, so its admin may use contracts at all.
    await giveSubscription(t, profile.company.id, '2026-01-01');

    await expectUnreachable(bakeryContract, cyclist);
    expect(await listIds({}, cyclist)).toEqual([]);
    const own = await createContract(t, cyclist);
    expect(own.companyId).toBe(profile.company.id);
    expect(await listIds({}, admin)).not.toContain(own.id);
    const borrowed = await t.call({
      method: 'PUT',
      url: `/api/contracts/${own.id}`,
      token: cyclist,
      payload: await contractBody(t, cyclist, { ...own, location: bakeryContract.location }),
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().errors).toEqual({ location: 'app.validation.reference' });
    // A platform admin sees both companies' contracts.
    expect(await listIds({ q: bakeryContract.number }, platform)).toEqual([bakeryContract.id]);
    expect(await listIds({ q: own.number }, platform)).toEqual([own.id]);
    await removeSubscriptions(t, profile.company.id);
  });
});

describe('deleting a location', () => {
  it('moves its contracts to the main location, as many as the contract list counts for it', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/locations',
      token: admin,
      payload: { name: 'Pop-up winkel Houten', address: '', zipcode: '', city: 'Houten', isMain: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.json().id as number;
    const contract = await createContract(t, admin, { location });
    const archived = await createContract(t, admin, { location });
    const archiving = await t.call({
      method: 'POST',
      url: '/api/contracts/bulk',
      token: admin,
      payload: { ids: [archived.id], action: 'archive' },
    });
    expect(archiving.statusCode, archiving.body).toBe(200);
    // What the delete dialog asks: the list's total for the location, archived contracts included.
    const counted = await t.call({
      method: 'GET',
      url: `/api/contracts?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ location }))}`,
      token: admin,
    });
    expect(counted.headers['content-range']).toMatch(/\/2$/);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/locations/${location}`, token: admin })).statusCode,
    ).toBe(200);
    const main = locations.find((l) => l.isMain) as Location;
    expect((await stored(contract.id)).location).toBe(main.id);
    expect((await stored(archived.id)).location).toBe(main.id);
  });
});

describe('the search', () => {
  it('finds a contract by number, reference, description and supplier name', async () => {
    const marker = freshNumber('zoek').toLowerCase();
    const master = await masterData(t, admin);
    const byNumber = await createContract(t, admin, { number: `NR-${marker}` });
    const byReference = await createContract(t, admin, { reference: `Ref ${marker}` });
    const byDescription = await createContract(t, admin, { description: `Regel\nmet ${marker} erin` });
    expect((await listIds({ q: marker.toUpperCase() })).sort()).toEqual(
      [byNumber.id, byReference.id, byDescription.id].sort(),
    );

    const supplier = master.suppliers[master.suppliers.length - 1];
    const bySupplier = await createContract(t, admin, { supplier: supplier.id });
    expect(await listIds({ q: supplier.name })).toContain(bySupplier.id);
    const full = (await get(`/api/suppliers/${supplier.id}`, platform)).json() as Record<string, unknown>;
    const { id: _id, createdAt: _c, updatedAt: _u, ...body } = full;
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/suppliers/${supplier.id}`,
      token: platform,
      payload: { ...body, name: `Hernoemd ${marker}` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await listIds({ q: `Hernoemd ${marker}` })).toContain(bySupplier.id);
    expect(await listIds({ q: supplier.name })).not.toContain(bySupplier.id);
    expect((await stored(bySupplier.id)).supplierName).toBe(`Hernoemd ${marker}`);
  });
});

describe('bad filter values', () => {
  it.each([
    { status: 'nope' },
    { status: [] },
    { status: ['active', 'nope'] },
    { status: { active: true } },
    { endsWithin: -1 },
    { endsWithin: 'x' },
    { endsWithin: 1.5 },
    { noticeWithin: 99_999 },
    { noticeWithin: null },
    { expiredWithin: '' },
    { running: false },
    { running: 'yes' },
  ])('%j answers 400, never a 500', async (filter) => {
    const response = await get(`/api/contracts?filter=${query(filter)}`, admin);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).not.toMatch(STACK_TRACE);
  });
});
