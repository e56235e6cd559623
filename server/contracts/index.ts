/**
 * The server side of contracts beyond the engine (server/resources/extensions.ts): status and
 * deadline filters, the daily roll-forward of tacitly renewed terms, archive and restore, the
 * dashboard numbers, the list's totals and bulk actions (bulk.ts), documents and manual alerts.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Row } from '../../src/schema/dsl';
import { contracts, DASHBOARD_NUMBERS } from '../../src/schema/resources/contracts';
import { dayOf } from '../auth/subscriptions';
import { rowId } from '../auth/validation';
import { rowColumns } from '../db/document-words';
import { executeKept } from '../db/kept-statements';
import { notFound } from '../http/errors';
import { removeOrphanPdfs } from '../offers/offers';
import { closeRequests, wakeOfferRequests } from '../offers/requests';
import { authorize, grantWhere } from '../resources/access';
import type { ResourceExtension } from '../resources/extensions';
import type { Executor } from '../resources/hooks';
import { serializer } from '../resources/serialize';
import type { Env } from '../resources/write';
import { checkPlanLimit, lockForLimit } from '../subscriptions/limits';
import { alertDefaultsRoutes } from './alert-defaults';
import { alertRoutes } from './alerts';
import { bulkRoutes } from './bulk';
import { chartRoutes } from './charts';
import { countableContracts } from './countable';
import { deadlineLinkRoutes } from './deadline-links';
import { deadlineRoutes } from './deadlines';
import { deliveryRoutes } from './deliveries';
import { removeContractFiles } from './document-files';
import { documentRoutes } from './documents';
import { contractFilters, handled, prepareContractFilter } from './filters';
import { importRoutes } from './import';
import { outcomeRoutes } from './outcomes';
import { refreshStatuses, refreshTerms } from './terms';

const params = z.object({ id: rowId });
const tags = ['contracts'];

/**
 * The dashboard numbers of the contracts `where` selects, as one statement: a count per
 * DASHBOARD_NUMBERS entry, each its own subquery so that each is a range over the declared
 * (company, archived, end date | notice deadline) indexes, counted from the index alone, instead
 * of one pass reading every contract of the company (100,000 contracts: ~16 ms instead of ~85).
 * Kept parsed and planned (db/kept-statements.ts): planning it cost six times running it.
 */
export function summaryQuery(
  table: PgTable,
  columns: Record<string, PgColumn>,
  today: string,
  where: SQL | undefined,
): SQL {
  const counts = Object.entries(DASHBOARD_NUMBERS).map(([key, filter]) => {
    const [[name, value]] = Object.entries(filter);
    const condition = contractFilters[name as keyof typeof contractFilters](value, { columns, today });
    return sql`(select count(*) from ${table} where ${and(where, condition)}) as ${sql.identifier(key)}`;
  });
  return sql`select ${sql.join(counts, sql`, `)}`;
}

function contractRoutes(app: FastifyInstance, env: Env): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const table = env.registry.table(contracts);
  const c = env.registry.columns(contracts);
  const serialize = serializer(contracts);

  api.get('/api/contracts/summary', { schema: { tags } }, async (request) => {
    const grant = authorize(request.auth, countableContracts, 'list');
    await refreshTerms(env);
    const where = grantWhere(env.registry, contracts, grant);
    const result = await executeKept<Record<string, number | string | bigint>>(
      env.db,
      summaryQuery(table, c, dayOf(env.now()), where),
    );
    return Object.fromEntries(Object.entries(result.rows[0]).map(([key, value]) => [key, Number(value)]));
  });

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    api.post(`/api/contracts/:id/${action}`, { schema: { tags, params } }, async (request) => {
      const grant = authorize(request.auth, contracts, 'edit');
      const today = dayOf(env.now());
      const mine = and(eq(c.id, request.params.id), grantWhere(env.registry, contracts, grant));
      // A restored contract counts towards the plan again: the same locked check as a create.
      const row = await env.db.transaction(async (tx) => {
        const db = tx as unknown as Executor;
        const [before] = await db.select(rowColumns(c)).from(table).where(mine);
        if (!before) throw notFound();
        const limited = await lockForLimit(db, contracts, before.companyId as number, before as Row);
        const [after] = (await db
          .update(table)
          .set({ archived, updatedAt: env.now() } as never)
          .where(mine)
          .returning()) as Row[];
        if (limited) await checkPlanLimit(db, env.registry, contracts, after, env.now());
        return after;
      });
      if (archived) await closeRequests(env, [request.params.id]);
      const [refreshed] = await refreshStatuses(env, today, mine);
      return serialize((refreshed ?? row) as Record<string, unknown>, today);
    });
  }

  bulkRoutes(app, env);
  deadlineRoutes(app, env);
  chartRoutes(app, env);
  outcomeRoutes(app, env);
  deadlineLinkRoutes(app, env);
  importRoutes(app, env);
  documentRoutes(app, env);
  alertRoutes(app, env);
  alertDefaultsRoutes(app, env);
  deliveryRoutes(app, env);
}

/** A saved contract that asks for offers may have a request due now: the offer scheduler runs at once. */
const wakeOffersFor = (_env: Env, row: Row): void => {
  if (row.offersOptIn === true && row.archived !== true) wakeOfferRequests();
};

export const contractsExtension: ResourceExtension = {
  afterCreate: wakeOffersFor,
  afterUpdate: wakeOffersFor,
  filters: contractFilters,
  prepareFilter: prepareContractFilter,
  // The term's dates are stored fields, rolled forward by refreshTerms before every read.
  computedSql: ({ columns, today }) => ({
    status: sql`${columns.storedStatus}`,
    daysLeft: sql`(${columns.currentEndsAt} - ${today}::date)`,
    handled: handled(columns),
  }),
  beforeRead: async (env) => {
    await refreshTerms(env);
  },
  // The document rows went with the contract (cascade); its folder holds all of their files.
  // The folder holds the documents and the offers' PDFs; the offers' file rows went with the contract's offers.
  afterDelete: async (env, row) => {
    await removeContractFiles(env.files, row.id);
    await removeOrphanPdfs(env);
  },
  routes: contractRoutes,
};
