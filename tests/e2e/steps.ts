/** What a person does in the browser, shared by the end-to-end tests. */
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo-Wachtwoord-2026';

/** Fill the login form and wait until the app has left /login. */
export async function signIn(page: Page, emailAddress: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(emailAddress);
  await page.getByLabel('Wachtwoord', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
