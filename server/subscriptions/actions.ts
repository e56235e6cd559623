/**
 * Start, change and cancel a company's subscription, each in one transaction with the company row
 * locked. Invoices are monthly in advance, so a change takes effect on the 1st of next month and a
 * cancellation ends the subscription at the end of this month (the paid period).
 */
import { eq } from 'drizzle-orm';
import { monthPeriod } from '../../src/schema/billing';
import { addDays } from '../../src/schema/contract-dates';
import type { AccessContext } from '../../src/schema/dsl';
import { prefixErrors } from '../../src/schema/onboarding';
import { companies as companyResource } from '../../src/schema/resources/companies';
import { exceededLimit, type PlanView } from '../../src/schema/subscription-overview';
import { type AuditAction, audit } from '../auth/audit';
import { activeSubscription, dayOf } from '../auth/subscriptions';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import { badRequest } from '../http/errors';
import type { Executor } from '../resources/hooks';
import { type Env, uniqueErrors } from '../resources/write';
import { lockCompany } from './limits';
import { subscriptionError } from './messages';
import {
  dropPending,
  pendingChange,
  planById,
  planView,
  subscriptionRow,
  usageOf,
  writeSubscription,
} from './store';

export interface Actor {
  access: AccessContext;
  ipAddress: string;
}

export type CompanyInput = Record<keyof (typeof companyResource)['meta'], string>;

const conflict = (path: string, values: Record<string, string | number> = {}) =>
  subscriptionError(409, path, values);

/** An active plan by id, or a 400 on the `plan` field. */
async function choosablePlan(db: Executor, id: number) {
  const plan = await planById(db, id);
  if (plan?.active !== true) throw badRequest({ plan: 'app.subscription.errors.plan' });
  return planView(plan);
}

async function inTransaction(
  env: Env,
  actor: Actor,
  companyId: number,
  action: AuditAction,
  work: (tx: Executor, today: string) => Promise<Record<string, unknown>>,
): Promise<void> {
  await env.db.transaction(async (tx) => {
    const db = tx as unknown as Executor;
    await lockCompany(db, companyId);
    const detail = await work(db, dayOf(env.now()));
    await audit(tx as unknown as Database, {
      action,
      actorId: actor.access.userId,
      ipAddress: actor.ipAddress,
      at: env.now(),
      detail: { companyId, ...detail },
    });
  });
}

/** A 400 with the numbers when the company has more users or contracts than the plan allows. */
async function requireRoomFor(env: Env, db: Executor, companyId: number, plan: PlanView) {
  const exceeded = exceededLimit(plan, await usageOf(env, db, companyId, plan));
  if (exceeded)
    throw subscriptionError(400, `too_many.${exceeded.planField}`, {
      count: exceeded.count,
      limit: exceeded.limit,
      plan: plan.name,
    });
}

/** Billing details, accepted terms and a subscription from today that runs on, on a plan the company fits. */
export async function startSubscription(
  env: Env,
  actor: Actor,
  companyId: number,
  planId: number,
  company: CompanyInput,
): Promise<void> {
  await inTransaction(env, actor, companyId, 'subscription_start', async (db, today) => {
    if (await activeSubscription(db as Database, companyId, env.now())) throw conflict('api.already');
    const plan = await choosablePlan(db, planId);
    await requireRoomFor(env, db, companyId, plan);
    const taken = await uniqueErrors({ ...env, db: db as Database }, companyResource, company, null, {
      id: companyId,
    });
    if (Object.keys(taken).length > 0) throw badRequest(prefixErrors('company', taken));
    await db
      .update(companies)
      .set({
        ...company,
        termsAcceptedAt: env.now(),
        termsAcceptedBy: actor.access.userId,
        updatedAt: env.now(),
      })
      .where(eq(companies.id, companyId));
    await writeSubscription(
      env,
      db,
      actor.access,
      { companyId, plan: plan.id, startsAt: today, endsAt: null },
      null,
    );
    return { plan: plan.name, startsAt: today };
  });
}

/** The current subscription, or 409: changing and cancelling need one. */
async function currentOf(env: Env, db: Executor, companyId: number) {
  const current = await activeSubscription(db as Database, companyId, env.now());
  if (!current) throw conflict('api.none');
  return current;
}

/**
 * The plan from the next period on: this subscription ends at the end of the month and one on the
 * new plan starts on the 1st, replacing an earlier pending change. Choosing the current plan
 * withdraws a pending change. A plan below today's usage is a 400 with the numbers.
 */
export async function changeSubscription(env: Env, actor: Actor, companyId: number, planId: number) {
  await inTransaction(env, actor, companyId, 'subscription_change', async (db, today) => {
    const current = await currentOf(env, db, companyId);
    const pending = await pendingChange(db, companyId, today);
    if (current.endsAt !== null && !pending) throw conflict('api.ends', { date: current.endsAt });
    const plan = await choosablePlan(db, planId);
    const row = await subscriptionRow(db, current.id);
    await dropPending(db, companyId, today);
    if (plan.id === current.plan.id) {
      await writeSubscription(env, db, actor.access, { endsAt: null }, row);
      return { plan: plan.name, withdrawn: pending?.plan.name ?? null };
    }
    await requireRoomFor(env, db, companyId, plan);
    const { end } = monthPeriod(today);
    const startsAt = addDays(end, 1);
    await writeSubscription(env, db, actor.access, { endsAt: end }, row);
    await writeSubscription(
      env,
      db,
      actor.access,
      { companyId, plan: plan.id, startsAt, endsAt: null },
      null,
    );
    return { from: current.plan.name, plan: plan.name, startsAt };
  });
}

/** Ends the subscription at the end of the paid period (this month, or earlier if so set). */
export async function cancelSubscription(env: Env, actor: Actor, companyId: number) {
  await inTransaction(env, actor, companyId, 'subscription_cancel', async (db, today) => {
    const current = await currentOf(env, db, companyId);
    if (current.cancelledOn !== null) throw conflict('api.already_cancelled', { date: current.endsAt ?? '' });
    const { end } = monthPeriod(today);
    const endsAt = current.endsAt !== null && current.endsAt < end ? current.endsAt : end;
    await dropPending(db, companyId, today);
    // cancelledOn is read-only in the API; this call is the one that sets it.
    await writeSubscription(
      env,
      db,
      actor.access,
      { endsAt, cancelledOn: today },
      await subscriptionRow(db, current.id),
    );
    return { plan: current.plan.name, endsAt };
  });
}
