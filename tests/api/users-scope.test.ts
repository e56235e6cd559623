/**
 * Who may change whom (docs/requirements.md#roles-and-access): a company admin restricted to some
 * locations manages the users and locations of those locations only and cannot lift their own
 * limit; a restricted user picks from their own locations; a company keeps an active company
 * admin; a role is held once.
 */
import { userIdOf } from './fixtures';
import { setupTestApp } from './harness';

const t = setupTestApp();
type User = Record<string, unknown> & { id: number; locationIds: number[]; roles: number[] };
let admin: string;
let restricted: string;
let restrictedId: number;
let zeist: number;
let amersfoort: number;

const call = (method: string, url: string, token: string, payload?: object) =>
  t.call({ method, url, token, payload });
const user = async (id: number) => (await call('GET', `/api/users/${id}`, admin)).json() as User;
const usersOf = async () => (await call('GET', '/api/users?range=[0,99]', admin)).json() as User[];
const byEmail = async (email: string) => (await usersOf()).find((u) => u.emailAddress === email) as User;
const newUser = (email: string, roles: number[], locationIds: number[]) => ({
  firstName: 'Nieuwe',
  lastName: 'Collega',
  emailAddress: email,
  roles,
  locationIds,
  password: 'Welkom-Bakkerij-2026!',
});

beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
  const locations = (await call('GET', '/api/locations?range=[0,99]', admin)).json() as {
    id: number;
    name: string;
  }[];
  const named = (name: string) => locations.find((location) => location.name === name)?.id as number;
  zeist = named('Winkel Zeist');
  amersfoort = named('Bakkerij Amersfoort');
  const created = await call('POST', '/api/users', admin, newUser('filiaal@demo.nl', [2], [zeist]));
  expect(created.statusCode, created.body).toBe(201);
  restrictedId = created.json().id;
  restricted = await t.login('filiaal@demo.nl', 'Welkom-Bakkerij-2026!');
});

describe('a company admin restricted to one location', () => {
  it('cannot lift or change their own limit', async () => {
    const me = await user(restrictedId);
    const lifted = await call('PUT', `/api/users/${restrictedId}`, restricted, { ...me, locationIds: [] });
    expect(lifted.statusCode).toBe(400);
    expect(lifted.json().errors).toEqual({ locationIds: 'resources.users.errors.own_locations' });
    const widened = await call('PUT', `/api/users/${restrictedId}`, restricted, {
      ...me,
      locationIds: [zeist, amersfoort],
    });
    expect(widened.statusCode).toBe(400);
    expect((await user(restrictedId)).locationIds).toEqual([zeist]);
    // Their own name they may change, with their locations as they are.
    const renamed = await call('PUT', `/api/users/${restrictedId}`, restricted, {
      ...me,
      firstName: 'Fenna',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('cannot change, restrict or delete a user with access beyond their location', async () => {
    const main = await byEmail('beheerder@demo.nl');
    const restricting = await call('PUT', `/api/users/${main.id}`, restricted, {
      ...main,
      locationIds: [zeist],
    });
    expect(restricting.statusCode).toBe(400);
    expect(restricting.json().errors).toEqual({ locationIds: 'resources.users.errors.outside_locations' });
    const buyer = await byEmail('inkoop@demo.nl');
    const renaming = await call('PUT', `/api/users/${buyer.id}`, restricted, { ...buyer, firstName: 'X' });
    expect(renaming.statusCode).toBe(400);
    expect((await call('DELETE', `/api/users/${main.id}`, restricted)).statusCode).toBe(409);
    expect(await user(main.id)).toMatchObject({ locationIds: [], firstName: main.firstName });
    expect((await user(buyer.id)).firstName).toBe(buyer.firstName);
  });

  it('adds users for their own location only', async () => {
    const everywhere = await call('POST', '/api/users', restricted, newUser('overal@demo.nl', [3], []));
    expect(everywhere.statusCode).toBe(400);
    expect(everywhere.json().errors).toEqual({ locationIds: 'resources.users.errors.outside_locations' });
    const elsewhere = await call(
      'POST',
      '/api/users',
      restricted,
      newUser('elders@demo.nl', [3], [amersfoort]),
    );
    expect(elsewhere.statusCode).toBe(400);
    const own = await call('POST', '/api/users', restricted, newUser('zeist@demo.nl', [3], [zeist]));
    expect(own.statusCode, own.body).toBe(201);
    expect((await usersOf()).map((u) => u.emailAddress)).not.toContain('overal@demo.nl');
  });
});

describe('locations for a user restricted to some', () => {
  const names = (response: { json(): unknown }) =>
    ((response.json() as { data?: { name: string }[] }).data ?? (response.json() as { name: string }[]))
      .map((row) => row.name)
      .sort();

  it('are the only ones a restricted admin sees, changes or picks, and they add none', async () => {
    expect(names(await call('GET', '/api/locations?range=[0,99]', restricted))).toEqual(['Winkel Zeist']);
    expect((await call('GET', `/api/locations/${amersfoort}`, restricted)).statusCode).toBe(404);
    const renamed = await call('PUT', `/api/locations/${amersfoort}`, restricted, { name: 'Weg' });
    expect(renamed.statusCode).toBe(404);
    expect((await call('DELETE', `/api/locations/${amersfoort}`, restricted)).statusCode).toBe(404);
    const added = await call('POST', '/api/locations', restricted, { name: 'Filiaal Houten' });
    expect(added.statusCode).toBe(403);
    const picks = await call('GET', '/api/locations/list?for=users.locationIds', restricted);
    expect(names(picks)).toEqual(['Winkel Zeist']);
    expect((await call('GET', `/api/locations/${amersfoort}`, admin)).json().name).toBe(
      'Bakkerij Amersfoort',
    );
  });

  it("are the only ones a restricted contract manager's pickers offer", async () => {
    const buyer = await t.login('inkoop@demo.nl');
    const picks = await call('GET', '/api/locations/list?for=contracts.location', buyer);
    expect(names(picks)).toEqual(['Bakkerij Amersfoort', 'Distributiecentrum Nieuwegein']);
    const manager = await t.login('contracten@demo.nl');
    expect(names(await call('GET', '/api/locations/list?for=contracts.location', manager))).toHaveLength(4);
  });
});

describe('the last company admin', () => {
  it('keeps the role and stays active while nobody else has it', async () => {
    // The bicycle shop's only admin, changed by a platform admin.
    const platform = await t.login('admin@demo.nl');
    const id = await userIdOf(t, 'proef@demo.nl');
    const self = (await call('GET', `/api/users/${id}`, platform)).json() as User;
    const demoted = await call('PUT', `/api/users/${id}`, platform, { ...self, roles: [4] });
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json().errors).toEqual({ roles: 'resources.users.errors.last_admin' });
    const deactivated = await call('PUT', `/api/users/${id}`, platform, { ...self, active: false });
    expect(deactivated.json().errors).toEqual({ active: 'resources.users.errors.last_admin' });
    expect((await call('DELETE', `/api/users/${id}`, platform)).statusCode).toBe(409);
    expect((await call('GET', `/api/users/${id}`, platform)).json()).toMatchObject({
      roles: [2],
      active: true,
    });
  });

  it('may step down once another admin is active', async () => {
    const second = await byEmail('tweestaps@demo.nl');
    const demoted = await call('PUT', `/api/users/${second.id}`, admin, { ...second, roles: [3] });
    expect(demoted.statusCode, demoted.body).toBe(200);
  });
});

it('stores a role given twice once', async () => {
  const created = await call('POST', '/api/users', admin, newUser('dubbel@demo.nl', [3, 3], []));
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().roles).toEqual([3]);
});
