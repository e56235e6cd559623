/**
 * Plan limits (a declaration's `planLimit`, src/schema/dsl.ts): how many of a company's rows count
 * towards its plan, and the engine's check when a save makes one more row count.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Resource, Row } from '../../src/schema/dsl';
import { activeSubscription } from '../auth/subscriptions';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import { rowFilterSql, satisfies } from '../resources/conditions';
import type { Executor } from '../resources/hooks';
import type { Registry } from '../resources/registry';
import { subscriptionError, text } from './messages';

/** How many of the company's rows of `resource` count towards its plan limit (none without one). */
export async function countTowardsLimit(
  db: Executor,
  registry: Registry,
  resource: Resource,
  companyId: number,
): Promise<number> {
  if (!resource.planLimit) return 0;
  const columns = registry.columns(resource);
  const [row] = await db
    .select({ n: count() })
    .from(registry.table(resource))
    .where(and(eq(columns.companyId, companyId), rowFilterSql(resource, columns, resource.planLimit.counts)));
  return Number(row?.n ?? 0);
}

/** Locks the company row until the transaction ends: its plan-bound changes happen one at a time. */
export const lockCompany = (db: Executor, companyId: number) =>
  db.execute(sql`select ${companies.id} from ${companies} where ${companies.id} = ${companyId} for update`);

/**
 * Whether a save may add a counted row: a create, or an update of a row that did not count (an
 * inactive user). Such saves lock the company row first (before the write, whose foreign key
 * would otherwise take a lock that two concurrent saves then wait on in turn), so two saves for
 * one company count one after the other and cannot both pass.
 */
export async function lockForLimit(
  db: Executor,
  resource: Resource,
  companyId: number | null,
  existing: Row | null,
): Promise<boolean> {
  const limit = resource.planLimit;
  if (!limit || companyId === null || (existing && satisfies(existing, limit.counts))) return false;
  await lockCompany(db, companyId);
  return true;
}

/** After the write (same transaction, company locked): a 400 when the saved row exceeds the plan. */
export async function checkPlanLimit(
  db: Executor,
  registry: Registry,
  resource: Resource,
  row: Row,
  now: Date,
): Promise<void> {
  const limit = resource.planLimit;
  const companyId = row.companyId as number | null;
  if (!limit || companyId === null || !satisfies(row, limit.counts)) return;
  const excess = await planExcess(db, registry, resource, companyId, now);
  if (excess) throw subscriptionError(400, `limits.${limit.limit}`, excess.values);
}

/** How far a company is over its plan, and why: an i18n key with its values, and its Dutch text. */
export interface PlanExcess {
  over: number;
  key: string;
  values: { plan: string; limit: number };
  message: string;
}

/**
 * How far the company's rows of `resource` are over its plan now (company locked), with the
 * plan's text; null within the plan, or without a plan to cap it (a company without an active
 * subscription: a platform admin preparing one).
 */
export async function planExcess(
  db: Executor,
  registry: Registry,
  resource: Resource,
  companyId: number,
  now: Date,
  /** Rows that count and are not stored (an import's rolled-back batches). */
  pending = 0,
): Promise<PlanExcess | null> {
  const limit = resource.planLimit;
  if (!limit) return null;
  const subscription = await activeSubscription(db as Database, companyId, now);
  const max = subscription?.plan[limit.limit] ?? null;
  if (max === null) return null;
  const used = pending + (await countTowardsLimit(db, registry, resource, companyId));
  if (used <= max) return null;
  const values = { plan: subscription?.plan.name ?? '', limit: max };
  return {
    over: used - max,
    key: `app.subscription.limits.${limit.limit}`,
    values,
    message: text(`limits.${limit.limit}`, values),
  };
}
