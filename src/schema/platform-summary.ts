/** The platform dashboard's numbers (GET /api/platform/summary), shared by the API and the app. */
import { z } from 'zod';

const amount = z.number().int().min(0);

export const PLATFORM_SUMMARY = z.object({
  /** The Dutch calendar month the numbers are of, 'YYYY-MM' (the invoices card's filter). */
  month: z.string(),
  companies: amount,
  activeSubscriptions: amount,
  /** The plans' monthly prices of the active subscriptions, in euros excl. VAT. */
  monthlyRecurringRevenue: z.number().min(0),
  invoicesThisMonth: amount,
  contractsTotal: amount,
  mailsFailed: amount,
  /** Offer requests sent to sponsors that have no offer yet. */
  offerRequestsSent: amount,
  /** Offers no company has decided on yet. */
  offersNew: amount,
});

export type PlatformSummary = z.infer<typeof PLATFORM_SUMMARY>;

export type PlatformNumber = Exclude<keyof PlatformSummary, 'month'>;

/** The list each number counts, as a react-admin address with its `?filter=`. */
export const platformNumberLink = (name: PlatformNumber, month: string): string => {
  const filtered = (path: string, filter: Record<string, unknown>) =>
    `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  switch (name) {
    case 'companies':
      return '/companies';
    case 'activeSubscriptions':
    case 'monthlyRecurringRevenue':
      return filtered('/subscriptions', { active: true });
    case 'invoicesThisMonth':
      return filtered('/invoices', { month });
    case 'contractsTotal':
      return '/contracts';
    case 'mailsFailed':
      return filtered('/mails', { status: 'failed' });
    case 'offerRequestsSent':
      return filtered('/offer-requests', { status: 'sent' });
    case 'offersNew':
      return filtered('/offers', { status: 'new' });
  }
};
