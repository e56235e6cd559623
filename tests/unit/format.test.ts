import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuro, formatLongDate } from '../../src/i18n/format';
import { formatCount, groupThousands } from '../../src/i18n/numbers';
import { megabytes } from '../../src/schema/upload-limits';

describe('formatEuro', () => {
  it('writes euros the Dutch way', () => {
    expect(formatEuro(1234.56)).toBe('€ 1.234,56');
    expect(formatEuro(0)).toBe('€ 0,00');
    expect(formatEuro(1000000)).toBe('€ 1.000.000,00');
    expect(formatEuro(9.999)).toBe('€ 10,00');
    expect(formatEuro(-1234.5)).toBe('€ -1.234,50');
    expect(formatEuro(1.005)).toBe('€ 1,01');
  });

  // Intl's Dutch euro formatter is what the texts were written with (and what the server's Node
  // and a browser give); the written-out formatter must never differ from it.
  const intl = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
  const byIntl = (amount: number) => intl.format(amount).replace(/\u00a0/g, ' ');

  it('writes every amount as Intl does: cents, ties, negatives, tiny and huge numbers', () => {
    const cents = fc.integer({ min: -1e12, max: 1e12 }).map((n) => n / 100);
    const ties = fc.integer({ min: -1e9, max: 1e9 }).map((n) => (n * 10 + 5) / 1000);
    const thirds = fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000);
    const anyDouble = fc.double({ noDefaultInfinity: false });
    fc.assert(
      fc.property(fc.oneof(cents, ties, thirds, anyDouble), (amount) => {
        expect(formatEuro(amount)).toBe(byIntl(amount));
      }),
      { numRuns: 20_000 },
    );
    for (const amount of [
      0,
      -0,
      0.005,
      -0.005,
      -0.001,
      1e-7,
      -1e-7,
      999.995,
      1e20,
      1e21,
      -1e21,
      Number.NaN,
    ]) {
      expect(formatEuro(amount)).toBe(byIntl(amount));
    }
  });
});

describe('formatDate', () => {
  it('writes short and long Dutch dates', () => {
    expect(formatDate('2026-04-14')).toBe('14-04-2026');
    expect(formatDate(new Date(2026, 0, 5))).toBe('05-01-2026');
    expect(formatLongDate('2026-04-14')).toBe('14 april 2026');
    expect(formatLongDate(new Date(2026, 2, 1))).toBe('1 maart 2026');
    expect(formatLongDate('2026-04-14', 'en')).toBe('14 April 2026');
    expect(formatLongDate('2026-12-31', 'en')).toBe('31 December 2026');
  });

  it('writes a stored day as the same day of the calendar, and no text for a day that does not exist', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true }),
        (date) => {
          const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
          expect(formatDate(day)).toBe(formatDate(date));
        },
      ),
    );
    expect(formatDate('2024-02-29')).toBe('29-02-2024');
    for (const notADay of ['2026-02-29', '2026-13-01', '2026-04-31', '2026-00-10', '2026-4-14'])
      expect(formatDate(notADay)).toBe('');
  });

  it('gives an empty text for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatLongDate('')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes the moment in Dutch time, summer and winter', () => {
    expect(formatDateTime('2026-08-31T06:00:05.000Z')).toBe('31-08-2026 08:00');
    expect(formatDateTime(new Date('2026-12-31T23:30:00Z'))).toBe('01-01-2027 00:30');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('the limits as the texts state them', () => {
  it('groups thousands and writes megabytes', () => {
    expect(groupThousands(5000, '.')).toBe('5.000');
    expect(groupThousands(1234567, ',')).toBe('1,234,567');
    expect(groupThousands(999, '.')).toBe('999');
    expect(megabytes(20 * 1024 * 1024)).toBe('20 MB');
  });
});

describe('formatCount', () => {
  it('writes a count as Intl does in Dutch and in English', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (value) => {
        expect(formatCount(value, 'nl')).toBe(value.toLocaleString('nl-NL'));
        expect(formatCount(value, 'en')).toBe(value.toLocaleString('en-GB'));
      }),
    );
    expect(formatCount(12345, 'nl')).toBe('12.345');
    expect(formatCount(1234, 'en')).toBe('1,234');
  });
});
