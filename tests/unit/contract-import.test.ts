/** Reading a sheet (src/schema/contract-import.ts): CSV, where its table is, headings, names, problems. */
import { describe, expect, it } from 'vitest';
import { formatRuns } from '../../src/i18n/format';
import {
  closestNames,
  findTable,
  importProblems,
  matchHeadings,
  missingRequiredColumns,
  nameKey,
  parseCsv,
  sheetContent,
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

describe('sheetContent', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('knows an .xlsx by its zip signature and a CSV by its text, UTF-8 or Windows-1252', () => {
    expect(sheetContent(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toEqual({ format: 'xlsx' });
    expect(sheetContent(bytes('\uFEFFNummer;Omschrijving\r\nA-1;Koffie à €2\r\n'))).toEqual({
      format: 'csv',
      text: 'Nummer;Omschrijving\r\nA-1;Koffie à €2\r\n',
    });
    // "Café" and "€" as Excel on Windows saves them.
    const windows = new Uint8Array([
      ...bytes('Naam;Bedrag\nCaf'),
      0xe9,
      ...bytes(';'),
      0x80,
      ...bytes('5\n'),
    ]);
    expect(sheetContent(windows)).toEqual({ format: 'csv', text: 'Naam;Bedrag\nCafé;€5\n' });
  });

  it('refuses what is no spreadsheet: a PDF, an old .xls, an image, UTF-16 text', () => {
    expect(sheetContent(bytes('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\n'))).toBeNull();
    expect(sheetContent(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBeNull();
    expect(sheetContent(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sheetContent(new Uint8Array([0xff, 0xfe, 0x4e, 0x00, 0x72, 0x00]))).toBeNull();
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
    expect(matchHeadings(['Overeenkomst nr.'], fields)).toEqual(['number']);
    expect(matchHeadings(['Overeenkomstnummer'], fields)).toEqual(['number']);
    // "Start" is an alias of startsAt, but here a field is labelled so: the label wins.
    expect(matchHeadings(['Start'], { ...fields, endsAt: ['Start'] })).toEqual(['endsAt']);
    // An alias of a field that may not be imported matches nothing.
    expect(matchHeadings(['Jaarbedrag'], fields)).toEqual([null]);
    // The first heading takes the field, by label or by alias.
    expect(matchHeadings(['Nr', 'Contractnummer'], fields)).toEqual(['number', null]);
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

describe('problems', () => {
  const row = (
    number: number,
    errors: Record<string, string>,
    suggestions: Record<string, string[]> = {},
  ) => ({
    row: number,
    number: `C-${number}`,
    action: null,
    errors,
    suggestions,
  });

  it('names each error once with the rows that have it, in the order of their first row', () => {
    const required = 'app.validation.required';
    const unknown = 'app.contracts.import.errors.unknown';
    const problems = importProblems([
      row(2, { 'specifications.Aantal aansluitingen': required }),
      row(3, { 'specifications.Aantal aansluitingen': required, supplier: unknown }, { supplier: ['KPN'] }),
      row(4, {}),
      row(5, { supplier: unknown }, { supplier: ['KPN'] }),
      row(6, { supplier: unknown }, { supplier: ['Eneco'] }),
      row(7, { 'specifications.Aantal aansluitingen': required }),
    ]);
    expect(problems).toEqual([
      { field: 'specifications.Aantal aansluitingen', message: required, suggestions: [], rows: [2, 3, 7] },
      { field: 'supplier', message: unknown, suggestions: ['KPN'], rows: [3, 5] },
      { field: 'supplier', message: unknown, suggestions: ['Eneco'], rows: [6] },
    ]);
  });

  it('writes rows as runs, at most ten, and counts the rest', () => {
    expect(formatRuns([2, 3, 4, 7, 9, 10])).toEqual({ text: '2–4, 7, 9–10', more: 0 });
    expect(formatRuns(Array.from({ length: 200 }, (_, i) => i + 2))).toEqual({ text: '2–201', more: 0 });
    const everyOther = Array.from({ length: 30 }, (_, i) => 2 * i + 2);
    expect(formatRuns(everyOther)).toEqual({ text: '2, 4, 6, 8, 10, 12, 14, 16, 18, 20', more: 20 });
    expect(formatRuns([])).toEqual({ text: '', more: 0 });
  });
});

describe('findTable', () => {
  const fields = { number: ['Contractnummer'], supplier: ['Leverancier'], endsAt: ['Einddatum'] };
  const named = (headings: readonly string[]) => matchHeadings(headings, fields, {}).filter(Boolean).length;

  it('finds the worksheet and the row whose headings name the most fields, below a title', () => {
    const notes = [['Toelichting'], ['Vul het tabblad Contracten in.']];
    const register = [
      ['Contractenregister 2026'],
      [],
      ['Contractnummer', 'Leverancier', 'Opmerking', 'Einddatum'],
      ['C-1', 'KPN', '', '31-12-2027'],
    ];
    expect(findTable([notes, register], named)).toEqual({ sheet: 1, headingRow: 2 });
  });

  it('takes the first of equals, and the first row of the first sheet when no heading names a field', () => {
    const a = [['Contractnummer'], ['C-1']];
    expect(findTable([a, a], named)).toEqual({ sheet: 0, headingRow: 0 });
    expect(findTable([[['x'], ['y']], [['z']]], named)).toEqual({ sheet: 0, headingRow: 0 });
    expect(findTable([], named)).toEqual({ sheet: 0, headingRow: 0 });
  });

  it('looks for headings in the first ten rows only', () => {
    const deep = [...Array.from({ length: 10 }, () => ['']), ['Contractnummer', 'Leverancier']];
    expect(findTable([deep], named)).toEqual({ sheet: 0, headingRow: 0 });
  });
});

describe('missingRequiredColumns', () => {
  it('names the fields a new contract needs that no column holds; the type comes with the supplier', () => {
    expect(missingRequiredColumns([])).toEqual(['number', 'supplier', 'location']);
    expect(missingRequiredColumns(['number', 'supplier', 'endsAt'])).toEqual(['location']);
    expect(missingRequiredColumns(['location', 'number', 'supplier', ''])).toEqual([]);
  });
});
