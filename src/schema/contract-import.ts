/**
 * Reading a spreadsheet of contracts (docs/contracts-api.md#import), shared by the app (the file,
 * its headings) and the server (each cell to a field's value): pure functions, no I/O.
 */
import { HEADING_ALIASES } from './contract-import-headings';
import type { FieldMeta } from './fields';
import { contracts } from './resources/contracts';
import { plainText } from './sheet-values';

export type ImportAction = 'create' | 'update' | 'unchanged';

/** One sheet row in the import's answer (docs/contracts-api.md#import). */
export interface ImportRow {
  /** The sheet's row number, the heading being row 1. */
  row: number;
  number: string;
  action: ImportAction | null;
  /** Field → i18n key of what is wrong; `row` for what concerns the row as a whole. */
  errors: Record<string, string>;
  /** Field → the names nearest to one that matched none. */
  suggestions: Record<string, string[]>;
  /** The first rows: their values as read, references by the names they matched. */
  values?: Record<string, unknown>;
}

/** The import's answer. */
export interface ImportReport {
  saved: boolean;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** Rows with errors. */
  failed: number;
  /** The suppliers added as the company's own (asked with `newSuppliers`), in the sheet's order. */
  newSuppliers: string[];
  rows: ImportRow[];
  /**
   * When the sheet's new contracts go beyond the plan: the plan's name and its contract limit, the
   * values of the rows' `app.subscription.limits.maxContracts` error.
   */
  planLimit?: { plan: string; limit: number };
}

/** One problem of a checked sheet and the rows that have it. */
export interface ImportProblem {
  /** The field (column) it concerns; `row` for the row as a whole. */
  field: string;
  /** The i18n key of what is wrong. */
  message: string;
  suggestions: string[];
  /** The sheet's row numbers, ascending. */
  rows: number[];
}

/**
 * The rows' errors, the same error in the same column once with all its rows (a sheet of 200
 * contracts that lacks a required column has one problem, not 200), in the order of their first row.
 */
export function importProblems(rows: readonly ImportRow[]): ImportProblem[] {
  const problems = new Map<string, ImportProblem>();
  for (const { row, errors, suggestions } of rows)
    for (const [field, message] of Object.entries(errors)) {
      const nearest = suggestions[field] ?? [];
      const key = JSON.stringify([field, message, nearest]);
      const problem = problems.get(key) ?? { field, message, suggestions: nearest, rows: [] };
      problem.rows.push(row);
      problems.set(key, problem);
    }
  return [...problems.values()];
}

const NOT_IMPORTED: ReadonlySet<FieldMeta['kind']> = new Set(['image', 'group', 'password']);

/**
 * The contract fields a sheet may fill: what the form writes; specifications each in a column
 * of its own, `specifications.<label>` (the label of the supplier type's field).
 */
export const IMPORT_FIELDS: readonly string[] = Object.entries(contracts.meta)
  .filter(([, meta]) => meta.form && !meta.readOnly && !NOT_IMPORTED.has(meta.kind))
  .map(([name]) => name);
export const SPECIFICATION_COLUMN = 'specifications.';

/**
 * The fields a new contract needs that a sheet with these columns has no column for; not the
 * supplier type, which comes with the supplier. Such a sheet can still update the contracts it
 * names by number.
 */
export function missingRequiredColumns(columns: Iterable<string>): string[] {
  const present = new Set(columns);
  const meta: Record<string, FieldMeta> = contracts.meta;
  return IMPORT_FIELDS.filter(
    (field) => meta[field].required && !present.has(field) && field !== 'supplierType',
  );
}

/** Legal-form words at the end of a company name ("B.V.", "N.V.", "VOF" …), ignored when matching. */
const LEGAL_FORM = /( (b v|bv|n v|nv|v o f|vof|c v|cv|ltd|gmbh|inc))+$/;

/** A company's name as plain words without its legal form: "Eneco Zakelijk B.V." → "eneco zakelijk". */
export const withoutLegalForm = (name: string): string => plainText(name).replace(LEGAL_FORM, '');

/** The key a name is matched by: case, accents, spaces, punctuation and a legal form ignored. */
export const nameKey = (name: string): string => withoutLegalForm(name).replace(/ /g, '');

/** How many rows from a sheet's top its headings are looked for in (a title and a blank row may come first). */
export const HEADING_ROWS = 10;

/**
 * Where a sheet's table is among `sheets` (a workbook's, in order): the sheet and the row of its
 * headings, among each sheet's first HEADING_ROWS rows, in which `matched` finds the most headings
 * that name a field (the first of equals); the first sheet's first row when none names any.
 */
export function findTable(
  sheets: readonly (readonly string[][])[],
  matched: (headings: readonly string[]) => number,
): { sheet: number; headingRow: number } {
  let best = { sheet: 0, headingRow: 0, matched: 0 };
  for (const [sheet, rows] of sheets.entries())
    for (const [headingRow, row] of rows.slice(0, HEADING_ROWS).entries()) {
      const count = matched(row);
      if (count > best.matched) best = { sheet, headingRow, matched: count };
    }
  return { sheet: best.sheet, headingRow: best.headingRow };
}

/**
 * Which field each heading names: a heading matches a field when its key equals the key of one of
 * the field's names (its labels in each language, its API name) or, failing those, of one of its
 * `aliases` (for the fields in `names` only). A field is taken once, by the first heading that
 * names it; a heading that names none maps to null.
 */
export function matchHeadings(
  headings: readonly string[],
  names: Readonly<Record<string, readonly string[]>>,
  aliases: Readonly<Record<string, readonly string[]>> = HEADING_ALIASES,
): (string | null)[] {
  const byKey = new Map<string, string>();
  const known = (field: string) => field in names;
  // Labels first: an alias never takes a key that is some field's own name.
  for (const [field, fieldNames] of [
    ...Object.entries(names),
    ...Object.entries(aliases).filter(([f]) => known(f)),
  ])
    for (const name of [field, ...fieldNames]) if (!byKey.has(nameKey(name))) byKey.set(nameKey(name), field);
  const taken = new Set<string>();
  return headings.map((heading) => {
    const field = byKey.get(nameKey(heading));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** What a chosen file holds: an .xlsx workbook, or a CSV's text. */
export type SheetContent = { format: 'xlsx' } | { format: 'csv'; text: string };

/**
 * What a chosen file holds, by its bytes rather than its name: an .xlsx workbook (a zip), or the
 * text of a CSV (UTF-8, else Windows-1252 as Excel on Windows saves "CSV"). Null for anything else
 * (a PDF, an old .xls, an image, UTF-16 text), which would otherwise read as rows of noise.
 */
export function sheetContent(bytes: Uint8Array): SheetContent | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return { format: 'xlsx' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = windows1252(bytes);
  }
  // A spreadsheet's text holds no control characters but tabs and line ends; a binary file does.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  if (text.startsWith('%PDF') || /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/.test(text)) return null;
  return { format: 'csv', text };
}

/** Windows-1252's characters for bytes 0x80–0x9f (the rest is Latin-1); five are unassigned. */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Decoded by hand: Node's TextDecoder reads 'windows-1252' as Latin-1, without the € and quotes. */
function windows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes)
    text += byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/**
 * The rows of a CSV text: UTF-8 with or without BOM, separated by ';', ',' or a tab (whichever
 * the first line has most of outside quotes), fields in double quotes may hold separators, quotes
 * ("") and line breaks. Trailing empty lines are dropped.
 */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const separator = csvSeparator(body);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  while (rows.length > 0 && rows[rows.length - 1].every((value) => value.trim() === '')) rows.pop();
  return rows;
}

function csvSeparator(text: string): string {
  const counts: Record<string, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char] += 1;
  }
  return Object.entries(counts).sort((a, b) => b[1] - a[1])[0][1] > 0
    ? Object.entries(counts).sort((a, b) => b[1] - a[1])[0][0]
    : ';';
}

/** The names nearest to a name that matched none (at most `count`), for "did you mean". */
export function closestNames(name: string, candidates: readonly string[], count = 3): string[] {
  const key = nameKey(name);
  const scored = candidates.map((candidate) => {
    const other = nameKey(candidate);
    const contains = other.includes(key) || key.includes(other) ? 0 : 1;
    return { candidate, score: contains * 100 + editDistance(key, other) };
  });
  return scored
    .filter((entry) => entry.score < 100 || entry.score - 100 <= Math.max(2, key.length / 2))
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map((entry) => entry.candidate);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length];
}
