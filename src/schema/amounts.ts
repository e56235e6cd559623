/** Amounts as people type them, shared by the money input and the contract import. */

/**
 * Reads '1.234,56', '1234,56', '1234.56' and '€ 12'. With a comma, dots are thousands
 * separators; without one, a single dot is the decimal mark (so '1234.56' works) and several
 * dots are thousands separators. Empty → null; unreadable → NaN.
 */
export const parseMoney = (text: string): number | null => {
  let cleaned = text.replace(/[€\s\u00a0]/g, '');
  if (cleaned === '') return null;
  const dots = (cleaned.match(/\./g) ?? []).length;
  if (cleaned.includes(',')) cleaned = cleaned.replace(/\./g, '').replace(',', '.');
  else if (dots > 1) cleaned = cleaned.replace(/\./g, '');
  if (!/^-?\d+(\.\d*)?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100) / 100;
};
