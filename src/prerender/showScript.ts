/**
 * The inline scripts of the prerendered pages (src/prerendered.ts), reading the same storage keys as
 * the app. The server allows exactly these scripts by their hashes in the Content-Security-Policy
 * (server/http/security-headers.ts).
 */
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, LOCALES } from '../i18n/locale';
import { DASHBOARD_COPY_ATTRIBUTE, FIRST_NAME_MARK, INITIALS_MARK, SHOWN_ATTRIBUTE } from '../prerendered';
import { ACCESS_TOKEN_KEY, DASHBOARD_HINT_KEY, SUPER_TOKEN_KEY } from '../providers/tokenStore';

const otherLocales = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
const markShown = `document.documentElement.setAttribute(${JSON.stringify(SHOWN_ATTRIBUTE)},"")`;

/**
 * In the head of the sign-in page: it marks the page so the card shows, unless a session is stored
 * or another language was chosen. Storage that cannot be read is no session and no choice, as the
 * app reads it.
 */
export const SHOW_PRERENDERED_SCRIPT = [
  'try{var s=window.localStorage;',
  `if(!s.getItem(${JSON.stringify(ACCESS_TOKEN_KEY)})&&!s.getItem(${JSON.stringify(SUPER_TOKEN_KEY)})`,
  `&&${JSON.stringify(otherLocales)}.indexOf(s.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)}))<0)`,
  `${markShown}}catch(e){${markShown}}`,
].join('');

const json = JSON.stringify;
/** A mark as a regular expression's escape: the script stays ASCII, whatever its page's encoding. */
const markPattern = (mark: string): string => `/\\u${mark.charCodeAt(0).toString(16).padStart(4, '0')}/g`;

/**
 * The screens the dashboard's copies are drawn for: MUI's `down('sm')`, below which the top bar
 * takes its phone form and the side navigation folds away (src/prerender/dashboardPage.tsx checks
 * the two agree).
 */
export const PHONE_QUERY = '(max-width:599.95px)';

/**
 * In dashboard.html, after #root: for a signed-in user (not impersonated) in Dutch, on a
 * phone's screen, it keeps the copy of the shape
 * the dashboard last drew (its hint), writes the first name and initials into its texts and
 * attributes, and marks the page so it shows; every other copy, and the spinner, is removed. With
 * no copy shown it starts the app at once rather than through the page's entry, a step later. Storage that cannot be
 * read shows none.
 */
export const SHOW_DASHBOARD_SCRIPT = [
  '(function(){var h=null,c=null,d=document,s,i,n,w,a,k;',
  `try{s=window.localStorage;h=JSON.parse(s.getItem(${json(DASHBOARD_HINT_KEY)}));`,
  `if(!h||!s.getItem(${json(ACCESS_TOKEN_KEY)})||s.getItem(${json(SUPER_TOKEN_KEY)})`,
  `||${json(otherLocales)}.indexOf(s.getItem(${json(LOCALE_STORAGE_KEY)}))>=0`,
  `||!window.matchMedia(${json(PHONE_QUERY)}).matches)h=null}catch(e){h=null}`,
  `var all=d.querySelectorAll("[${DASHBOARD_COPY_ATTRIBUTE}]");`,
  'for(i=0;i<all.length;i++)',
  `if(!c&&h&&all[i].getAttribute(${json(DASHBOARD_COPY_ATTRIBUTE)})===h.shape)c=all[i];else all[i].remove();`,
  // No copy: the app's scripts, held for after the copy's paint (src/prerenderedEntry.ts), start now.
  'if(!c){c=d.querySelector("head>template");if(c){d.head.append(d.importNode(c.content,true));c.remove()}return}',
  // The page's spinner gives way to the copy.
  'for(i=c.parentNode.children.length-1;i>=0;i--){n=c.parentNode.children[i];if(n!==c&&n.tagName!=="SCRIPT")n.remove()}',
  `function f(t){return t.replace(${markPattern(FIRST_NAME_MARK)},function(){return String(h.firstName)})`,
  `.replace(${markPattern(INITIALS_MARK)},function(){return String(h.initials)})}`,
  'w=d.createTreeWalker(c,5);',
  'while(n=w.nextNode())if(n.nodeType===3)n.data=f(n.data);',
  'else for(k=0;k<n.attributes.length;k++){a=n.attributes[k];a.value=f(a.value)}',
  `d.documentElement.setAttribute(${json(SHOWN_ATTRIBUTE)},"")})()`,
].join('');
