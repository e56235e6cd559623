/**
 * A company's subscription is active when today (Dutch calendar) lies within its dates
 * (src/schema/resources/subscriptions.ts). The sign-in session, the access rules and the billing
 * run all ask these functions.
 */
import { and, desc, eq, getTableColumns, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { resourceTables } from '../db/resource-tables';

/** 'YYYY-MM-DD' of a moment, in the Dutch calendar day the product lives in. */
export const dayOf = (at: Date): string => at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });

export const subscriptionsTable = resourceTables.subscriptions;
export const plansTable = resourceTables.plans;
export const subscriptionColumns = getTableColumns(subscriptionsTable) as Record<string, PgColumn>;
export const planColumns = getTableColumns(plansTable) as Record<string, PgColumn>;

/** SQL boolean: is the subscription row active on `day`? */
export const activeOn = (day: string): SQL | undefined =>
  and(
    lte(subscriptionColumns.startsAt, day),
    or(isNull(subscriptionColumns.endsAt), gte(subscriptionColumns.endsAt, day)),
  );

/** SQL boolean: does the company in `companyId` have an active subscription at `now`? */
export const hasActiveSubscription = (companyId: PgColumn, now: Date): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${subscriptionsTable} where ${subscriptionColumns.companyId} = ${companyId} and ${activeOn(dayOf(now))})`;

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

/** The company's subscription active at `now`, with its plan; null without one. */
export async function activeSubscription(
  db: Database,
  companyId: number | null,
  now: Date,
): Promise<ActiveSubscription | null> {
  if (companyId === null) return null;
  const [row] = await db
    .select({
      id: subscriptionColumns.id,
      companyId: subscriptionColumns.companyId,
      startsAt: subscriptionColumns.startsAt,
      endsAt: subscriptionColumns.endsAt,
      cancelledOn: subscriptionColumns.cancelledOn,
      planId: planColumns.id,
      planName: planColumns.name,
      monthlyPrice: planColumns.monthlyPrice,
      maxUsers: planColumns.maxUsers,
      maxContracts: planColumns.maxContracts,
    })
    .from(subscriptionsTable)
    .innerJoin(plansTable, eq(planColumns.id, subscriptionColumns.plan))
    .where(and(eq(subscriptionColumns.companyId, companyId), activeOn(dayOf(now))))
    .orderBy(desc(subscriptionColumns.startsAt))
    .limit(1);
  if (!row) return null;
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
