/**
 * Onboarding in Chromium: the platform admin (admin@demo.nl) sees the platform numbers, adds a
 * company in "Nieuw bedrijf" (a refused try first: the errors land on their fields); the new
 * company admin opens the welcome mail's link, chooses a password, signs in and adds a contract.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/schema/contract-dates';
import { type E2E, startE2E } from './harness';
import { api, apiToken, nextWizardStep, pickOption, signIn, toast } from './steps';

let e2e: E2E;
let page: Page;
let adminToken: string;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page } = await e2e.newPage());
  await signIn(page, 'admin@demo.nl');
  adminToken = await apiToken(e2e.baseUrl, 'admin@demo.nl');
});
afterAll(() => e2e?.close());

const COMPANY = 'Drukkerij Het Anker B.V.';
const EMAIL = 'anna.devries@hetanker.example';
const PASSWORD = 'Anker-Wachtwoord-2026';
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });

/** A card of the dashboard by its label, once its number has loaded: its figure. */
const cardValue = async (label: string): Promise<string> => {
  const card = page.getByRole('link', { name: new RegExp(` ${label}$`) });
  await card.waitFor();
  // The figure is the card's first line of text, its label the second.
  return ((await card.locator('p').first().textContent()) ?? '').trim();
};

/** Error toasts stay until closed (src/components/Toast.tsx), and the next toast waits for them. */
const closeToast = async () => {
  const close = page.locator('.MuiSnackbar-root').getByRole('button', { name: 'Sluiten' });
  await close.click();
  await close.waitFor({ state: 'detached' });
};

const textbox = (name: string | RegExp) => page.getByRole('textbox', { name });

describe('onboarding a company (role 1) and its first admin (role 2)', () => {
  let companiesBefore = 0;

  it('shows the platform numbers, each opening its list', async () => {
    await page.goto('/');
    companiesBefore = Number(await cardValue('Bedrijven'));
    expect(companiesBefore).toBe(2);
    expect(await cardValue('Maandomzet excl. btw')).toMatch(/^€ \d{1,3}(\.\d{3})*,\d{2}$/);
    await page.getByRole('link', { name: / Mislukte e-mails$/ }).click();
    await page.waitForURL('**/mails?**');
    expect(decodeURIComponent(new URL(page.url()).search)).toContain('"status":"failed"');
  });

  it('refuses a wrong form with the errors on their fields, then creates the company', async () => {
    await page.goto('/companies');
    await page.getByRole('link', { name: 'Nieuw bedrijf' }).click();
    await page.waitForURL('**/companies/create');
    await page.getByRole('heading', { name: 'Eerste beheerder' }).waitFor();

    await textbox(/^Naam/).fill(COMPANY);
    await textbox(/^KvK-nummer/).fill('1234');
    await textbox(/^Adres/).fill('Havenstraat 12');
    await textbox(/^Postcode/).fill('8011ab');
    await textbox(/^Plaats/).fill('Zwolle');
    await textbox(/^Factuur-e-mailadres/).fill('factuur@hetanker.example');
    await textbox(/^IBAN/).fill('NL91ABNA0417164300');
    await pickOption(page, /^Pakket/, 'Zak', 'Zakelijk – € 49,00 per maand excl. btw');
    await textbox(/^Voornaam/).fill('Anna');
    await textbox(/^Tussenvoegsel/).fill('de');
    await textbox(/^Achternaam/).fill('Vries');
    // Used by the bakery's admin: only the server knows, and says so on the field.
    await textbox(/^E-mailadres/).fill('beheerder@demo.nl');
    await page.getByRole('button', { name: 'Bedrijf aanmaken' }).click();
    await page.getByText('Een KvK-nummer bestaat uit 8 cijfers').waitFor();
    await closeToast();

    await textbox(/^KvK-nummer/).fill('87654321');
    await page.getByRole('button', { name: 'Bedrijf aanmaken' }).click();
    await toast(page, 'Niet opgeslagen: controleer de gemarkeerde velden.');
    await page.getByText('Deze waarde is al in gebruik').waitFor();

    await closeToast();
    await textbox(/^E-mailadres/).fill(EMAIL);
    await page.getByRole('button', { name: 'Bedrijf aanmaken' }).click();
    await toast(page, `Bedrijf ${COMPANY} aangemaakt; de beheerder krijgt een welkomstmail`);
    await page.waitForURL(/\/companies\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const company = await api<Record<string, unknown>>(e2e.baseUrl, adminToken, 'GET', `companies/${id}`);
    expect(company).toMatchObject({ name: COMPANY, kvkNumber: '87654321', zipcode: '8011 AB' });

    await page.goto('/');
    expect(Number(await cardValue('Bedrijven'))).toBe(companiesBefore + 1);
  });

  it('lets the new admin set a password through the welcome mail, sign in and add a contract', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: EMAIL, code: 'user_welcome' }));
    const [listed] = await api<{ id: number }[]>(e2e.baseUrl, adminToken, 'GET', `mails?filter=${filter}`);
    const mail = await api<{ text: string }>(e2e.baseUrl, adminToken, 'GET', `mails/${listed.id}`);
    const link = /https?:\/\/\S+\/auth\/reset-password\?token=\S+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no link in ${mail.text}`);

    const { page: own } = await e2e.newPage();
    await own.goto(link);
    await own.getByLabel(/^Nieuw wachtwoord/).fill(PASSWORD);
    await own.getByLabel(/^Herhaal nieuw wachtwoord/).fill(PASSWORD);
    await own.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await own.getByText('Wachtwoord succesvol opgeslagen').waitFor();

    await signIn(own, EMAIL, PASSWORD);
    await own.goto('/contracts/create');
    const step = () => nextWizardStep(own);
    await own.getByRole('textbox', { name: 'Contractnummer' }).fill('ANKER-001');
    await pickOption(own, /^Type/, 'Ener', 'Energie');
    await step();
    await pickOption(own, /^Leverancier/, 'Ene', 'Eneco');
    // The main location onboarding made from the company's address.
    await pickOption(own, /^Locatie/, 'Druk', COMPANY);
    await step();
    await own.getByLabel('Ingangsdatum').fill(addDays(today(), -30));
    await own.getByLabel(/^Einddatum/).fill(addDays(today(), 335));
    await step();
    await step();
    await step();
    await own.getByRole('textbox', { name: 'EAN-code' }).fill('871687140000000002');
    await pickOption(own, /^Soort energie/, 'Str', 'Stroom');
    await step();
    await own.getByRole('button', { name: 'Opslaan' }).click();
    await toast(own, 'Contract succesvol opgeslagen');
    await own.waitForURL(/\/contracts\/\d+$/);

    const token = await apiToken(e2e.baseUrl, EMAIL, PASSWORD);
    const contracts = await api<{ number: string }[]>(e2e.baseUrl, token, 'GET', 'contracts');
    expect(contracts.map((contract) => contract.number)).toEqual(['ANKER-001']);
  });
});
