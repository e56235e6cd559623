import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { type Locale, storedLocale } from './locale';
import { nlMessages } from './nl';

export {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  storedLocale,
  storeLocale,
} from './locale';

// Our merged trees have the shape react-admin expects; the cast only widens the leaf type.
const dutch = nlMessages as unknown as TranslationMessages;
let english: TranslationMessages | null = null;

/**
 * The English catalogue, loaded once. Most users read Dutch: English is a chunk of its own (~12 kB
 * compressed), fetched when it is chosen or was stored as the choice.
 */
export const loadEnglish = async (): Promise<TranslationMessages> => {
  english ??= (await import('./en')).enMessages as unknown as TranslationMessages;
  return english;
};

const messagesOf = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  locale === 'en' ? (english ?? loadEnglish()) : dutch;

/** An i18n provider starting in `initial`; for English, after `loadEnglish()` (react-admin asks it at once). */
export const createI18nProvider = (initial: Locale = storedLocale()) =>
  polyglotI18nProvider(messagesOf, initial, [
    { locale: 'nl', name: 'Nederlands' },
    { locale: 'en', name: 'English' },
  ]);

// The admin starts in the stored language, so an English user's first render waits for English.
if (storedLocale() === 'en') await loadEnglish();
export const i18nProvider = createI18nProvider();
