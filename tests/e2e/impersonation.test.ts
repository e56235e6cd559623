/**
 * Super login in the browser: the platform admin clicks 'Inloggen als' on a company admin in the
 * users list, sees that user's navigation and the impersonation bar, and returns to their own
 * account from the top bar.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { entryNamesOf, navigationProblems } from '../required-navigation';
import { type E2E, startE2E } from './harness';
import { rowWith, signIn } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

it('admin impersonates Anna van Dijk from the users list and returns to their own account', async () => {
  const { page, context } = await e2e.newPage();
  await signIn(page, 'admin@demo.nl');
  await page.getByText('Petra Platform').first().waitFor();

  await page.goto('/users');
  const anna = rowWith(page, 'beheerder@demo.nl');
  await anna.waitFor();
  // Not offered on one's own row.
  expect(await rowWith(page, 'admin@demo.nl').getByRole('button', { name: 'Inloggen als' }).count()).toBe(0);
  await anna.getByRole('button', { name: 'Inloggen als' }).click();

  await page.getByText('Ingelogd als Anna van Dijk (door Petra Platform)').waitFor();
  await page.getByText('Welkom, Anna').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('superToken'))).toBeTruthy();
  const entries = await page.getByLabel('Hoofdnavigatie').getByRole('menuitem').allInnerTexts();
  expect(navigationProblems(2, entryNamesOf(entries))).toEqual([]);

  await page.getByRole('button', { name: 'Meekijken beëindigen' }).click();
  await page.getByText('Petra Platform').first().waitFor();
  await expect.poll(() => page.getByText('Ingelogd als Anna van Dijk').count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('superToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  expect(new URL(page.url()).pathname).toBe('/');
  await context.close();
});
