/** A company's subscription is active when today (Dutch calendar) lies within its dates. */
import { and, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { subscriptions } from '../db/schema';

/** 'YYYY-MM-DD' of a moment, in the Dutch calendar day the product lives in. */
export const dayOf = (at: Date): string => at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });

const activeOn = (day: string) =>
  and(lte(subscriptions.startsAt, day), or(isNull(subscriptions.endsAt), gte(subscriptions.endsAt, day)));

/** SQL boolean: does the company in `companyId` have an active subscription at `now`? */
export const hasActiveSubscription = (companyId: PgColumn, now: Date): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.companyId} = ${companyId} and ${activeOn(dayOf(now))})`;

export async function activeSubscription(db: Database, companyId: number | null, now: Date) {
  if (companyId === null) return null;
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), activeOn(dayOf(now))))
    .orderBy(desc(subscriptions.startsAt))
    .limit(1);
  return row ?? null;
}
