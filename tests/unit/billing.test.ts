import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backBilledPeriods,
  billingPeriods,
  centsToEuros,
  daysInMonth,
  divideHalfUp,
  dueDateOf,
  invoiceAmounts,
  invoiceNumber,
  monthPeriod,
  proRata,
  toCents,
  uninvoicedPeriods,
  vatOf,
} from '../../src/schema/billing';
import { addDays, dayFromNumber, dayNumber } from '../../src/schema/contract-dates';

/** Days between 2000 and 2099. */
const day = fc.integer({ min: dayNumber('2000-01-01'), max: dayNumber('2099-12-31') }).map(dayFromNumber);
const cents = fc.integer({ min: 0, max: 10_000_000 });

describe('billing arithmetic', () => {
  it('knows the days of a month, leap years included', () => {
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-12')).toBe(31);
    expect(monthPeriod('2026-04-17')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
  });

  it('reads stored euros as exact cents and writes them back', () => {
    expect(toCents('49.00')).toBe(4900);
    expect(toCents(0.1)).toBe(10);
    expect(toCents('129.5')).toBe(12950);
    expect(toCents('-0.50')).toBe(-50);
    fc.assert(fc.property(cents, (c) => toCents(centsToEuros(c)) === c));
  });

  it('rounds half up', () => {
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(4, 10)).toBe(0);
    expect(divideHalfUp(15, 10)).toBe(2);
    expect(vatOf(4900)).toBe(1029);
    // 0.21 × 50 = 10.5 cents → 11
    expect(vatOf(50)).toBe(11);
    fc.assert(fc.property(cents, (c) => Math.abs(vatOf(c) * 100 - c * 21) <= 50));
  });

  it('charges a whole month its monthly price, with 21 % VAT and the total adding up', () => {
    expect(invoiceAmounts(4900, monthPeriod('2026-03-09'))).toEqual({
      subtotal: 4900,
      vat: 1029,
      total: 5929,
    });
    fc.assert(
      fc.property(cents, day, (price, d) => {
        const amounts = invoiceAmounts(price, monthPeriod(d));
        return amounts.subtotal === price && amounts.total === amounts.subtotal + amounts.vat;
      }),
    );
  });

  it('charges a partial month by its days', () => {
    // 17 of 30 days of € 49: 4900 × 17 / 30 = 2776.67 → 2777
    expect(proRata(4900, { start: '2026-04-14', end: '2026-04-30' })).toBe(2777);
    expect(proRata(4900, { start: '2026-02-28', end: '2026-02-28' })).toBe(175);
  });

  it('splits a month into pro-rata parts that add up to within a cent a part of the whole', () => {
    fc.assert(
      fc.property(
        cents,
        day,
        fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 4 }),
        (price, d, cuts) => {
          const whole = monthPeriod(d);
          const length = daysInMonth(d.slice(0, 7));
          const offsets = [...new Set(cuts.filter((cut) => cut < length))].sort((a, b) => a - b);
          const starts = [0, ...offsets];
          const parts = starts.map((offset, i) => ({
            start: addDays(whole.start, offset),
            end: addDays(whole.start, (starts[i + 1] ?? length) - 1),
          }));
          const sum = parts.reduce((total, part) => total + proRata(price, part), 0);
          return Math.abs(sum - price) <= parts.length;
        },
      ),
    );
  });

  it('invoices every month from the start up to and including this month, clipped to the end', () => {
    expect(billingPeriods({ startsAt: '2026-01-15', endsAt: null }, '2026-03-02')).toEqual([
      { start: '2026-01-15', end: '2026-01-31' },
      { start: '2026-02-01', end: '2026-02-28' },
      { start: '2026-03-01', end: '2026-03-31' },
    ]);
    expect(billingPeriods({ startsAt: '2025-12-01', endsAt: '2026-01-10' }, '2026-05-20')).toEqual([
      { start: '2025-12-01', end: '2025-12-31' },
      { start: '2026-01-01', end: '2026-01-10' },
    ]);
    expect(billingPeriods({ startsAt: '2026-06-01', endsAt: null }, '2026-05-20')).toEqual([]);
    // Starting later this month: invoiced in advance from its first day.
    expect(billingPeriods({ startsAt: '2026-05-25', endsAt: null }, '2026-05-20')).toEqual([
      { start: '2026-05-25', end: '2026-05-31' },
    ]);
  });

  it('covers each day of a subscription up to the end of this month exactly once', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 400 }),
        fc.option(fc.integer({ min: 0, max: 400 })),
        (start, ahead, length) => {
          const today = addDays(start, ahead);
          const endsAt = length === null ? null : addDays(start, length);
          const periods = billingPeriods({ startsAt: start, endsAt }, today);
          const last = endsAt !== null && endsAt < monthPeriod(today).end ? endsAt : monthPeriod(today).end;
          let next = start;
          for (const period of periods) {
            if (period.start !== next || period.end < period.start) return false;
            if (period.start.slice(0, 7) !== period.end.slice(0, 7)) return false;
            next = addDays(period.end, 1);
          }
          return next === addDays(last, 1);
        },
      ),
    );
  });

  it('invoices what a changed subscription adds to an invoiced month, and nothing twice', () => {
    const invoiced = [
      { start: '2026-01-14', end: '2026-01-31' },
      { start: '2026-02-01', end: '2026-02-10' },
    ];
    // Start moved to the 1st, end taken away: the days before the 14th and after the 10th.
    expect(uninvoicedPeriods({ startsAt: '2026-01-01', endsAt: null }, invoiced, '2026-02-05')).toEqual([
      { start: '2026-01-01', end: '2026-01-13' },
      { start: '2026-02-11', end: '2026-02-28' },
    ]);
    // An end moved earlier leaves nothing to invoice (invoices are not changed).
    expect(
      uninvoicedPeriods({ startsAt: '2026-01-14', endsAt: '2026-02-05' }, invoiced, '2026-03-01'),
    ).toEqual([]);
  });

  it('covers, with what was invoiced before, every day to invoice exactly once', () => {
    const length = fc.option(fc.integer({ min: 0, max: 200 }));
    fc.assert(
      fc.property(
        day,
        length,
        fc.integer({ min: -200, max: 200 }),
        length,
        fc.integer({ min: 0, max: 300 }),
        (start, firstLength, moved, length2, ahead) => {
          const ends = (from: string, days: number | null) => (days === null ? null : addDays(from, days));
          const before = { startsAt: start, endsAt: ends(start, firstLength) };
          const start2 = addDays(start, moved);
          const after = { startsAt: start2, endsAt: ends(start2, length2) };
          const today = addDays(dayFromNumber(Math.max(dayNumber(start), dayNumber(start2))), ahead);
          const invoiced = billingPeriods(before, today);
          const days = (periods: { start: string; end: string }[]) =>
            periods.flatMap((period) => {
              const all: string[] = [];
              for (let d = period.start; d <= period.end; d = addDays(d, 1)) all.push(d);
              return all;
            });
          const old = new Set(days(invoiced));
          const added = days(uninvoicedPeriods(after, invoiced, today));
          const addedSet = new Set(added);
          return (
            addedSet.size === added.length &&
            added.every((d) => !old.has(d)) &&
            days(billingPeriods(after, today)).every((d) => old.has(d) || addedSet.has(d)) &&
            added.every((d) => d >= start2 && (after.endsAt === null || d <= after.endsAt))
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('names the months before this one that a start in the past has invoiced at once', () => {
    const periods = backBilledPeriods({ startsAt: '2025-11-20', endsAt: null }, [], '2026-02-05');
    expect(periods).toEqual([
      { start: '2025-11-20', end: '2025-11-30' },
      { start: '2025-12-01', end: '2025-12-31' },
      { start: '2026-01-01', end: '2026-01-31' },
    ]);
    expect(backBilledPeriods({ startsAt: '2026-02-01', endsAt: null }, [], '2026-02-05')).toEqual([]);
  });

  it('numbers invoices YYYY-NNNNN and makes them due in 14 days', () => {
    expect(invoiceNumber(2026, 1)).toBe('2026-00001');
    expect(invoiceNumber(2026, 123456)).toBe('2026-123456');
    expect(dueDateOf('2026-12-25')).toBe('2027-01-08');
  });
});
