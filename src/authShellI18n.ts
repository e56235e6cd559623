/**
 * The texts of the signed-out shell (src/AuthShell.tsx): the same catalogues and keys as the admin
 * (src/i18n), the part those screens use, with a small translate that follows node-polyglot's rules
 * for what these texts need (`%{name}` values, `smart_count` plurals joined by `||||`, `_` as the
 * default, the key itself when missing). It spares the sign-in page polyglot and its polyfills
 * (it has to be light); tests/unit/authShellI18n.test.ts holds it to polyglot's answers.
 */
import type { I18nProvider } from 'react-admin';
import { appMessagesNl } from './i18n/appMessages.nl';
import { componentMessagesNl } from './i18n/components.nl';
import { type Locale, storedLocale } from './i18n/locale';
import { type MessageTree, mergeMessages } from './i18n/mergeMessages';
import { offerFormMessagesNl } from './i18n/offer-form.nl';
import { outcomeMessagesNl } from './i18n/outcomes.nl';

const lookup = (tree: MessageTree, key: string): string | undefined => {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

type Options = Record<string, unknown> | number | undefined;

/** Dutch and English: one form for 1, the other for every other count. */
const pluralForm = (phrase: string, count: number): string => {
  const forms = phrase.split('||||');
  return (forms[count === 1 ? 0 : 1] ?? forms[0]).trim();
};

export const translatorFor =
  (messages: MessageTree) =>
  (key: string, given?: Options): string => {
    const options: Record<string, unknown> =
      typeof given === 'number' ? { smart_count: given } : (given ?? {});
    const fallback = typeof options._ === 'string' ? options._ : undefined;
    let phrase = lookup(messages, key) ?? fallback ?? key;
    if (typeof options.smart_count === 'number' && phrase.includes('||||'))
      phrase = pluralForm(phrase, options.smart_count);
    return phrase.replace(/%\{(\w+)\}/g, (placeholder, name: string) =>
      name in options && options[name] !== undefined && options[name] !== null
        ? String(options[name])
        : placeholder,
    );
  };

export const shellMessages: Record<Locale, () => Promise<MessageTree>> = {
  nl: async () => mergeMessages(appMessagesNl, componentMessagesNl, outcomeMessagesNl, offerFormMessagesNl),
  // English is the rarer choice: its texts load only for who chose it.
  en: async () => {
    const [{ appMessagesEn }, { componentMessagesEn }, { outcomeMessagesEn }, { offerFormMessagesEn }] =
      await Promise.all([
        import('./i18n/appMessages.en'),
        import('./i18n/components.en'),
        import('./i18n/outcomes.en'),
        import('./i18n/offer-form.en'),
      ]);
    return mergeMessages(appMessagesEn, componentMessagesEn, outcomeMessagesEn, offerFormMessagesEn);
  },
};

/** The shell's i18n provider in the stored language (react-admin's I18nProvider shape). */
export const loadShellI18n = async (locale: Locale = storedLocale()): Promise<I18nProvider> => {
  const translate = translatorFor(await shellMessages[locale]());
  return {
    // react-admin's TranslateFunction takes `any` options; ours narrows them.
    translate: (key: string, options?: Options) => translate(key, options),
    changeLocale: async () => undefined,
    getLocale: () => locale,
  };
};
