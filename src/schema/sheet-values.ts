/**
 * A spreadsheet cell's text as a value, as Dutch and English sheets write them: days, amounts,
 * yes and no, periods, numbers in words (docs/contracts-api.md#import). Shared by the contract
 * import (app and server) and the reading of a contract's PDF: pure functions, no I/O.
 */
import { parseMoney } from './amounts';
import type { PeriodUnit } from './contract-dates';
import { foldText } from './folded-text';

/** Lower case, accents and punctuation gone, single spaces: how headings and names are compared. */
export const plainText = (text: string): string =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * A cell as text: a date as d-m-yyyy (Dutch), booleans as Ja/Nee, a number with a decimal comma
 * (a cell's 1.234 is one and a bit, where the text '1.234' is a thousand and more).
 */
export const cellText = (value: unknown): string => {
  if (value instanceof Date)
    return `${value.getUTCDate()}-${value.getUTCMonth() + 1}-${value.getUTCFullYear()}`;
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nee';
  if (typeof value === 'number') return String(value).replace('.', ',');
  return value == null ? '' : String(value);
};

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

/** A time of day after a date ('31-12-2026 00:00', '2026-12-31T09:30:00'), as spreadsheets export it. */
const TIME_OF_DAY = /(?:\s+|T)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A calendar day from '2026-12-31', '31-12-2026', '31/12/2026', '31.12.2026', '31-12-26' (20xx),
 * '31 december 2026' or '31 dec. 2026' (Dutch or English month names), with or without a time of
 * day after it (without a time zone: the day is the one written); null when it is none of these or
 * not a day.
 */
export function parseDay(text: string): string | null {
  const value = text.trim().replace(TIME_OF_DAY, '');
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) return validDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/.exec(value);
  if (match) {
    const year = Number(match[4]) + (match[4].length === 2 ? 2000 : 0);
    return validDay(year, Number(match[3]), Number(match[1]));
  }
  match = /^(\d{1,2})\s+([a-z]+)\.?\s+(\d{4})$/.exec(plainText(value).replace(/ (\d{4})$/, '  $1'));
  if (match && MONTHS[match[2]]) return validDay(Number(match[3]), MONTHS[match[2]], Number(match[1]));
  return null;
}

/**
 * The day a person typed: whatever the imports read ('31-12-2026', '31/12/2026', '2026-12-31',
 * '31 december 2026') and eight digits as day, month and year ('31122026', a phone's number pad has
 * no dash). Null when it is no day.
 */
export const typedDay = (text: string): string | null => {
  const digits = /^\s*(\d{2})(\d{2})(\d{4})\s*$/.exec(text);
  return parseDay(digits ? `${digits[1]}-${digits[2]}-${digits[3]}` : text);
};

/** Whether a value a day input gave is a whole day ('2026-12-31') rather than a text being typed. */
export const isDay = (value: string): boolean => parseDay(value) === value;

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

/**
 * Words of a period's unit and their everyday abbreviations ('3 mnd', '2 wkn', '1 jr', '6 mos'), as
 * days or months and how many of those one of it is.
 */
export const PERIOD_WORDS: Readonly<Record<string, { unit: PeriodUnit; times: number }>> = {
  dag: { unit: 'days', times: 1 },
  dagen: { unit: 'days', times: 1 },
  day: { unit: 'days', times: 1 },
  days: { unit: 'days', times: 1 },
  dg: { unit: 'days', times: 1 },
  dgn: { unit: 'days', times: 1 },
  week: { unit: 'days', times: 7 },
  wk: { unit: 'days', times: 7 },
  wkn: { unit: 'days', times: 7 },
  weken: { unit: 'days', times: 7 },
  weeks: { unit: 'days', times: 7 },
  wks: { unit: 'days', times: 7 },
  maand: { unit: 'months', times: 1 },
  mnd: { unit: 'months', times: 1 },
  mnden: { unit: 'months', times: 1 },
  mndn: { unit: 'months', times: 1 },
  maanden: { unit: 'months', times: 1 },
  month: { unit: 'months', times: 1 },
  months: { unit: 'months', times: 1 },
  mo: { unit: 'months', times: 1 },
  mos: { unit: 'months', times: 1 },
  mth: { unit: 'months', times: 1 },
  mths: { unit: 'months', times: 1 },
  kalendermaand: { unit: 'months', times: 1 },
  kalendermaanden: { unit: 'months', times: 1 },
  kwartaal: { unit: 'months', times: 3 },
  kwartalen: { unit: 'months', times: 3 },
  quarter: { unit: 'months', times: 3 },
  quarters: { unit: 'months', times: 3 },
  jaar: { unit: 'months', times: 12 },
  jr: { unit: 'months', times: 12 },
  jaren: { unit: 'months', times: 12 },
  year: { unit: 'months', times: 12 },
  years: { unit: 'months', times: 12 },
  yr: { unit: 'months', times: 12 },
  yrs: { unit: 'months', times: 12 },
};

/**
 * A period: '3 maanden', '90 dagen', '1 month', '2 weken' (14 days), '1 jaar' (12 months),
 * 'drie maanden'; a bare number takes `bareUnit` when given. Null when it is not a period (a
 * negative one included).
 */
export function parsePeriod(
  text: string,
  bareUnit?: PeriodUnit,
): { amount: number; unit: PeriodUnit } | null {
  // plainText drops punctuation, a minus sign with it: '-3 maanden' is no period, not three months.
  if (/^\s*[-\u2212\u2013]/.test(text)) return null;
  const match = /^(\d+|[a-z]+) ?([a-z]*)$/.exec(plainText(text));
  if (!match) return null;
  const amount = /^\d+$/.test(match[1]) ? Number(match[1]) : numberWord(match[1]);
  if (amount === null) return null;
  if (match[2] === '') return bareUnit ? { amount, unit: bareUnit } : null;
  const word = PERIOD_WORDS[match[2]];
  return word ? { amount: amount * word.times, unit: word.unit } : null;
}
