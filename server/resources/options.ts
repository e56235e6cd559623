/**
 * Dropdown options (docs/architecture.md#a-form): `GET /api/<name>/list?q=&page=&limit=&for=&filter=`
 * answers `{data:[{id,name}], meta:{current_page,last_page,total,per_page}}`; limit=9999 gives all.
 * The total is exact up to COUNT_CAP, SEARCH_COUNT_CAP with q (count.ts).
 *
 * Who may ask (docs/requirements.md#roles-and-access, "Pickers"): who may list the resource, with
 * that list's access and tenant rules; and, for names only, within their own company, who may read
 * or write a resource that references it: the reference field `for` names, or without `for` any
 * such resource. So a contract manager fills the contract form's pickers and reads the names on a
 * contract without reading the users, locations and contacts themselves (their records are for the
 * roles that manage them). `filter` narrows by id and by the resource's references only (the
 * contacts of one supplier), never by other fields, so no attribute is learnt by filtering on it.
 */
import { and, asc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canUseCompanyData, isPlatformAdmin } from '../../src/schema/access';
import { type Action, hasCompanyColumn, type Resource, representationFields } from '../../src/schema/dsl';
import type { AuthContext } from '../auth/context';
import { sortKeys } from '../db/sort-keys';
import { ApiError, forbidden } from '../http/errors';
import { accessContextOf, authorize, type Grant, grantWhere } from './access';
import { rowFilterSql } from './conditions';
import { COUNT_CAP, counter, named, pageQuery, pageWithTotal, SEARCH_COUNT_CAP } from './count';
import { documentedOnly, optionsSchema } from './openapi';
import { parseListFilter, searchCondition } from './query';
import type { Env } from './write';

export const OPTIONS_MAX_LIMIT = 9999;

const optionsQuery = z.object({
  q: z.string().max(200).optional(),
  /** The form field asking, `<resource>.<field>`: its declared `where` narrows the options. */
  for: z.string().max(200).optional(),
  /** A JSON object of `id` and reference fields (`{"supplier": 3}`, `{"id": [1, 2]}`), as the list's filter. */
  filter: z.string().max(10_000).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(25)
    .transform((limit) => Math.min(limit, OPTIONS_MAX_LIMIT)),
});

/**
 * The `where` of the reference field `for` names (`subscriptions.plan`), as SQL on this
 * resource; a field that is no reference to it is a 400.
 */
function narrowing(env: Env, resource: Resource, asking: string | undefined): SQL | undefined {
  if (asking === undefined) return undefined;
  const [name, field] = asking.split('.');
  const meta = env.registry.resources.get(name)?.meta[field ?? ''];
  if (!meta || (meta.kind !== 'reference' && meta.kind !== 'references') || meta.reference !== resource.name)
    throw new ApiError(400, `for: ${asking} is no reference to ${resource.name}`);
  return meta.where ? rowFilterSql(resource, env.registry.columns(resource), meta.where) : undefined;
}

/** The resource whose field `for` names, when that field is a reference to `resource`. */
function referencingResource(env: Env, resource: Resource, asking: string): Resource | undefined {
  const [name, field] = asking.split('.');
  const referencing = env.registry.resources.get(name);
  const meta = referencing?.meta[field ?? ''];
  return meta && (meta.kind === 'reference' || meta.kind === 'references') && meta.reference === resource.name
    ? referencing
    : undefined;
}

/** Every resource with a reference field to `resource`. */
const referencingResources = (env: Env, resource: Resource): Resource[] =>
  [...env.registry.resources.values()].filter((other) =>
    Object.values(other.meta).some(
      (meta) => (meta.kind === 'reference' || meta.kind === 'references') && meta.reference === resource.name,
    ),
  );

/** The actions that make a viewer a user of a resource: reading it, or writing it. */
const USING: readonly Action[] = ['list', 'create', 'edit'];

const refused = (error: unknown): boolean => error instanceof ApiError && error.statusCode === 403;

/** Whether `auth` may read or write `resource` at all. */
function mayUse(auth: AuthContext, resource: Resource): boolean {
  return USING.some((action) => {
    try {
      authorize(auth, resource, action);
      return true;
    } catch (error) {
      if (refused(error)) return false;
      throw error;
    }
  });
}

/**
 * Who may ask the options (the header): the list's grant, else names within the caller's company
 * for a user of a referencing resource; 401 or 403 otherwise.
 */
export function optionsGrant(
  env: Env,
  auth: AuthContext | null,
  resource: Resource,
  asking: string | undefined,
): Grant {
  try {
    return authorize(auth, resource, 'list');
  } catch (error) {
    if (!auth || !refused(error)) throw error;
    const referencing =
      asking === undefined
        ? referencingResources(env, resource)
        : [referencingResource(env, resource, asking)];
    if (!referencing.some((other) => other !== undefined && mayUse(auth, other))) throw error;
    const context = accessContextOf(auth);
    // Reading names: a company's own rows, and the shared ones of a 'platformOrCompany' resource.
    const shared = resource.scope === 'platformOrCompany';
    if (isPlatformAdmin(auth.viewer) || !hasCompanyColumn(resource))
      return { auth, context, filter: null, tenant: null, shared };
    if (!canUseCompanyData(auth.viewer) || context.companyId === null) throw forbidden();
    // The declaration may narrow what such a user picks from (a location-restricted user: theirs).
    const pickable = resource.pickable?.(context) ?? true;
    if (pickable === false) throw forbidden();
    return { auth, context, filter: pickable === true ? null : pickable, tenant: context.companyId, shared };
  }
}

/** `filter`: only `id` and the resource's references may narrow the options (see the header). */
function optionsFilter(env: Env, resource: Resource, raw: string | undefined): SQL[] {
  if (raw === undefined || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'filter is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ApiError(400, 'filter must be a JSON object');
  for (const key of Object.keys(parsed)) {
    const kind = resource.meta[key]?.kind;
    if (key !== 'id' && kind !== 'reference' && kind !== 'references')
      throw new ApiError(400, `Unknown filter ${key}: options filter by id and references only`);
  }
  return parseListFilter(resource, env.registry.columns(resource), raw).conditions;
}

/** The record's name in SQL, as representRecord makes it: empty columns left out, dates as `31-12-2026`. */
const nameSql = (resource: Resource, columns: Record<string, PgColumn>) =>
  sql<string>`concat_ws(' ', ${sql.join(
    representationFields(resource).map((field) =>
      resource.meta[field]?.kind === 'date'
        ? sql`to_char(${columns[field]}, 'DD-MM-YYYY')`
        : sql`nullif(${columns[field]}::text, '')`,
    ),
    sql`, `,
  )})`;

/**
 * Every option the reference field `asking` (`contracts.owner`) offers `auth`, as its dropdown
 * would (the same grant and narrowing), with the `extra` fields of each: an import matches names
 * against these.
 */
export async function allOptions(
  env: Env,
  auth: AuthContext | null,
  resource: Resource,
  asking: string,
  extra: readonly string[] = [],
): Promise<({ id: number; name: string } & Record<string, unknown>)[]> {
  const columns = env.registry.columns(resource);
  const grant = optionsGrant(env, auth, resource, asking);
  const selection = Object.fromEntries([
    ['id', columns.id],
    ['name', nameSql(resource, columns)],
    ...extra.map((field) => [field, columns[field]]),
  ]);
  return (await env.db
    .select(selection)
    .from(env.registry.table(resource))
    .where(and(grantWhere(env.registry, resource, grant), narrowing(env, resource, asking)))
    .orderBy(asc(columns.id))) as ({ id: number; name: string } & Record<string, unknown>)[];
}

export function optionsRoute(app: FastifyInstance, env: Env, resource: Resource): void {
  const table = env.registry.table(resource);
  const columns = env.registry.columns(resource);
  const nameColumn = nameSql(resource, columns);
  // By the name's columns in turn (not by the joined text): the sort indexes serve it, and a
  // search over 100,000 rows does not compute and sort 20,000 names for one page.
  const order = [
    ...representationFields(resource).flatMap((field) => sortKeys(resource, columns, field).keys),
    columns.id,
  ].map((key) => asc(key));
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/${resource.name}/list`,
    {
      preValidation: async (request) => {
        const asking = (request.query as { for?: unknown } | undefined)?.for;
        optionsGrant(env, request.auth, resource, typeof asking === 'string' ? asking : undefined);
      },
      ...documentedOnly,
      schema: { tags: [resource.name], querystring: optionsQuery, response: { 200: optionsSchema } },
    },
    async (request) => {
      const grant = optionsGrant(env, request.auth, resource, request.query.for);
      const { q, page, limit } = request.query;
      const search = searchCondition(resource, columns, q);
      const narrowed = narrowing(env, resource, request.query.for);
      const filtered = optionsFilter(env, resource, request.query.filter);
      const where = and(grantWhere(env.registry, resource, grant), search, narrowed, ...filtered);
      const offset = (page - 1) * limit;
      const options = pageQuery(table, columns.id, named({ id: columns.id, name: nameColumn }), {
        where,
        orderBy: order,
        limit,
        offset,
      });
      const { json, total } = await pageWithTotal(
        env.db,
        options,
        counter(env.db, table, where, search ? SEARCH_COUNT_CAP : COUNT_CAP),
        { offset, limit, search: search !== undefined },
      );
      return {
        data: JSON.parse(json) as { id: number; name: string }[],
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / limit)),
          total,
          per_page: limit,
        },
      };
    },
  );
}
