/**
 * The subscription API's sentences, from the app's texts: in Dutch (the product's language), or in
 * English for an asker who reads it (server/http/errors.ts, `languageOf`).
 */
import { formatLongDate } from '../../src/i18n/format';
import { subscriptionMessagesEn } from '../../src/i18n/subscription.en';
import { subscriptionMessagesNl } from '../../src/i18n/subscription.nl';
import { ApiError, type Language } from '../http/errors';

type Tree = { [key: string]: string | Tree };
/** A calendar day as the API writes one. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const texts: Record<Language, Tree> = {
  nl: subscriptionMessagesNl.app.subscription as unknown as Tree,
  en: subscriptionMessagesEn.app.subscription as unknown as Tree,
};

/**
 * `app.subscription.<path>` with polyglot's `%{name}` placeholders filled in; a day ('YYYY-MM-DD')
 * is written as a long date in that language.
 */
export function text(
  path: string,
  values: Record<string, string | number> = {},
  language: Language = 'nl',
): string {
  const found = path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      texts[language],
    );
  if (typeof found !== 'string') throw new Error(`No text app.subscription.${path}`);
  return found.replace(/%\{(\w+)\}/g, (_, key: string) => {
    const value = values[key] ?? '';
    return typeof value === 'string' && DAY.test(value) ? formatLongDate(value, language) : String(value);
  });
}

/** An error answered with `app.subscription.<path>` as its message, in the asker's language. */
export const subscriptionError = (
  status: number,
  path: string,
  values: Record<string, string | number> = {},
) =>
  new ApiError(status, text(path, values), undefined, undefined, (language) => text(path, values, language));
