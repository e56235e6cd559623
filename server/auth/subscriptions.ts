/**
 * A company's subscription is active when today (Dutch calendar) lies within its dates
 * (src/schema/resources/subscriptions.ts). The sign-in session, the access rules and the billing
 * run all ask these functions.
 */
import {
  and,
  desc,
  eq,
  getTableColumns,
  gte,
  isNull,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { dayOf } from '../../src/schema/contract-dates';
import type { Database } from '../db/client';
import { resourceTables } from '../db/resource-tables';

/** 'YYYY-MM-DD' of a moment, in the Dutch calendar day the product lives in (the shared date rules). */
export { dayOf };

export const subscriptionsTable = resourceTables.subscriptions;
export const plansTable = resourceTables.plans;
export const subscriptionColumns = getTableColumns(subscriptionsTable) as Record<string, PgColumn>;
export const planColumns = getTableColumns(plansTable) as Record<string, PgColumn>;

/** SQL boolean: is the subscription row active on `day` (a day, or a placeholder of a prepared query)? */
export const activeOn = (day: string | Placeholder): SQL | undefined =>
  and(
    lte(subscriptionColumns.startsAt, day),
    or(isNull(subscriptionColumns.endsAt), gte(subscriptionColumns.endsAt, day)),
  );

/** SQL boolean: does the company in `companyId` have an active subscription at `now` (or on a day)? */
export const hasActiveSubscription = (companyId: PgColumn, now: Date | Placeholder): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${subscriptionsTable} where ${subscriptionColumns.companyId} = ${companyId} and ${activeOn(now instanceof Date ? dayOf(now) : now)})`;

export interface ActiveSubscription {
  id: number;
  companyId: number;
  startsAt: string;
  endsAt: string | null;
  cancelledOn: string | null;
  plan: {
    id: number;
    name: string;
    monthlyPrice: number;
    maxUsers: number | null;
    maxContracts: number | null;
  };
}

/**
 * The query of the subscription active on `day` of a company (an id, or a column of an outer
 * query, e.g. the profile's lateral join), the newest first, with its plan: one row at most. `day`
 * may be a placeholder of a prepared query.
 */
export function activeSubscriptionQuery(
  db: Database,
  companyId: number | PgColumn,
  day: string | Placeholder,
) {
  return db
    .select({
      id: subscriptionColumns.id,
      companyId: subscriptionColumns.companyId,
      startsAt: subscriptionColumns.startsAt,
      endsAt: subscriptionColumns.endsAt,
      cancelledOn: subscriptionColumns.cancelledOn,
      // Named apart from the subscription's id and the company's name (as a lateral subquery).
      planId: sql<number>`${planColumns.id}`.as('plan_id'),
      planName: sql<string>`${planColumns.name}`.as('plan_name'),
      monthlyPrice: planColumns.monthlyPrice,
      maxUsers: planColumns.maxUsers,
      maxContracts: planColumns.maxContracts,
    })
    .from(subscriptionsTable)
    .innerJoin(plansTable, eq(planColumns.id, subscriptionColumns.plan))
    .where(and(eq(subscriptionColumns.companyId, companyId), activeOn(day)))
    .orderBy(desc(subscriptionColumns.startsAt))
    .limit(1);
}

/** A row of activeSubscriptionQuery as an ActiveSubscription; null for no row (or a left join's nulls). */
export function activeSubscriptionOf(row: Record<string, unknown> | undefined): ActiveSubscription | null {
  if (!row || row.id === null || row.id === undefined) return null;
  return {
    id: row.id as number,
    companyId: row.companyId as number,
    startsAt: row.startsAt as string,
    endsAt: (row.endsAt as string | null) ?? null,
    cancelledOn: (row.cancelledOn as string | null) ?? null,
    plan: {
      id: row.planId as number,
      name: row.planName as string,
      monthlyPrice: Number(row.monthlyPrice),
      maxUsers: (row.maxUsers as number | null) ?? null,
      maxContracts: (row.maxContracts as number | null) ?? null,
    },
  };
}

/** The company's subscription active at `now`, with its plan; null without one. */
export async function activeSubscription(
  db: Database,
  companyId: number | null,
  now: Date,
): Promise<ActiveSubscription | null> {
  if (companyId === null) return null;
  const [row] = await activeSubscriptionQuery(db, companyId, dayOf(now));
  return activeSubscriptionOf(row);
}
