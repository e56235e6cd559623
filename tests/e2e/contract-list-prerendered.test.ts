/**
 * '/contracts' arrives with the contract list's frame in the HTML, in its loading look, for a phone,
 * a tablet and a wide screen (contracts.html, src/prerender/copiesPage.tsx): in Chromium, with the
 * app's scripts held back, a returning user's list page is there (title, search, actions, the
 * selection on a phone); when the app takes over nothing moves, no spinner shows in between, and
 * the rows come. It shows only where the app would draw the same page: not with a filter set, not
 * with a query in the address.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness';
import { holdScripts, problemsOf, signIn, watchedFrames, watchFrames } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
const WIDE = { width: 1366, height: 800 };

const copy = (page: Page) => page.locator('[data-dashboard-copy]');
/** The list's rows: cards on a phone, table rows beyond. */
const rows = (page: Page, phone: boolean) =>
  page.locator(phone ? '#root .card-title' : '#root table tbody tr td');

describe('the prerendered contract list', () => {
  it.each([
    { screen: 'a phone', size: PHONE, phone: true },
    { screen: 'a tablet', size: TABLET, phone: false },
    { screen: 'a wide screen', size: WIDE, phone: false },
  ])(
    "paints a returning company admin's list page on $screen before any script, and the app takes over in place",
    async ({ size, phone }) => {
      const { page, context } = await e2e.newPage();
      await page.setViewportSize(size);
      const problems = problemsOf(page);
      await signIn(page, 'beheerder@demo.nl');
      await page.goto('/contracts');
      await rows(page, phone).first().waitFor();
      await watchFrames(page, '.MuiCircularProgress-root', { selector: 'h1', pattern: '^Contracten$' });
      const release = await holdScripts(page);
      await page.reload({ waitUntil: 'commit' });
      await copy(page).getByRole('heading', { name: 'Contracten' }).waitFor();
      expect(await page.locator('[data-dashboard-copy]').count()).toBe(1);
      expect(
        await copy(page)
          .getByRole('button', { name: /Exporteren/ })
          .isVisible(),
      ).toBe(true);
      expect(
        await copy(page)
          .getByRole('link', { name: /Toevoegen/ })
          .isVisible(),
      ).toBe(true);
      expect(await copy(page).getByLabel('Alle contracten op deze pagina selecteren').count()).toBe(
        phone ? 1 : 0,
      );
      expect(await rows(page, phone).count()).toBe(0);
      release();
      await copy(page).waitFor({ state: 'detached' });
      await rows(page, phone).first().waitFor();
      const { gaps, shifts } = await watchedFrames(page);
      expect(gaps).toEqual([]);
      expect(shifts).toBeLessThan(0.01);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('is not shown with a query in the address or with a search set', async () => {
    const { page, context } = await e2e.newPage();
    await page.setViewportSize(WIDE);
    await signIn(page, 'beheerder@demo.nl');
    await page.goto('/contracts');
    await rows(page, false).first().waitFor();
    const reloadWithout = async (address: string) => {
      const release = await holdScripts(page);
      await page.goto(address, { waitUntil: 'commit' });
      await page.locator('.MuiCircularProgress-root').waitFor();
      expect(await copy(page).count()).toBe(0);
      release();
      await rows(page, false).first().waitFor();
      await page.unrouteAll();
    };
    // A query in the address: the app's list reads it, the copy would not show it.
    await reloadWithout('/contracts?page=1');
    // A search the list keeps: the copy shows none.
    await page.getByRole('searchbox').first().fill('energie');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('dashboardHint')))
      .not.toMatch(/listCopies/);
    await reloadWithout('/contracts');
    await context.close();
  });
});
