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
import { outcomeMessagesNl } from './i18n/outcomes.nl';
import { OFFER_FORM_PATH } from './schema/access';

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

/**
 * The sponsor's offer form is opened only from its mail's link, straight at /aanbod/<token>: its
 * texts load with the shell there and nowhere else, so the sign-in page does not carry them.
 */
const offerFormTexts = (locale: Locale, wanted: boolean): Promise<MessageTree[]> => {
  if (!wanted) return Promise.resolve([]);
  return locale === 'nl'
    ? import('./i18n/offer-form.nl').then((module) => [module.offerFormMessagesNl])
    : import('./i18n/offer-form.en').then((module) => [module.offerFormMessagesEn]);
};

/** The shell's texts in a language; `offerForm`: with those of the sponsor's form. */
export const shellMessages: Record<Locale, (offerForm?: boolean) => Promise<MessageTree>> = {
  nl: async (offerForm = false) =>
    mergeMessages(
      appMessagesNl,
      componentMessagesNl,
      outcomeMessagesNl,
      ...(await offerFormTexts('nl', offerForm)),
    ),
  // English is the rarer choice: its texts load only for who chose it.
  en: async (offerForm = false) => {
    const [{ appMessagesEn }, { componentMessagesEn }, { outcomeMessagesEn }, form] = await Promise.all([
      import('./i18n/appMessages.en'),
      import('./i18n/components.en'),
      import('./i18n/outcomes.en'),
      offerFormTexts('en', offerForm),
    ]);
    return mergeMessages(appMessagesEn, componentMessagesEn, outcomeMessagesEn, ...form);
  },
};

/** The shell's i18n provider in the stored language (react-admin's I18nProvider shape), for the page opened. */
export const loadShellI18n = async (
  locale: Locale = storedLocale(),
  pathname: string = window.location.pathname,
): Promise<I18nProvider> => {
  const translate = translatorFor(await shellMessages[locale](pathname.startsWith(`${OFFER_FORM_PATH}/`)));
  return {
    // react-admin's TranslateFunction takes `any` options; ours narrows them.
    translate: (key: string, options?: Options) => translate(key, options),
    changeLocale: async () => undefined,
    getLocale: () => locale,
  };
};
