/**
 * GET /api/platform/summary (platform admins): the numbers of the platform dashboard, each the
 * count (or sum) of the list its card opens.
 */
import { and, count, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roundToCents } from '../../src/schema/amounts';
import { PLATFORM_SUMMARY, type PlatformSummary } from '../../src/schema/platform-summary';
import { platformAdminOnly } from '../auth/context';
import {
  activeOn,
  dayOf,
  planColumns,
  plansTable,
  subscriptionColumns,
  subscriptionsTable,
} from '../auth/subscriptions';
import type { Database } from '../db/client';
import { resourceTables } from '../db/resource-tables';
import { companies, mails } from '../db/schema';

const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, PgColumn>;
const invoices = resourceTables.invoices;
const contracts = resourceTables.contracts;
const offerRequests = resourceTables['offer-requests'];
const offers = resourceTables.offers;

/** The first day of the month after `month` ('YYYY-MM'), as 'YYYY-MM-DD'. */
const nextMonthStart = (month: string): string => {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
};

async function countOf(db: Database, table: PgTable, where?: ReturnType<typeof and>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

export async function platformSummary(db: Database, now: Date): Promise<PlatformSummary> {
  const today = dayOf(now);
  const month = today.slice(0, 7);
  const invoiceDate = columnsOf(invoices).date;
  const [recurring] = await db
    .select({ n: count(), sum: sql<string | null>`sum(${planColumns.monthlyPrice})` })
    .from(subscriptionsTable)
    .innerJoin(plansTable, eq(planColumns.id, subscriptionColumns.plan))
    .where(activeOn(today));
  return {
    month,
    companies: await countOf(db, companies),
    activeSubscriptions: Number(recurring?.n ?? 0),
    // Sums of numeric(14,2) come back as text; cents keep a float's rounding out of the total.
    monthlyRecurringRevenue: roundToCents(Number(recurring?.sum ?? 0)),
    invoicesThisMonth: await countOf(
      db,
      invoices,
      and(gte(invoiceDate, `${month}-01`), lt(invoiceDate, nextMonthStart(month))),
    ),
    // What /contracts lists: the contracts that are not archived.
    contractsTotal: await countOf(db, contracts, eq(columnsOf(contracts).archived, false)),
    mailsFailed: await countOf(db, mails, eq(mails.status, 'failed')),
    offerRequestsSent: await countOf(db, offerRequests, eq(columnsOf(offerRequests).status, 'sent')),
    offersNew: await countOf(db, offers, eq(columnsOf(offers).status, 'new')),
  };
}

export function summaryRoute(app: FastifyInstance, deps: { db: Database; now: () => Date }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/platform/summary',
      { ...platformAdminOnly, schema: { tags: ['platform'], response: { 200: PLATFORM_SUMMARY } } },
      async () => platformSummary(deps.db, deps.now()),
    );
}
