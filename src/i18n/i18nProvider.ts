import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { resourceTexts } from '../resources/ui';
import { setLongDateLanguage } from './format';
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
 * The English catalogue, loaded once. Most users read Dutch: English is a chunk of its own (~7 kB
 * compressed), fetched when it is chosen or was stored as the choice.
 */
export const loadEnglish = async (): Promise<TranslationMessages> => {
  english ??= (await import('./en')).englishCatalogue(resourceTexts('en')) as unknown as TranslationMessages;
  return english;
};

/** The texts of `locale`; the long dates follow the language chosen (format.ts). */
const messagesOf = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
  setLongDateLanguage(locale === 'en' ? 'en' : 'nl');
  return locale === 'en' ? (english ?? loadEnglish()) : dutch;
};

/**
 * An i18n provider starting in `initial`; English must be loaded first (polyglot takes the first
 * language's texts at once).
 */
export const createI18nProvider = (initial: Locale = storedLocale()) =>
  polyglotI18nProvider(messagesOf, initial, [
    { locale: 'nl', name: 'Nederlands' },
    { locale: 'en', name: 'English' },
  ]);

/** Loads the stored language's texts when they are not part of the admin (English). */
export const loadStoredLanguage = async (): Promise<void> => {
  if (storedLocale() === 'en') await loadEnglish();
};

let shared: I18nProvider | null = null;
const sharedProvider = (): I18nProvider => {
  shared ??= createI18nProvider();
  return shared;
};

/**
 * The admin's i18n provider, made at its first use in the stored language: src/main.tsx awaits
 * `loadStoredLanguage` before the admin's first render, so an English user's first render is in English.
 */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => sharedProvider().translate(key, options),
  changeLocale: (locale, options) => sharedProvider().changeLocale(locale, options),
  getLocale: () => sharedProvider().getLocale(),
  getLocales: () => sharedProvider().getLocales?.() ?? [],
};
