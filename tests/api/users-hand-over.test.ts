/**
 * Staff leaving without breaking alerts (docs/requirements.md#roles-and-access): the counts the
 * dialog shows, the hand-over on delete and on deactivation, the successor's checks (same company,
 * active, role 2 or 3, not the user), plain deletes refused while contracts point at the user, and
 * contracts offering and accepting only active colleagues with role 2 or 3.
 */
import { eq } from 'drizzle-orm';
import { contractAlerts } from '../../server/db/contract-tables';
import { addDays } from '../../src/schema/contract-dates';
import { type ContractRecord, contractBody, createContract, todayOf } from './contracts/fixtures';
import { userIdOf } from './fixtures';
import { setupTestApp } from './harness';

const t = setupTestApp();
let admin: string;
const id: Record<string, number> = {};
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
  for (const email of [
    'beheerder@demo.nl',
    'contracten@demo.nl',
    'inkoop@demo.nl',
    'lezer@demo.nl',
    'oud-medewerker@demo.nl',
    'proef@demo.nl',
  ])
    id[email] = await userIdOf(t, email);
});

let numbered = 0;
/** A new role-3 user of the bakery. */
async function newColleague(): Promise<number> {
  numbered += 1;
  const response = await t.call({
    method: 'POST',
    url: '/api/users',
    token: admin,
    payload: {
      firstName: 'Vertrekkend',
      lastName: `Medewerker ${numbered}`,
      emailAddress: `vertrek-${numbered}@demo.nl`,
      roles: [3],
      password: 'Welkom12345!',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const contract = async (contractId: number): Promise<ContractRecord> =>
  (await t.call({ method: 'GET', url: `/api/contracts/${contractId}`, token: admin })).json();

const responsibilities = (userId: number, token = admin) =>
  t.call({ method: 'GET', url: `/api/users/${userId}/responsibilities`, token });

const handOver = (userId: number, payload: object, token = admin) =>
  t.call({ method: 'POST', url: `/api/users/${userId}/hand-over`, token, payload });

describe('a leaving user', () => {
  let leaving: number;
  let owned: ContractRecord;
  let shared: ContractRecord;
  let received: ContractRecord;
  let manual: ContractRecord;
  beforeAll(async () => {
    leaving = await newColleague();
    const inkoop = id['inkoop@demo.nl'];
    owned = await createContract(t, admin, { owner: leaving });
    shared = await createContract(t, admin, { receivers: [leaving, inkoop], internalContacts: [leaving] });
    received = await createContract(t, admin, { receivers: [leaving] });
    manual = await createContract(t, admin);
    const alert = await t.call({
      method: 'POST',
      url: `/api/contracts/${manual.id}/alerts`,
      token: admin,
      payload: { sendOn: addDays(todayOf(t), 10), message: 'Offertes opvragen', receivers: [leaving] },
    });
    expect(alert.statusCode, alert.body).toBe(201);
  });

  it('has their responsibilities counted, with the colleagues who may succeed', async () => {
    const response = await responsibilities(leaving);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Only `owned` would warn nobody: `received` falls back to its owner, `shared` keeps inkoop.
    expect(body).toMatchObject({ owner: 1, internalContact: 1, receiver: 3, unwarned: 1 });
    const offered = (body.successors as { id: number }[]).map((user) => user.id);
    expect(offered).toEqual(
      expect.arrayContaining([id['beheerder@demo.nl'], id['contracten@demo.nl'], id['inkoop@demo.nl']]),
    );
    for (const other of [leaving, id['lezer@demo.nl'], id['oud-medewerker@demo.nl'], id['proef@demo.nl']])
      expect(offered).not.toContain(other);
  });

  it('cannot be deleted or deactivated plainly while contracts point at them', async () => {
    const deleted = await t.call({ method: 'DELETE', url: `/api/users/${leaving}`, token: admin });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe('resources.users.errors.hand_over_first');
    const user = (await t.call({ method: 'GET', url: `/api/users/${leaving}`, token: admin })).json();
    const deactivated = await t.call({
      method: 'PUT',
      url: `/api/users/${leaving}`,
      token: admin,
      payload: { ...user, active: false },
    });
    expect(deactivated.statusCode).toBe(400);
    expect(deactivated.json().errors).toEqual({ active: 'resources.users.errors.hand_over_first' });
  });

  it('needs a successor when a contract would warn nobody', async () => {
    const response = await handOver(leaving, { successor: null, action: 'delete' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ successor: 'resources.users.errors.successor_required' });
  });

  it('refuses a successor who is not an active colleague with role 2 or 3 of the same company', async () => {
    const refused = {
      'dashboard only': id['lezer@demo.nl'],
      inactive: id['oud-medewerker@demo.nl'],
      'the user itself': leaving,
      'another company': id['proef@demo.nl'],
      missing: 2_000_000,
    };
    for (const [why, successor] of Object.entries(refused)) {
      const response = await handOver(leaving, { successor, action: 'delete' });
      expect(response.statusCode, why).toBe(400);
      expect(response.json().errors, why).toEqual({ successor: 'resources.users.errors.successor_invalid' });
    }
    const malformed = await handOver(leaving, { successor: 'morgen', action: 'weg' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['action', 'successor']);
    // Nothing moved.
    expect((await contract(owned.id)).owner).toBe(leaving);
  });

  it('is deleted with everything handed to the successor, in place and without duplicates', async () => {
    const inkoop = id['inkoop@demo.nl'];
    // The manual alert was last changed long ago: the hand-over must mark it changed (the alert
    // scheduler and any sync look at changed rows).
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await t.database.db
      .update(contractAlerts)
      .set({ updatedAt: longAgo })
      .where(eq(contractAlerts.contractId, manual.id));
    const response = await handOver(leaving, { successor: inkoop, action: 'delete' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/users/${leaving}`, token: admin })).statusCode).toBe(
      404,
    );
    expect((await contract(owned.id)).owner).toBe(inkoop);
    expect(await contract(shared.id)).toMatchObject({ receivers: [inkoop], internalContacts: [inkoop] });
    expect((await contract(received.id)).receivers).toEqual([inkoop]);
    const [alert] = await t.database.db
      .select()
      .from(contractAlerts)
      .where(eq(contractAlerts.contractId, manual.id));
    expect(alert.receivers).toEqual([inkoop]);
    expect(alert.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());
  });
});

describe('deactivating', () => {
  it('hands over too; without a successor the user is only removed when everyone stays warned', async () => {
    const leaving = await newColleague();
    const colleague = id['contracten@demo.nl'];
    const kept = await createContract(t, admin, { owner: leaving, receivers: [colleague, leaving] });
    expect(await (await responsibilities(leaving)).json()).toMatchObject({ owner: 1, unwarned: 0 });
    const response = await handOver(leaving, { successor: null, action: 'deactivate' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().active).toBe(false);
    expect(await contract(kept.id)).toMatchObject({ owner: null, receivers: [colleague] });
  });

  it('moves ownership to the successor', async () => {
    const leaving = await newColleague();
    const owned = await createContract(t, admin, { owner: leaving });
    const response = await handOver(leaving, { successor: id['beheerder@demo.nl'], action: 'deactivate' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await contract(owned.id)).owner).toBe(id['beheerder@demo.nl']);
  });

  it('is the users rule: contract managers may not, another company may not see the user', async () => {
    const leaving = await newColleague();
    const manager = await t.login('contracten@demo.nl');
    expect((await responsibilities(leaving, manager)).statusCode).toBe(403);
    expect((await handOver(leaving, { successor: null, action: 'deactivate' }, manager)).statusCode).toBe(
      403,
    );
    const platform = await t.login('admin@demo.nl');
    expect((await responsibilities(leaving, platform)).statusCode).toBe(200);
    expect((await responsibilities(2_000_000)).statusCode).toBe(404);
  });
});

describe('contract people', () => {
  it('are offered and accepted only as active colleagues with role 2 or 3', async () => {
    for (const field of ['owner', 'internalContacts', 'receivers']) {
      const options = await t.call({
        method: 'GET',
        url: `/api/users/list?limit=9999&for=contracts.${field}`,
        token: admin,
      });
      const offered = (options.json().data as { id: number }[]).map((user) => user.id);
      expect(offered, field).toContain(id['contracten@demo.nl']);
      expect(offered, field).not.toContain(id['lezer@demo.nl']);
      expect(offered, field).not.toContain(id['oud-medewerker@demo.nl']);
    }
    const refused = await t.call({
      method: 'POST',
      url: '/api/contracts',
      token: admin,
      payload: await contractBody(t, admin, {
        owner: id['lezer@demo.nl'],
        receivers: [id['oud-medewerker@demo.nl']],
      }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      owner: 'app.validation.reference',
      receivers: 'app.validation.reference',
    });
  });
});
