/**
 * Non-binding offers from sponsors (docs/requirements.md#offers): the states of a request and an
 * offer, when a contract asks for offers, and how an offer compares with the contract. Pure and
 * shared by the server (scheduler, links, routes) and the app (contract page, sponsor's form).
 */
import { formatEuro } from '../i18n/format';
import { roundToCents } from './amounts';
import { addDays } from './contract-dates';

/**
 * open: made, no sponsor reached yet; sent: at least one sponsor has the request; offered: at least
 * one offer came in; expired: the notice deadline passed before an offer; withdrawn: the opt-in was
 * turned off or the contract archived, nothing more is shared.
 */
export const REQUEST_STATUSES = ['open', 'sent', 'offered', 'expired', 'withdrawn'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The states in which a request still takes offers and a sponsor's link works. */
export const LIVE_REQUEST_STATUSES = ['open', 'sent', 'offered'] as const satisfies readonly RequestStatus[];

export const OFFER_STATUSES = ['new', 'interested', 'declined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Days before the notice deadline a request goes out, for a supplier type that sets none. */
export const DEFAULT_OFFER_WINDOW_DAYS = 120;

/** A yearly price beyond this is a typing error, not an offer. */
export const OFFER_MAX_PRICE = 10_000_000;

export interface OfferEligibility {
  archived: boolean;
  offersOptIn: boolean;
  /** The supplier type's flag "suitable for purchasing advice". */
  purchasingAdvice: boolean;
  /** The current term's notice deadline, 'YYYY-MM-DD'; null for a contract without one. */
  noticeDeadline: string | null;
  /** The supplier type's request window in days (null: DEFAULT_OFFER_WINDOW_DAYS). */
  offerWindowDays: number | null;
}

/** The first day a request for this deadline may go out. */
export const requestOpensOn = (noticeDeadline: string, windowDays: number | null): string =>
  addDays(noticeDeadline, -(windowDays ?? DEFAULT_OFFER_WINDOW_DAYS));

/**
 * Whether a contract asks for offers today: not archived, opted in, of a type suitable for
 * purchasing advice, and its notice deadline still ahead (today counts) within the type's window.
 * The scheduler's query (server/offers/requests.ts) is the same rule in SQL.
 */
export const asksForOffers = (contract: OfferEligibility, today: string): boolean =>
  !contract.archived &&
  contract.offersOptIn &&
  contract.purchasingAdvice &&
  contract.noticeDeadline !== null &&
  today <= contract.noticeDeadline &&
  requestOpensOn(contract.noticeDeadline, contract.offerWindowDays) <= today;

/**
 * What an offer saves (negative) or costs extra against the contract's yearly value: euros and the
 * percentage of that value (one decimal); null without a yearly value to compare with.
 */
export function offerDifference(
  yearlyPrice: number,
  yearlyValue: number | null,
): { euros: number; percent: number } | null {
  if (yearlyValue === null || yearlyValue <= 0) return null;
  const euros = roundToCents(yearlyPrice - yearlyValue);
  return { euros, percent: Math.round((euros / yearlyValue) * 1000) / 10 };
}

/**
 * The filled-in specifications of a contract as a sponsor reads them: label and value, a yes/no
 * field's stored 'true'/'false' as 'Ja'/'Nee' (the mails and the form are Dutch).
 */
export const sharedSpecifications = (
  specifications: readonly { label: string; value: unknown }[] | null,
): { label: string; value: string }[] =>
  (specifications ?? [])
    .map((item) => ({ label: item.label, value: item.value === null ? '' : String(item.value).trim() }))
    .filter((item) => item.value !== '')
    .map((item) => ({
      ...item,
      value: item.value === 'true' ? 'Ja' : item.value === 'false' ? 'Nee' : item.value,
    }));

/** What names an offer in lists and titles: its sponsor and yearly price. */
export const offerTitle = (sponsorName: string, yearlyPrice: number): string =>
  `${sponsorName} · ${formatEuro(yearlyPrice)}`;
