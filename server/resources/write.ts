/**
 * Create, update and delete of one resource row. A write first collects every error the request
 * has — field checks, images, references within the company, duplicates of unique keys — and
 * answers them in one 400; only valid input reaches the hooks, the write and the plan limit, in
 * one transaction. The unique indexes stay the last guard against a concurrent duplicate.
 */
import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { hasCompanyColumn, type Resource, type Row, storedFields, uniqueKeys } from '../../src/schema/dsl';
import type { Database } from '../db/client';
import { keptByServer, rowColumns } from '../db/document-words';
import { companies } from '../db/schema';
import type { FileStore } from '../files/storage';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { checkPlanLimit, lockForLimit } from '../subscriptions/limits';
import { type Grant, grantWhere } from './access';
import { type BatchReads, readOnce } from './batch-reads';
import { rowFilterSql, satisfies } from './conditions';
import { mapDbError } from './db-errors';
import { type Executor, hookContext, hooksOf } from './hooks';
import type { Registry } from './registry';
import { imageFields, imageInput } from './serialize';

export interface Env {
  db: Database;
  registry: Registry;
  now: () => Date;
  /** Where uploaded files live (server/files/storage.ts). */
  files: FileStore;
  /** Bytes of documents a company may store (config `storageQuotaBytes`); absent: the default. */
  storageQuotaBytes?: number;
  /**
   * Set by a batch of writes in one transaction (the contract import): it locks the company and
   * checks the plan's limit once, after its last write, instead of counting after each row.
   */
  planLimitPerBatch?: boolean;
  /**
   * Set by a batch of writes too: what the checks and hooks read of other resources is read once
   * per batch, not once per row (batch-reads.ts).
   */
  batchReads?: BatchReads;
}

/** A whole row (server-only columns included) within `where`, or null. */
export async function loadRow(env: Env, resource: Resource, id: number, where?: SQL): Promise<Row | null> {
  const columns = env.registry.columns(resource);
  const [row] = await env.db
    .select(rowColumns(columns))
    .from(env.registry.table(resource))
    .where(and(eq(columns.id, id), where))
    .limit(1);
  return (row as Row | undefined) ?? null;
}

export type FieldErrors = Record<string, string>;

/**
 * A request body that failed its schema: every field error (paths dotted as the form names its
 * inputs, the first message per path, as the error handler does) and the values of the fields
 * that did parse, so the checks that need the database still run on those.
 */
export function parseFields(
  schema: z.ZodObject,
  body: unknown,
): { values: Record<string, unknown>; errors: FieldErrors } {
  const raw =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const errors: FieldErrors = {};
  const values: Record<string, unknown> = {};
  const whole = schema.safeParse(body);
  if (whole.success) return { values: whole.data as Record<string, unknown>, errors };
  for (const issue of whole.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  for (const [field, type] of Object.entries(schema.shape)) {
    const parsed = (type as z.ZodType).safeParse(raw[field]);
    if (parsed.success) values[field] = parsed.data;
  }
  return { values, errors };
}

/**
 * The rows of `target` a row of company `companyId` (null: no company) may see: for a
 * company-scoped target its company's; for a 'platformOrCompany' target the shared rows and, with
 * a company, that company's own (never another company's); for a platform target all.
 */
export function visibleTo(
  target: Resource,
  columns: Record<string, PgColumn>,
  companyId: number | null,
): SQL | undefined {
  if (target.scope === 'company') return companyId === null ? undefined : eq(columns.companyId, companyId);
  if (target.scope === 'platformOrCompany')
    return companyId === null
      ? isNull(columns.companyId)
      : or(eq(columns.companyId, companyId), isNull(columns.companyId));
  return undefined;
}

/**
 * Referenced rows must exist and lie within what the row's company sees (visibleTo); a
 * newly chosen one must also match the field's `where` (a value the row already had may stay).
 */
async function referenceErrors(
  env: Env,
  resource: Resource,
  values: Record<string, unknown>,
  companyId: number | null,
  existing: Row | null,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  // Every reference field's ids are looked up in one statement (a contract has five references).
  const checked: { field: string; target: string; ids: number[]; kept: Set<unknown> }[] = [];
  const lookups: SQL[] = [];
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
    const narrowed = meta.where ? rowFilterSql(target, columns, meta.where) : undefined;
    const before = existing?.[field];
    checked.push({
      field,
      target: target.name,
      ids,
      kept: new Set(Array.isArray(before) ? before : [before]),
    });
    const fits = narrowed ? sql`coalesce((${narrowed}), false)` : sql`true`;
    lookups.push(
      sql`(select ${field}::text as field, ${columns.id} as id, ${fits} as fits from ${env.registry.table(target)}
        where ${and(inArray(columns.id, ids), visibleTo(target, columns, companyId))})`,
    );
  }
  if (lookups.length === 0) return errors;
  type Found = { field: string; id: number | string; fits: boolean | string };
  // A batch (the import) names the same suppliers and locations row after row: asked once.
  const rows = await readOnce(
    env.batchReads,
    `references ${resource.name} ${companyId} ${JSON.stringify(checked.map((c) => [c.field, c.ids]))}`,
    checked.map((c) => c.target),
    async () =>
      ((await env.db.execute(sql.join(lookups, sql` union all `))) as unknown as { rows: Found[] }).rows,
  );
  for (const { field, ids, kept } of checked) {
    const found = rows.filter((row) => row.field === field);
    const outside = found.some((row) => row.fits !== true && row.fits !== 't' && !kept.has(Number(row.id)));
    if (found.length !== ids.length || outside) errors[field] = 'app.validation.reference';
  }
  return errors;
}

/**
 * Each declared unique key whose values all parsed (and are filled in) must not be taken by
 * another row of the company (platform scope: of all; 'platformOrCompany': by another row the
 * company sees, its own or a shared one; a shared row by another shared one): a duplicate is an
 * error on its first field.
 */
export async function uniqueErrors(
  env: Env,
  resource: Resource,
  values: Record<string, unknown>,
  companyId: number | null,
  existing: Row | null,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (resource.scope === 'company' && companyId === null) return errors;
  const columns = env.registry.columns(resource);
  for (const key of uniqueKeys(resource)) {
    const keyValues = key.map((field) => values[field]);
    const comparable = keyValues.every(
      (value) =>
        typeof value === 'number' ||
        typeof value === 'boolean' ||
        (typeof value === 'string' && value !== ''),
    );
    if (!comparable || key.some((field) => !columns[field])) continue;
    const [taken] = await env.db
      .select({ id: columns.id })
      .from(env.registry.table(resource))
      .where(
        and(
          ...key.map((field, i) => eq(columns[field], keyValues[i])),
          visibleTo(resource, columns, companyId),
          existing ? ne(columns.id, existing.id) : undefined,
        ),
      )
      .limit(1);
    if (taken) errors[key[0]] ??= 'app.validation.unique';
  }
  return errors;
}

/** Whether a field (or a part of it, 'colours.0') has an error. */
const hasError = (errors: FieldErrors, field: string): boolean =>
  Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`));

/** A check that answers a 400 with field errors, as errors to collect with the others. */
async function collect(errors: FieldErrors, check: () => unknown): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (!(error instanceof ApiError && error.statusCode === 400 && error.errors)) throw error;
    for (const [field, message] of Object.entries(error.errors)) errors[field] ??= message;
  }
}

/**
 * All the errors of a request at once: the field errors it came with, its images, then — on the
 * fields that parsed — its references and unique keys. Throws them as one 400; hooks never see
 * invalid input. A row filter the values break is a 403 before the database is asked anything.
 */
async function validate(
  env: Env,
  resource: Resource,
  grant: Grant,
  values: Record<string, unknown>,
  companyId: number | null,
  existing: Row | null,
  errors: FieldErrors,
): Promise<void> {
  for (const field of imageFields(resource)) {
    if (hasError(errors, field)) continue;
    // An update that leaves the image out keeps the stored one (only `null` removes it).
    if (existing && values[field] === undefined) {
      delete values[field];
      continue;
    }
    await collect(errors, () => {
      values[field] = imageInput(resource, field, values[field], existing);
    });
  }
  const filter = grant.filter;
  const judged = filter && Object.keys(filter).every((field) => !hasError(errors, field));
  if (filter && judged && !satisfies({ ...values, companyId }, filter)) throw forbidden();
  const found = {
    ...(await uniqueErrors(env, resource, values, companyId, existing)),
    ...(await referenceErrors(env, resource, values, companyId, existing)),
  };
  for (const [field, message] of Object.entries(found)) errors[field] ??= message;
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/**
 * The company a new row belongs to: the viewer's, or (platform admin) the one sent; for
 * 'platformOrCompany' a platform admin sending none makes a shared row.
 */
async function companyForCreate(env: Env, resource: Resource, grant: Grant, body: Record<string, unknown>) {
  if (!hasCompanyColumn(resource)) return null;
  if (grant.tenant !== null) return grant.tenant;
  const raw = body.companyId;
  const column = env.registry.columns(resource).companyId;
  if ((raw === null || raw === undefined) && resource.scope === 'platformOrCompany') return null;
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
  try {
    return await env.db.transaction(async (tx) => {
      const executor = tx as unknown as Executor;
      const limited = !env.planLimitPerBatch && (await lockForLimit(executor, resource, companyId, existing));
      const hooks = hookContext(executor, registry, grant.context, now, env.batchReads);
      let next: Record<string, unknown> = hasCompanyColumn(resource)
        ? { ...values, companyId }
        : { ...values };
      const { beforeSave } = hooksOf(resource);
      if (beforeSave) next = await beforeSave(hooks, next, existing);
      // Only columns go in, not those the database or the server keeps (document-words.ts); a
      // password field never does (a hook hashed it into its own column).
      const record = Object.fromEntries(
        Object.entries(next).filter(
          ([key]) =>
            key in columns &&
            !keptByServer(columns[key]) &&
            !['id', 'createdAt', 'updatedAt'].includes(key) &&
            resource.meta[key]?.kind !== 'password',
        ),
      );
      if (hasCompanyColumn(resource)) record.companyId = companyId;
      // The app's clock, not the database's: "changed since" questions (the alert scheduler) ask in it.
      if (columns.updatedAt) record.updatedAt = now();
      let row: Row;
      if (existing) {
        [row] = (await tx
          .update(table)
          .set(record)
          .where(eq(columns.id, existing.id))
          .returning(rowColumns(columns))) as Row[];
      } else {
        [row] = (await tx
          .insert(table)
          .values(record as never)
          .returning(rowColumns(columns))) as Row[];
      }
      if (limited) await checkPlanLimit(executor, registry, resource, row, now());
      await hooksOf(resource).afterSave?.(hooks, row, existing);
      return row;
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    mapDbError(error, resource, columns, 'write');
  }
}

const withoutCompany = ({ companyId: _, ...values }: Record<string, unknown>) => values;

/**
 * `body` holds the parsed fields; `invalid` the field errors of those that did not parse
 * (parseFields), answered together with the errors found here.
 */
export async function createRecord(
  env: Env,
  resource: Resource,
  grant: Grant,
  body: Record<string, unknown>,
  invalid: FieldErrors = {},
) {
  const errors: FieldErrors = { ...invalid };
  let companyId: number | null = null;
  await collect(errors, async () => {
    companyId = await companyForCreate(env, resource, grant, body);
  });
  const values = withoutCompany(body);
  await validate(env, resource, grant, values, companyId, null, errors);
  return save(env, resource, grant, values, companyId, null);
}

export async function updateRecord(
  env: Env,
  resource: Resource,
  grant: Grant,
  id: number,
  body: Record<string, unknown>,
  invalid: FieldErrors = {},
) {
  const existing = await loadRow(env, resource, id, grantWhere(env.registry, resource, grant));
  if (!existing) throw notFound();
  const values = withoutCompany(body);
  for (const [field, meta] of Object.entries(resource.meta))
    if (meta.kind === 'password' && (values[field] === undefined || values[field] === ''))
      delete values[field];
  const companyId = hasCompanyColumn(resource) ? (existing.companyId as number | null) : null;
  await validate(env, resource, grant, values, companyId, existing, { ...invalid });
  return save(env, resource, grant, values, companyId, existing);
}

export async function deleteRecord(env: Env, resource: Resource, grant: Grant, id: number): Promise<Row> {
  const existing = await loadRow(env, resource, id, grantWhere(env.registry, resource, grant));
  if (!existing) throw notFound();
  const columns = env.registry.columns(resource);
  try {
    await env.db.transaction(async (tx) => {
      const hooks = hookContext(tx as unknown as Executor, env.registry, grant.context, env.now);
      await hooksOf(resource).beforeDelete?.(hooks, existing);
      await tx.delete(env.registry.table(resource)).where(eq(columns.id, id));
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    mapDbError(error, resource, columns, 'delete');
  }
  return existing;
}
