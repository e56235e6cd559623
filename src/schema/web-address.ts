/**
 * A web address (a supplier's or a sponsor's website): how it is written and how it is checked.
 * Pure, shared by the declarations, so the form and the API apply the same rule.
 */

/** As people type it ('www.eneco.nl', 'eneco.nl/zakelijk'): without a scheme, https:// goes in front. */
export const normaliseWebAddress = (value: string): string =>
  /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;

/** A host label: letters, digits and inner hyphens (an international name is in its xn-- form). */
const LABEL = /^(?!-)[a-z\d-]{1,63}(?<!-)$/i;
/** A top-level domain: letters, or an international one's xn-- form. */
const TOP_LEVEL = /^([a-z]{2,63}|xn--[a-z\d-]{1,59})$/i;

/**
 * An http(s) address of a named host with a top-level domain, without spaces or a user name: what a
 * browser opens from a link. Not 'geen website', 'javascript:…', 'localhost' or an IP address.
 */
export const isWebAddress = (value: string): boolean => {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return false;
  const labels = url.hostname.split('.');
  const topLevel = labels.at(-1) ?? '';
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(topLevel);
};

/** The text field options of every website in the declarations: written and checked alike. */
export const WEB_ADDRESS_FIELD = {
  max: 300,
  normalise: normaliseWebAddress,
  check: { test: isWebAddress, message: 'app.validation.web_address' },
};
