/**
 * Dutch business identifiers: how each is written and how it is checked. Pure, shared by the
 * declarations (so the form and the API apply the same rule) and by anything that prints them.
 */

const compact = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/** A KvK (Chamber of Commerce) number: eight digits; spaces and dots are dropped. */
export const normaliseKvkNumber = (value: string): string => value.replace(/[\s.]/g, '');
export const isKvkNumber = (value: string): boolean => /^\d{8}$/.test(value);
/** The text field options of every KvK number in the declarations: written, checked and worded alike. */
export const KVK_NUMBER_FIELD = {
  max: 20,
  normalise: normaliseKvkNumber,
  check: { test: isKvkNumber, message: 'app.validation.kvk_number' },
};

/** A Dutch postcode, written `1234 AB`. */
export const normaliseZipcode = (value: string): string => {
  const match = /^(\d{4})\s*([a-z]{2})$/i.exec(value.trim());
  return match ? `${match[1]} ${match[2].toUpperCase()}` : value.trim();
};
/** Four digits (not starting with 0) and two letters; SA, SD and SS are never issued. */
export const isZipcode = (value: string): boolean =>
  /^[1-9]\d{3} [A-Z]{2}$/.test(value) && !/ S[ADS]$/.test(value);
/** The text field options of every postcode in the declarations: written and checked alike. */
export const ZIPCODE_FIELD = {
  max: 20,
  normalise: normaliseZipcode,
  check: { test: isZipcode, message: 'app.validation.zipcode' },
};

/** Letters count as 10 (A) … 35 (Z) in the mod-97 checks of IBANs and btw-ids. */
const digitsOf = (value: string): string =>
  [...value].map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char)).join('');
const mod97 = (digits: string): number =>
  [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0);

/** A Dutch btw-id (VAT number): `NL` + 9 digits + `B` + 2 digits, e.g. `NL123456782B01`. */
export const normaliseVatNumber = compact;
/**
 * Checked as the Belastingdienst does: the nine digits pass the eleven-test (companies), or the
 * whole id passes mod 97 (the btw-ids of sole traders since 2020).
 */
export const isVatNumber = (value: string): boolean => {
  const match = /^NL(\d{9})B\d{2}$/.exec(value);
  if (!match) return false;
  const digits = [...match[1]].map(Number);
  const elevenTest = digits.reduce((sum, digit, index) => sum + digit * (index === 8 ? -1 : 9 - index), 0);
  return elevenTest % 11 === 0 || mod97(digitsOf(value)) === 1;
};

/** Length of an IBAN per country, for the countries a Dutch company pays from most. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = { NL: 18, BE: 16, DE: 22, LU: 20, FR: 27, GB: 22 };

/** An IBAN, written in groups of four (`NL91 ABNA 0417 1643 00`). */
export const normaliseIban = (value: string): string =>
  compact(value)
    .replace(/(.{4})(?=.)/g, '$1 ')
    .trim();
/** Country, check digits and account; the ISO 13616 mod-97 rule gives 1. */
export const isIban = (value: string): boolean => {
  const iban = compact(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  return mod97(digitsOf(iban.slice(4) + iban.slice(0, 4))) === 1;
};
