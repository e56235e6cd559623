/**
 * The dashboard page's inline scripts (src/prerender/showScript.ts) decide, before the first paint,
 * which prerendered copy shows, if any, and write the user's name into it; with none they start
 * the app's held scripts at once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHOOSE_DASHBOARD_SCRIPT, SHOW_DASHBOARD_SCRIPT } from '../../src/prerender/showScript';
import { FIRST_NAME_MARK, INITIALS_MARK } from '../../src/prerendered';
import { DASHBOARD_HINT_KEY } from '../../src/providers/tokenStore';

const KEEPER = 'hasNavigation canSeeContracts showsNumbers';
const READER = 'hasNavigation showsNumbers';

const copy = (shape: string) =>
  `<div data-prerendered data-dashboard-copy="${shape}"><h2>Welkom, ${FIRST_NAME_MARK}</h2>` +
  `<button aria-label="Accountmenu, ${INITIALS_MARK}">${INITIALS_MARK}</button></div>`;

let phone = true;

const run = () => {
  document.documentElement.removeAttribute('data-prerendered-shown');
  document.documentElement.removeAttribute('data-dashboard-shape');
  window.matchMedia = (query: string) => ({ matches: phone, media: query }) as MediaQueryList;
  // As the browser meets them: the head (the held scripts, then the choice), then the body.
  document.head.innerHTML =
    '<template><script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/App.js"></template>';
  new Function(CHOOSE_DASHBOARD_SCRIPT)();
  document.body.innerHTML = `<div id="root">${copy(KEEPER)}${copy(READER)}<div role="progressbar"></div></div>`;
  new Function(SHOW_DASHBOARD_SCRIPT)();
  return {
    shown: document.documentElement.hasAttribute('data-prerendered-shown'),
    copies: [...document.querySelectorAll('[data-dashboard-copy]')].map((element) =>
      element.getAttribute('data-dashboard-copy'),
    ),
    spinner: document.querySelector('[role="progressbar"]') !== null,
    // The app's scripts, held in the head's template until the copy has painted, or fetched at once.
    appFetched: [...document.querySelectorAll<HTMLLinkElement>('head > link[rel="modulepreload"]')].map(
      (link) => link.getAttribute('href'),
    ),
  };
};

const signIn = (hint: unknown) => {
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem(DASHBOARD_HINT_KEY, typeof hint === 'string' ? hint : JSON.stringify(hint));
};

beforeEach(() => {
  phone = true;
  localStorage.clear();
});
afterEach(() => localStorage.clear());

describe("the dashboard page's show script", () => {
  it("keeps the copy of the user's shape, with their name and initials, in place of the spinner", () => {
    signIn({ shape: READER, firstName: 'Lotte', initials: 'LV' });
    expect(run()).toEqual({ shown: true, copies: [READER], spinner: false, appFetched: [] });
    expect(document.querySelector('head > template')).not.toBeNull();
    expect(document.querySelector('h2')?.textContent).toBe('Welkom, Lotte');
    const button = document.querySelector('button');
    expect(button?.textContent).toBe('LV');
    expect(button?.getAttribute('aria-label')).toBe('Accountmenu, LV');
  });

  it('writes a name as text, whatever characters it holds', () => {
    signIn({ shape: KEEPER, firstName: '<img src=x onerror=alert(1)> $& Zoë', initials: '"<' });
    expect(run().shown).toBe(true);
    expect(document.querySelector('h2')?.textContent).toBe('Welkom, <img src=x onerror=alert(1)> $& Zoë');
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('button')?.getAttribute('aria-label')).toBe('Accountmenu, "<');
  });

  it('shows none, keeps the spinner and fetches the app at once, where the copy would not be what the app draws', () => {
    const hint = { shape: KEEPER, firstName: 'Anna', initials: 'AD' };
    const none = {
      shown: false,
      copies: [],
      spinner: true,
      appFetched: ['/assets/index.js', '/assets/App.js'],
    };
    // Signed out (a hint left behind is never enough).
    localStorage.setItem(DASHBOARD_HINT_KEY, JSON.stringify(hint));
    expect(run()).toEqual(none);
    // While impersonating, in English, on a wider screen.
    signIn(hint);
    localStorage.setItem('superToken', 'other');
    expect(run()).toEqual(none);
    localStorage.removeItem('superToken');
    localStorage.setItem('locale', 'en');
    expect(run()).toEqual(none);
    localStorage.setItem('locale', 'nl');
    expect(run().shown).toBe(true);
    phone = false;
    expect(run()).toEqual(none);
    phone = true;
    // A shape no copy was drawn for (a platform admin), no hint, a broken one.
    signIn({ ...hint, shape: 'platform hasNavigation' });
    expect(run()).toEqual(none);
    localStorage.removeItem(DASHBOARD_HINT_KEY);
    expect(run()).toEqual(none);
    signIn('{not json');
    expect(run()).toEqual(none);
  });
});
