/**
 * The sign-in page arrives with its card in the HTML (login.html, src/prerender/loginPage.tsx): in
 * Chromium, with the app's scripts held back, the card is there and can be typed into; when the app
 * takes over nothing typed is lost, also while typing on; it shows only to a signed-out visitor in
 * Dutch, and the page's one inline script passes the Content-Security-Policy.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness';
import { apiToken, DEMO_PASSWORD, holdScripts, problemsOf } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const card = (page: Page) => page.locator('[data-prerendered]');

describe('the prerendered sign-in page', () => {
  it('shows the card before any script and keeps what was typed before and while the app took over', async () => {
    const { page, context } = await e2e.newPage();
    const problems = problemsOf(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await card(page).getByRole('heading', { name: 'Inloggen' }).waitFor();
    expect(await card(page).getByText('Log in om je contracten te beheren').isVisible()).toBe(true);
    // The e-mail field has the focus from the HTML alone.
    await page.keyboard.type('beheerder@demo');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo-');
    expect(await card(page).getByLabel('Wachtwoord').inputValue()).toBe('Demo-');
    release();
    // Typing on while the app's scripts arrive and it replaces the card.
    await page.keyboard.type(DEMO_PASSWORD.slice('Demo-'.length), { delay: 20 });
    await card(page).waitFor({ state: 'detached' });
    expect(await page.getByLabel('E-mailadres').inputValue()).toBe('beheerder@demo');
    expect(await page.getByLabel('Wachtwoord').inputValue()).toBe(DEMO_PASSWORD);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'current-password',
    );
    // Back to the e-mail field to finish it, then sign in with Enter.
    await page.getByLabel('E-mailadres').click();
    await page.keyboard.press('End');
    await page.keyboard.type('.nl');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(/^Welkom, /).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('does not show the Dutch card to a visitor who chose English', async () => {
    const { page, context } = await e2e.newPage();
    const problems = problemsOf(page);
    await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await card(page).waitFor({ state: 'attached' });
    expect(await card(page).isVisible()).toBe(false);
    release();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('Inloggen').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('does not show the card with a stored session, and goes to the app', async () => {
    const token = await apiToken(e2e.baseUrl, 'beheerder@demo.nl');
    const { page, context } = await e2e.newPage();
    await page.addInitScript((value) => window.localStorage.setItem('accessToken', value), token);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await card(page).waitFor({ state: 'attached' });
    expect(await card(page).isVisible()).toBe(false);
    release();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(/^Welkom, /).waitFor();
    await context.close();
  });
});
