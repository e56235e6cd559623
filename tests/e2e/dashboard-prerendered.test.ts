/**
 * '/' arrives with the dashboard in the HTML for a phone, a tablet and a wide screen (dashboard.html,
 * src/prerender/copiesPage.tsx): in Chromium, with the app's scripts held back, a returning
 * user's dashboard is there with their name; when the app takes over nothing moves, no spinner shows
 * in between, and the numbers come; it shows only where the app would draw the same page, and the
 * page's inline scripts pass the Content-Security-Policy.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness';
import { api, apiToken, holdScripts, problemsOf, signIn, watchedFrames, watchFrames } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 800 };
/** Between the two: the top bar's compact form, with the menu open. */
const TABLET = { width: 768, height: 1024 };

const copy = (page: Page) => page.locator('[data-dashboard-copy]');
const firstNumber = (page: Page) =>
  page.getByRole('link', { name: /Actieve contracten/ }).locator('.MuiTypography-h4');

describe('the prerendered dashboard', () => {
  it.each([
    {
      screen: 'a phone',
      size: PHONE,
      account: 'Accountmenu, AD',
      name: null,
      press: { role: 'button', name: 'Accountmenu, AD', opens: 'menu' },
    },
    {
      screen: 'a tablet',
      size: TABLET,
      account: 'Instellingen, AD',
      name: null,
      press: { role: 'combobox', name: 'Taal', opens: 'listbox' },
    },
    {
      screen: 'a wide screen',
      size: WIDE,
      account: 'Instellingen, AD',
      name: 'Anna van Dijk',
      press: { role: 'combobox', name: 'Taal', opens: 'listbox' },
    },
  ] as const)(
    "paints a returning company admin's dashboard on $screen before any script, and the app takes over in place",
    async ({ size, account, name, press }) => {
      const { page, context } = await e2e.newPage();
      await page.setViewportSize(size);
      const problems = problemsOf(page);
      await signIn(page, 'beheerder@demo.nl');
      await page.getByText('Welkom, Anna').waitFor();
      await watchFrames(page, '[role="progressbar"]', { selector: '#root', pattern: 'Welkom, \\p{L}' });
      const release = await holdScripts(page);
      await page.reload({ waitUntil: 'commit' });
      await copy(page).getByRole('heading', { name: 'Welkom, Anna' }).waitFor();
      expect(await copy(page).getByRole('button', { name: account }).isVisible()).toBe(true);
      if (name) expect(await copy(page).getByText(name).isVisible()).toBe(true);
      expect(
        await copy(page)
          .getByRole('link', { name: /Contracten bekijken/ })
          .getAttribute('href'),
      ).toBe('/contracts');
      // Beyond a phone the admin's own navigation shows, its users and suppliers included.
      const navigation = copy(page).getByText('Leveranciers');
      expect(await navigation.isVisible()).toBe(size !== PHONE);
      expect(await page.locator('[data-dashboard-copy]').count()).toBe(1);
      expect(await firstNumber(page).textContent()).toBe('');
      // Pressed before the app runs: the app makes the press once it has taken over.
      await copy(page).getByRole(press.role, { name: press.name }).click();
      release();
      await copy(page).waitFor({ state: 'detached' });
      await page.getByRole(press.opens).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await firstNumber(page).textContent()) ?? '').toMatch(/^\d+$/);
      const { gaps, shifts } = await watchedFrames(page);
      expect(gaps).toEqual([]);
      expect(shifts).toBeLessThan(0.01);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("shows a dashboard reader's own shape: no way to the list, numbers without links", async () => {
    const { page, context } = await e2e.newPage();
    await page.setViewportSize(PHONE);
    await signIn(page, 'lezer@demo.nl');
    await page.getByText(/^Welkom, /).waitFor();
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await copy(page)
      .getByRole('heading', { name: /^Welkom, \p{L}/u })
      .waitFor();
    expect(await copy(page).getByRole('link').count()).toBe(0);
    expect(await copy(page).getByText('Actieve contracten').isVisible()).toBe(true);
    release();
    await copy(page).waitFor({ state: 'detached' });
    await page.getByText('Actieve contracten').waitFor();
    await context.close();
  });

  it("paints a returning user's photo in the copy, asking for no other image", async () => {
    // A 1×1 PNG as the contract manager's photo (role 3).
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const token = await apiToken(e2e.baseUrl, 'contracten@demo.nl');
    await api(e2e.baseUrl, token, 'POST', 'auth/avatar', { image: `data:image/png;base64,${png}` });
    const { page, context } = await e2e.newPage();
    await page.setViewportSize(WIDE);
    const problems = problemsOf(page);
    await signIn(page, 'contracten@demo.nl');
    await page.getByText(/^Welkom, /).waitFor();
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    const photo = copy(page).getByRole('button', { name: 'Instellingen' }).locator('img');
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    expect(await photo.getAttribute('src')).toMatch(/^\/api\/auth\/avatar\/\d+\?v=\d+&_token=/);
    expect(await page.locator('[data-dashboard-copy]').count()).toBe(1);
    release();
    await copy(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Instellingen' }).locator('img').waitFor();
    expect(images.filter((path) => !path.startsWith('/api/auth/avatar/'))).toEqual([]);
    expect(problems).toEqual([]);
    await api(e2e.baseUrl, token, 'POST', 'auth/avatar', { image: null });
    await context.close();
  });

  it('is not shown with the menu closed, to a platform admin, or after signing out', async () => {
    const { page, context } = await e2e.newPage();
    await page.setViewportSize(WIDE);
    await signIn(page, 'beheerder@demo.nl');
    await page.getByText('Welkom, Anna').waitFor();
    const reloadWithout = async (welcome: RegExp) => {
      const release = await holdScripts(page);
      await page.reload({ waitUntil: 'commit' });
      await page.getByRole('progressbar').waitFor();
      expect(await copy(page).count()).toBe(0);
      release();
      await page.getByText(welcome).waitFor();
      await page.unrouteAll();
    };
    // A wide screen whose user closed the menu: the copy shows it open.
    await page.getByRole('button', { name: 'Menu sluiten' }).click();
    await page.getByRole('button', { name: 'Menu openen' }).waitFor();
    await reloadWithout(/^Welkom, Anna/);
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.getByRole('button', { name: 'Menu sluiten' }).waitFor();
    // Signing out forgets whose dashboard it was.
    expect(await page.evaluate(() => localStorage.getItem('dashboardHint'))).not.toBeNull();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('dashboardHint'))).toBeNull();
    // A platform admin's dashboard has no copy, on a phone either.
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin@demo.nl');
    await page.getByText(/^Welkom, /).waitFor();
    await reloadWithout(/^Welkom, /);
    await context.close();
  });
});
