/**
 * The contract list's totals and bulk actions (docs/requirements.md#screens, the contract list):
 *
 * - `GET /api/contracts/totals?filter=` — the number of contracts the list filter selects (within
 *   the caller's grant, like the list) and the sums of their yearly value excl. and incl. VAT, for
 *   the whole filter, not one page.
 * - `POST /api/contracts/bulk` — archive, restore, change the owner or the receivers of the
 *   contracts chosen by `ids` or by a list `filter`: the same grant as a single edit (a contract
 *   manager's locations, the company), the same rules for the new owner or receivers (an active
 *   colleague of the contract's company, role 2 or 3) and the plan limit for a restore; all or
 *   nothing in one transaction. An id outside the grant is a 404 and nothing changes.
 */
import { and, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toCents } from '../../src/schema/billing';
import type { Row } from '../../src/schema/dsl';
import { COLLEAGUE, contracts } from '../../src/schema/resources/contracts';
import { dayOf } from '../auth/subscriptions';
import { badRequest, notFound } from '../http/errors';
import { closeRequests } from '../offers/requests';
import { authorize, type Grant, grantWhere } from '../resources/access';
import { rowFilterSql } from '../resources/conditions';
import type { Executor } from '../resources/hooks';
import { parseListFilter } from '../resources/query';
import type { Env } from '../resources/write';
import { checkPlanLimit, lockCompany } from '../subscriptions/limits';
import { contractFilters, prepareContractFilter } from './filters';
import { refreshStatuses, refreshTerms } from './terms';

const tags = ['contracts'];

/** At most this many ids in one call; more go by filter. */
export const BULK_MAX_IDS = 1000;

const rowIdOf = z.number().int().positive().max(2_147_483_647);
const selection = {
  ids: z.array(rowIdOf).min(1).max(BULK_MAX_IDS).optional(),
  filter: z.record(z.string(), z.unknown()).optional(),
};

export const bulkBody = z.discriminatedUnion('action', [
  z.object({ ...selection, action: z.literal('archive') }),
  z.object({ ...selection, action: z.literal('restore') }),
  z.object({ ...selection, action: z.literal('owner'), value: rowIdOf }),
  z.object({ ...selection, action: z.literal('receivers'), value: z.array(rowIdOf).max(1000) }),
]);
export type BulkBody = z.infer<typeof bulkBody>;

export const bulkAnswer = z.object({
  /** Contracts selected. */
  matched: z.number().int(),
  /** Of those, the ones the action changed (the others had the value already). */
  changed: z.number().int(),
});

export const totalsAnswer = z.object({
  count: z.number().int(),
  /** Sum of the yearly values excl. VAT, euros. */
  yearlyValue: z.number(),
  /** Sum of the yearly values incl. VAT, euros (contracts with a VAT rate). */
  yearlyValueInclVat: z.number(),
  /** Contracts without a yearly value. */
  withoutYearlyValue: z.number().int(),
  /** Contracts with a yearly value but no VAT rate, left out of the VAT-inclusive sum. */
  withoutVatRate: z.number().int(),
});
export type ContractTotals = z.infer<typeof totalsAnswer>;

const euros = (sum: unknown): number => (sum === null || sum === undefined ? 0 : toCents(String(sum)) / 100);

/** The list filter (the list's `filter` parameter, parsed) as SQL, within the grant. */
export async function filtered(env: Env, grant: Grant, raw: string | undefined, today: string) {
  const c = env.registry.columns(contracts);
  const { conditions } = parseListFilter(contracts, c, raw, {
    filters: contractFilters,
    today,
    tenant: grant.tenant,
    prepared: await prepareContractFilter(env.db, raw, grant.tenant),
  });
  return and(grantWhere(env.registry, contracts, grant), ...conditions);
}

/** A 400 on `value` unless every user is an active colleague (COLLEAGUE) in every one of these companies. */
async function checkColleagues(db: Executor, env: Env, ids: number[], companyIds: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0 || companyIds.length === 0) return;
  const users = env.registry.resources.get('users');
  if (!users) throw new Error('users is not registered');
  const u = env.registry.columns(users);
  const found = await db
    .select({ id: u.id, companyId: u.companyId })
    .from(env.registry.table(users))
    .where(and(inArray(u.id, wanted), rowFilterSql(users, u, COLLEAGUE)));
  const fits = (companyId: number) =>
    wanted.every((id) => found.some((user) => user.id === id && user.companyId === companyId));
  if (!companyIds.every(fits)) throw badRequest({ value: 'app.validation.reference' });
}

/** The bulk action in one transaction: the selected rows locked, checked, changed. */
async function applyBulk(env: Env, grant: Grant, body: BulkBody, today: string) {
  const table = env.registry.table(contracts);
  const c = env.registry.columns(contracts);
  if ((body.ids === undefined) === (body.filter === undefined))
    throw badRequest({ ids: 'app.validation.required' }, 'Give either ids or filter');
  // A filter on status or deadlines selects what the list shows: the stored terms brought up to today.
  if (body.filter !== undefined) await refreshTerms(env);
  const where =
    body.ids !== undefined
      ? and(grantWhere(env.registry, contracts, grant), inArray(c.id, body.ids))
      : await filtered(env, grant, JSON.stringify(body.filter), today);
  const result = await env.db.transaction(async (tx) => {
    const db = tx as unknown as Executor;
    const rows = (await db
      .select({ id: c.id, companyId: c.companyId })
      .from(table)
      .where(where)
      .orderBy(c.id)
      .for('update')) as { id: number; companyId: number }[];
    // One id the caller may not touch (another location, company, or none at all): nothing changes.
    if (body.ids !== undefined && rows.length !== new Set(body.ids).size) throw notFound();
    const companyIds = [...new Set(rows.map((row) => row.companyId))].sort((a, b) => a - b);
    let values: Record<string, unknown>;
    let differs: SQL;
    switch (body.action) {
      case 'archive':
      case 'restore': {
        const archived = body.action === 'archive';
        values = { archived };
        differs = eq(c.archived, !archived);
        // A restored contract counts towards the plan again: companies locked, then checked.
        if (!archived) for (const companyId of companyIds) await lockCompany(db, companyId);
        break;
      }
      case 'owner':
        await checkColleagues(db, env, [body.value], companyIds);
        values = { owner: body.value };
        differs = sql`${c.owner} is distinct from ${body.value}`;
        break;
      case 'receivers': {
        await checkColleagues(db, env, body.value, companyIds);
        const receivers = [...new Set(body.value)];
        values = { receivers };
        differs = sql`${c.receivers} is distinct from ${`{${receivers.join(',')}}`}::integer[]`;
        break;
      }
    }
    const changed = (await db
      .update(table)
      .set({ ...values, updatedAt: env.now() } as never)
      .where(and(where, differs))
      .returning()) as Row[];
    if (body.action === 'restore') {
      for (const companyId of companyIds) {
        const restored = changed.find((row) => row.companyId === companyId);
        if (restored) await checkPlanLimit(db, env.registry, contracts, restored, env.now());
      }
    }
    return { matched: rows.length, changed: changed.map((row) => row.id as number) };
  });
  // The stored status of the rows changed (a filter on `archived` would no longer select them).
  // An archived contract shares nothing more: its offer requests are withdrawn at once.
  if (body.action === 'archive') await closeRequests(env, result.changed);
  if (body.action === 'archive' || body.action === 'restore') {
    for (let start = 0; start < result.changed.length; start += BULK_MAX_IDS)
      await refreshStatuses(env, today, inArray(c.id, result.changed.slice(start, start + BULK_MAX_IDS)));
  }
  return { matched: result.matched, changed: result.changed.length };
}

export function bulkRoutes(app: FastifyInstance, env: Env): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const table = env.registry.table(contracts);
  const c = env.registry.columns(contracts);

  api.get(
    '/api/contracts/totals',
    {
      schema: {
        tags,
        querystring: z.object({ filter: z.string().max(50_000).optional() }),
        response: { 200: totalsAnswer },
      },
    },
    async (request) => {
      const grant = authorize(request.auth, contracts, 'list');
      const today = dayOf(env.now());
      const where = await filtered(env, grant, request.query.filter, today);
      await refreshTerms(env);
      const [row] = await env.db
        .select({
          count: count(),
          yearlyValue: sql<string | null>`sum(${c.yearlyValue})`,
          yearlyValueInclVat: sql<string | null>`sum(${c.yearlyValueInclVat})`,
          withValue: count(c.yearlyValue),
          withVat: sql<number>`count(*) filter (where ${and(isNotNull(c.yearlyValue), isNotNull(c.yearlyValueInclVat))})`,
        })
        .from(table)
        .where(where);
      return {
        count: Number(row.count),
        yearlyValue: euros(row.yearlyValue),
        yearlyValueInclVat: euros(row.yearlyValueInclVat),
        withoutYearlyValue: Number(row.count) - Number(row.withValue),
        withoutVatRate: Number(row.withValue) - Number(row.withVat),
      };
    },
  );

  api.post(
    '/api/contracts/bulk',
    {
      // Access before validation, as every resource call: no caller learns anything from a 400.
      preValidation: async (request) => {
        authorize(request.auth, contracts, 'edit');
      },
      schema: { tags, body: bulkBody, response: { 200: bulkAnswer } },
    },
    async (request) => {
      const grant = authorize(request.auth, contracts, 'edit');
      return applyBulk(env, grant, request.body, dayOf(env.now()));
    },
  );
}
