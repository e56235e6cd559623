/**
 * A reference narrowed by its declaration (`where`): the options the form asks for that field,
 * and the values a write may choose; a value the row already had stays allowed.
 */
import { companies } from '../../../server/db/schema';
import { buildRegistry, registerResources } from '../../../server/resources';
import { allow, defineResource } from '../../../src/schema/dsl';
import { field } from '../../../src/schema/fields';
import { setupTestApp } from '../harness';
import { allResources, createTable } from './setup';

/** Test-only resources: wishes may point at active tiers only (as subscriptions at active plans). */
const tiers = defineResource({
  name: 'tiers',
  scope: 'platform',
  fields: { name: field.text({ required: true }), active: field.boolean({ default: true }) },
  defaultSort: { field: 'id', order: 'ASC' },
  recordRepresentation: 'name',
  access: { list: allow(1), show: allow(1), create: allow(1), edit: allow(1), delete: allow(1) },
});

const wishes = defineResource({
  name: 'wishes',
  scope: 'company',
  fields: {
    title: field.text({ required: true }),
    plan: field.reference('tiers', { where: { active: true } }),
  },
  defaultSort: { field: 'id', order: 'ASC' },
  recordRepresentation: 'title',
  access: { list: allow(1), show: allow(1), create: allow(1), edit: allow(1), delete: allow(1) },
});

const t = setupTestApp();
let admin: string;
let bakery: number;
let active: number;
let inactive: number;
beforeAll(async () => {
  const list = [...allResources, tiers, wishes];
  const registry = buildRegistry(list);
  await createTable(t, registry.table(tiers));
  await createTable(t, registry.table(wishes));
  await registerResources(t.app, { db: t.database.db, now: () => t.clock.now }, list);
  admin = await t.login('admin@demo.nl');
  const all = await t.database.db.select().from(companies).orderBy(companies.id);
  bakery = all.find((company) => company.name.startsWith('Bakkerij'))?.id ?? 0;
  const plan = async (name: string, isActive: boolean) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/tiers',
      token: admin,
      payload: { name, active: isActive },
    });
    return (response.json() as { id: number }).id;
  };
  active = await plan('Wens actief', true);
  inactive = await plan('Wens oud', false);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url, token: admin, ...(payload ? { payload } : {}) });

describe('a reference with where', () => {
  it('offers only matching rows when the form asks for that field', async () => {
    const names = async (query: string) =>
      (
        (await call('GET', `/api/tiers/list?limit=9999${query}`)).json() as { data: { name: string }[] }
      ).data.map((row) => row.name);
    expect(await names('')).toEqual(expect.arrayContaining(['Wens actief', 'Wens oud']));
    const narrowed = await names('&for=wishes.plan');
    expect(narrowed).toContain('Wens actief');
    expect(narrowed).not.toContain('Wens oud');
    for (const asking of ['wishes.title', 'nope.plan', 'wishes'])
      expect((await call('GET', `/api/tiers/list?for=${asking}`)).statusCode, asking).toBe(400);
  });

  it('refuses a new value outside it, keeps one the row already had', async () => {
    const refused = await call('POST', '/api/wishes', { title: 'Oud', plan: inactive, companyId: bakery });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ plan: 'app.validation.reference' });
    const wish = (
      await call('POST', '/api/wishes', { title: 'Nieuw', plan: active, companyId: bakery })
    ).json();
    expect(wish.plan).toBe(active);
    // The plan is retired later: the wish stays editable on it, but cannot move to another retired one.
    await call('PUT', `/api/tiers/${active}`, { name: 'Wens actief', active: false });
    const kept = await call('PUT', `/api/wishes/${wish.id}`, { ...wish, title: 'Nog steeds' });
    expect(kept.statusCode).toBe(200);
    const moved = await call('PUT', `/api/wishes/${wish.id}`, { ...wish, plan: inactive });
    expect(moved.json().errors).toEqual({ plan: 'app.validation.reference' });
  });
});
