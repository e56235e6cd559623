import { localStorageStore, type Store } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';

const LOCALE_KEY = 'locale';
const stored = localStorageStore();

/**
 * react-admin's store (in localStorage, as its default one), which reads the language the i18n
 * provider already speaks where it holds none: the choice is kept under our own key
 * (src/i18n/locale.ts), and react-admin's store is wiped at every sign-out. react-admin renders
 * nothing until its stored language is the provider's; with none stored it rendered the whole admin
 * again from an effect, in one blocking task, after the transition src/Bootstrap.tsx starts.
 */
export const adminStore: Store = {
  ...stored,
  getItem: <T = unknown>(key: string, defaultValue?: T): T =>
    stored.getItem(
      key,
      key === LOCALE_KEY && defaultValue === undefined ? i18nProvider.getLocale() : defaultValue,
    ) as T,
};
