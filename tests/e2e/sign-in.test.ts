/**
 * Signing in as every demo account in Chromium: each sees its role's navigation
 * (tests/required-navigation.ts), the account without subscription is confined, two-factor
 * sign-in works with a real code.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/auth/totp';
import { DEMO_TOTP_SECRET } from '../../server/seed/demo';
import type { Role } from '../../src/schema/access';
import { entryNamesOf, navigationProblems } from '../required-navigation';
import { type E2E, startE2E } from './harness';
import { DEMO_PASSWORD, signIn } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** The side navigation's entries, as names (app.nav.<name>). */
const navigationOf = async (page: Page): Promise<string[]> => {
  const nav = page.getByLabel('Hoofdnavigatie');
  await nav.getByRole('menuitem').first().waitFor();
  return entryNamesOf(await nav.getByRole('menuitem').allInnerTexts());
};

describe('each demo account sees exactly its side navigation', () => {
  const roleOf: Record<string, Role> = {
    'admin@demo.nl': 1,
    'beheerder@demo.nl': 2,
    'contracten@demo.nl': 3,
    'lezer@demo.nl': 4,
  };
  for (const [email, role] of Object.entries(roleOf)) {
    it(email, async () => {
      const { page, context } = await e2e.newPage();
      await signIn(page, email);
      expect(navigationProblems(role, await navigationOf(page))).toEqual([]);
      await expect.poll(() => page.getByText('Instellingen').first().isVisible()).toBe(true);
      await context.close();
    });
  }

  it('lezer@demo.nl (role 4) reaches the dashboard, the calendar and the account only', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'lezer@demo.nl');
    await page.getByText('Welkom, Lotte').waitFor();
    await page.goto('/calendar');
    await page.getByRole('heading', { name: /^[A-Z][a-z]+ \d{4}$/ }).waitFor();
    await page.goto('/users');
    await page.waitForURL('**/login');
    await context.close();
  });
});

describe('route guards', () => {
  it('sends a signed-out visitor to /login from a guarded page', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/account');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('confines proef@demo.nl (no subscription) to the subscription page from any path', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'proef@demo.nl');
    await page.waitForURL('**/account/subscription');
    await page.getByText('Geen actief abonnement').waitFor();
    for (const path of ['/', '/account', '/contracts', '/users/3/edit', '/does-not-exist']) {
      await page.goto(path);
      await page.waitForURL('**/account/subscription');
    }
    await context.close();
  });

  it('shows the Dutch error for a wrong password and signs nobody in', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill('beheerder@demo.nl');
    await page.getByLabel('Wachtwoord').first().fill('niet-het-wachtwoord');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByText('Onjuiste inloggegevens').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });
});

describe('two-factor sign-in', () => {
  it('tweestaps@demo.nl signs in with a generated code', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill('tweestaps@demo.nl');
    await page.getByLabel('Wachtwoord').first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByLabel('Code').fill(totpCode(DEMO_TOTP_SECRET, new Date()));
    await page.getByRole('button', { name: 'Controleren' }).click();
    await page.getByText('Welkom, Sanne').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await context.close();
  });
});

describe('the language', () => {
  it('signs in in English for who chose it, switches to Dutch, keeps that choice, and back', async () => {
    const { page, context } = await e2e.newPage();
    await page.addInitScript(() => {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'en');
    });
    await page.goto('/login');
    await page.getByLabel('Email address').fill('beheerder@demo.nl');
    await page.getByLabel('Password').first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Welcome, Anna').waitFor();
    await page.getByLabel('Main navigation').getByRole('menuitem').first().waitFor();
    expect(await page.getByText('Welkom, ').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'NL' }).click();
    await page.getByText('Welkom, Anna').waitFor();
    await page.reload();
    await page.getByText('Welkom, Anna').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('nl');
    // Started in Dutch, and back to English.
    await page.getByRole('combobox', { name: 'Taal' }).click();
    await page.getByRole('option', { name: 'EN' }).click();
    await page.getByText('Welcome, Anna').waitFor();
    // Signed in and English stored: the admin starts in English (its catalogue loaded first).
    await page.reload();
    await page.getByText('Welcome, Anna').waitFor();
    expect(await page.getByText('Welkom, ').count()).toBe(0);
    await context.close();
  });
});
