/**
 * Reading a spreadsheet of contracts (docs/contracts-api.md#import), shared by the app (the file,
 * its headings) and the server (each cell to a field's value): pure functions, no I/O.
 */
import { parseMoney } from './amounts';
import type { PeriodUnit } from './contract-dates';
import { HEADING_ALIASES } from './contract-import-headings';
import type { FieldMeta } from './fields';
import { contracts } from './resources/contracts';

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

/** At most this many rows, and this many bytes of file, in one import. */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Lower case, accents and punctuation gone, single spaces: how headings and names are compared. */
export const plainText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Legal-form words at the end of a company name ("B.V.", "N.V.", "VOF" …), ignored when matching. */
const LEGAL_FORM = /( (b v|bv|n v|nv|v o f|vof|c v|cv|ltd|gmbh|inc))+$/;

/** The key a name is matched by: case, accents, spaces, punctuation and a legal form ignored. */
export const nameKey = (name: string): string => plainText(name).replace(LEGAL_FORM, '').replace(/ /g, '');

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

/** Dutch and English month names and abbreviations, to their number. */
export const MONTHS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['januari', 'january', 'jan'],
    ['februari', 'february', 'feb'],
    ['maart', 'march', 'mrt', 'mar'],
    ['april', 'apr'],
    ['mei', 'may'],
    ['juni', 'june', 'jun'],
    ['juli', 'july', 'jul'],
    ['augustus', 'august', 'aug'],
    ['september', 'sept', 'sep'],
    ['oktober', 'october', 'okt', 'oct'],
    ['november', 'nov'],
    ['december', 'dec'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1])),
);

const pad = (n: number) => String(n).padStart(2, '0');

function validDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > last ? null : `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A calendar day from '2026-12-31', '31-12-2026', '31/12/2026', '31.12.2026', '31 december 2026'
 * or '31 dec. 2026' (Dutch or English month names); null when it is none of these or not a day.
 */
export function parseDay(text: string): string | null {
  const value = text.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) return validDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (match) return validDay(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})\s+([a-z]+)\.?\s+(\d{4})$/.exec(plainText(value).replace(/ (\d{4})$/, '  $1'));
  if (match && MONTHS[match[2]]) return validDay(Number(match[3]), MONTHS[match[2]], Number(match[1]));
  return null;
}

const TRUE_WORDS = new Set(['ja', 'j', 'yes', 'y', 'true', 'waar', '1', 'x', 'aan', 'on']);
const FALSE_WORDS = new Set(['nee', 'n', 'no', 'false', 'onwaar', '0', 'uit', 'off']);

/** Ja/Nee, yes/no, true/false, 1/0, x; null when it is none of these. */
export function parseBoolean(text: string): boolean | null {
  const word = plainText(text);
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}

/** An amount in euros ('1.234,56', '1234.56', '€ 12'); null when it is not one. */
export function parseAmount(text: string): number | null {
  const amount = parseMoney(text);
  return amount === null || Number.isNaN(amount) ? null : amount;
}

/** A whole number, also written with thousands dots ('1.000'); null when it is not one. */
export function parseWholeNumber(text: string): number | null {
  const cleaned = text.trim().replace(/(\d)\.(?=\d{3}\b)/g, '$1');
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : null;
}

const UNITS: Readonly<Record<string, number>> = {
  een: 1,
  één: 1,
  one: 1,
  twee: 2,
  two: 2,
  drie: 3,
  three: 3,
  vier: 4,
  four: 4,
  vijf: 5,
  five: 5,
  zes: 6,
  six: 6,
  zeven: 7,
  seven: 7,
  acht: 8,
  eight: 8,
  negen: 9,
  nine: 9,
  tien: 10,
  ten: 10,
  elf: 11,
  eleven: 11,
  twaalf: 12,
  twelve: 12,
  dertien: 13,
  thirteen: 13,
  veertien: 14,
  fourteen: 14,
  vijftien: 15,
  fifteen: 15,
  achttien: 18,
  eighteen: 18,
};
const TENS: Readonly<Record<string, number>> = {
  twintig: 20,
  twenty: 20,
  dertig: 30,
  thirty: 30,
  veertig: 40,
  forty: 40,
  vijftig: 50,
  fifty: 50,
  zestig: 60,
  sixty: 60,
  zeventig: 70,
  seventy: 70,
  tachtig: 80,
  eighty: 80,
  negentig: 90,
  ninety: 90,
};

/**
 * A number written as a word, Dutch or English, up to 99: 'drie', 'twaalf', 'vierentwintig',
 * 'zesendertig', 'tweeëntwintig', 'twenty-four'; null when it is none.
 */
export function numberWord(word: string): number | null {
  const w = word.toLowerCase().replace(/[-\s]/g, '');
  if (UNITS[w] !== undefined) return UNITS[w];
  if (TENS[w] !== undefined) return TENS[w];
  // Dutch says the unit first: vier-en-twintig, twee-ën-twintig.
  for (const [at, joint] of [...w.matchAll(/[eë]n/g)].map((m) => [m.index, m[0]] as const)) {
    const unit = UNITS[w.slice(0, at)];
    const tens = TENS[w.slice(at + joint.length)];
    if (unit !== undefined && unit < 10 && tens !== undefined) return tens + unit;
  }
  const english = /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(.+)$/.exec(w);
  if (english && UNITS[english[2]] !== undefined && UNITS[english[2]] < 10)
    return TENS[english[1]] + UNITS[english[2]];
  return null;
}

/** Words of a period's unit, as days or months and how many of those one of it is. */
export const PERIOD_WORDS: Readonly<Record<string, { unit: PeriodUnit; times: number }>> = {
  dag: { unit: 'days', times: 1 },
  dagen: { unit: 'days', times: 1 },
  day: { unit: 'days', times: 1 },
  days: { unit: 'days', times: 1 },
  week: { unit: 'days', times: 7 },
  weken: { unit: 'days', times: 7 },
  weeks: { unit: 'days', times: 7 },
  maand: { unit: 'months', times: 1 },
  maanden: { unit: 'months', times: 1 },
  month: { unit: 'months', times: 1 },
  months: { unit: 'months', times: 1 },
  kwartaal: { unit: 'months', times: 3 },
  quarter: { unit: 'months', times: 3 },
  jaar: { unit: 'months', times: 12 },
  jaren: { unit: 'months', times: 12 },
  year: { unit: 'months', times: 12 },
  years: { unit: 'months', times: 12 },
};

/**
 * A period: '3 maanden', '90 dagen', '1 month', '2 weken' (14 days), '1 jaar' (12 months),
 * 'drie maanden'; a bare number takes `bareUnit` when given. Null when it is not a period.
 */
export function parsePeriod(
  text: string,
  bareUnit?: PeriodUnit,
): { amount: number; unit: PeriodUnit } | null {
  const match = /^(\d+|[a-z]+) ?([a-z]*)$/.exec(plainText(text));
  if (!match) return null;
  const amount = /^\d+$/.test(match[1]) ? Number(match[1]) : numberWord(match[1]);
  if (amount === null) return null;
  if (match[2] === '') return bareUnit ? { amount, unit: bareUnit } : null;
  const word = PERIOD_WORDS[match[2]];
  return word ? { amount: amount * word.times, unit: word.unit } : null;
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
