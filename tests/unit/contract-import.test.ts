/** Reading a sheet's texts (src/schema/contract-import.ts): CSV, headings, dates, amounts, periods, names. */
import { describe, expect, it } from 'vitest';
import {
  closestNames,
  matchHeadings,
  nameKey,
  parseBoolean,
  parseCsv,
  parseDay,
  parsePeriod,
  parseWholeNumber,
} from '../../src/schema/contract-import';

describe('parseCsv', () => {
  it('reads semicolons or commas, quotes, line breaks in quotes, a BOM and CRLF', () => {
    expect(parseCsv('\uFEFFNummer;Leverancier\r\nA-1;"Eneco; zakelijk"\r\nA-2;KPN\r\n\r\n')).toEqual([
      ['Nummer', 'Leverancier'],
      ['A-1', 'Eneco; zakelijk'],
      ['A-2', 'KPN'],
    ]);
    expect(parseCsv('number,description\nA-1,"Regel een\nregel ""twee"""')).toEqual([
      ['number', 'description'],
      ['A-1', 'Regel een\nregel "twee"'],
    ]);
    // A comma inside a Dutch amount does not make ',' the separator when ';' is on the first line.
    expect(parseCsv('Nummer;Bedrag\nA-1;1.234,56')[1]).toEqual(['A-1', '1.234,56']);
  });
});

describe('matchHeadings', () => {
  const names = { number: ['Contractnummer', 'Contract number'], endsAt: ['Einddatum', 'Ends at'] };
  it('matches labels of either language, case, accents and punctuation ignored, each field once', () => {
    expect(matchHeadings(['CONTRACTNUMMER', 'eind-datum', 'Ends at', 'Opmerking', 'number'], names)).toEqual([
      'number',
      'endsAt',
      null,
      null,
      null,
    ]);
  });
  it('matches the everyday headings of an own register, a label before an alias', () => {
    const fields = {
      ...names,
      startsAt: ['Ingangsdatum', 'Starts at'],
      location: ['Locatie', 'Location'],
      owner: ['Eigenaar', 'Owner'],
      costAmount: ['Bedrag per periode', 'Amount per period'],
      supplier: ['Leverancier', 'Supplier'],
    };
    expect(
      matchHeadings(
        ['Contract nr.', 'Begindatum', 'Vestiging', 'Verantwoordelijke', 'Bedrag', 'Vendor'],
        fields,
      ),
    ).toEqual(['number', 'startsAt', 'location', 'owner', 'costAmount', 'supplier']);
    // "Start" is an alias of startsAt, but here a field is labelled so: the label wins.
    expect(matchHeadings(['Start'], { ...fields, endsAt: ['Start'] })).toEqual(['endsAt']);
    // An alias of a field that may not be imported matches nothing.
    expect(matchHeadings(['Jaarbedrag'], fields)).toEqual([null]);
    // The first heading takes the field, by label or by alias.
    expect(matchHeadings(['Nr', 'Contractnummer'], fields)).toEqual(['number', null]);
  });
});

describe('values', () => {
  it('reads Dutch, ISO and written dates, and refuses days that do not exist', () => {
    expect(parseDay('31-12-2026')).toBe('2026-12-31');
    expect(parseDay('1/2/2026')).toBe('2026-02-01');
    expect(parseDay('2026-02-28')).toBe('2026-02-28');
    expect(parseDay('3 maart 2027')).toBe('2027-03-03');
    expect(parseDay('1 dec. 2026')).toBe('2026-12-01');
    expect(parseDay('29-02-2026')).toBeNull();
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay('morgen')).toBeNull();
  });
  it('reads periods in words and units, and a bare number only with a unit to assume', () => {
    expect(parsePeriod('3 maanden')).toEqual({ amount: 3, unit: 'months' });
    expect(parsePeriod('90 dagen')).toEqual({ amount: 90, unit: 'days' });
    expect(parsePeriod('1 month')).toEqual({ amount: 1, unit: 'months' });
    expect(parsePeriod('2 weken')).toEqual({ amount: 14, unit: 'days' });
    expect(parsePeriod('1 jaar')).toEqual({ amount: 12, unit: 'months' });
    expect(parsePeriod('drie maanden')).toEqual({ amount: 3, unit: 'months' });
    expect(parsePeriod('12')).toBeNull();
    expect(parsePeriod('12', 'months')).toEqual({ amount: 12, unit: 'months' });
    expect(parsePeriod('3 eeuwen')).toBeNull();
  });
  it('reads yes and no, and whole numbers with thousands dots', () => {
    expect([parseBoolean('Ja'), parseBoolean('nee'), parseBoolean('TRUE'), parseBoolean('x')]).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(parseBoolean('misschien')).toBeNull();
    expect(parseWholeNumber('1.000')).toBe(1000);
    expect(parseWholeNumber('12,5')).toBeNull();
  });
});

describe('names', () => {
  it('match without case, spaces and legal form, and suggest the nearest when none does', () => {
    expect(nameKey('Eneco B.V.')).toBe(nameKey('eneco'));
    expect(nameKey('Ziggo  Zakelijk bv')).toBe(nameKey('ziggo zakelijk'));
    expect(nameKey('Café de Hoek V.O.F.')).toBe(nameKey('cafe de hoek'));
    expect(closestNames('Enecco', ['Eneco', 'Essent', 'KPN', 'Vattenfall'])[0]).toBe('Eneco');
    expect(closestNames('Qqqqqqq', ['Eneco', 'KPN'])).toEqual([]);
  });
});
