/**
 * The inline scripts of the prerendered pages (src/prerendered.ts), reading the same storage keys as
 * the app. The server allows exactly these scripts by their hashes in the Content-Security-Policy
 * (server/http/security-headers.ts).
 */
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, LOCALES } from '../i18n/locale';
import { PRERENDERED_SHAPES } from '../pages/dashboard/dashboardView';
import {
  DASHBOARD_COPY_ATTRIBUTE,
  DASHBOARD_SHAPE_ATTRIBUTE,
  FIRST_NAME_MARK,
  INITIALS_MARK,
  SHOWN_ATTRIBUTE,
} from '../prerendered';
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
 * In dashboard.html's head, after the app's held scripts: for a signed-in user (not impersonated)
 * in Dutch, on a phone's screen, whose dashboard last had a shape the build drew, it puts that shape
 * on <html>, which shows its copy (the page's style). Otherwise it has the app's held scripts
 * fetched at once, as early as index.html's would be, for the page's entry to run when the page is
 * parsed (src/prerenderedEntry.ts) rather than after a copy's paint. Storage that cannot be read
 * chooses none.
 */
export const CHOOSE_DASHBOARD_SCRIPT = [
  '(function(){var d=document,s,h,t;',
  `try{s=window.localStorage;h=JSON.parse(s.getItem(${json(DASHBOARD_HINT_KEY)}));`,
  `if(h&&s.getItem(${json(ACCESS_TOKEN_KEY)})&&!s.getItem(${json(SUPER_TOKEN_KEY)})`,
  `&&${json(otherLocales)}.indexOf(s.getItem(${json(LOCALE_STORAGE_KEY)}))<0`,
  `&&window.matchMedia(${json(PHONE_QUERY)}).matches&&${json([...PRERENDERED_SHAPES.keys()])}.indexOf(h.shape)>=0)`,
  `{d.documentElement.setAttribute(${json(DASHBOARD_SHAPE_ATTRIBUTE)},h.shape);return}}catch(e){}`,
  // Fetched now, run by the page's entry once the page is parsed, as index.html's module scripts are.
  't=d.querySelector("head>template");if(t)t.content.querySelectorAll("[src],[href]").forEach(function(e){',
  'var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";',
  'l.href=e.getAttribute("src")||e.getAttribute("href");d.head.append(l)})})()',
].join('');

/**
 * In dashboard.html, after #root: with a shape chosen, it writes the user's first name and initials
 * into its copy's texts and attributes, removes the other copies and the page's spinner, and marks
 * the page as showing a copy (src/prerendered.ts); without, it removes the copies.
 */
export const SHOW_DASHBOARD_SCRIPT = [
  '(function(){var d=document,r=d.getElementById("root"),h=null,c=null,i,n,w,a,k;',
  `var shape=d.documentElement.getAttribute(${json(DASHBOARD_SHAPE_ATTRIBUTE)});`,
  `try{h=shape&&JSON.parse(window.localStorage.getItem(${json(DASHBOARD_HINT_KEY)}))}catch(e){}`,
  'for(i=r.children.length-1;i>=0;i--){n=r.children[i];',
  `if(h&&n.getAttribute(${json(DASHBOARD_COPY_ATTRIBUTE)})===shape)c=n}`,
  'if(c)for(i=r.children.length-1;i>=0;i--){n=r.children[i];if(n!==c)n.remove()}',
  `else{n=r.querySelectorAll("[${DASHBOARD_COPY_ATTRIBUTE}]");for(i=0;i<n.length;i++)n[i].remove();return}`,
  `function f(t){return t.replace(${markPattern(FIRST_NAME_MARK)},function(){return String(h.firstName)})`,
  `.replace(${markPattern(INITIALS_MARK)},function(){return String(h.initials)})}`,
  'w=d.createTreeWalker(c,5);',
  'while(n=w.nextNode())if(n.nodeType===3)n.data=f(n.data);',
  'else for(k=0;k<n.attributes.length;k++){a=n.attributes[k];a.value=f(a.value)}',
  `d.documentElement.setAttribute(${json(SHOWN_ATTRIBUTE)},"")})()`,
].join('');
