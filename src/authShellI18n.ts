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
import { HANDLE_DEADLINE_PATH, OFFER_FORM_PATH } from './schema/access';

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
 * Texts of the public pages opened only from a mail's link (the sponsor's offer form at
 * /aanbod/<token>, a deadline handled at /afhandelen/<token>): they load with the shell on that
 * page and nowhere else, so the sign-in page does not carry them.
 */
const PAGES_WITH_OWN_TEXTS: { path: string; texts: Record<Locale, () => Promise<MessageTree>> }[] = [
  {
    path: OFFER_FORM_PATH,
    texts: {
      nl: () => import('./i18n/offer-form.nl').then((module) => module.offerFormMessagesNl),
      en: () => import('./i18n/offer-form.en').then((module) => module.offerFormMessagesEn),
    },
  },
  {
    path: HANDLE_DEADLINE_PATH,
    texts: {
      nl: () => import('./i18n/outcomes.nl').then((module) => module.outcomeMessagesNl),
      en: () => import('./i18n/outcomes.en').then((module) => module.outcomeMessagesEn),
    },
  },
];

const pageWithOwnTexts = (pathname: string) =>
  PAGES_WITH_OWN_TEXTS.find((page) => pathname.startsWith(`${page.path}/`));

/** The texts of the page at `pathname` beyond the shell's own (none for most pages). */
const pageTexts = (locale: Locale, pathname: string): Promise<MessageTree>[] => {
  const page = pageWithOwnTexts(pathname);
  return page ? [page.texts[locale]()] : [];
};

/** The shell's Dutch texts: part of this chunk, so ready at once. */
const dutchMessages = (): MessageTree => mergeMessages(appMessagesNl, componentMessagesNl);

/** The shell's texts in a language, with those of the page at `pathname`. */
export const shellMessages: Record<Locale, (pathname: string) => Promise<MessageTree>> = {
  nl: async (pathname) => mergeMessages(dutchMessages(), ...(await Promise.all(pageTexts('nl', pathname)))),
  // English is the rarer choice: its texts load only for who chose it.
  en: async (pathname) => {
    const [{ appMessagesEn }, { componentMessagesEn }, ...page] = await Promise.all([
      import('./i18n/appMessages.en'),
      import('./i18n/components.en'),
      ...pageTexts('en', pathname),
    ]);
    return mergeMessages(appMessagesEn, componentMessagesEn, ...page);
  },
};

/** react-admin's I18nProvider shape over a language's texts. */
const providerFor = (locale: Locale, messages: MessageTree): I18nProvider => {
  const translate = translatorFor(messages);
  return {
    // react-admin's TranslateFunction takes `any` options; ours narrows them.
    translate: (key: string, options?: Options) => translate(key, options),
    changeLocale: async () => undefined,
    getLocale: () => locale,
  };
};

/** The shell in Dutch on the sign-in page, as the build prerenders it (src/prerender/loginPage.tsx). */
export const dutchShellI18n = (): I18nProvider => providerFor('nl', dutchMessages());

/**
 * The shell's i18n provider in the stored language, for the page opened: at once in Dutch (so the
 * first render does not wait and replaces the prerendered sign-in card without a spinner between),
 * else once the language's texts have loaded.
 */
export const shellI18n = (
  locale: Locale = storedLocale(),
  pathname: string = window.location.pathname,
): I18nProvider | Promise<I18nProvider> => {
  if (locale === 'nl' && !pageWithOwnTexts(pathname)) return dutchShellI18n();
  return shellMessages[locale](pathname).then((messages) => providerFor(locale, messages));
};
