/** What the subscription page shows (GET /api/subscription), for one company. */
import { eq } from 'drizzle-orm';
import { COMPANY_FIELDS } from '../../src/schema/resources/companies';
import type {
  CompanyDetails,
  SubscriptionOverview,
  SubscriptionStatus,
} from '../../src/schema/subscription-overview';
import { activeSubscription, dayOf } from '../auth/subscriptions';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import type { Executor } from '../resources/hooks';
import type { Env } from '../resources/write';
import { activePlans, pendingChange, planById, planView, recentInvoices, usageOf } from './store';

/**
 * `billing`: the caller may see the bank account and invoices (a company admin, a platform admin);
 * `termsUrl`: where the terms to accept are (config `seller.termsUrl`).
 * A subscription is 'cancelled' when it ends on a date and nothing follows it.
 */
export async function subscriptionOverview(
  env: Env,
  db: Executor,
  companyId: number,
  billing: boolean,
  termsUrl: string | null,
): Promise<SubscriptionOverview> {
  const now = env.now();
  const today = dayOf(now);
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const current = await activeSubscription(db as Database, companyId, now);
  const pending = current ? await pendingChange(db, companyId, today) : null;
  const plan = current ? planView((await planById(db, current.plan.id)) ?? current.plan) : null;
  const status: SubscriptionStatus = !current
    ? 'none'
    : current.endsAt !== null && !pending
      ? 'cancelled'
      : 'active';
  return {
    company: {
      id: company.id,
      ...(Object.fromEntries(COMPANY_FIELDS.map((field) => [field, company[field]])) as Omit<
        CompanyDetails,
        'id' | 'iban'
      >),
      iban: billing ? company.iban : null,
    },
    status,
    subscription:
      current && plan
        ? {
            id: current.id,
            plan,
            startsAt: current.startsAt,
            endsAt: current.endsAt,
            cancelledOn: current.cancelledOn,
            pendingChange: pending ? { plan: pending.plan, startsAt: pending.startsAt } : null,
          }
        : null,
    usage: await usageOf(env, db, companyId, plan),
    plans: await activePlans(db),
    invoices: billing ? await recentInvoices(db, companyId) : null,
    termsUrl,
  };
}
