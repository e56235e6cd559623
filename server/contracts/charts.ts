/**
 * `GET /api/contracts/charts` (docs/contracts-api.md#dashboard-charts): what the dashboard's charts
 * show, each figure counted by a list filter so that a bar or slice opens exactly its contracts —
 * the months ahead (`deadlineMonth`), yearly value by type and by supplier (`running`), contracts
 * by status (`status`). Grouped in the database: a few index scans at 100,000 contracts.
 */
import { and, count, desc, eq, isNotNull, ne, type SQL, sql, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roundToCents } from '../../src/schema/amounts';
import { toCents } from '../../src/schema/billing';
import { addMonths, CONTRACT_STATUSES, dayOf } from '../../src/schema/contract-dates';
import { contracts } from '../../src/schema/resources/contracts';
import { authorize, grantWhere } from '../resources/access';
import type { Env } from '../resources/write';
import { countableContracts } from './countable';
import { deadlineMonthCondition, runningCondition } from './filters';
import { refreshTerms } from './terms';

/** The months ahead the deadline chart shows, this one included. */
export const CHART_MONTHS = 12;
/** Suppliers named in the value chart; the rest are summed as one. */
export const TOP_SUPPLIERS = 10;

const named = z.object({ id: z.number().int(), name: z.string() });
const chartsAnswer = z.object({
  /** Per month (YYYY-MM) the contracts with a deadline in it from today on, per supplier type. */
  months: z.array(
    z.object({ month: z.string(), types: z.array(named.extend({ contracts: z.number().int() })) }),
  ),
  /** Yearly value excl. VAT (euros) of the running contracts, per type, largest first. */
  valueByType: z.array(named.extend({ value: z.number() })),
  /** The same per supplier, the TOP_SUPPLIERS largest, and what the others add up to. */
  valueBySupplier: z.array(named.extend({ value: z.number() })),
  otherSuppliersValue: z.number(),
  /** Contracts per status, archived ones left out. */
  byStatus: z.array(z.object({ status: z.enum(CONTRACT_STATUSES), contracts: z.number().int() })),
});
export type ContractCharts = z.infer<typeof chartsAnswer>;

const euros = (value: unknown): number => (value == null ? 0 : toCents(String(value)) / 100);

export function chartRoutes(app: FastifyInstance, env: Env): void {
  const table = env.registry.table(contracts);
  const c = env.registry.columns(contracts);
  const types = env.registry.table('supplier-types');
  const t = env.registry.columns('supplier-types');

  /** The yearly value of the running contracts that `where` selects, grouped by `key` (with its name). */
  const valueBy = (where: SQL | undefined, today: string, key: 'supplierType' | 'supplier') => {
    const name = key === 'supplierType' ? t.name : c.supplierName;
    const query = env.db
      .select({ id: c[key], name: sql<string>`min(${name})`, value: sum(c.yearlyValue) })
      .from(table)
      .where(and(where, runningCondition(c, today), isNotNull(c.yearlyValue)))
      .groupBy(c[key])
      .orderBy(desc(sum(c.yearlyValue)));
    return key === 'supplierType' ? query.leftJoin(types, eq(t.id, c.supplierType)) : query;
  };

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/contracts/charts',
      { schema: { tags: ['contracts'], response: { 200: chartsAnswer } } },
      async (request) => {
        const grant = authorize(request.auth, countableContracts, 'list');
        await refreshTerms(env);
        const where = grantWhere(env.registry, contracts, grant);
        const today = dayOf(env.now());
        const firsts = Array.from({ length: CHART_MONTHS }, (_, index) =>
          addMonths(`${today.slice(0, 7)}-01`, index),
        );
        const monthRows = await Promise.all(
          firsts.map((first) =>
            env.db
              .select({ id: c.supplierType, name: sql<string>`min(${t.name})`, contracts: count() })
              .from(table)
              .leftJoin(types, eq(t.id, c.supplierType))
              .where(and(where, deadlineMonthCondition(c, today, first.slice(0, 7))))
              .groupBy(c.supplierType),
          ),
        );
        const [byType, bySupplier, statuses, [total]] = await Promise.all([
          valueBy(where, today, 'supplierType'),
          valueBy(where, today, 'supplier'),
          env.db
            .select({ status: c.storedStatus, contracts: count() })
            .from(table)
            .where(and(where, ne(c.storedStatus, 'archived')))
            .groupBy(c.storedStatus),
          env.db
            .select({ value: sum(c.yearlyValue) })
            .from(table)
            .where(and(where, runningCondition(c, today))),
        ]);
        const suppliers = bySupplier.map((row) => ({
          id: row.id as number,
          name: row.name,
          value: euros(row.value),
        }));
        const top = suppliers.slice(0, TOP_SUPPLIERS);
        const counted = new Map(statuses.map((row) => [row.status as string, row.contracts]));
        return {
          months: firsts.map((first, index) => ({
            month: first.slice(0, 7),
            types: monthRows[index]
              .map((row) => ({ id: row.id as number, name: row.name ?? '', contracts: row.contracts }))
              .sort((a, b) => a.name.localeCompare(b.name, 'nl')),
          })),
          valueByType: byType.map((row) => ({
            id: row.id as number,
            name: row.name ?? '',
            value: euros(row.value),
          })),
          valueBySupplier: top,
          otherSuppliersValue: roundToCents(
            euros(total.value) - top.reduce((sum, row) => sum + row.value, 0),
          ),
          byStatus: CONTRACT_STATUSES.filter((status) => status !== 'archived').map((status) => ({
            status,
            contracts: counted.get(status) ?? 0,
          })),
        };
      },
    );
}
