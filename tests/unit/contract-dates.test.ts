/**
 * The contract date rules (docs/requirements.md#contracts-and-dates), with examples and properties over many
 * generated dates.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  contractStatus,
  currentTerm,
  dayFromNumber,
  dayNumber,
  dayOf,
  deadlinesWithin,
  isoWeek,
  isoWeekday,
  monthWeeks,
  noticeDeadline,
  termEnd,
} from '../../src/schema/contract-dates';
import { termsOf } from '../../src/schema/resources/contracts';

/** Days between 2000-01-01 and 2100-12-31. */
const day = fc.integer({ min: dayNumber('2000-01-01'), max: dayNumber('2100-12-31') }).map(dayFromNumber);
const dateOf = (d: string) => Number(d.slice(8, 10));
const monthIndex = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)) - 1;
const isMonthEnd = (d: string) => monthIndex(addDays(d, 1)) !== monthIndex(d);
/** The last day of the month `months` after the month of `d`, found by walking back from the next month's first day. */
function lastDayOfMonthAfter(d: string, months: number): string {
  const index = monthIndex(d) + months + 1;
  const first = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  return addDays(first, -1);
}
/**
 * The end of a term `months` after the agreed end `endsAt`, worked out another way than the code
 * does: that month's last day from a month end, else the same date or the month's last day.
 */
function expectedRenewedEnd(endsAt: string, months: number): string {
  const last = lastDayOfMonthAfter(endsAt, months);
  return isMonthEnd(endsAt) || dateOf(last) < dateOf(endsAt) ? last : `${last.slice(0, 8)}${endsAt.slice(8)}`;
}

describe('calendar days', () => {
  it('count days as the Gregorian calendar does, from 1600 to 2400', () => {
    const MS_PER_DAY = 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: dayNumber('1600-01-01'), max: dayNumber('2400-12-31') }), (days) => {
        const iso = new Date(days * MS_PER_DAY).toISOString().slice(0, 10);
        expect(dayFromNumber(days)).toBe(iso);
        expect(dayNumber(iso)).toBe(days);
      }),
      { numRuns: 5000 },
    );
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayFromNumber(-1)).toBe('1969-12-31');
  });

  it('refuses what is not a real day', () => {
    for (const bad of [
      '2026-02-30',
      '2026-13-01',
      '26-1-1',
      '',
      '2026-02-29',
      '2026-00-10',
      '2026-1a-01',
      '1900-02-29',
    ]) {
      expect(() => dayNumber(bad)).toThrow(RangeError);
    }
    expect(dayNumber('2028-02-29')).toBe(dayNumber('2028-02-28') + 1);
  });
});

describe('month arithmetic clamps to the last day of the month', () => {
  it('31 jan + 1 month is 28 feb, or 29 in a leap year; 31 mar − 1 month is 28 feb', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-08-15', -12)).toBe('2025-08-15');
  });

  it('moves exactly that many months and keeps the date where the month has it', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -240, max: 240 }), (start, months) => {
        const result = addMonths(start, months);
        expect(monthIndex(result) - monthIndex(start)).toBe(months);
        expect(dateOf(result)).toBeLessThanOrEqual(dateOf(start));
        if (dateOf(result) < dateOf(start)) {
          // Clamped: the result is the last day of its month.
          expect(monthIndex(dayFromNumber(dayNumber(result) + 1))).toBe(monthIndex(result) + 1);
        }
      }),
    );
  });
});

describe('a term of whole months ends the day before the same date, or on the month end without one', () => {
  it("from a month end or a date the end month lacks, on that month's last day", () => {
    expect(termEnd('2026-01-31', 1)).toBe('2026-02-28');
    expect(termEnd('2026-01-29', 1)).toBe('2026-02-28');
    expect(termEnd('2028-01-31', 1)).toBe('2028-02-29');
    expect(termEnd('2026-08-31', 1)).toBe('2026-09-30');
    expect(termEnd('2026-01-28', 1)).toBe('2026-02-27');
    expect(termEnd('2026-01-01', 24)).toBe('2027-12-31');
    expect(termEnd('2026-03-15', 12)).toBe('2027-03-14');
  });

  it('the next term, starting the day after, begins on the same date or the month after', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 240 }), (start, months) => {
        const end = termEnd(start, months);
        const next = addDays(end, 1);
        // Exactly `months` later, or the 1st of the month after when that month lacks the date.
        if (dateOf(next) === dateOf(start)) expect(monthIndex(next) - monthIndex(start)).toBe(months);
        else {
          expect(dateOf(next)).toBe(1);
          expect(monthIndex(next) - monthIndex(start)).toBe(months + 1);
          expect(dateOf(addMonths(start, months))).toBeLessThan(dateOf(start));
        }
      }),
    );
  });
});

describe('notice deadline = end date − notice period', () => {
  it('in days, exactly that many days earlier', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 3650 }), (end, amount) => {
        expect(dayNumber(end) - dayNumber(noticeDeadline(end, { amount, unit: 'days' }))).toBe(amount);
      }),
    );
  });

  it('in months, the clamped month arithmetic', () => {
    expect(noticeDeadline('2026-12-31', { amount: 3, unit: 'months' })).toBe('2026-09-30');
    expect(noticeDeadline('2027-05-31', { amount: 3, unit: 'months' })).toBe('2027-02-28');
  });

  it('rejects a zero, negative or fractional period', () => {
    fc.assert(
      fc.property(day, fc.oneof(fc.integer({ max: 0 }), fc.double({ min: 0.1, max: 0.9 })), (end, amount) => {
        expect(() => noticeDeadline(end, { amount, unit: 'months' })).toThrow(RangeError);
      }),
    );
  });
});

describe('tacit renewal rolls the term forward past today', () => {
  const terms = { endsAt: '2024-01-31', notice: { amount: 2, unit: 'months' as const }, renewalMonths: 12 };

  it('a contract whose notice deadline has passed is in its next term', () => {
    expect(currentTerm(terms, '2023-11-30')).toEqual({
      endsAt: '2024-01-31',
      noticeDeadline: '2023-11-30',
      renewals: 0,
    });
    expect(currentTerm(terms, '2023-12-01')).toEqual({
      endsAt: '2025-01-31',
      noticeDeadline: '2024-11-30',
      renewals: 1,
    });
    expect(currentTerm(terms, '2026-11-22').endsAt).toBe('2027-01-31');
  });

  it('counts every renewal from the agreed end date, so clamping never drifts', () => {
    const monthly = { endsAt: '2026-01-31', notice: null, renewalMonths: 1 };
    expect(currentTerm(monthly, '2026-03-01').endsAt).toBe('2026-03-31');
    expect(currentTerm(monthly, '2026-02-27').endsAt).toBe('2026-02-28');
    const fromThe30th = { endsAt: '2026-01-30', notice: null, renewalMonths: 1 };
    expect(currentTerm(fromThe30th, '2026-02-27').endsAt).toBe('2026-02-28');
    expect(currentTerm(fromThe30th, '2026-03-01').endsAt).toBe('2026-03-30');
  });

  it('from a month end, every renewed term ends on a month end: 30 June + 6 months is 31 December', () => {
    const halfYearly = {
      endsAt: '2026-06-30',
      notice: { amount: 1, unit: 'months' as const },
      renewalMonths: 6,
    };
    expect(currentTerm(halfYearly, '2026-06-01')).toEqual({
      endsAt: '2026-12-31',
      noticeDeadline: '2026-11-30',
      renewals: 1,
    });
    expect(currentTerm(halfYearly, '2026-12-01').endsAt).toBe('2027-06-30');
    const quarterly = { endsAt: '2026-09-30', notice: null, renewalMonths: 3 };
    expect(currentTerm(quarterly, '2026-10-01').endsAt).toBe('2026-12-31');
    expect(currentTerm(quarterly, '2027-01-01').endsAt).toBe('2027-03-31');
    const fromFebruary = { endsAt: '2027-02-28', notice: null, renewalMonths: 1 };
    expect(currentTerm(fromFebruary, '2027-03-01').endsAt).toBe('2027-03-31');
    expect(currentTerm(fromFebruary, '2027-04-01').endsAt).toBe('2027-04-30');
    expect(currentTerm(fromFebruary, '2028-02-01').endsAt).toBe('2028-02-29');
  });

  it('lands on the first term whose deadline is today or later, for any dates and periods', () => {
    fc.assert(
      fc.property(
        day,
        day,
        fc.integer({ min: 1, max: 36 }),
        fc.option(
          fc.record({ amount: fc.integer({ min: 1, max: 400 }), unit: fc.constantFrom('days', 'months') }),
        ),
        (endsAt, today, renewalMonths, notice) => {
          const term = currentTerm({ endsAt, notice: notice ?? null, renewalMonths }, today);
          const deadline = term.noticeDeadline ?? term.endsAt;
          expect(term.endsAt).toBe(expectedRenewedEnd(endsAt, term.renewals * renewalMonths));
          expect(dayNumber(deadline as string)).toBeGreaterThanOrEqual(dayNumber(today));
          if (term.renewals > 0) {
            const previousEnd = expectedRenewedEnd(endsAt, (term.renewals - 1) * renewalMonths);
            const previous = notice ? noticeDeadline(previousEnd, notice) : previousEnd;
            expect(dayNumber(previous)).toBeLessThan(dayNumber(today));
          }
        },
      ),
    );
  });

  it('rejects a zero or negative renewal period instead of looping', () => {
    for (const renewalMonths of [0, -1, -12]) {
      expect(() => currentTerm({ endsAt: '2020-01-01', notice: null, renewalMonths }, '2026-01-01')).toThrow(
        RangeError,
      );
    }
  });
});

describe('indefinite contracts and status', () => {
  it('an indefinite contract has no end date, no deadline, and stays active', () => {
    expect(
      currentTerm({ endsAt: null, notice: { amount: 1, unit: 'months' }, renewalMonths: null }, '2026-11-22'),
    ).toEqual({
      endsAt: null,
      noticeDeadline: null,
      renewals: 0,
    });
    expect(
      contractStatus({ endsAt: null, notice: null, renewalMonths: null, archived: false }, '2026-11-22'),
    ).toBe('active');
  });

  it('archived, expired, notice soon, ending soon, active', () => {
    const base = { notice: { amount: 3, unit: 'months' as const }, renewalMonths: null, archived: false };
    const today = '2026-11-22';
    expect(contractStatus({ ...base, endsAt: '2027-12-31', archived: true }, today)).toBe('archived');
    expect(contractStatus({ ...base, endsAt: '2026-11-21' }, today)).toBe('expired');
    expect(contractStatus({ ...base, endsAt: '2027-03-31' }, today)).toBe('notice_soon');
    expect(contractStatus({ ...base, endsAt: '2026-12-31' }, today)).toBe('ending_soon');
    expect(contractStatus({ ...base, endsAt: '2028-01-31' }, today)).toBe('active');
  });
});

describe('handled terms', () => {
  const today = '2026-11-22';
  const stored = {
    endsAt: '2027-01-31',
    noticeAmount: 1,
    noticeUnit: 'months',
    renewalMonths: 12,
    archived: false,
  };
  const statusOf = (record: Record<string, unknown>, on = today) => contractStatus(termsOf(record), on);

  it('a handled current term is no longer soon; a cancelled one is cancelled until its end, then expired', () => {
    expect(statusOf(stored)).toBe('notice_soon');
    const handled = (outcome: string) => ({
      ...stored,
      handledOutcome: outcome,
      handledTermEndsAt: '2027-01-31',
    });
    expect(statusOf(handled('let_renew'))).toBe('active');
    expect(statusOf(handled('cancelled'))).toBe('cancelled');
    expect(statusOf(handled('new_contract'))).toBe('cancelled');
    expect(statusOf(handled('cancelled'), '2027-01-31')).toBe('cancelled');
    expect(statusOf(handled('cancelled'), '2027-02-01')).toBe('expired');
    // Left to renew: past the notice deadline the next term is open again.
    expect(statusOf(handled('let_renew'), '2027-01-01')).toBe('active');
    expect(currentTerm(termsOf(handled('let_renew')), '2027-01-01').endsAt).toBe('2028-01-31');
    // A cancelled contract does not renew: its term stays.
    expect(currentTerm(termsOf(handled('cancelled')), '2027-06-01').endsAt).toBe('2027-01-31');
    // A handling of an earlier term says nothing about the current one.
    expect(statusOf({ ...stored, handledOutcome: 'let_renew', handledTermEndsAt: '2026-01-31' })).toBe(
      'notice_soon',
    );
  });

  it('lists the deadlines of the current term and the renewals after it, by day', () => {
    const monthly = termsOf({ ...stored, renewalMonths: 1, noticeAmount: 10, noticeUnit: 'days' });
    const found = deadlinesWithin(monthly, '2026-12-01', '2027-03-31');
    expect(found.map(({ kind, on }) => `${kind} ${on}`)).toEqual([
      'notice 2027-01-21',
      'end 2027-01-31',
      'notice 2027-02-18',
      'end 2027-02-28',
      'notice 2027-03-21',
      'end 2027-03-31',
    ]);
    expect(found.every((deadline) => deadline.on >= '2026-12-01' && deadline.on <= '2027-03-31')).toBe(true);
    // Without renewal only the one term; a cancelled contract likewise.
    expect(
      deadlinesWithin(termsOf({ ...stored, renewalMonths: null }), '2026-01-01', '2030-01-01'),
    ).toHaveLength(2);
    const cancelled = termsOf({ ...stored, handledOutcome: 'cancelled', handledTermEndsAt: '2027-01-31' });
    expect(deadlinesWithin(cancelled, '2026-01-01', '2030-01-01').map((d) => d.on)).toEqual([
      '2026-12-31',
      '2027-01-31',
    ]);
    expect(deadlinesWithin(termsOf({ ...stored, indefinite: true }), '2026-01-01', '2030-01-01')).toEqual([]);
  });

  it('every listed deadline is one a term really has, inside the window', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 400 }),
        day,
        (end, months, days, from) => {
          const terms = {
            endsAt: end,
            notice: { amount: days, unit: 'days' as const },
            renewalMonths: months,
          };
          const to = addMonths(from, 12);
          for (const deadline of deadlinesWithin(terms, from, to)) {
            expect(deadline.on >= from && deadline.on <= to).toBe(true);
            const renewals = Math.round((monthIndex(deadline.termEndsAt) - monthIndex(end)) / months);
            expect(deadline.termEndsAt).toBe(expectedRenewedEnd(end, renewals * months));
            if (deadline.kind === 'notice')
              expect(deadline.on).toBe(noticeDeadline(deadline.termEndsAt, terms.notice));
          }
        },
      ),
    );
  });
});

describe('calendar weeks', () => {
  it('start on Monday: a month beginning on a Sunday starts in the week before', () => {
    // 1 November 2026 is a Sunday.
    expect(isoWeekday('2026-11-01')).toBe(7);
    expect(isoWeekday('2026-11-02')).toBe(1);
    const weeks = monthWeeks('2026-11-15');
    expect(weeks[0]).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weeks).toHaveLength(6);
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-06');
    // February 2027 begins on a Monday and fills exactly four weeks.
    expect(monthWeeks('2027-02-01')).toHaveLength(4);
    expect(monthWeeks('2027-02-01')[0][0]).toBe('2027-02-01');
  });

  it('numbers weeks as ISO 8601 does', () => {
    expect(isoWeek('2026-01-01')).toBe(1);
    expect(isoWeek('2026-12-31')).toBe(53);
    expect(isoWeek('2027-01-03')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
    expect(isoWeek('2024-12-30')).toBe(1);
  });

  it('every month: whole weeks from Monday, the month inside, no day twice', () => {
    fc.assert(
      fc.property(day, (some) => {
        const days = monthWeeks(some).flat();
        expect(days.length % 7).toBe(0);
        expect(isoWeekday(days[0])).toBe(1);
        expect(new Set(days).size).toBe(days.length);
        expect(days).toContain(`${some.slice(0, 7)}-01`);
        expect(days).toContain(addDays(addMonths(`${some.slice(0, 7)}-01`, 1), -1));
        expect(days.every((d, i) => i === 0 || dayNumber(d) === dayNumber(days[i - 1]) + 1)).toBe(true);
      }),
    );
  });
});

describe('dayOf: the calendar day in the Netherlands', () => {
  it('turns at midnight in Amsterdam, in winter and in summer time', () => {
    expect(dayOf(new Date('2026-01-15T22:59:59.999Z'))).toBe('2026-01-15');
    expect(dayOf(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(dayOf(new Date('2026-07-15T21:59:59.999Z'))).toBe('2026-07-15');
    expect(dayOf(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
    // The nights the clocks change: 29 March and 25 October 2026.
    expect(dayOf(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29');
    expect(dayOf(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(dayOf(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(dayOf(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
    expect(dayOf(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(dayOf(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
  });

  it('gives the day of each moment whatever moments came before it', () => {
    const reference = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' });
    const moment = fc.date({
      min: new Date('1990-01-01Z'),
      max: new Date('2100-01-01Z'),
      noInvalidDate: true,
    });
    // Moments a few hours around one another: many share an hour, many cross a midnight.
    const hours = 3 * 3_600_000;
    const nearby = fc.tuple(moment, fc.array(fc.integer({ min: -hours, max: hours }), { maxLength: 30 }));
    fc.assert(
      fc.property(nearby, ([base, offsets]) => {
        for (const offset of [0, ...offsets]) {
          const at = new Date(base.getTime() + offset);
          expect(dayOf(at)).toBe(reference.format(at));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('refuses an invalid date', () => {
    expect(() => dayOf(new Date('not a date'))).toThrow(RangeError);
  });
});
