/** Amounts as people type them, shared by the money input and the contract import. */

/**
 * Euros rounded to whole cents, half up (away from zero), on the digits the number is written with:
 * 1.005 → 1.01, where `Math.round(1.005 * 100)` gives 1.00 (1.005 is stored as 1.00499…).
 */
export function roundToCents(euros: number): number {
  const written = String(Math.abs(euros));
  // Exponent notation: below a millionth or beyond 10^21, far outside any amount's cents.
  if (!/^\d+(\.\d+)?$/.test(written)) return Math.round(euros * 100) / 100 || 0;
  const [whole, fraction = ''] = written.split('.');
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (digits[2] >= '5' ? 1 : 0);
  // No −0: it would be written "€ -0,00".
  return euros < 0 && cents > 0 ? -cents / 100 : cents / 100;
}

/** Digits grouped by threes with `mark` ('1.234.567'), or plain digits. */
const wholePart = (text: string, mark: string): boolean =>
  /^\d*$/.test(text) || new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`).test(text);

/**
 * Which of '.' and ',' is the decimal mark of a number's digits, or null when it has none: the last
 * of the two when both are there ('1.234,56', '1,234.56'); else a single comma ('1234,56'); else a
 * single dot ('1234.56', '0.5'), except before exactly three digits after a first group that is
 * not zero: '1.234' and '12.500' are thousands, as a Dutch sheet writes them (money has cents, not
 * thousandths). Several of one mark group thousands ('1.234.567').
 */
function decimalMark(digits: string): '.' | ',' | null {
  const dot = digits.lastIndexOf('.');
  const comma = digits.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return dot > comma ? '.' : ',';
  if (comma >= 0) return digits.indexOf(',') === comma ? ',' : null;
  if (dot < 0 || digits.indexOf('.') !== dot) return null;
  return /^[1-9]\d{0,2}\.\d{3}$/.test(digits) ? null : '.';
}

/**
 * Reads '1.234,56', '1234,56', '1234.56', '1.234' (1234), '1,234.56', '€ 12', 'EUR 1.500,-' and
 * '-12,50' (see decimalMark); a thousands mark must group by threes. Rounded to cents. Empty →
 * null; unreadable → NaN.
 */
export const parseMoney = (text: string): number | null => {
  const cleaned = text
    .replace(/€|\beur(os?)?\b|[\s\u00a0\u202f]/gi, '')
    // '1.500,-': whole euros.
    .replace(/[.,]-$/, '');
  if (cleaned === '') return null;
  const match = /^(-?)([\d.,]+)$/.exec(cleaned);
  if (!match) return Number.NaN;
  const [, sign, digits] = match;
  const mark = decimalMark(digits);
  const at = mark ? digits.lastIndexOf(mark) : digits.length;
  const whole = digits.slice(0, at);
  const fraction = digits.slice(at + 1);
  const grouping = mark === '.' ? ',' : mark === ',' ? '.' : (/[.,]/.exec(whole)?.[0] ?? '.');
  if (!wholePart(whole, grouping) || !/^\d*$/.test(fraction) || whole + fraction === '') return Number.NaN;
  return roundToCents(Number(`${sign}${whole.replace(/[.,]/g, '')}.${fraction || '0'}`));
};
