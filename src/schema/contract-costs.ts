/**
 * A contract's costs (docs/requirements.md#contracts-and-dates): an amount per period (month,
 * quarter or year), entered including or excluding VAT at a VAT rate, and the yearly cost derived
 * from it. One pure function, shared by the wizard (the figure shown while typing), the server
 * (the stored yearly value and its VAT-inclusive twin) and the tests. Amounts are euros with cents;
 * the arithmetic runs in whole cents, rounded half up, like invoices (billing.ts).
 */
import { divideHalfUp, toCents } from './billing';

export const COST_PERIODS = ['month', 'quarter', 'year'] as const;
export type CostPeriod = (typeof COST_PERIODS)[number];

/** How many periods make a year. */
/** The standard Dutch VAT rate, percent: what a new contract in the wizard starts with. */
export const STANDARD_VAT_RATE = 21;

export const PERIODS_PER_YEAR: Readonly<Record<CostPeriod, number>> = { month: 12, quarter: 4, year: 1 };

export interface CostInput {
  /** The amount per period, euros; null: not entered. */
  costAmount?: number | null;
  costPeriod?: CostPeriod | string | null;
  /** The amount includes VAT (else it excludes it). */
  vatIncluded?: boolean | null;
  /** Percent, e.g. 21, 9 or 0; null: not known. */
  vatRate?: number | null;
  /** The yearly value excl. VAT as entered, used when no amount per period is given. */
  yearlyValue?: number | null;
}

export interface YearlyCost {
  /** Euros excl. VAT; null when unknown. */
  excl: number | null;
  /** Euros incl. VAT; null when unknown (no VAT rate). */
  incl: number | null;
  /** True when derived from the amount per period, false when it is the entered yearly value. */
  derived: boolean;
}

const isPeriod = (value: unknown): value is CostPeriod =>
  typeof value === 'string' && (COST_PERIODS as readonly string[]).includes(value);

const euros = (cents: number): number => cents / 100;

/** Cents plus `rate` percent, rounded half up (non-negative amounts). */
const addVat = (cents: number, rate: number): number => cents + divideHalfUp(cents * rate, 100);

/** Cents without the `rate` percent they include, rounded half up (non-negative amounts). */
const removeVat = (cents: number, rate: number): number => divideHalfUp(cents * 100, 100 + rate);

/**
 * The yearly cost excl. and incl. VAT. With an amount and a period: the amount times the periods
 * in a year (month ×12, quarter ×4, year ×1), the VAT added or taken out at the rate; an amount
 * entered incl. VAT without a rate has no known excl. figure. Without them: the entered yearly
 * value (excl. VAT), plus VAT when the rate is known.
 */
export function yearlyCost(input: CostInput): YearlyCost {
  const rate = typeof input.vatRate === 'number' && input.vatRate >= 0 ? input.vatRate : null;
  const amount = input.costAmount;
  if (typeof amount === 'number' && amount >= 0 && isPeriod(input.costPeriod)) {
    const yearly = toCents(amount.toFixed(2)) * PERIODS_PER_YEAR[input.costPeriod];
    if (input.vatIncluded === true) {
      return {
        excl: rate === null ? null : euros(removeVat(yearly, rate)),
        incl: euros(yearly),
        derived: true,
      };
    }
    return { excl: euros(yearly), incl: rate === null ? null : euros(addVat(yearly, rate)), derived: true };
  }
  const value = input.yearlyValue;
  if (typeof value !== 'number' || value < 0) return { excl: null, incl: null, derived: false };
  const cents = toCents(value.toFixed(2));
  return { excl: euros(cents), incl: rate === null ? null : euros(addVat(cents, rate)), derived: false };
}
