/**
 * The inline scripts of the prerendered pages (src/prerendered.ts), reading the same storage keys as
 * the app. The server allows exactly these scripts by their hashes in the Content-Security-Policy
 * (server/http/security-headers.ts).
 */
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, LOCALES } from '../i18n/locale';
import { DASHBOARD_COPIES, DASHBOARD_SCREENS } from '../pages/dashboard/dashboardView';
import {
  COPY_CONTROLS,
  DASHBOARD_CHOSEN_ATTRIBUTE,
  DASHBOARD_COPY_HTML_ATTRIBUTE,
  FIRST_NAME_MARK,
  HELD_TASK_MS,
  INITIALS_MARK,
  NAME_MARK,
  PHOTO_ATTRIBUTE,
  PHOTO_MARK,
  PRESSED_ATTRIBUTE,
  SHOWN_ATTRIBUTE,
} from '../prerendered';
import type { CopiedPage } from '../providers/copyHint';
import { ACCESS_TOKEN_KEY, DASHBOARD_HINT_KEY, SUPER_TOKEN_KEY } from '../providers/tokenStore';
import { CONTRACT_LIST_COPIES } from '../resources/contracts/listCopies';

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
 * Where react-admin's localStorage store keeps whether the side navigation is open ('RaStore' and its
 * key 'sidebar.open'): a screen's copy shows it as react-admin opens it there by default, so a user who
 * closed it on a tablet or a wide screen (or left it open on a phone) gets no copy.
 */
export const NAVIGATION_OPEN_KEY = 'RaStore.sidebar.open';

/** The hint's texts the show script writes in place of the marks, by mark ('photo': '' without one). */
const NAME_MARKS: [mark: string, hintField: 'firstName' | 'initials' | 'name' | 'photo'][] = [
  [FIRST_NAME_MARK, 'firstName'],
  [INITIALS_MARK, 'initials'],
  [NAME_MARK, 'name'],
  [PHOTO_MARK, 'photo'],
];

/**
 * In the head of a page drawn ahead (dashboard.html, contracts.html), after the app's held scripts:
 * for a signed-in user (not impersonated) in Dutch, at the page's address without a query where the
 * page reads one (`readsQuery`: the list's filters), on a screen the build drew for, where the page last named (the hint's entry `page`) a copy for that
 * screen that the build drew (`names`) and the side navigation is as that copy shows it, it puts
 * the copy's name on <html>, which shows it (the page's style). Otherwise it has the app's held
 * scripts fetched at once, as early as index.html's would be, for the page's entry to run when the
 * page is parsed (src/prerenderedEntry.ts) rather than after a copy's paint. Storage that cannot be
 * read chooses none; a hint without every text the copy needs (one an older version wrote) neither.
 */
export const chooseCopyScript = (page: CopiedPage, names: Iterable<string>, readsQuery: boolean): string =>
  [
    '(function(){var d=document,s,h,o,i,c,n,t;',
    `try{s=window.localStorage;h=JSON.parse(s.getItem(${json(DASHBOARD_HINT_KEY)}));o=s.getItem(${json(NAVIGATION_OPEN_KEY)});`,
    `if(h&&h[${json(page)}]${readsQuery ? '&&!window.location.search' : ''}&&s.getItem(${json(ACCESS_TOKEN_KEY)})&&!s.getItem(${json(SUPER_TOKEN_KEY)})`,
    `&&${json(otherLocales)}.indexOf(s.getItem(${json(LOCALE_STORAGE_KEY)}))<0`,
    `&&${json(NAME_MARKS.map(([, field]) => field))}.every(function(k){return typeof h[k]==="string"}))`,
    `for(i=0;i<${DASHBOARD_SCREENS.length};i++){c=${json(DASHBOARD_SCREENS.map((screen) => [screen.query, String(screen.navigationOpen), screen.name]))}[i];n=h[${json(page)}][c[2]];`,
    `if(window.matchMedia(c[0]).matches&&(o===null||o===c[1])&&${json([...names])}.indexOf(n)>=0)`,
    `{d.documentElement.setAttribute(${json(DASHBOARD_CHOSEN_ATTRIBUTE)},n);return}}}catch(e){}`,
    // Fetched now, run by the page's entry once the page is parsed, as index.html's module scripts
    // are; a task puts preload links in for HELD_TASK_MS at most, then leaves the rest to the next.
    't=d.querySelector("head>template");i=t?[].slice.call(t.content.querySelectorAll("[src],[href]")):[];',
    `(function p(){var u=performance.now()+${HELD_TASK_MS},e,l;while(i.length){e=i.shift();`,
    'l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";',
    'l.href=e.getAttribute("src")||e.getAttribute("href");d.head.append(l);if(performance.now()>=u)break}',
    'if(i.length)setTimeout(p)})()})()',
  ].join('');

/** dashboard.html's. */
export const CHOOSE_DASHBOARD_SCRIPT = chooseCopyScript('copies', DASHBOARD_COPIES.keys(), false);
/** contracts.html's: the list's address may hold its filters and page (react-admin's query). */
export const CHOOSE_CONTRACT_LIST_SCRIPT = chooseCopyScript('listCopies', CONTRACT_LIST_COPIES.keys(), true);

/**
 * In a page drawn ahead, after the copies: with a copy chosen, it puts that copy into #root (the copies
 * are script data, src/prerendered.ts), writes the user's first name, initials, name and photo's
 * address into its texts and attributes, keeps a press on one of its controls for the app, makes its
 * form fields read-only and inert (what is typed before the app runs would be lost), removes
 * the page's spinner and marks the page as showing a copy (src/prerendered.ts). The copies' data goes
 * either way.
 */
export const SHOW_DASHBOARD_SCRIPT = [
  '(function(){var d=document,e=d.documentElement,r=d.getElementById("root"),h=null,c=null,b,i,n,w,a,k;',
  `var chosen=e.getAttribute(${json(DASHBOARD_CHOSEN_ATTRIBUTE)});`,
  `try{h=chosen&&JSON.parse(window.localStorage.getItem(${json(DASHBOARD_HINT_KEY)}))}catch(x){}`,
  `b=d.querySelectorAll("script[${DASHBOARD_COPY_HTML_ATTRIBUTE}]");`,
  `for(i=0;i<b.length;i++){if(h&&!c&&b[i].getAttribute(${json(DASHBOARD_COPY_HTML_ATTRIBUTE)})===chosen)`,
  '{r.insertAdjacentHTML("afterbegin",b[i].textContent);c=r.firstElementChild}b[i].remove()}',
  // No copy after all (the hint gone meanwhile): no choice left on the page, which would keep it hidden.
  `if(!c){e.removeAttribute(${json(DASHBOARD_CHOSEN_ATTRIBUTE)});return}`,
  `function f(t){return t${NAME_MARKS.map(([mark, field]) => `.replace(${markPattern(mark)},function(){return String(h.${field})})`).join('')}}`,
  // A press on a control before the app runs is kept for it (src/prerendered.ts, COPY_CONTROLS).
  // Its form fields do nothing until then: a box is not ticked, the form is not sent (src/prerendered.ts).
  'function p(v){var o=v.target.closest&&v.target.closest(' +
    json(COPY_CONTROLS) +
    ');if(!o||!c.contains(o)){if(v.target.closest&&v.target.closest("label,input"))v.preventDefault();return}',
  'v.preventDefault();v.stopPropagation();',
  `e.setAttribute(${json(PRESSED_ATTRIBUTE)},(o.getAttribute("role")||o.tagName.toLowerCase())+"|"+(o.getAttribute("aria-label")||o.textContent||"").trim())}`,
  'try{w=d.createTreeWalker(c,5);',
  'while(n=w.nextNode())if(n.nodeType===3)n.data=f(n.data);',
  'else for(k=0;k<n.attributes.length;k++){a=n.attributes[k];a.value=f(a.value)}',
  // The photo's address, written in, is given to its image only now: no copy asked for the mark.
  `n=c.querySelectorAll("[${PHOTO_ATTRIBUTE}]");for(k=0;k<n.length;k++)n[k].setAttribute("src",n[k].getAttribute(${json(PHOTO_ATTRIBUTE)}));`,
  'c.addEventListener("mousedown",p,true);c.addEventListener("click",p,true);',
  'c.addEventListener("submit",function(v){v.preventDefault()},true);',
  'n=c.querySelectorAll("input");for(k=0;k<n.length;k++)n[k].readOnly=true;',
  'for(i=r.children.length-1;i>=0;i--){n=r.children[i];if(n!==c)n.remove()}',
  `e.setAttribute(${json(SHOWN_ATTRIBUTE)},"")}`,
  // Whatever went wrong, the page is not left hidden: the copy goes and the app draws as it comes.
  `catch(x){c.remove();e.removeAttribute(${json(DASHBOARD_CHOSEN_ATTRIBUTE)})}})()`,
].join('');
