/** What GET /api/subscription answers (server/subscriptions/overview.ts builds it; the subscription page reads it). */

/** active: runs on or changes plan; cancelled: ends on a date with nothing after it; none: no subscription today. */
export type SubscriptionStatus = 'active' | 'cancelled' | 'none';
export interface PlanView {
  id: number;
  name: string;
  /** Euros per month, excluding VAT. */
  monthlyPrice: number;
  monthlyPriceInclVat: number;
  maxUsers: number | null;
  maxContracts: number | null;
}

export interface CompanyDetails {
  id: number;
  name: string;
  kvkNumber: string;
  vatNumber: string;
  address: string;
  zipcode: string;
  city: string;
  billingEmail: string;
  /** Only for the company admin. */
  iban: string | null;
}

export interface CurrentSubscription {
  id: number;
  plan: PlanView;
  startsAt: string;
  endsAt: string | null;
  cancelledOn: string | null;
  pendingChange: { plan: PlanView; startsAt: string } | null;
}

export type PlanLimitField = 'maxUsers' | 'maxContracts';

export interface Usage {
  count: number;
  /** null: unlimited. */
  limit: number | null;
  /** The plan's field that caps this count. */
  planField: PlanLimitField;
}

/** The first cap of `plan` that today's counts exceed (a company must fit the plan it starts or moves to), or null. */
export function exceededLimit(
  plan: PlanView,
  usage: Record<string, Usage>,
): { planField: PlanLimitField; count: number; limit: number } | null {
  for (const { planField, count } of Object.values(usage)) {
    const limit = plan[planField];
    if (limit !== null && count > limit) return { planField, count, limit };
  }
  return null;
}

export interface SubscriptionOverview {
  company: CompanyDetails;
  status: SubscriptionStatus;
  subscription: CurrentSubscription | null;
  usage: Record<string, Usage>;
  plans: PlanView[];
  /** Only for the company admin. */
  invoices: { id: number; number: string; date: string; total: number }[] | null;
  /** Where the terms to accept are published (the operator's TERMS_URL), or null. */
  termsUrl: string | null;
}
