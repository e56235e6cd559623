/**
 * Dropdown options (docs/architecture.md#a-form): `GET /api/<name>/list?q=&page=&limit=` answers
 * `{data:[{id,name}], meta:{current_page,last_page,total,per_page}}`; limit=9999 gives all.
 * Same access and tenant rules as the list; the total is exact up to COUNT_CAP, SEARCH_COUNT_CAP with q (count.ts).
 */
import { and, asc, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Resource, representationFields } from '../../src/schema/dsl';
import { hasPool } from '../db/client';
import { ApiError } from '../http/errors';
import { authorize, grantWhere } from './access';
import { rowFilterSql } from './conditions';
import { COUNT_CAP, counter, pageWithTotal, SEARCH_COUNT_CAP } from './count';
import { documentedOnly, optionsSchema } from './openapi';
import { searchCondition } from './query';
import type { Env } from './write';

export const OPTIONS_MAX_LIMIT = 9999;

const optionsQuery = z.object({
  q: z.string().max(200).optional(),
  /** The form field asking, `<resource>.<field>`: its declared `where` narrows the options. */
  for: z.string().max(200).optional(),
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

export function optionsRoute(app: FastifyInstance, env: Env, resource: Resource): void {
  const table = env.registry.table(resource);
  const columns = env.registry.columns(resource);
  // The record's name in SQL: its representation columns, empty ones left out, joined by spaces.
  const nameColumn = sql<string>`concat_ws(' ', ${sql.join(
    representationFields(resource).map((field) => sql`nullif(${columns[field]}::text, '')`),
    sql`, `,
  )})`;
  // By the name's columns in turn (not by the joined text): the sort indexes serve it, and a
  // search over 100,000 rows does not compute and sort 20,000 names for one page.
  const order = [...representationFields(resource).map((field) => asc(columns[field])), asc(columns.id)];
  const concurrent = hasPool(env.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/${resource.name}/list`,
    {
      preValidation: async (request) => {
        authorize(request.auth, resource, 'list');
      },
      ...documentedOnly,
      schema: { tags: [resource.name], querystring: optionsQuery, response: { 200: optionsSchema } },
    },
    async (request) => {
      const grant = authorize(request.auth, resource, 'list');
      const { q, page, limit } = request.query;
      const search = searchCondition(resource, columns, q);
      const narrowed = narrowing(env, resource, request.query.for);
      const where = and(grantWhere(env.registry, resource, grant), search, narrowed);
      const offset = (page - 1) * limit;
      const load = () =>
        env.db
          .select({ id: columns.id, name: nameColumn })
          .from(table)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
      const { rows, total } = await pageWithTotal(
        load,
        counter(env.db, table, where, search ? SEARCH_COUNT_CAP : COUNT_CAP),
        {
          offset,
          limit,
          concurrent,
        },
      );
      return {
        data: rows as { id: number; name: string }[],
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
