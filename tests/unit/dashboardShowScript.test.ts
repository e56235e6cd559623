// @vitest-environment jsdom
/**
 * The dashboard page's inline scripts (src/prerender/showScript.ts) decide, before the first paint,
 * which prerendered copy shows, if any, and write the user's names into it; with none they start
 * the app's held scripts at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardCopiesOf, dashboardViewOf, matchesWidth } from '../../src/pages/dashboard/dashboardView';
import {
  CHOOSE_CONTRACT_LIST_SCRIPT,
  CHOOSE_DASHBOARD_SCRIPT,
  NAVIGATION_OPEN_KEY,
  SHOW_DASHBOARD_SCRIPT,
} from '../../src/prerender/showScript';
import {
  copyControlName,
  FIRST_NAME_MARK,
  HELD_TASK_MS,
  INITIALS_MARK,
  NAME_MARK,
  PHOTO_MARK,
  PRESSED_ATTRIBUTE,
} from '../../src/prerendered';
import { adminStore } from '../../src/providers/adminStore';
import { rememberCopies } from '../../src/providers/copyHint';
import type { Profile } from '../../src/providers/profileStore';
import { DASHBOARD_HINT_KEY } from '../../src/providers/tokenStore';
import { resourceAccess } from '../../src/resources/access';
import { contractListCopiesOf } from '../../src/resources/contracts/listCopies';
import { contracts } from '../../src/schema/resources/contracts';

/** The copies of a company admin's (role 2) and a dashboard reader's (role 4) page, by screen. */
const KEEPER = dashboardCopiesOf(dashboardViewOf({ roles: [2], hasSubscription: true }));
const READER = dashboardCopiesOf(dashboardViewOf({ roles: [4], hasSubscription: true }));
/** A company admin's with a photo. */
const PICTURED = dashboardCopiesOf(dashboardViewOf({ roles: [2], hasSubscription: true }, true));
/** The contract list's copies of a company admin's page (they may add and edit contracts). */
const KEEPER_LIST = contractListCopiesOf(
  dashboardViewOf({ roles: [2], hasSubscription: true }),
  resourceAccess(contracts, {
    viewer: { roles: [2], hasSubscription: true },
    userId: 1,
    companyId: 1,
    locationIds: [],
  }),
);
const DRAWN = [KEEPER, READER, PICTURED, KEEPER_LIST].flatMap((copies) => [
  copies.phone,
  copies.tablet,
  copies.wide,
]);

/** A copy as the build draws it: with initials, or with the photo's image (its address held apart). */
const copy = (name: string) =>
  `<div data-prerendered data-dashboard-copy="${name}"><h2>Welkom, ${FIRST_NAME_MARK}</h2><p>${NAME_MARK}</p>` +
  '<form><label>Gearchiveerde tonen<input type="checkbox"></label><input name="q"></form>' +
  (Object.values(PICTURED).includes(name)
    ? `<button aria-label="Accountmenu"><img alt="${NAME_MARK}" data-photo="${PHOTO_MARK}"></button></div>`
    : `<button aria-label="Accountmenu, ${INITIALS_MARK}">${INITIALS_MARK}</button></div>`);

/** The screen's width in CSS pixels, which the page's media queries are answered for. */
let width = 390;

/**
 * Both scripts as the browser meets them (the dashboard's choice, or `choose`); `between` runs after
 * the head's (the storage changing).
 */
const run = (between?: () => void, choose = CHOOSE_DASHBOARD_SCRIPT) => {
  document.documentElement.removeAttribute('data-prerendered-shown');
  document.documentElement.removeAttribute('data-dashboard-chosen');
  window.matchMedia = (query: string) =>
    ({ matches: matchesWidth(query, width), media: query }) as MediaQueryList;
  // As the browser meets them: the head (the held scripts, then the choice), then the body.
  document.head.innerHTML =
    '<template><script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/App.js"></template>';
  new Function(choose)();
  between?.();
  // The copies after #root, as inert script data.
  document.body.innerHTML = `<div id="root"><div role="progressbar"></div></div>${DRAWN.map(
    (name) => `<script type="text/html" data-dashboard-copy-html="${name}">${copy(name)}</script>`,
  ).join('')}`;
  new Function(SHOW_DASHBOARD_SCRIPT)();
  return {
    shown: document.documentElement.hasAttribute('data-prerendered-shown'),
    copies: [...document.querySelectorAll('[data-dashboard-copy]')].map((element) =>
      element.getAttribute('data-dashboard-copy'),
    ),
    spinner: document.querySelector('[role="progressbar"]') !== null,
    // Every copy's data goes, shown or not.
    data: document.querySelectorAll('script[data-dashboard-copy-html]').length,
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
  width = 390;
  localStorage.clear();
});
afterEach(() => localStorage.clear());

const anna = { copies: KEEPER, firstName: 'Anna', initials: 'AD', name: 'Anna van Dijk', photo: '' };

describe("the dashboard page's show script", () => {
  it("keeps the copy of the user's page on a phone, with their names, in place of the spinner", () => {
    signIn({ copies: READER, firstName: 'Lotte', initials: 'LV', name: 'Lotte de Vries', photo: '' });
    expect(run()).toEqual({ shown: true, copies: [READER.phone], spinner: false, data: 0, appFetched: [] });
    expect(document.querySelector('head > template')).not.toBeNull();
    expect(document.querySelector('h2')?.textContent).toBe('Welkom, Lotte');
    expect(document.querySelector('p')?.textContent).toBe('Lotte de Vries');
    const button = document.querySelector('button');
    expect(button?.textContent).toBe('LV');
    expect(button?.getAttribute('aria-label')).toBe('Accountmenu, LV');
  });

  it("keeps each screen's copy: wide from 900 px, a tablet's from 600 to 899", () => {
    signIn(anna);
    width = 1280;
    expect(run()).toMatchObject({ shown: true, copies: [KEEPER.wide] });
    width = 900;
    expect(run()).toMatchObject({ shown: true, copies: [KEEPER.wide] });
    width = 899;
    expect(run()).toMatchObject({ shown: true, copies: [KEEPER.tablet] });
    width = 600;
    expect(run()).toMatchObject({ shown: true, copies: [KEEPER.tablet] });
    width = 599;
    expect(run()).toMatchObject({ shown: true, copies: [KEEPER.phone] });
  });

  it("keeps a press on one of the copy's controls for the app", () => {
    signIn(anna);
    run();
    const button = document.querySelector('button') as HTMLButtonElement;
    button.click();
    expect(document.documentElement.getAttribute(PRESSED_ATTRIBUTE)).toBe('button|Accountmenu, AD');
    expect(copyControlName(button)).toBe('button|Accountmenu, AD');
    document.documentElement.removeAttribute(PRESSED_ATTRIBUTE);
  });

  it("puts the photo's address on the copy's image only once chosen, and the copy with initials where there is none", () => {
    const photo = '/api/auth/avatar/2?v=3&_token=abc';
    signIn({ ...anna, copies: PICTURED, photo });
    expect(run()).toMatchObject({ shown: true, copies: [PICTURED.phone], spinner: false });
    const image = document.querySelector('img');
    expect(image?.getAttribute('src')).toBe(photo);
    expect(image?.getAttribute('alt')).toBe('Anna van Dijk');
    expect(document.querySelector('button')?.getAttribute('aria-label')).toBe('Accountmenu');
    signIn({ ...anna, photo: '' });
    expect(run()).toMatchObject({ shown: true, copies: [KEEPER.phone] });
    expect(document.querySelector('img')).toBeNull();
  });

  it("keeps the copy's form fields read-only and inert until the app runs", () => {
    signIn(anna);
    expect(run().shown).toBe(true);
    const form = document.querySelector('form') as HTMLFormElement;
    const box = form.querySelector('input[type="checkbox"]') as HTMLInputElement;
    expect([...form.querySelectorAll('input')].map((input) => input.readOnly)).toEqual([true, true]);
    (form.querySelector('label') as HTMLLabelElement).click();
    expect(box.checked).toBe(false);
    box.click();
    expect(box.checked).toBe(false);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(document.documentElement.hasAttribute(PRESSED_ATTRIBUTE)).toBe(false);
  });

  it('writes a name as text, whatever characters it holds', () => {
    signIn({ ...anna, firstName: '<img src=x onerror=alert(1)> $& Zoë', initials: '"<' });
    expect(run().shown).toBe(true);
    expect(document.querySelector('h2')?.textContent).toBe('Welkom, <img src=x onerror=alert(1)> $& Zoë');
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('button')?.getAttribute('aria-label')).toBe('Accountmenu, "<');
  });

  it('shows none where the side navigation is not as react-admin opens it on that screen', () => {
    signIn(anna);
    // The key is react-admin's own: what its store writes when the user opens or closes the menu.
    adminStore.setItem('sidebar.open', false);
    expect(localStorage.getItem(NAVIGATION_OPEN_KEY)).toBe('false');
    width = 1280;
    expect(run().shown).toBe(false);
    width = 390;
    expect(run().shown).toBe(true);
    adminStore.setItem('sidebar.open', true);
    expect(run().shown).toBe(false);
    width = 1280;
    expect(run().shown).toBe(true);
  });

  it('fetches many held modules in tasks of a few milliseconds each, so no one task sets up every fetch', async () => {
    const held = Array.from({ length: 9 }, (_, n) => `/assets/module-${n}.js`);
    document.head.innerHTML = `<template><script type="module" src="${held[0]}"></script>${held
      .slice(1)
      .map((href) => `<link rel="modulepreload" href="${href}">`)
      .join('')}</template>`;
    // Each link takes 3 ms to put in: a task of HELD_TASK_MS puts in what fits, at least one.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => {
      now += 3;
      return now;
    });
    try {
      new Function(CHOOSE_DASHBOARD_SCRIPT)();
      const fetched = () =>
        [...document.querySelectorAll<HTMLLinkElement>('head > link[rel="modulepreload"]')].map((link) =>
          link.getAttribute('href'),
        );
      const perTask = Math.ceil(HELD_TASK_MS / 3);
      expect(fetched()).toEqual(held.slice(0, perTask));
      await new Promise((resolve) => setTimeout(resolve));
      expect(fetched()).toEqual(held.slice(0, 2 * perTask));
      for (let task = 0; task < held.length; task += 1) await new Promise((resolve) => setTimeout(resolve));
      expect(fetched()).toEqual(held);
    } finally {
      clock.mockRestore();
    }
  });

  it('shows none, keeps the spinner and fetches the app at once, where the copy would not be what the app draws', () => {
    const none = {
      shown: false,
      copies: [],
      spinner: true,
      data: 0,
      appFetched: ['/assets/index.js', '/assets/App.js'],
    };
    // Signed out (a hint left behind is never enough).
    localStorage.setItem(DASHBOARD_HINT_KEY, JSON.stringify(anna));
    expect(run()).toEqual(none);
    // While impersonating, in English.
    signIn(anna);
    localStorage.setItem('superToken', 'other');
    expect(run()).toEqual(none);
    localStorage.removeItem('superToken');
    localStorage.setItem('locale', 'en');
    expect(run()).toEqual(none);
    localStorage.setItem('locale', 'nl');
    expect(run().shown).toBe(true);
    // A page no copy was drawn for (a platform admin's), no hint, a broken one, one without a name.
    const platform = dashboardCopiesOf(dashboardViewOf({ roles: [1], hasSubscription: false }));
    signIn({ ...anna, copies: platform });
    expect(run()).toEqual(none);
    localStorage.removeItem(DASHBOARD_HINT_KEY);
    expect(run()).toEqual(none);
    signIn('{not json');
    expect(run()).toEqual(none);
    signIn({ copies: KEEPER, firstName: 'Anna', initials: 'AD', photo: '' });
    expect(run()).toEqual(none);
    // One an older version wrote, without the photo's field.
    signIn({ copies: KEEPER, firstName: 'Anna', initials: 'AD', name: 'Anna van Dijk' });
    expect(run()).toEqual(none);
    // Chosen in the head, its hint gone by the body's script: no copy, and the page not left hidden.
    signIn(anna);
    expect(run(() => localStorage.removeItem(DASHBOARD_HINT_KEY))).toMatchObject({
      shown: false,
      copies: [],
    });
    expect(document.documentElement.hasAttribute('data-dashboard-chosen')).toBe(false);
  });
});

describe("the contract list page's choice", () => {
  const annaWithList = { ...anna, listCopies: KEEPER_LIST };
  const runList = () => run(undefined, CHOOSE_CONTRACT_LIST_SCRIPT);
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("keeps the copy the list named for this screen, and the dashboard's page its own", () => {
    signIn(annaWithList);
    window.history.replaceState(null, '', '/contracts');
    expect(runList()).toMatchObject({ shown: true, copies: [KEEPER_LIST.phone], spinner: false, data: 0 });
    width = 1280;
    expect(runList()).toMatchObject({ shown: true, copies: [KEEPER_LIST.wide] });
    window.history.replaceState(null, '', '/');
    expect(run()).toMatchObject({ shown: true, copies: [KEEPER.wide] });
  });

  it('shows none where the list named none (a filter set), or with a query in the address', () => {
    window.history.replaceState(null, '', '/contracts');
    signIn(anna);
    expect(runList()).toMatchObject({ shown: false, copies: [], spinner: true });
    signIn(annaWithList);
    window.history.replaceState(null, '', '/contracts?filter=%7B%7D');
    expect(runList()).toMatchObject({ shown: false, copies: [], spinner: true });
    // The dashboard's copy names are not the list's.
    window.history.replaceState(null, '', '/contracts');
    signIn({ ...anna, listCopies: KEEPER });
    expect(runList()).toMatchObject({ shown: false, copies: [] });
  });
});

describe('the hint the pages drawn ahead write', () => {
  const profile = {
    id: 2,
    firstName: 'Anna',
    affix: 'van',
    lastName: 'Dijk',
    name: 'Anna van Dijk',
    avatar: null,
    roles: [2],
    subscription: { plan: 'basis', startsAt: null, endsAt: null, cancelledOn: null },
    impersonator: null,
  } as unknown as Profile; // only the fields the hint reads

  const hint = () => JSON.parse(localStorage.getItem(DASHBOARD_HINT_KEY) ?? '');
  const annaHint = { ...anna, frame: expect.any(String) };

  it("keeps the other page's entry and forgets its own when the page has no copy", () => {
    localStorage.setItem('accessToken', 'token');
    rememberCopies(profile, 'copies', dashboardCopiesOf);
    rememberCopies(profile, 'listCopies', () => KEEPER_LIST);
    expect(hint()).toEqual({ ...annaHint, listCopies: KEEPER_LIST });
    rememberCopies(profile, 'listCopies', null);
    expect(hint()).toEqual(annaHint);
    rememberCopies(
      { ...profile, impersonator: { id: 1 } } as unknown as Profile,
      'listCopies',
      () => KEEPER_LIST,
    );
    expect(hint()).toEqual(annaHint);
  });

  it("drops the other page's entry once the frame changed: a photo added, a role changed", () => {
    localStorage.setItem('accessToken', 'token');
    rememberCopies(profile, 'copies', dashboardCopiesOf);
    rememberCopies(profile, 'listCopies', () => KEEPER_LIST);
    rememberCopies({ ...profile, avatar: 'avatar-2.png' } as Profile, 'copies', dashboardCopiesOf);
    expect(hint()).toMatchObject({ copies: PICTURED, photo: expect.stringContaining('avatar-2.png') });
    expect(hint().listCopies).toBeUndefined();
    rememberCopies(profile, 'listCopies', () => KEEPER_LIST);
    rememberCopies({ ...profile, roles: [3] } as Profile, 'copies', dashboardCopiesOf);
    expect(hint().listCopies).toBeUndefined();
  });
});
