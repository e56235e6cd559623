// One module each: the package's and its locales' index would load every function and locale in the
// server (~10 MB of its memory).
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { nl } from 'date-fns/locale/nl';
import { parseISO } from 'date-fns/parseISO';
import { dayNumber } from '../schema/contract-dates';
import { madeOnFirstUse } from '../schema/made-on-first-use';
import { groupThousands } from './numbers';

const euro = madeOnFirstUse(() => new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }));

/**
 * Money as '€ 1.234,56' (docs/requirements.md#texts-and-formats), exactly as Intl's Dutch euro
 * formatter writes it but with a plain space after the sign, so texts compare and copy predictably.
 * Written out rather than made by Intl: the first Intl number formatter a page makes loads the
 * locale's data, a task of ~110 ms in the contract list's first render on a phone (4× slower CPU).
 * Intl rounds the number's shortest decimal form (1.005 → 1,01), half away from zero; so does this.
 */
export const formatEuro = (amount: number): string => {
  const digits = String(Math.abs(amount));
  // Past 10²¹ (or NaN, ∞) the shortest form has an exponent: Intl writes those.
  if (!/^\d+(\.\d+)?$/.test(digits) && !/^\d(\.\d+)?e-\d+$/.test(digits))
    return euro()
      .format(amount)
      .replace(/\u00a0/g, ' ');
  // Tiny amounts (1e-7) round to nothing; the minus stays, as Intl keeps it (-0 too).
  const [whole, fraction = ''] = digits.includes('e') ? ['0', ''] : digits.split('.');
  const cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const text = cents.toString().padStart(3, '0');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `€ ${sign}${groupThousands(text.slice(0, -2), '.')},${text.slice(-2)}`;
};

/**
 * Ascending whole numbers as runs: [2, 3, 4, 7, 9, 10] → '2–4, 7, 9–10', at most `runs` of them;
 * `more` counts the numbers left out.
 */
export function formatRuns(numbers: readonly number[], runs = 10): { text: string; more: number } {
  const found: [number, number][] = [];
  for (const number of numbers) {
    const last = found.at(-1);
    if (last && number === last[1] + 1) last[1] = number;
    else found.push([number, number]);
  }
  const shown = found.slice(0, runs);
  const counted = shown.reduce((sum, [first, last]) => sum + last - first + 1, 0);
  return {
    text: shown.map(([first, last]) => (first === last ? String(first) : `${first}–${last}`)).join(', '),
    more: numbers.length - counted,
  };
}

const toDate = (value: Date | string): Date => (typeof value === 'string' ? parseISO(value) : value);

/** Whether a text is a real day as the API writes one ('2026-04-14'). */
const isStoredDay = (value: string): boolean => {
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * '14-04-2026'; an empty string for a missing or unreadable date. A day as the API writes it is
 * rewritten rather than parsed and formatted: date-fns's parse and format of a list page's dates
 * were ~20 ms of its first render on a phone (4× slower CPU).
 */
export const formatDate = (value: Date | string | null | undefined): string => {
  if (value == null || value === '') return '';
  if (typeof value === 'string' && isStoredDay(value))
    return `${value.slice(8, 10)}-${value.slice(5, 7)}-${value.slice(0, 4)}`;
  const date = toDate(value);
  return isValid(date) ? format(date, 'dd-MM-yyyy', { locale: nl }) : '';
};

/** The language of long dates: the app's, set with its texts (i18nProvider.ts); Dutch on the server, whose mails are Dutch. */
let longDateLanguage: 'nl' | 'en' = 'nl';
export const setLongDateLanguage = (language: 'nl' | 'en'): void => {
  longDateLanguage = language;
};

// Intl, not a second date-fns locale: nothing more to download for English.
const englishLongDate = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
);

/** '14 april 2026'; in English '14 April 2026'. A mail's text names its language: 'nl'. */
export const formatLongDate = (
  value: Date | string | null | undefined,
  language: 'nl' | 'en' = longDateLanguage,
): string => {
  if (value == null || value === '') return '';
  const date = toDate(value);
  if (!isValid(date)) return '';
  return language === 'en' ? englishLongDate().format(date) : format(date, 'd MMMM yyyy', { locale: nl });
};

const englishMonth = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }),
);

/** A month 'YYYY-MM' as 'juli 2026'; in English 'July 2026'; an empty string for an unreadable one. */
export const formatMonth = (month: string, language: 'nl' | 'en' = longDateLanguage): string => {
  const date = parseISO(`${month}-01`);
  if (!isValid(date)) return '';
  return language === 'en' ? englishMonth().format(date) : format(date, 'MMMM yyyy', { locale: nl });
};

const dutchDateTime = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** '14-04-2026 09:05' in the Dutch time zone, whatever the browser's or server's zone is. */
export const formatDateTime = (value: unknown): string => {
  if (!(value instanceof Date) && (typeof value !== 'string' || value === '')) return '';
  const date = toDate(value);
  if (!isValid(date)) return '';
  const parts = Object.fromEntries(
    dutchDateTime()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
};
