/** The app's languages and the stored choice; light, so the signed-out shell can read it too. */
export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';

/**
 * Our own key, not react-admin's store: react-admin wipes its store (RaStore.*) on logout,
 * and the language choice should survive signing out.
 */
export const LOCALE_STORAGE_KEY = 'locale';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

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
