/** The REST routes of one resource in the ra-data-simple-rest dialect, plus its image downloads. */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Action, hasCompanyColumn, type Resource } from '../../src/schema/dsl';
import { withoutDefault } from '../../src/schema/fields';
import { ESTIMATED_TOTAL_HEADER } from '../../src/schema/list-total';
import { IMAGE_MAX_BYTES } from '../../src/schema/upload-limits';
import { dayOf } from '../auth/subscriptions';
import { rowId } from '../auth/validation';
import { PlanMemory } from '../db/plan-memory';
import { requireDownloadSession, sendDownload } from '../files/download';
import { notFound } from '../http/errors';
import { authorize, type Grant, grantWhere } from './access';
import { COUNT_CAP, listing, pageWithTotal, type RowSearch, SEARCH_COUNT_CAP, walks } from './count';
import type { ResourceExtension } from './extensions';
import { documentedOnly, recordSchema } from './openapi';
import { parseListFilter, parseRange, parseSort } from './query';
import { apiSelectList, imageBytes, imageFields, outputSelection, serializer } from './serialize';
import {
  createRecord,
  deleteRecord,
  type Env,
  type FieldErrors,
  loadRow,
  parseFields,
  updateRecord,
} from './write';

const params = z.object({ id: rowId });
const listQuery = z.object({
  sort: z.string().max(500).optional(),
  range: z.string().max(100).optional(),
  filter: z.string().max(50_000).optional(),
});

const createBodies = new WeakMap<Resource, z.ZodObject>();
const updateBodies = new WeakMap<Resource, z.ZodObject>();

/**
 * Lists (by resource, company, filter, order and range) whose walk along the page's order did not
 * fill the page, so it was gathered after all (count.ts, WALK_ROWS): asked again within a minute
 * (a refresh, the page back) they are gathered at once. A search whose matches all sort last
 * ("energie utrecht" among 100,000 contracts) walked 2,000 rows in vain each time, ~4 ms of its page.
 */
const unfilledWalks = new PlanMemory<true>();

/** Made once per resource: an import validates thousands of rows with it. */
const once = (made: WeakMap<Resource, z.ZodObject>, resource: Resource, make: () => z.ZodObject) => {
  let schema = made.get(resource);
  if (!schema) {
    schema = make();
    made.set(resource, schema);
  }
  return schema;
};

/** What a create accepts: the declaration's input, plus the company for a platform admin. */
export function createBody(resource: Resource): z.ZodObject {
  return once(createBodies, resource, () =>
    hasCompanyColumn(resource)
      ? resource.input.extend({
          companyId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
        })
      : resource.input,
  );
}

/** What an update accepts: the same, but an absent password or image keeps the stored one. */
export function updateBody(resource: Resource): z.ZodObject {
  return once(updateBodies, resource, () => looseUpdateBody(resource));
}

function looseUpdateBody(resource: Resource): z.ZodObject {
  const loose: Record<string, z.ZodType> = {};
  for (const [field, schema] of Object.entries(resource.input.shape)) {
    const kind = resource.meta[field]?.kind;
    if (kind === 'password') loose[field] = (schema as unknown as z.ZodType).optional();
    if (kind === 'image') loose[field] = withoutDefault(schema as unknown as z.ZodType).optional();
  }
  return createBody(resource).extend(loose);
}

/** The parsed body, or (validation attached) the fields that parsed and the errors of the rest. */
function bodyOf(
  schema: z.ZodObject,
  request: FastifyRequest,
): { values: Record<string, unknown>; errors: FieldErrors } {
  const failed = request.validationError;
  if (!failed) return { values: request.body as Record<string, unknown>, errors: {} };
  // Params are validated before the body: a bad id is answered as before, on its own.
  if (failed.validationContext !== 'body') throw failed;
  return parseFields(schema, request.body);
}

export function resourceRoutes(
  app: FastifyInstance,
  env: Env,
  resource: Resource,
  extension: ResourceExtension = {},
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${resource.name}`;
  const table = env.registry.table(resource);
  const columns = env.registry.columns(resource);
  const selection = outputSelection(resource, columns);
  const selectList = apiSelectList(resource, table, columns);
  const computed = resource.computed;
  // The database writes a page as the answer unless computed fields must be added in JavaScript.
  const computedSql = extension.computedSql;
  const tags = [resource.name];
  const bodyLimit = imageFields(resource).length > 0 ? 2 * IMAGE_MAX_BYTES + 256 * 1024 : undefined;
  // Access is checked before validation, so a caller without access learns nothing from a 400.
  const guard = (action: Action) => ({
    preValidation: async (request: FastifyRequest) => {
      authorize(request.auth, resource, action);
    },
  });

  const create = createBody(resource);
  const record = recordSchema(resource);
  const update = updateBody(resource);
  const serialize = serializer(resource);
  const today = () => dayOf(env.now());

  api.get(
    base,
    {
      ...guard('list'),
      ...documentedOnly,
      schema: { tags, querystring: listQuery, response: { 200: z.array(record) } },
    },
    async (request, reply) => {
      const grant = authorize(request.auth, resource, 'list');
      const { orderBy, sortColumns } = parseSort(resource, columns, request.query.sort);
      const { offset, limit } = parseRange(request.query.range);
      const day = today();
      const prepared = await extension.prepareFilter?.(env.db, request.query.filter, grant.tenant);
      const filter = parseListFilter(resource, columns, request.query.filter, {
        filters: extension.filters,
        today: day,
        tenant: grant.tenant,
        prepared,
        table,
      });
      // A walk that did not fill this very page a moment ago is not walked again (unfilledWalks).
      const walkKey = `${resource.name} ${grant.tenant} ${request.query.filter} ${request.query.sort} ${request.query.range}`;
      const rowSearch =
        walks(prepared?.rows) && unfilledWalks.get(env.db, walkKey) ? 'gather' : prepared?.rows;
      await extension.beforeRead?.(env);
      // The search apart from the other conditions: a walk tests it row by row (count.ts).
      const { search, indexedSearch, walkedSearch } = filter;
      const where = and(
        grantWhere(env.registry, resource, grant),
        ...filter.conditions.filter((condition) => condition !== search),
      );
      const computedList = computedSql
        ? sql`, ${sql.join(
            Object.entries(computedSql({ columns, today: day })).map(
              ([name, value]) => sql`${value} as ${sql.identifier(name)}`,
            ),
            sql`, `,
          )}`
        : sql``;
      const cap = filter.searched ? SEARCH_COUNT_CAP : COUNT_CAP;
      const list = { where, search, indexedSearch, walkedSearch, orderBy, sortColumns, limit, offset, cap };
      const found = (rows?: RowSearch) =>
        listing(env.db, table, columns.id, sql`${selectList}${computedList}`, list, rows);
      const { page, count } = found(rowSearch);
      const { json, rows, total, estimated } = await pageWithTotal(env.db, page, count, {
        offset,
        limit,
        keep: !filter.searched && prepared === undefined,
        search: filter.searched,
        gather: walks(rowSearch)
          ? () => {
              unfilledWalks.set(env.db, walkKey, true);
              return found('gather');
            }
          : undefined,
      });
      const last = rows === 0 ? offset : offset + rows - 1;
      reply
        .header('content-range', `${resource.name} ${offset}-${last}/${total}`)
        .header('access-control-expose-headers', `Content-Range, ${ESTIMATED_TOTAL_HEADER}`)
        .type('application/json; charset=utf-8');
      if (estimated) reply.header(ESTIMATED_TOTAL_HEADER, 'true');
      // The JSON text as the database wrote it: already the answer's shape (the schema documents it).
      if (!computed || computedSql) return reply.send(json as unknown as Record<string, unknown>[]);
      const records = JSON.parse(json) as Record<string, unknown>[];
      return reply.send(records.map((record) => Object.assign(record, computed(record, day))));
    },
  );

  /** The stored record the grant reaches, or a 404. */
  const storedRow = async (id: number, grant: Grant): Promise<Record<string, unknown>> => {
    const [row] = await env.db
      .select(selection)
      .from(table)
      .where(and(eq(columns.id, id), grantWhere(env.registry, resource, grant)))
      .limit(1);
    if (!row) throw notFound();
    return row as Record<string, unknown>;
  };

  api.get(
    `${base}/:id`,
    { ...guard('show'), ...documentedOnly, schema: { tags, params, response: { 200: record } } },
    async (request) => {
      const grant = authorize(request.auth, resource, 'show');
      await extension.beforeRead?.(env);
      return serialize(await storedRow(request.params.id, grant), today());
    },
  );

  api.post(
    base,
    // A body that fails its schema still reaches the handler, so its errors come in one answer
    // with those of its references and unique keys (write.ts).
    {
      ...guard('create'),
      ...documentedOnly,
      bodyLimit,
      attachValidation: true,
      schema: { tags, body: create, response: { 201: record } },
    },
    async (request, reply) => {
      const grant = authorize(request.auth, resource, 'create');
      const { values, errors } = bodyOf(create, request);
      const row = await createRecord(env, resource, grant, values, errors);
      await extension.afterCreate?.(env, row);
      return reply.status(201).send(serialize(row, today()));
    },
  );

  api.put(
    `${base}/:id`,
    {
      ...guard('edit'),
      ...documentedOnly,
      bodyLimit,
      attachValidation: true,
      schema: {
        tags,
        description:
          'Replaces the record (as react-admin sends it, whole): a field left out takes its default, as on ' +
          'create; a password or an image left out keeps the stored one (`null` removes an image).',
        params,
        body: update,
        response: { 200: record },
      },
    },
    async (request) => {
      const grant = authorize(request.auth, resource, 'edit');
      const { values, errors } = bodyOf(update, request);
      const row = await updateRecord(env, resource, grant, request.params.id, values, errors);
      await extension.afterUpdate?.(env, row);
      return serialize(row, today());
    },
  );

  api.patch(
    `${base}/:id`,
    {
      ...guard('edit'),
      ...documentedOnly,
      bodyLimit,
      schema: {
        tags,
        description:
          'Changes the fields sent and keeps the others as stored (`null` empties a field): the stored record ' +
          'with the body over it is checked and saved as a PUT of it would be. The fields are those of PUT.',
        params,
        // Checked after the merge: a schema here would fill the fields left out with their defaults.
        body: z.record(z.string(), z.unknown()),
        response: { 200: record },
      },
    },
    async (request) => {
      const grant = authorize(request.auth, resource, 'edit');
      const stored = serialize(await storedRow(request.params.id, grant), today());
      const { values, errors } = parseFields(update, { ...stored, ...request.body });
      const row = await updateRecord(env, resource, grant, request.params.id, values, errors);
      await extension.afterUpdate?.(env, row);
      return serialize(row, today());
    },
  );

  api.delete(
    `${base}/:id`,
    { ...guard('delete'), ...documentedOnly, schema: { tags, params, response: { 200: record } } },
    async (request) => {
      const grant = authorize(request.auth, resource, 'delete');
      const row = await deleteRecord(env, resource, grant, request.params.id);
      await extension.afterDelete?.(env, row);
      return serialize(row, today());
    },
  );

  for (const field of imageFields(resource)) {
    api.get(
      `${base}/:id/${field}`,
      {
        schema: {
          tags,
          params,
          querystring: z.object({ _token: z.string().max(200).optional(), v: z.string().max(30).optional() }),
        },
      },
      async (request, reply) => {
        const session = await requireDownloadSession(env.db, request, env.now());
        const viewer = { roles: session.user.roles, hasSubscription: session.hasSubscription };
        const grant = authorize({ user: session.user, viewer }, resource, 'show');
        const row = await loadRow(
          env,
          resource,
          request.params.id,
          grantWhere(env.registry, resource, grant),
        );
        const image = typeof row?.[field] === 'string' ? imageBytes(row[field] as string) : null;
        if (!image) throw notFound();
        const extension = image.contentType.split('/')[1] ?? 'bin';
        return sendDownload(reply, {
          ...image,
          filename: `${resource.name}-${request.params.id}-${field}.${extension}`,
        });
      },
    );
  }
}
