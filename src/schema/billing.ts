/**
 * The billing arithmetic, shared by the billing run (server/billing) and the app: calendar-month
 * periods invoiced in advance, pro rata by days when a subscription starts or ends inside a month,
 * amounts in whole cents rounded half up, 21 % VAT per invoice, numbers `YYYY-NNNNN`.
 */
import { addDays, type Day, daysBetween } from './contract-dates';

/** Dutch standard VAT, in percent (integer, so the arithmetic stays in whole cents). */
export const VAT_PERCENT = 21;
/** An invoice is due this many days after its date. */
export const PAYMENT_TERM_DAYS = 14;
/** Digits of the sequence part of an invoice number (more when a year needs them). */
const NUMBER_DIGITS = 5;

/** The days of one invoice, both ends included, inside one calendar month. */
export interface BillingPeriod {
  start: Day;
  end: Day;
}

export interface InvoiceAmounts {
  /** Cents, excluding VAT. */
  subtotal: number;
  vat: number;
  total: number;
}

/** A subscription's days, both ends included; `to` null runs on. */
export interface DayRange {
  from: Day;
  to: Day | null;
}

/** Whether two periods share a day ('YYYY-MM-DD' strings compare as dates). */
export const overlaps = (a: DayRange, b: DayRange): boolean =>
  (a.to === null || b.from <= a.to) && (b.to === null || a.from <= b.to);

/** Whether the period runs on `day` or later: a subscription that will still be invoiced. */
export const runsUntilOrAfter = (range: DayRange, day: Day): boolean => range.to === null || range.to >= day;

/** 'YYYY-MM' of a day. */
export const monthOf = (day: Day): string => day.slice(0, 7);

/** The first day of the month after `month` ('YYYY-MM'). */
const nextMonthStart = (month: string): Day => {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
};

/** Number of days of the month 'YYYY-MM'. */
export const daysInMonth = (month: string): number => daysBetween(`${month}-01`, nextMonthStart(month));

/** The whole calendar month of a day. */
export const monthPeriod = (day: Day): BillingPeriod => ({
  start: `${monthOf(day)}-01`,
  end: addDays(nextMonthStart(monthOf(day)), -1),
});

/**
 * The periods a subscription is invoiced for by `today`: every month from the one it starts in up
 * to and including today's month (in advance, and missed months caught up), each clipped to the
 * subscription's first and last day. Nothing when it starts after today's month.
 */
export function billingPeriods(
  subscription: { startsAt: Day; endsAt: Day | null },
  today: Day,
): BillingPeriod[] {
  const periods: BillingPeriod[] = [];
  const last = subscription.endsAt !== null && subscription.endsAt < today ? subscription.endsAt : today;
  for (let month = monthOf(subscription.startsAt); month <= monthOf(last); ) {
    const whole = monthPeriod(`${month}-01`);
    // biome-ignore lint/complexity/useMathMinMax: days are 'YYYY-MM-DD' strings, not numbers
    const start = subscription.startsAt > whole.start ? subscription.startsAt : whole.start;
    const end =
      subscription.endsAt !== null && subscription.endsAt < whole.end ? subscription.endsAt : whole.end;
    if (start <= end) periods.push({ start, end });
    month = monthOf(nextMonthStart(month));
  }
  return periods;
}

/**
 * What is still to invoice by `today`: each of `billingPeriods` less the days `invoiced` covers.
 * Invoices are never changed, so a start moved earlier, or an end moved later or taken away, inside
 * a month already invoiced adds an invoice for the days not yet invoiced only: no day twice.
 */
export function uninvoicedPeriods(
  subscription: { startsAt: Day; endsAt: Day | null },
  invoiced: readonly BillingPeriod[],
  today: Day,
): BillingPeriod[] {
  const byStart = [...invoiced].sort((a, b) => a.start.localeCompare(b.start));
  const pieces: BillingPeriod[] = [];
  for (const period of billingPeriods(subscription, today)) {
    let from = period.start;
    for (const done of byStart) {
      if (done.end < from || done.start > period.end) continue;
      if (done.start > from) pieces.push({ start: from, end: addDays(done.start, -1) });
      from = addDays(done.end, 1);
    }
    if (from <= period.end) pieces.push({ start: from, end: period.end });
  }
  return pieces;
}

/**
 * The periods before today's month that a save would have invoiced at the billing run's next turn:
 * a start in the past is invoiced month by month back to it, and mailed, at once.
 */
export const backBilledPeriods = (
  subscription: { startsAt: Day; endsAt: Day | null },
  invoiced: readonly BillingPeriod[],
  today: Day,
): BillingPeriod[] =>
  uninvoicedPeriods(subscription, invoiced, today).filter(
    (period) => period.start < monthPeriod(today).start,
  );

/** `numerator / denominator` rounded half up, for non-negative integers (exact: no floating point). */
export const divideHalfUp = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** Euros as stored ('49.00', 49 or 49.5) to whole cents, without binary-fraction surprises. */
export function toCents(euros: number | string): number {
  const [whole, fraction = ''] = String(euros).trim().split('.');
  const negative = whole.startsWith('-');
  const cents = Math.abs(Number(whole)) * 100 + Number(`${fraction}00`.slice(0, 2));
  if (!Number.isFinite(cents)) throw new Error(`Not an amount: ${euros}`);
  return negative ? -cents : cents;
}

/** Cents as euros with two decimals, as the money columns store them ('49.00'). */
export const centsToEuros = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The price of the days of `period` out of a month's price (cents): the whole price for a whole month. */
export function proRata(monthlyCents: number, period: BillingPeriod): number {
  const days = daysBetween(period.start, period.end) + 1;
  return divideHalfUp(monthlyCents * days, daysInMonth(monthOf(period.start)));
}

/** VAT of a subtotal in cents, rounded half up. */
export const vatOf = (subtotal: number): number => divideHalfUp(subtotal * VAT_PERCENT, 100);

/** Subtotal, VAT and total (cents) of the invoice for `period` of a plan costing `monthlyCents`. */
export function invoiceAmounts(monthlyCents: number, period: BillingPeriod): InvoiceAmounts {
  const subtotal = proRata(monthlyCents, period);
  const vat = vatOf(subtotal);
  return { subtotal, vat, total: subtotal + vat };
}

/** '2026-00001': the year and the invoice's place in that year's gap-free sequence. */
export const invoiceNumber = (year: number, sequence: number): string =>
  `${year}-${String(sequence).padStart(NUMBER_DIGITS, '0')}`;

/** The day an invoice dated `date` must be paid. */
export const dueDateOf = (date: Day): Day => addDays(date, PAYMENT_TERM_DAYS);
