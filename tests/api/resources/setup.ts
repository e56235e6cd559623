/**
 * Shared by the resource tests: a test app serving every declared resource plus `gadgets`, a
 * resource only the tests declare (its table made here with drizzle-kit's programmatic API), the
 * demo viewers with their AccessContext, and direct row inserts that bypass the API.
 */
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../../server/auth/passwords';
import { subscriptionsTable } from '../../../server/auth/subscriptions';
import { companies, users } from '../../../server/db/schema';
import { buildRegistry, registerResources } from '../../../server/resources';
import type { Registry } from '../../../server/resources/registry';
import { DEMO_PASSWORD } from '../../../server/seed/demo';
import { hasRole, isPlatformAdmin } from '../../../src/schema/access';
import { type AccessContext, allow, defineResource, type Resource, type Row } from '../../../src/schema/dsl';
import { field } from '../../../src/schema/fields';
import { resources } from '../../../src/schema/resources';
import { startTestApp, type TestApp } from '../harness';
import { sampleValues } from './samples';

/** A resource declared only here: company scope, every common kind, a rule with a row filter. */
export const gadgets = defineResource({
  name: 'gadgets',
  scope: 'company',
  fields: {
    name: field.text({ required: true, searchable: true, sortable: true, list: true }),
    code: field.text({ max: 20, searchable: true }),
    price: field.money({ sortable: true }),
    size: field.choice(['small', 'large'], { filter: true }),
    madeOn: field.date({ sortable: true }),
    location: field.reference('locations'),
    colours: field.choices(['red', 'green', 'blue']),
    photo: field.image(),
  },
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  // `code` is optional and unique: only filled-in codes must differ (a partial unique index).
  unique: ['name', 'code'],
  access: {
    // Contract managers (3) see only the small gadgets; dashboard readers (4) none.
    list: (context) =>
      hasRole(context.viewer, 1, 2) ? true : hasRole(context.viewer, 3) ? { size: 'small' } : false,
    show: (context) =>
      hasRole(context.viewer, 1, 2) ? true : hasRole(context.viewer, 3) ? { size: 'small' } : false,
    create: allow(1, 2),
    edit: allow(1, 2),
    delete: allow(2),
  },
});

/** Locations as a bare resource, for when the declared list does not have it yet. */
const bareLocations = defineResource({
  name: 'locations',
  scope: 'company',
  fields: { name: field.text({ required: true, searchable: true, sortable: true }) },
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  access: {
    list: allow(1, 2, 3),
    show: allow(1, 2, 3),
    create: allow(1, 2),
    edit: allow(1, 2),
    delete: allow(1, 2),
  },
});

/** Every resource the tests exercise: the declared ones, then the test's own. */
export const allResources: readonly Resource[] = [
  ...resources,
  ...(resources.some((resource) => resource.name === 'locations') ? [] : [bareLocations]),
  gadgets,
];

export const DEMO_VIEWERS = [
  'admin@demo.nl',
  'beheerder@demo.nl',
  'contracten@demo.nl',
  'lezer@demo.nl',
  'proef@demo.nl',
] as const;

export interface DemoViewer {
  email: string;
  token: string;
  context: AccessContext;
  /** The company the viewer's rows live in (a platform admin works in the bakery). */
  homeCompany: number;
}

export interface ResourceApp {
  t: TestApp;
  registry: Registry;
  bakery: number;
  bikes: number;
  viewers: Map<string, DemoViewer>;
}

/** CREATE TABLE and its indexes for a table drizzle-kit would generate a migration for. */
export async function createTable(t: TestApp, table: PgTable): Promise<void> {
  const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
  // drizzle-kit's API adds an enumerable `Array.prototype.random`, which PDF.js then refuses to run
  // beside ("breaking for...in"), in this file and in the next ones of its worker: made
  // non-enumerable, as a built-in method is.
  Object.defineProperty(Array.prototype, 'random', { enumerable: false });
  const statements = await generateMigration(
    generateDrizzleJson({}),
    generateDrizzleJson({ [getTableName(table)]: table }),
  );
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
}

/** A signed-in user with the AccessContext the server builds for them. */
async function demoViewer(
  t: TestApp,
  email: string,
  fallbackCompany: number,
  password?: string,
): Promise<DemoViewer> {
  const [user] = await t.database.db.select().from(users).where(eq(users.emailAddress, email));
  const active = (await t.database.db.select().from(subscriptionsTable)) as { companyId: number }[];
  const viewer = {
    roles: user.roles,
    hasSubscription: active.some((subscription) => subscription.companyId === user.companyId),
  };
  return {
    email,
    token: await t.login(email, password),
    context: {
      viewer,
      userId: user.id,
      companyId: isPlatformAdmin(viewer) ? null : user.companyId,
      locationIds: user.locationIds,
    },
    homeCompany: user.companyId ?? fallbackCompany,
  };
}

/** The company admin and contract manager of the second subscribed company (addSubscribedCompany). */
export const ANCHOR_VIEWERS = ['beheerder@anker.test', 'contracten@anker.test'] as const;

/**
 * A second company with an active subscription, onboarded the way a platform admin does it, with
 * a company admin and a contract manager: unlike the bike shop (no subscription, confined to the
 * subscription page), its users reach company data, so probes between it and the bakery are real.
 */
export async function addSubscribedCompany(app: ResourceApp): Promise<number> {
  const { t } = app;
  const admin = app.viewers.get('admin@demo.nl')?.token;
  // The unlimited plan: the tests add users and rows beyond a small plan's limits.
  const plans = (await t.call({ method: 'GET', url: '/api/plans', token: admin })).json() as {
    id: number;
    name: string;
  }[];
  const plan = plans.find((candidate) => candidate.name === 'Onbeperkt') ?? plans[plans.length - 1];
  const onboarded = await t.call({
    method: 'POST',
    url: '/api/onboarding',
    token: admin,
    payload: {
      company: {
        name: 'Drukkerij Het Anker',
        address: 'Havenstraat 1',
        zipcode: '8011 AB',
        city: 'Zwolle',
        billingEmail: 'factuur@hetanker.example',
      },
      subscription: { plan: plan.id, startsAt: '2020-01-01' },
      admin: { firstName: 'Anna', lastName: 'Anker', emailAddress: ANCHOR_VIEWERS[0] },
    },
  });
  if (onboarded.statusCode !== 201) throw new Error(`onboarding: ${onboarded.body}`);
  const { company, admin: adminId } = onboarded.json() as { company: number; admin: number };
  // The welcome link is what a real admin would use; the test sets the password directly.
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(users.id, adminId));
  const manager = await t.call({
    method: 'POST',
    url: '/api/users',
    token: admin,
    payload: {
      firstName: 'Cas',
      lastName: 'Anker',
      emailAddress: ANCHOR_VIEWERS[1],
      roles: [3],
      password: DEMO_PASSWORD,
      companyId: company,
    },
  });
  if (manager.statusCode !== 201) throw new Error(`contract manager: ${manager.body}`);
  for (const email of ANCHOR_VIEWERS) app.viewers.set(email, await demoViewer(t, email, company));
  return company;
}

export async function startResourceApp(): Promise<ResourceApp> {
  const t = await startTestApp();
  const registry = buildRegistry(allResources);
  await createTable(t, registry.table(gadgets));
  await registerResources(t.app, { db: t.database.db, now: () => t.clock.now }, allResources);
  const all = await t.database.db.select().from(companies).orderBy(companies.id);
  const bakery = all.find((company) => company.name.startsWith('Bakkerij'))?.id ?? 0;
  const bikes = all.find((company) => company.name.startsWith('Fietsenmaker'))?.id ?? 0;
  const viewers = new Map<string, DemoViewer>();
  for (const email of DEMO_VIEWERS) viewers.set(email, await demoViewer(t, email, bakery));
  return { t, registry, bakery, bikes, viewers };
}

/** A row written straight into the table (no hooks, no API), with sample values. */
export async function insertRow(
  app: ResourceApp,
  resource: Resource,
  companyId: number,
  overrides: Record<string, unknown> = {},
): Promise<Row> {
  const values = { ...(await sampleValues(app, resource, companyId, { stored: true })), ...overrides };
  const columns = app.registry.columns(resource);
  const record = Object.fromEntries(Object.entries(values).filter(([key]) => key in columns));
  // A 'platformOrCompany' row is the company's own (a shared one: override companyId with null).
  if (resource.scope !== 'platform')
    record.companyId = overrides.companyId !== undefined ? overrides.companyId : companyId;
  const [row] = await app.t.database.db
    .insert(app.registry.table(resource))
    .values(record as never)
    .returning();
  return row as Row;
}

/** A row sent back the way the edit form sends it: its input fields, no password, no new image. */
export function bodyFromRow(resource: Resource, row: Row): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of Object.keys(resource.input.shape)) {
    const kind = resource.meta[field]?.kind;
    if (kind === 'password') continue;
    body[field] =
      kind === 'image' ? null : kind === 'money' && row[field] !== null ? Number(row[field]) : row[field];
  }
  return body;
}

export async function rowOf(app: ResourceApp, resource: Resource, id: number): Promise<Row | undefined> {
  const columns = app.registry.columns(resource);
  const [row] = await app.t.database.db.select().from(app.registry.table(resource)).where(eq(columns.id, id));
  return row as Row | undefined;
}
