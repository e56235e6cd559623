/**
 * How texts are compared wherever a user searches or a name is matched: lower case and without
 * accents, so "cooperatie" finds "Coöperatie" and "Café" finds "cafe". Letters are split from their
 * accents by Unicode's canonical decomposition (NFD), which PostgreSQL's `normalize` does alike: the
 * database folds a row's searched text the same way (server/db/search-text.ts), so what a user types
 * and what is stored meet whichever form either was written in.
 */

/** The combining accents NFD splits off Latin letters (é → e + ´), as a regular expression's class. */
export const COMBINING_ACCENTS = '[\\u0300-\\u036f]';

const accents = new RegExp(COMBINING_ACCENTS, 'g');

/** `text` in lower case without accents. */
export const foldText = (text: string): string => text.normalize('NFD').replace(accents, '').toLowerCase();
