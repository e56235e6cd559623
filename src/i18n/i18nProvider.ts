import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { enMessages } from './en';
import { DEFAULT_LOCALE, isLocale, type Locale, storedLocale } from './locale';
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
const catalogues = { nl: nlMessages, en: enMessages } as unknown as Record<Locale, TranslationMessages>;

export const createI18nProvider = (initial: Locale = storedLocale()) =>
  polyglotI18nProvider((locale) => catalogues[isLocale(locale) ? locale : DEFAULT_LOCALE], initial, [
    { locale: 'nl', name: 'Nederlands' },
    { locale: 'en', name: 'English' },
  ]);

export const i18nProvider = createI18nProvider();
