/**
 * The reads and writes the subscription routes share: plans with their prices incl. VAT, the
 * pending plan change, usage against the plan's limits, and subscription rows written through the
 * declaration's own checks (overlap, end before start, an inactive plan).
 */
import { and, asc, desc, eq, getTableColumns, gt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { toCents, vatOf } from '../../src/schema/billing';
import type { AccessContext, PlanLimit, Resource, Row } from '../../src/schema/dsl';
import { subscriptions } from '../../src/schema/resources/subscriptions';
import type { PlanView, Usage } from '../../src/schema/subscription-overview';
import { planColumns, plansTable, subscriptionColumns, subscriptionsTable } from '../auth/subscriptions';
import { resourceTables } from '../db/resource-tables';
import { type Executor, hookContext, hooksOf } from '../resources/hooks';
import type { Env } from '../resources/write';
import { countTowardsLimit } from './limits';

export const planView = (plan: Record<string, unknown>): PlanView => {
  const cents = toCents(plan.monthlyPrice as string | number);
  return {
    id: plan.id as number,
    name: plan.name as string,
    monthlyPrice: cents / 100,
    monthlyPriceInclVat: (cents + vatOf(cents)) / 100,
    maxUsers: (plan.maxUsers as number | null) ?? null,
    maxContracts: (plan.maxContracts as number | null) ?? null,
  };
};

export async function activePlans(db: Executor): Promise<PlanView[]> {
  const rows = await db
    .select()
    .from(plansTable)
    .where(eq(planColumns.active, true))
    .orderBy(asc(planColumns.monthlyPrice), asc(planColumns.id));
  return (rows as Record<string, unknown>[]).map(planView);
}

/** A plan by id, or null when it does not exist. */
export async function planById(db: Executor, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await db.select().from(plansTable).where(eq(planColumns.id, id));
  return (row as Record<string, unknown> | undefined) ?? null;
}

/** The subscription that follows today's (a plan change from the next period), with its plan. */
export async function pendingChange(db: Executor, companyId: number, today: string) {
  const [row] = await db
    .select({ id: subscriptionColumns.id, startsAt: subscriptionColumns.startsAt, plan: plansTable })
    .from(subscriptionsTable)
    .innerJoin(plansTable, eq(planColumns.id, subscriptionColumns.plan))
    .where(and(eq(subscriptionColumns.companyId, companyId), gt(subscriptionColumns.startsAt, today)))
    .orderBy(asc(subscriptionColumns.startsAt))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id as number,
    startsAt: row.startsAt as string,
    plan: planView(row.plan as Record<string, unknown>),
  };
}

/** Removes the subscriptions that start after today: a pending change. */
export async function dropPending(db: Executor, companyId: number, today: string): Promise<void> {
  await db
    .delete(subscriptionsTable)
    .where(and(eq(subscriptionColumns.companyId, companyId), gt(subscriptionColumns.startsAt, today)));
}

type Limited = Resource & { planLimit: PlanLimit };

/** The declared resources a plan caps (users, contracts). */
export const limitedResources = (env: Env): Limited[] =>
  [...env.registry.resources.values()].filter((resource): resource is Limited => resource.planLimit !== null);

/** Per capped resource: how many rows count and the plan's cap (null: unlimited or no plan). */
export async function usageOf(env: Env, db: Executor, companyId: number, plan: PlanView | null) {
  const entries = await Promise.all(
    limitedResources(env).map(async (resource) => [
      resource.name,
      {
        count: await countTowardsLimit(db, env.registry, resource, companyId),
        limit: plan ? plan[resource.planLimit.limit] : null,
        planField: resource.planLimit.limit,
      },
    ]),
  );
  return Object.fromEntries(entries) as Record<string, Usage>;
}

/** The company's most recent invoices (the PDF is at /api/invoices/:id/pdf). */
export async function recentInvoices(db: Executor, companyId: number, limit = 6) {
  const table = resourceTables.invoices;
  const c = getTableColumns(table) as Record<string, PgColumn>;
  const rows = await db
    .select({ id: c.id, number: c.number, date: c.date, total: c.total })
    .from(table)
    .where(eq(c.companyId, companyId))
    .orderBy(desc(c.date), desc(c.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id as number,
    number: row.number as string,
    date: row.date as string,
    total: Number(row.total),
  }));
}

/**
 * Inserts (existing null) or updates a subscription row after the declaration's checks, as the
 * generic API would: a clash is the same 400 there and here.
 */
export async function writeSubscription(
  env: Env,
  db: Executor,
  access: AccessContext,
  values: Record<string, unknown>,
  existing: Row | null,
): Promise<void> {
  const context = hookContext(db, env.registry, access, env.now);
  // The plan is passed on an update too, so the "inactive plan" check only fires for a new one.
  const next = existing ? { plan: existing.plan, ...values } : values;
  const checked = (await hooksOf(subscriptions).beforeSave?.(context, next, existing)) ?? next;
  if (existing) {
    await db
      .update(subscriptionsTable)
      .set({ ...checked, updatedAt: env.now() } as never)
      .where(eq(subscriptionColumns.id, existing.id));
  } else {
    await db.insert(subscriptionsTable).values(checked as never);
  }
}

/** One subscription row by id (for writeSubscription's `existing`). */
export async function subscriptionRow(db: Executor, id: number): Promise<Row> {
  const [row] = await db.select().from(subscriptionsTable).where(eq(subscriptionColumns.id, id));
  return row as Row;
}
