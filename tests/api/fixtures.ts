/** Small helpers shared by the API tests: demo users, client addresses, audit rows, an image. */
import { asc, eq, sql } from 'drizzle-orm';
import {
  planColumns,
  plansTable,
  subscriptionColumns,
  subscriptionsTable,
} from '../../server/auth/subscriptions';
import { auditLog, sessions, users } from '../../server/db/schema';
import type { TestApp } from './harness';

export { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/seed/demo';

let lastAddress = 0;
/**
 * A client address of its own. Failed sign-ins (and reset requests) are also counted per address,
 * so a test that fails on purpose uses its own address and never throttles its neighbours.
 */
export const freshAddress = (): string => {
  lastAddress += 1;
  return `10.0.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

export async function userIdOf(t: TestApp, emailAddress: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.emailAddress})`, emailAddress.toLowerCase()));
  if (!row) throw new Error(`no user ${emailAddress}`);
  return row.id;
}

export const auditRows = (t: TestApp) => t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));

export async function sessionCount(t: TestApp, userId: number): Promise<number> {
  const rows = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.length;
}

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const dataUrl = (type: string, bytes: Buffer): string =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** What a stack trace or an internal error looks like in a body. */
export const STACK_TRACE = /\bat\s+\S+\s+\(|node_modules|\.ts:\d+|"stack"/;

/** Gives a company a subscription (on the plan named, one of the three every install has) from `startsAt`. */
export async function giveSubscription(
  t: TestApp,
  companyId: number,
  startsAt: string,
  planName = 'Basis',
): Promise<number> {
  const [plan] = await t.database.db.select().from(plansTable).where(eq(planColumns.name, planName));
  const [row] = await t.database.db
    .insert(subscriptionsTable)
    .values({ companyId, plan: (plan as { id: number }).id, startsAt } as never)
    .returning();
  return (row as { id: number }).id;
}

/** Ends every subscription of a company (their rows removed). */
export async function removeSubscriptions(t: TestApp, companyId: number): Promise<void> {
  await t.database.db.delete(subscriptionsTable).where(eq(subscriptionColumns.companyId, companyId));
}
