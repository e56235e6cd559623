/** A sheet's cells as values (src/schema/sheet-values.ts): dates, amounts, yes and no, periods. */
import { describe, expect, it } from 'vitest';
import {
  cellText,
  isDay,
  parseAmount,
  parseBoolean,
  parseDay,
  parsePeriod,
  typedDay,
} from '../../src/schema/sheet-values';

describe('values', () => {
  it('reads Dutch, ISO and written dates, and refuses days that do not exist', () => {
    expect(parseDay('31-12-2026')).toBe('2026-12-31');
    expect(parseDay('1/2/2026')).toBe('2026-02-01');
    expect(parseDay('2026-02-28')).toBe('2026-02-28');
    expect(parseDay('3 maart 2027')).toBe('2027-03-03');
    expect(parseDay('1 dec. 2026')).toBe('2026-12-01');
    // Two-digit years are this century's; a time after the day, as a spreadsheet exports it, is ignored.
    expect(parseDay('1-1-26')).toBe('2026-01-01');
    expect(parseDay('31-12-2026 00:00')).toBe('2026-12-31');
    expect(parseDay('2026-12-31T09:30:00')).toBe('2026-12-31');
    // A time with a zone may be another day here: not guessed.
    expect(parseDay('2026-12-31T23:30:00Z')).toBeNull();
    expect(parseDay('31-12/2026')).toBeNull();
    expect(parseDay('12/31/2026')).toBeNull();
    expect(parseDay('29-02-2026')).toBeNull();
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay('morgen')).toBeNull();
  });
  it('reads a day typed in a date field, also as eight digits, and tells a whole day from a text', () => {
    expect(typedDay('31-12-2029')).toBe('2029-12-31');
    expect(typedDay(' 31122029 ')).toBe('2029-12-31');
    expect(typedDay('01022027')).toBe('2027-02-01');
    expect(typedDay('3-1-2027')).toBe('2027-01-03');
    expect(typedDay('2029-12-31')).toBe('2029-12-31');
    expect(typedDay('31 dec 2029')).toBe('2029-12-31');
    // Half typed, or no such day: no day yet.
    expect(typedDay('31-12-')).toBeNull();
    expect(typedDay('3112202')).toBeNull();
    expect(typedDay('31132029')).toBeNull();
    expect(typedDay('20291231')).toBeNull();
    expect(isDay('2029-12-31')).toBe(true);
    expect(isDay('31-12-2029')).toBe(false);
    expect(isDay('2029-02-30')).toBe(false);
    expect(isDay('')).toBe(false);
  });
  it('reads periods in words and units, and a bare number only with a unit to assume', () => {
    expect(parsePeriod('3 maanden')).toEqual({ amount: 3, unit: 'months' });
    expect(parsePeriod('90 dagen')).toEqual({ amount: 90, unit: 'days' });
    expect(parsePeriod('1 month')).toEqual({ amount: 1, unit: 'months' });
    expect(parsePeriod('2 weken')).toEqual({ amount: 14, unit: 'days' });
    expect(parsePeriod('1 jaar')).toEqual({ amount: 12, unit: 'months' });
    expect(parsePeriod('drie maanden')).toEqual({ amount: 3, unit: 'months' });
    expect(parsePeriod('3 mnd.')).toEqual({ amount: 3, unit: 'months' });
    expect(parsePeriod('3 kalendermaanden')).toEqual({ amount: 3, unit: 'months' });
    expect(parsePeriod('2 wkn')).toEqual({ amount: 14, unit: 'days' });
    expect(parsePeriod('6 mos')).toEqual({ amount: 6, unit: 'months' });
    expect(parsePeriod('12')).toBeNull();
    expect(parsePeriod('12', 'months')).toEqual({ amount: 12, unit: 'months' });
    expect(parsePeriod('3 eeuwen')).toBeNull();
    // A sign is not punctuation to drop: a period is never negative.
    for (const negative of ['-3 maanden', ' -3 maanden', '\u22123 maanden', '\u2013 3 maanden'])
      expect(parsePeriod(negative)).toBeNull();
    expect(parsePeriod('-12', 'months')).toBeNull();
  });
  it('reads amounts as Dutch and English sheets write them, and refuses what it would have to guess', () => {
    const read = (texts: string[]) => texts.map(parseAmount);
    expect(read(['1.234,56', '1234,56', '1234.56', '1,234.56', '1.234.567,89', '1,234,567'])).toEqual([
      1234.56, 1234.56, 1234.56, 1234.56, 1234567.89, 1234567,
    ]);
    // A dot before exactly three digits groups thousands (money has cents, not thousandths) …
    expect(read(['1.234', '€1.234', '12.500', '100.000'])).toEqual([1234, 1234, 12500, 100000]);
    // … but not after a zero or a long first group, and a single comma is the decimal mark.
    expect(read(['0.234', '1234.567', '1,234', '1.23', ',50'])).toEqual([0.23, 1234.57, 1.23, 1.23, 0.5]);
    expect(read(['€ 1.500,-', 'EUR 100', '€ -12,50', '1 234,56'])).toEqual([1500, 100, -12.5, 1234.56]);
    expect(read(['1.2.3', '12.34.567', '1,2,3', '1.234,567.89', 'twaalf', '-', '1e5'])).toEqual(
      Array(7).fill(null),
    );
  });
  it("reads a spreadsheet's cells as their texts would be read", () => {
    expect(parseAmount(cellText(1.234))).toBe(1.23);
    expect(parseAmount(cellText(1234.5))).toBe(1234.5);
    expect(parseDay(cellText(new Date(Date.UTC(2026, 11, 31))))).toBe('2026-12-31');
    expect(parseBoolean(cellText(false))).toBe(false);
    expect(cellText(null)).toBe('');
  });
  it('reads yes and no', () => {
    expect([parseBoolean('Ja'), parseBoolean('nee'), parseBoolean('TRUE'), parseBoolean('x')]).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(parseBoolean('misschien')).toBeNull();
  });
});
