/**
 * Create, update and delete of one resource row: tenant and rule checks on the values, images,
 * references within the company, then the hooks, the write and the plan limit in one transaction.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Resource, type Row, storedFields } from '../../src/schema/dsl';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { checkPlanLimit, lockForLimit } from '../subscriptions/limits';
import { type Grant, grantWhere } from './access';
import { satisfies } from './conditions';
import { mapDbError } from './db-errors';
import { type Executor, hookContext } from './hooks';
import type { Registry } from './registry';
import { imageFields, imageInput } from './serialize';

export interface Env {
  db: Database;
  registry: Registry;
  now: () => Date;
  /** Where uploaded files live (under `files/`). */
  dataDir: string;
}

/** A whole row (server-only columns included) within `where`, or null. */
export async function loadRow(env: Env, resource: Resource, id: number, where?: SQL): Promise<Row | null> {
  const columns = env.registry.columns(resource);
  const [row] = await env.db
    .select()
    .from(env.registry.table(resource))
    .where(and(eq(columns.id, id), where))
    .limit(1);
  return (row as Row | undefined) ?? null;
}

/** Referenced rows must exist and, for a company-scoped target, belong to the row's company. */
async function checkReferences(
  env: Env,
  resource: Resource,
  values: Record<string, unknown>,
  companyId: number | null,
) {
  const errors: Record<string, string> = {};
  for (const field of storedFields(resource)) {
    const meta = resource.meta[field];
    if (meta.kind !== 'reference' && meta.kind !== 'references') continue;
    const target = meta.reference ? env.registry.resources.get(meta.reference) : undefined;
    const raw = values[field];
    const ids = [
      ...new Set((Array.isArray(raw) ? raw : [raw]).filter((id): id is number => typeof id === 'number')),
    ];
    if (!target || ids.length === 0) continue;
    const columns = env.registry.columns(target);
    const found = await env.db
      .select({ id: columns.id })
      .from(env.registry.table(target))
      .where(
        and(
          inArray(columns.id, ids),
          target.scope === 'company' && companyId !== null ? eq(columns.companyId, companyId) : undefined,
        ),
      );
    if (found.length !== ids.length) errors[field] = 'app.validation.reference';
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** The company a new row belongs to: the viewer's, or (platform admin) the one sent. */
async function companyForCreate(env: Env, resource: Resource, grant: Grant, body: Record<string, unknown>) {
  if (resource.scope !== 'company') return null;
  if (grant.tenant !== null) return grant.tenant;
  const raw = body.companyId;
  const column = env.registry.columns(resource).companyId;
  if (raw === null && !column.notNull) return null;
  if (typeof raw !== 'number') throw badRequest({ companyId: 'app.validation.required' });
  const [company] = await env.db.select({ id: companies.id }).from(companies).where(eq(companies.id, raw));
  if (!company) throw badRequest({ companyId: 'app.validation.reference' });
  return raw;
}

async function save(
  env: Env,
  resource: Resource,
  grant: Grant,
  values: Record<string, unknown>,
  companyId: number | null,
  existing: Row | null,
): Promise<Row> {
  const { registry, now } = env;
  const table = registry.table(resource) as PgTable;
  const columns = registry.columns(resource);
  if (grant.filter && !satisfies({ ...values, companyId }, grant.filter)) throw forbidden();
  await checkReferences(env, resource, values, companyId);
  try {
    return await env.db.transaction(async (tx) => {
      const executor = tx as unknown as Executor;
      const limited = await lockForLimit(executor, resource, companyId, existing);
      const hooks = hookContext(executor, registry, grant.context, now);
      let next: Record<string, unknown> =
        resource.scope === 'company' ? { ...values, companyId } : { ...values };
      if (resource.hooks.beforeSave) next = await resource.hooks.beforeSave(hooks, next, existing);
      // Only columns go in; a password field never does (a hook hashed it into its own column).
      const record = Object.fromEntries(
        Object.entries(next).filter(
          ([key]) =>
            key in columns &&
            !['id', 'createdAt', 'updatedAt'].includes(key) &&
            resource.meta[key]?.kind !== 'password',
        ),
      );
      if (resource.scope === 'company') record.companyId = companyId;
      // The app's clock, not the database's: "changed since" questions (the alert scheduler) ask in it.
      if (columns.updatedAt) record.updatedAt = now();
      let row: Row;
      if (existing) {
        [row] = (await tx.update(table).set(record).where(eq(columns.id, existing.id)).returning()) as Row[];
      } else {
        [row] = (await tx
          .insert(table)
          .values(record as never)
          .returning()) as Row[];
      }
      if (limited) await checkPlanLimit(executor, registry, resource, row, now());
      await resource.hooks.afterSave?.(hooks, row, existing);
      return row;
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    mapDbError(error, resource, columns, 'write');
  }
}

const withoutCompany = ({ companyId: _, ...values }: Record<string, unknown>) => values;

export async function createRecord(
  env: Env,
  resource: Resource,
  grant: Grant,
  body: Record<string, unknown>,
) {
  const companyId = await companyForCreate(env, resource, grant, body);
  const values = withoutCompany(body);
  for (const field of imageFields(resource)) values[field] = imageInput(resource, field, values[field], null);
  return save(env, resource, grant, values, companyId, null);
}

export async function updateRecord(
  env: Env,
  resource: Resource,
  grant: Grant,
  id: number,
  body: Record<string, unknown>,
) {
  const existing = await loadRow(env, resource, id, grantWhere(env.registry, resource, grant));
  if (!existing) throw notFound();
  const values = withoutCompany(body);
  for (const [field, meta] of Object.entries(resource.meta))
    if (meta.kind === 'password' && (values[field] === undefined || values[field] === ''))
      delete values[field];
  for (const field of imageFields(resource))
    values[field] = imageInput(resource, field, values[field], existing);
  const companyId = resource.scope === 'company' ? (existing.companyId as number | null) : null;
  return save(env, resource, grant, values, companyId, existing);
}

export async function deleteRecord(env: Env, resource: Resource, grant: Grant, id: number): Promise<Row> {
  const existing = await loadRow(env, resource, id, grantWhere(env.registry, resource, grant));
  if (!existing) throw notFound();
  const columns = env.registry.columns(resource);
  try {
    await env.db.transaction(async (tx) => {
      const hooks = hookContext(tx as unknown as Executor, env.registry, grant.context, env.now);
      await resource.hooks.beforeDelete?.(hooks, existing);
      await tx.delete(env.registry.table(resource)).where(eq(columns.id, id));
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    mapDbError(error, resource, columns, 'delete');
  }
  return existing;
}
