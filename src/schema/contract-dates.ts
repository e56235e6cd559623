/**
 * Contract date rules (docs/requirements.md#contracts-and-dates), shared by app and server. Days are
 * 'YYYY-MM-DD' calendar days: no time of day and no time zone, so a deadline never shifts by one around
 * midnight or DST.
 */
import { madeOnFirstUse } from './made-on-first-use';

export type Day = string;
export const PERIOD_UNITS = ['days', 'months'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];
export interface Period {
  amount: number;
  unit: PeriodUnit;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const monthLength = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];

/**
 * Calendar arithmetic is integer arithmetic on year, month and date, without Date objects: lists
 * compute every row's term on each read, and this is several times faster than going through
 * Date and toISOString.
 */
interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  date: number;
}

const digitsAt = (day: string, from: number, to: number): number => {
  let value = 0;
  for (let i = from; i < to; i += 1) {
    const digit = day.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
};

/** The parts of a 'YYYY-MM-DD' day (throws on anything that is not a real day). */
function partsOf(day: Day): CalendarDay {
  const valid = typeof day === 'string' && day.length === 10 && day[4] === '-' && day[7] === '-';
  const year = valid ? digitsAt(day, 0, 4) : Number.NaN;
  const month = valid ? digitsAt(day, 5, 7) : Number.NaN;
  const date = valid ? digitsAt(day, 8, 10) : Number.NaN;
  if (!(month >= 1 && month <= 12 && date >= 1 && date <= monthLength(year, month))) {
    throw new RangeError(`Not a day: ${day}`);
  }
  return { year, month, date };
}

const two = (n: number): string => (n < 10 ? `0${n}` : String(n));
const dayOfParts = ({ year, month, date }: CalendarDay): Day =>
  `${String(year).padStart(4, '0')}-${two(month)}-${two(date)}`;

// Days since 1970-01-01 and back, by the proleptic Gregorian calendar (400-year eras of 146,097 days).
const DAYS_BEFORE_EPOCH = 719_468;
function daysOfParts({ year, month, date }: CalendarDay): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + date - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - DAYS_BEFORE_EPOCH;
}
function partsOfDays(days: number): CalendarDay {
  const z = days + DAYS_BEFORE_EPOCH;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  return {
    year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0),
    month,
    date: dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1,
  };
}

/** Days since 1970-01-01 of a calendar day (throws on anything that is not a real day). */
export const dayNumber = (day: Day): number => daysOfParts(partsOf(day));

export const dayFromNumber = (days: number): Day => dayOfParts(partsOfDays(days));

/** Formats a moment as 'YYYY-MM-DD' in the Dutch calendar; made once (an Intl formatter per call costs ~0.2 ms). */
const dutchCalendar = madeOnFirstUse(
  () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }),
);

// The Dutch day turns only on a whole UTC hour (its offsets, +1 and +2, are whole hours), so all
// moments of one UTC hour share a day: formatting once per hour spares a request several formats.
let lastHour = Number.NaN;
let lastDay: Day = '';

/** The calendar day in the Netherlands of a moment: "today" for every date rule, on app and server. */
export function dayOf(at: Date = new Date()): Day {
  const hour = Math.floor(at.getTime() / 3_600_000);
  if (hour !== lastHour) {
    lastDay = dutchCalendar().format(at); // an invalid date throws here, as it always did
    lastHour = hour;
  }
  return lastDay;
}

const dutchHourFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hour: '2-digit', hourCycle: 'h23' }),
);

/** The hour (0–23) on a clock in the Netherlands at a moment. */
export const dutchHour = (at: Date): number => Number(dutchHourFormat().format(at));

export const addDays = (day: Day, days: number): Day => dayFromNumber(dayNumber(day) + days);

/** The day of the week, 1 (Monday) to 7 (Sunday), as weeks are counted in the Netherlands. */
export const isoWeekday = (day: Day): number => ((((dayNumber(day) + 3) % 7) + 7) % 7) + 1;

/** The Monday of the week of `day`. */
export const weekStart = (day: Day): Day => addDays(day, 1 - isoWeekday(day));

/** The ISO week number (1–53): week 1 holds the year's first Thursday. */
export function isoWeek(day: Day): number {
  const thursday = addDays(day, 4 - isoWeekday(day));
  return Math.floor((dayNumber(thursday) - dayNumber(`${thursday.slice(0, 4)}-01-01`)) / 7) + 1;
}

/**
 * The days a date field takes: wide enough for any contract, lease or subscription (a 99-year lease
 * signed today still fits), narrow enough that a mistyped year (0001, 20260) is refused, not stored.
 */
export const FIRST_DAY: Day = '1900-01-01';
export const LAST_DAY: Day = '2199-12-31';
export const isPlausibleDay = (day: string): boolean => day >= FIRST_DAY && day <= LAST_DAY;

/** Month arithmetic that clamps to the month's last day: 31 jan + 1 month = 28 (or 29) feb. */
export function addMonths(day: Day, months: number): Day {
  const { year, month, date } = partsOf(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return dayOfParts({
    year: targetYear,
    month: targetMonth,
    date: Math.min(date, monthLength(targetYear, targetMonth)),
  });
}

/**
 * The last day of a term of `months` months that starts on `start`: the day before the same date
 * `months` later, or that month's last day when it has no such date (from 31 January, 30 January
 * or 29 January one month ends 28 February; from 28 January, 27 February).
 */
export function termEnd(start: Day, months: number): Day {
  const sameDate = addMonths(start, months);
  return partsOf(sameDate).date < partsOf(start).date ? sameDate : addDays(sameDate, -1);
}

/**
 * The end of the term `renewals` renewal periods of `months` months after the agreed end `endsAt`:
 * each renewed term starts the day after the one before and runs whole months, so from a month's
 * last day every term ends on a month's last day (30 June renewed by 6 months ends 31 December, not
 * 30 December); from another date it is that date, clamped (31 January monthly: 28 February, 31 March).
 * Always counted from the agreed end, so clamping never drifts.
 */
export const renewedEnd = (endsAt: Day, months: number, renewals: number): Day =>
  renewals === 0 ? endsAt : termEnd(addDays(endsAt, 1), months * renewals);

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
 * renews, so it rolls forward by whole renewal periods (renewedEnd) until its notice deadline (or, without a
 * notice period, its end) is today or later. No loop: the number of periods is computed.
 */
export function currentTerm(terms: ContractTerms, today: Day): CurrentTerm {
  const { endsAt: agreedEnd, renewalMonths } = terms;
  if (agreedEnd === null) return { endsAt: null, noticeDeadline: null, renewals: 0 };
  const deadlineOf = (end: Day) => (terms.notice ? noticeDeadline(end, terms.notice) : end);
  if (renewalMonths === null) {
    return {
      endsAt: agreedEnd,
      noticeDeadline: terms.notice ? deadlineOf(agreedEnd) : null,
      renewals: 0,
    };
  }
  assertPeriod({ amount: renewalMonths, unit: 'months' });
  const endAfter = (renewals: number) => renewedEnd(agreedEnd, renewalMonths, renewals);
  const late = (renewals: number) => dayNumber(deadlineOf(endAfter(renewals))) < dayNumber(today);
  // An estimate from the month distance, then at most a step or two to the exact answer.
  const monthsBehind = (dayNumber(today) - dayNumber(deadlineOf(agreedEnd))) / 30.4;
  let renewals = Math.max(0, Math.floor(monthsBehind / renewalMonths));
  while (renewals > 0 && !late(renewals - 1)) renewals -= 1;
  while (late(renewals)) renewals += 1;
  const endsAt = endAfter(renewals);
  return { endsAt, noticeDeadline: terms.notice ? deadlineOf(endsAt) : null, renewals };
}

export const CONTRACT_STATUSES = [
  'active',
  'notice_soon',
  'ending_soon',
  'cancelled',
  'expired',
  'archived',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Days before a deadline from which a contract is flagged on the dashboard and in lists. */
export const SOON_DAYS = 90;

export const daysBetween = (from: Day, to: Day): number => dayNumber(to) - dayNumber(from);

/**
 * What became of a term's deadlines (docs/requirements.md#handled-deadlines): cancelled, renewed
 * with new dates, replaced by a follow-up contract, or left to renew tacitly.
 */
export const OUTCOMES = ['cancelled', 'renewed', 'new_contract', 'let_renew'] as const;
export type Outcome = (typeof OUTCOMES)[number];
/** The most characters of a handled term's note. */
export const OUTCOME_NOTE_MAX_LENGTH = 1000;

/** After these the contract ends with the handled term: it renews no more. */
export const ENDING_OUTCOMES: readonly Outcome[] = ['cancelled', 'new_contract'];
export const endsWithTerm = (outcome: unknown): boolean => ENDING_OUTCOMES.includes(outcome as Outcome);

/** A term marked handled: the end date of the term and what became of it. */
export interface Handling {
  termEndsAt: Day;
  outcome: Outcome;
}

export interface StatusTerms extends ContractTerms {
  archived: boolean;
  /** The handled term, if any; it counts only while it is the current term. */
  handled?: Handling | null;
}

/** Whether the term running today is the handled one: it is then no longer "soon" and sends no alerts. */
export const isHandled = (handled: Handling | null | undefined, term: CurrentTerm): boolean =>
  handled != null && term.endsAt !== null && handled.termEndsAt === term.endsAt;

export function contractStatus(
  terms: StatusTerms,
  today: Day,
  term: CurrentTerm = currentTerm(terms, today),
): ContractStatus {
  if (terms.archived) return 'archived';
  if (term.endsAt === null) return 'active';
  if (daysBetween(today, term.endsAt) < 0) return 'expired';
  if (isHandled(terms.handled, term)) return endsWithTerm(terms.handled?.outcome) ? 'cancelled' : 'active';
  const toNotice = term.noticeDeadline ? daysBetween(today, term.noticeDeadline) : -1;
  if (toNotice >= 0 && toNotice <= SOON_DAYS) return 'notice_soon';
  if (daysBetween(today, term.endsAt) <= SOON_DAYS) return 'ending_soon';
  return 'active';
}

export type DeadlineKind = 'notice' | 'end';

/** One date to act on or to know about: a term's notice deadline or its end. */
export interface Deadline {
  kind: DeadlineKind;
  on: Day;
  /** The end of the term the deadline belongs to (a term is handled as a whole). */
  termEndsAt: Day;
}

/**
 * One deadline of one contract as `GET /api/contracts/deadlines` answers it
 * (docs/contracts-api.md#deadlines): the server's answer and the calendar's input.
 */
export interface DeadlineEntry {
  contractId: number;
  number: string;
  supplierName: string;
  supplierType: number;
  supplierTypeName: string;
  location: number;
  locationName: string;
  owner: number | null;
  ownerName: string;
  yearlyValue: number | null;
  /** The contract's status today. */
  status: ContractStatus;
  kind: DeadlineKind;
  on: Day;
  termEndsAt: Day;
  /** The notice deadline of that term, if it has one. */
  termNoticeDeadline: Day | null;
  /** The term running today (the one that can be marked handled now), not a later renewal. */
  current: boolean;
  /** Handled: the term this deadline belongs to was marked handled, with this outcome. */
  outcome: Outcome | null;
}

/**
 * The notice deadlines and ends from `from` to `to` (both included) of the current term and, for a
 * tacitly renewing contract, of the terms after it as they will come when nobody gives notice.
 * Ordered by day. Bounded: at most `max` deadlines (a one-month renewal over ten years is 240).
 */
export function deadlinesWithin(terms: ContractTerms, from: Day, to: Day, max = 500): Deadline[] {
  const found: Deadline[] = [];
  if (terms.endsAt === null || from > to) return found;
  const first = currentTerm(terms, from);
  for (let next = 0; found.length < max; next += 1) {
    const endsAt =
      next === 0 || terms.renewalMonths === null
        ? first.endsAt
        : renewedEnd(terms.endsAt, terms.renewalMonths, first.renewals + next);
    if (endsAt === null) break;
    const notice = terms.notice ? noticeDeadline(endsAt, terms.notice) : null;
    if (notice !== null && notice > to) break;
    if (notice !== null && notice >= from) found.push({ kind: 'notice', on: notice, termEndsAt: endsAt });
    if (endsAt >= from && endsAt <= to) found.push({ kind: 'end', on: endsAt, termEndsAt: endsAt });
    if (terms.renewalMonths === null || endsAt > to) break;
  }
  return found.sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
}

/**
 * The weeks, Monday to Sunday, that show the month of `day` on a calendar: from the Monday on or
 * before its first day to the Sunday on or after its last (4 to 6 weeks of 7 days).
 */
export function monthWeeks(day: Day): Day[][] {
  const first = `${day.slice(0, 7)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const weeks: Day[][] = [];
  for (let monday = weekStart(first); monday <= last; monday = addDays(monday, 7))
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(monday, index)));
  return weeks;
}
