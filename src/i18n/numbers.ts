/**
 * Whole numbers written out without Intl, for texts made before any formatter (the upload limits)
 * and for money (src/i18n/format.ts): a browser's first Intl number formatter loads its locale
 * data, which on a phone's start is a task of its own.
 */

/** A whole number's digits with their thousands grouped: (5000, '.') → '5.000'. */
export const groupThousands = (value: number | string, separator: '.' | ','): string =>
  String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * A count as the language writes it, 12345 → '12.345' (Dutch) or '12,345' (English): page ranges,
 * row counts. Made without Intl for the reason above (the contract list's pagination made the
 * page's first formatter: ~120 ms of its first render on a phone).
 */
export const formatCount = (value: number, language: string): string =>
  groupThousands(Math.round(value), language === 'en' ? ',' : '.');
