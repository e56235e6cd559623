/**
 * Self-service start in Chromium: proef@demo.nl (no subscription, confined to the subscription
 * page) chooses a plan, completes the billing details, accepts the terms and starts — and reaches
 * the dashboard and the contracts page at once, without signing in again. A company admin with a
 * subscription changes the plan from the next period and cancels it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness';
import { signIn, toast } from './steps';

const TERMS = 'https://contractbeheer.example/voorwaarden.pdf';
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ TERMS_URL: TERMS });
});
afterAll(() => e2e?.close());

it('a company admin without subscription starts one and works on at once', async () => {
  const { page, context } = await e2e.newPage();
  await signIn(page, 'proef@demo.nl');
  await page.waitForURL('**/account/subscription');
  await page.getByText('Geen actief abonnement').waitFor();
  // The terms to accept are the operator's (TERMS_URL), opened beside the form.
  const terms = page.getByRole('link', { name: /^Lees de algemene voorwaarden/ });
  expect(await terms.getAttribute('href')).toBe(TERMS);
  expect(await terms.getAttribute('target')).toBe('_blank');

  // Nothing chosen, e-mail empty, terms not accepted: each says so on its place.
  await page.getByRole('button', { name: 'Abonnement starten' }).click();
  await page.getByText('Kies een pakket', { exact: true }).waitFor();
  await page.getByText('Ga akkoord met de algemene voorwaarden om te starten.').waitFor();

  await page.getByRole('button', { name: /^Zakelijk/ }).click();
  await page.getByText('Zakelijk: € 49,00 excl. btw (€ 59,29 incl. btw) per maand, vanaf vandaag.').waitFor();
  await page.getByLabel('KvK-nummer').fill('1234');
  await page.getByLabel('Factuur-e-mailadres').fill('facturen@vandijk.example');
  await page.getByLabel('Ik ga akkoord met de algemene voorwaarden').check();
  await page.getByRole('button', { name: 'Abonnement starten' }).click();
  // The server's check of the KvK number, on its field.
  await page.getByText('Een KvK-nummer bestaat uit 8 cijfers').waitFor();
  // Another company's KvK number (the bakery's): refused on the field too.
  await page.getByLabel('KvK-nummer').fill('30123456');
  await page.getByRole('button', { name: 'Abonnement starten' }).click();
  await page.getByText('Deze waarde is al in gebruik').waitFor();
  await page.getByLabel('KvK-nummer').fill('12345678');
  await page.getByRole('button', { name: 'Abonnement starten' }).click();

  await toast(page, 'Je abonnement is gestart');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Contracten' }).first().click();
  await page.waitForURL('**/contracts');
  expect(new URL(page.url()).pathname).toBe('/contracts');

  // The subscription page now shows the plan.
  await page.goto('/account/subscription');
  await page.getByText('Je abonnement').waitFor();
  await page.getByText('Zakelijk', { exact: true }).first().waitFor();
  await page.getByText('0 van 500 contracten').waitFor();
  await context.close();
});

it('a company admin changes the plan from the next period and cancels', async () => {
  const { page, context } = await e2e.newPage();
  await signIn(page, 'beheerder@demo.nl');
  await page.goto('/account/subscription');
  await page.getByRole('button', { name: 'Pakket wijzigen' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Onbeperkt/ })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Wijzigen per 1 / })
    .click();
  await toast(page, 'Pakketwijziging opgeslagen');
  await page.getByText(/^Vanaf 1 \w+ \d{4} wordt je pakket Onbeperkt\.$/).waitFor();

  await page.getByRole('button', { name: 'Abonnement opzeggen' }).click();
  await page.getByRole('dialog').getByText('Weet je het zeker?').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Abonnement opzeggen' }).click();
  await toast(page, 'Abonnement opgezegd');
  await page.getByText(/^Opgezegd per \d+ \w+ \d{4}$/).waitFor();
  expect(await page.getByRole('button', { name: 'Pakket wijzigen' }).count()).toBe(0);
  await context.close();
});
