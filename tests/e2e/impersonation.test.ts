/**
 * Super login in the browser: the platform admin acts as a company admin, sees that user's
 * navigation and the impersonation bar, and returns to their own account.
 * The users list (where the action button lives) arrives with the schema engine; until then the
 * test starts the impersonation the way that button will: the API call, then the stored token.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness';
import { DEMO_PASSWORD, signIn } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

it('admin impersonates beheerder@demo.nl and returns to their own account', async () => {
  const target = await fetch(`${e2e.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'beheerder@demo.nl', password: DEMO_PASSWORD }),
  }).then((response) => response.json());

  const { page, context } = await e2e.newPage();
  await signIn(page, 'admin@demo.nl');
  await page.getByText('Petra Platform').first().waitFor();

  await page.evaluate(async (userId) => {
    const response = await fetch(`/api/auth/super-login/${userId}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        'x-token-name': 'web',
        'x-requested-with': 'XMLHttpRequest',
      },
    });
    const { accessToken } = await response.json();
    localStorage.setItem('superToken', accessToken);
  }, target.profile.id);
  await page.goto('/');

  await page.getByText('Ingelogd als Anna van Dijk (door Petra Platform)').waitFor();
  await page.getByText('Welkom, Anna').waitFor();
  const entries = await page.getByLabel('Hoofdnavigatie').getByRole('menuitem').allInnerTexts();
  expect(entries.map((entry) => entry.trim())).toContain('Locaties');

  await page.getByRole('button', { name: 'Meekijken beëindigen' }).click();
  await page.getByText('Petra Platform').first().waitFor();
  await expect.poll(() => page.getByText('Ingelogd als Anna van Dijk').count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('superToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  expect(new URL(page.url()).pathname).toBe('/');
  await context.close();
});
