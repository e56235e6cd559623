/**
 * Contract date rules (docs/requirements.md#contracts-and-dates), shared by app and server. Days are
 * 'YYYY-MM-DD' calendar days: no time of day and no time zone, so a deadline never shifts by one around
 * midnight or DST.
 */

export type Day = string;
export const PERIOD_UNITS = ['days', 'months'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];
export interface Period {
  amount: number;
  unit: PeriodUnit;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a calendar day (throws on anything that is not a real day). */
export function dayNumber(day: Day): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) {
    throw new RangeError(`Not a day: ${day}`);
  }
  return time / MS_PER_DAY;
}

export const dayFromNumber = (days: number): Day => new Date(days * MS_PER_DAY).toISOString().slice(0, 10);

export const addDays = (day: Day, days: number): Day => dayFromNumber(dayNumber(day) + days);

const daysInMonth = (year: number, monthIndex: number): number =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/** Month arithmetic that clamps to the month's last day: 31 jan + 1 month = 28 (or 29) feb. */
export function addMonths(day: Day, months: number): Day {
  dayNumber(day);
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const clamped = Math.min(date, daysInMonth(targetYear, targetMonth));
  return dayFromNumber(Date.UTC(targetYear, targetMonth, clamped) / MS_PER_DAY);
}

export function assertPeriod(period: Period): void {
  if (!Number.isInteger(period.amount) || period.amount <= 0) {
    throw new RangeError('A period is a whole number of days or months, greater than zero');
  }
}

export const addPeriod = (day: Day, period: Period, times = 1): Day =>
  period.unit === 'days' ? addDays(day, period.amount * times) : addMonths(day, period.amount * times);

/** The last day on which notice can be given: the end date minus the notice period. */
export function noticeDeadline(endsAt: Day, notice: Period): Day {
  assertPeriod(notice);
  return addPeriod(endsAt, notice, -1);
}

export interface ContractTerms {
  /** null: indefinite (no end date, no end alert). */
  endsAt: Day | null;
  notice: Period | null;
  /** Tacit renewal (stilzwijgende verlenging) by this many months; null: none. */
  renewalMonths: number | null;
}

export interface CurrentTerm {
  /** The end of the term that is running now (after tacit renewals), or null when indefinite. */
  endsAt: Day | null;
  /** Its notice deadline, or null without a notice period or end date. */
  noticeDeadline: Day | null;
  /** How many renewal periods were added to the agreed end date. */
  renewals: number;
}

/**
 * The term that matters today. A tacitly renewing contract whose notice deadline has passed
 * renews, so it rolls forward by whole renewal periods — always counted from the agreed end date,
 * so clamping never drifts (31 jan, 31 mar, not 28 mar) — until its notice deadline (or, without a
 * notice period, its end) is today or later. No loop: the number of periods is computed.
 */
export function currentTerm(terms: ContractTerms, today: Day): CurrentTerm {
  if (terms.endsAt === null) return { endsAt: null, noticeDeadline: null, renewals: 0 };
  const deadlineOf = (end: Day) => (terms.notice ? noticeDeadline(end, terms.notice) : end);
  if (terms.renewalMonths === null) {
    return {
      endsAt: terms.endsAt,
      noticeDeadline: terms.notice ? deadlineOf(terms.endsAt) : null,
      renewals: 0,
    };
  }
  assertPeriod({ amount: terms.renewalMonths, unit: 'months' });
  const period: Period = { amount: terms.renewalMonths, unit: 'months' };
  const endAfter = (renewals: number) => addPeriod(terms.endsAt as Day, period, renewals);
  const late = (renewals: number) => dayNumber(deadlineOf(endAfter(renewals))) < dayNumber(today);
  // An estimate from the month distance, then at most a step or two to the exact answer.
  const monthsBehind = (dayNumber(today) - dayNumber(deadlineOf(terms.endsAt))) / 30.4;
  let renewals = Math.max(0, Math.floor(monthsBehind / terms.renewalMonths));
  while (renewals > 0 && !late(renewals - 1)) renewals -= 1;
  while (late(renewals)) renewals += 1;
  const endsAt = endAfter(renewals);
  return { endsAt, noticeDeadline: terms.notice ? deadlineOf(endsAt) : null, renewals };
}

export const CONTRACT_STATUSES = ['active', 'notice_soon', 'ending_soon', 'expired', 'archived'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Days before a deadline from which a contract is flagged on the dashboard and in lists. */
export const SOON_DAYS = 90;

export const daysBetween = (from: Day, to: Day): number => dayNumber(to) - dayNumber(from);

export function contractStatus(terms: ContractTerms & { archived: boolean }, today: Day): ContractStatus {
  if (terms.archived) return 'archived';
  const term = currentTerm(terms, today);
  if (term.endsAt === null) return 'active';
  if (daysBetween(today, term.endsAt) < 0) return 'expired';
  const toNotice = term.noticeDeadline ? daysBetween(today, term.noticeDeadline) : -1;
  if (toNotice >= 0 && toNotice <= SOON_DAYS) return 'notice_soon';
  if (daysBetween(today, term.endsAt) <= SOON_DAYS) return 'ending_soon';
  return 'active';
}
