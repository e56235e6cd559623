/**
 * The account page in Chromium: turning two-factor sign-in on with the QR step and a real code,
 * signing in with it, and turning it off after the warning with the password and a code; changing
 * the sign-in address with the password; changing the password.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { totpCode } from '../../server/auth/totp';
import { type E2E, startE2E } from './harness';
import { DEMO_PASSWORD, signIn, toast } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

it('turns two-factor sign-in on with a code from the QR step, requires it at sign-in, and turns it off', async () => {
  const { page, context } = await e2e.newPage();
  await signIn(page, 'contracten@demo.nl');
  await page.getByRole('link', { name: 'Instellingen' }).first().click();
  await page.getByText('Tweestapsverificatie staat uit.').waitFor();

  await page.getByRole('button', { name: 'Inschakelen' }).click();
  await page.getByRole('img', { name: 'QR-code voor de authenticator-app' }).waitFor();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
  await page.getByLabel('Code uit de app').fill(totpCode(secret, new Date()));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await page.getByText('Tweestapsverificatie staat aan.').waitFor();

  // A new sign-in now asks for the code.
  const second = await e2e.newPage();
  await second.page.goto('/login');
  await second.page.getByLabel('E-mailadres').fill('contracten@demo.nl');
  await second.page.getByLabel('Wachtwoord').first().fill(DEMO_PASSWORD);
  await second.page.getByRole('button', { name: 'Inloggen' }).click();
  await second.page.getByLabel('Code').waitFor();
  await second.context.close();

  await page.getByRole('button', { name: 'Uitschakelen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tweestapsverificatie uitschakelen' });
  await dialog
    .getByText('Als je tweestapsverificatie uitschakelt, is je account minder goed beveiligd.')
    .waitFor();
  await dialog.getByLabel('Huidig wachtwoord').fill(DEMO_PASSWORD);
  // The next step's code: the one used to turn it on is spent, and one step of drift is accepted.
  await dialog.getByLabel('Code uit de app').fill(totpCode(secret, new Date(Date.now() + 30_000)));
  await dialog.getByLabel('Code uit de app').press('Enter');
  await page.getByText('Tweestapsverificatie staat uit.').waitFor();
  await context.close();
});

it('changes the sign-in address only with the current password', async () => {
  const { page, context } = await e2e.newPage();
  await signIn(page, 'inkoop@demo.nl');
  await page.goto('/account');
  await page.getByRole('textbox', { name: /^E-mailadres/ }).fill('inkoop-nieuw@demo.nl');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mailadres wijzigen' });
  await dialog.getByLabel('Huidig wachtwoord').fill('niet-het-wachtwoord');
  await dialog.getByLabel('Huidig wachtwoord').press('Enter');
  await dialog.getByText('Het wachtwoord is onjuist.').waitFor();
  await dialog.getByLabel('Huidig wachtwoord').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await toast(page, 'Account succesvol opgeslagen');
  await context.close();

  const second = await e2e.newPage();
  await signIn(second.page, 'inkoop-nieuw@demo.nl');
  await second.context.close();
});

it('changes the password: the old one stops working, the new one signs in', async () => {
  const { page, context } = await e2e.newPage();
  await signIn(page, 'lezer@demo.nl');
  await page.goto('/account');
  await page.getByLabel('Huidig wachtwoord').fill(DEMO_PASSWORD);
  await page.getByLabel(/^Nieuw wachtwoord/).fill('Een-Nieuw-Wachtwoord-42');
  await page.getByLabel('Herhaal nieuw wachtwoord').fill('Een-Nieuw-Wachtwoord-42');
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await page.getByText('Wachtwoord gewijzigd').waitFor();
  await context.close();

  const attempt = (password: string) =>
    fetch(`${e2e.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: 'lezer@demo.nl', password }),
    }).then((response) => response.status);
  expect(await attempt(DEMO_PASSWORD)).toBe(401);
  expect(await attempt('Een-Nieuw-Wachtwoord-42')).toBe(200);
});
