import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, isLocale, type Locale, storedLocale } from './locale';
import type { MessageTree } from './mergeMessages';
import { nlMessages } from './nl';

export {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  storedLocale,
  storeLocale,
} from './locale';

/**
 * A language's catalogue. Dutch, the default, is part of the admin's script; English, the rarer
 * choice, is a chunk of its own that loads for who chose it (every phone carried it before).
 */
export const loadCatalogue = (locale: Locale): MessageTree | Promise<MessageTree> =>
  locale === 'en' ? import('./en').then((module) => module.enMessages) : nlMessages;

// Our merged trees have the shape react-admin expects; the cast only widens the leaf type.
const asMessages = (tree: MessageTree) => tree as unknown as TranslationMessages;

/** react-admin's translator, starting in `initial` with that language's catalogue (loaded already). */
export function createI18nProvider(initial: 'nl'): I18nProvider;
export function createI18nProvider(initial: Locale, initialMessages: MessageTree): I18nProvider;
export function createI18nProvider(initial: Locale, initialMessages: MessageTree = nlMessages): I18nProvider {
  return polyglotI18nProvider(
    (locale) => {
      if (locale === initial) return asMessages(initialMessages);
      const other = loadCatalogue(isLocale(locale) ? locale : DEFAULT_LOCALE);
      return other instanceof Promise ? other.then(asMessages) : asMessages(other);
    },
    initial,
    [
      { locale: 'nl', name: 'Nederlands' },
      { locale: 'en', name: 'English' },
    ],
  );
}

let adminTranslator: Promise<I18nProvider> | null = null;
/** The admin's translator, in the stored language once its texts are there (at once in Dutch). */
export const adminI18nProvider = (): Promise<I18nProvider> => {
  const locale = storedLocale();
  adminTranslator ??= Promise.resolve(loadCatalogue(locale)).then((messages) =>
    createI18nProvider(locale, messages),
  );
  return adminTranslator;
};
