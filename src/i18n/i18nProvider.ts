import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { enMessages } from './en';
import { nlMessages } from './nl';

export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';

/**
 * Our own key, not react-admin's store: react-admin wipes its store (RaStore.*) on logout,
 * and the language choice should survive signing out.
 */
export const LOCALE_STORAGE_KEY = 'locale';

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

export const storedLocale = (storage: Storage | undefined = globalThis.localStorage): Locale => {
  try {
    const value = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
};

export const storeLocale = (locale: Locale, storage: Storage | undefined = globalThis.localStorage): void => {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or a full storage: the choice then lasts for this visit only.
  }
};

// Our merged trees have the shape react-admin expects; the cast only widens the leaf type.
const catalogues = { nl: nlMessages, en: enMessages } as unknown as Record<Locale, TranslationMessages>;

export const createI18nProvider = (initial: Locale = storedLocale()) =>
  polyglotI18nProvider((locale) => catalogues[isLocale(locale) ? locale : DEFAULT_LOCALE], initial, [
    { locale: 'nl', name: 'Nederlands' },
    { locale: 'en', name: 'English' },
  ]);

export const i18nProvider = createI18nProvider();
