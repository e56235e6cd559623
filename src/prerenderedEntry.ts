/**
 * The entry of the prerendered pages (login.html and dashboard.html, src/prerender). The page
 * holds the app's own script tags in a template in its head; with its copy shown (the page's script
 * decides, src/prerendered.ts) they go into the page once the browser has painted the copy, else at
 * once. On a fast connection the app's scripts could otherwise arrive and be evaluated before the
 * first paint and hold the card back; on a slow one they would compete with it for the network.
 * What the user typed meanwhile is kept (src/pages/LoginPage.tsx). It imports nothing, so it stays
 * a file of its own and the app's modules keep their chunks.
 */

/** Start anyway after this long (a browser without paint timing, a tab opened in the background). */
const PAINT_WAIT_MS = 500;

/** src/prerendered.ts's HELD_TASK_MS (what it costs is said there), written out: this file imports nothing. */
const HELD_TASK_MS = 8;

/** A preload link the head's script put into the page already (no copy shown: src/prerender/showScript.ts). */
const inPage = (element: Element) =>
  element.localName === 'link' &&
  document.head.querySelector(`link[href="${element.getAttribute('href')}"]`) !== null;

/**
 * Scripts cloned out of a template run when they enter the page, as the page's own would have: the
 * entry's module script first, then its modules' preload links that are not in yet, a task going
 * on for HELD_TASK_MS at most (but one at least).
 */
const startApp = () => {
  const held = document.querySelector<HTMLTemplateElement>('head > template');
  if (!held) return;
  const elements = [...document.importNode(held.content, true).children].filter(
    (element) => !inPage(element),
  );
  const putSome = () => {
    const until = performance.now() + HELD_TASK_MS;
    do {
      const next = elements.shift();
      if (next) document.head.append(next);
    } while (elements.length > 0 && performance.now() < until);
    if (elements.length > 0) setTimeout(putSome);
  };
  putSome();
};

const startAfterFirstPaint = () => {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    startApp();
  };
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) startOnce();
      })
    : null;
  observer?.observe({ type: 'paint', buffered: true });
  setTimeout(startOnce, document.visibilityState === 'hidden' ? 0 : PAINT_WAIT_MS);
};

/** The prerendered copy in #root (the page spinner, else), unless its style hides it. */
const copy = document.getElementById('root')?.firstElementChild;
// 'data-prerendered' is src/prerendered.ts's PRERENDERED_ATTRIBUTE, written out: this file imports nothing.
if (copy?.hasAttribute('data-prerendered') && getComputedStyle(copy).display !== 'none')
  startAfterFirstPaint();
else startApp();

// The page loads this file as a module script; it shares nothing.
export {};
