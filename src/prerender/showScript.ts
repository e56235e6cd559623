/**
 * The inline script in the head of the prerendered sign-in page (src/prerendered.ts): it marks the
 * page so the card shows, unless a session is stored or another language was chosen, read from the
 * same storage keys as the app. The server allows exactly this script by its hash in the
 * Content-Security-Policy (server/http/security-headers.ts). Storage that cannot be read is no
 * session and no choice, as the app reads it.
 */
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, LOCALES } from '../i18n/locale';
import { SHOWN_ATTRIBUTE } from '../prerendered';
import { ACCESS_TOKEN_KEY, SUPER_TOKEN_KEY } from '../providers/tokenStore';

const otherLocales = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
const markShown = `document.documentElement.setAttribute(${JSON.stringify(SHOWN_ATTRIBUTE)},"")`;

export const SHOW_PRERENDERED_SCRIPT = [
  'try{var s=window.localStorage;',
  `if(!s.getItem(${JSON.stringify(ACCESS_TOKEN_KEY)})&&!s.getItem(${JSON.stringify(SUPER_TOKEN_KEY)})`,
  `&&${JSON.stringify(otherLocales)}.indexOf(s.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)}))<0)`,
  `${markShown}}catch(e){${markShown}}`,
].join('');
