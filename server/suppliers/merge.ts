/**
 * Companies' own suppliers into the shared list (docs/requirements.md#suppliers), for platform
 * admins only:
 *
 * - `GET /api/suppliers/:id/usage`: what a merge would move (the company's contracts and contacts
 *   naming the own supplier), for the confirmation.
 * - `POST /api/suppliers/:id/promote`: the own supplier becomes shared (its company's contracts
 *   keep it); refused (409) when a shared supplier has its name.
 * - `POST /api/suppliers/:id/merge {into}`: the company's contracts and contacts move to the shared
 *   supplier `into` (of the same type), and the own supplier is deleted, in one transaction.
 *
 * Both answer `{contracts, contacts}`: the numbers moved (promote: kept). Another resource's
 * supplier, a shared one as source or an own one as target is a 400/404.
 */
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPlatformAdmin } from '../../src/schema/access';
import type { Row } from '../../src/schema/dsl';
import { suppliers } from '../../src/schema/resources/suppliers';
import { rowId } from '../auth/validation';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { authorize } from '../resources/access';
import { type Env, loadRow } from '../resources/write';

const tags = [suppliers.name];
const params = z.object({ id: rowId });
const mergeBody = z.object({ into: rowId });
const moved = z.object({ contracts: z.number(), contacts: z.number() });

export type SupplierUsage = z.infer<typeof moved>;

/** A platform admin (the supplier resource's edit rule, then role 1), or 403. */
function platformAdmin(request: FastifyRequest): void {
  const grant = authorize(request.auth, suppliers, 'edit');
  if (!isPlatformAdmin(grant.auth.viewer)) throw forbidden();
}

/** The own supplier `id` (a company's), or 404 / 400 for a shared one. */
async function ownSupplier(env: Env, id: number): Promise<Row & { companyId: number }> {
  const row = await loadRow(env, suppliers, id);
  if (!row) throw notFound();
  if (row.companyId == null) throw badRequest({ supplier: 'resources.suppliers.errors.not_own' });
  return row as Row & { companyId: number };
}

/** The tables that name a supplier, when those resources are served (a test may serve fewer). */
function dependants(env: Env) {
  return (['contracts', 'contacts'] as const).flatMap((name) =>
    env.registry.resources.has(name)
      ? [{ name, table: env.registry.table(name), columns: env.registry.columns(name) }]
      : [],
  );
}

/** How many of the company's contracts and contacts name the supplier. */
async function usage(env: Env, supplier: Row & { companyId: number }): Promise<SupplierUsage> {
  const result: SupplierUsage = { contracts: 0, contacts: 0 };
  for (const { name, table, columns } of dependants(env)) {
    const [row] = await env.db
      .select({ n: count() })
      .from(table)
      .where(and(eq(columns.supplier, supplier.id), eq(columns.companyId, supplier.companyId)));
    result[name] = Number(row?.n ?? 0);
  }
  return result;
}

export function supplierMergeRoutes(app: FastifyInstance, env: Env): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${suppliers.name}/:id`;
  const suppliersTable = env.registry.table(suppliers);
  const columns = env.registry.columns(suppliers);
  const guard = { preValidation: async (request: FastifyRequest) => platformAdmin(request) };

  api.get(
    `${base}/usage`,
    { ...guard, schema: { tags, params, response: { 200: moved } } },
    async (request) => {
      platformAdmin(request);
      return usage(env, await ownSupplier(env, request.params.id));
    },
  );

  api.post(
    `${base}/promote`,
    { ...guard, schema: { tags, params, response: { 200: moved } } },
    async (request) => {
      platformAdmin(request);
      const supplier = await ownSupplier(env, request.params.id);
      const [clash] = await env.db
        .select({ id: columns.id })
        .from(suppliersTable)
        .where(and(isNull(columns.companyId), eq(columns.name, supplier.name as string)))
        .limit(1);
      if (clash) throw new ApiError(409, 'resources.suppliers.errors.shared_name_taken');
      const kept = await usage(env, supplier);
      await env.db
        .update(suppliersTable)
        .set({ companyId: null, updatedAt: env.now() } as never)
        .where(eq(columns.id, supplier.id));
      return kept;
    },
  );

  api.post(
    `${base}/merge`,
    { ...guard, schema: { tags, params, body: mergeBody, response: { 200: moved } } },
    async (request) => {
      platformAdmin(request);
      const supplier = await ownSupplier(env, request.params.id);
      const target = await loadRow(env, suppliers, request.body.into);
      if (!target || target.companyId != null || target.id === supplier.id)
        throw badRequest({ into: 'resources.suppliers.errors.merge_target' });
      if (target.supplierType !== supplier.supplierType)
        throw badRequest({ into: 'resources.suppliers.errors.merge_type' });
      const now = env.now();
      return env.db.transaction(async (tx) => {
        const result: SupplierUsage = { contracts: 0, contacts: 0 };
        for (const { name, table, columns: c } of dependants(env)) {
          const values: Record<string, unknown> = { supplier: target.id, updatedAt: now };
          // Contracts keep their supplier's name for the search.
          if (name === 'contracts') values.supplierName = target.name;
          const rows = await tx
            .update(table)
            .set(values as never)
            .where(and(eq(c.supplier, supplier.id), eq(c.companyId, supplier.companyId)))
            .returning({ id: c.id });
          result[name] = rows.length;
        }
        const deleted = await tx
          .delete(suppliersTable)
          .where(and(eq(columns.id, supplier.id), ne(columns.id, target.id)))
          .returning({ id: columns.id });
        if (deleted.length !== 1) throw notFound();
        return result;
      });
    },
  );
}
