/**
 * The generated views as the platform admin (admin@demo.nl, role 1): sponsors from create to
 * delete, a specification field row in a supplier type, a template's placeholder copied to the
 * clipboard, the company of company-scoped data shown and chosen by name, a plan created and a
 * company's billing details checked in the form.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness';
import { firstCells, pickOption, rowWith, signIn, toast } from './steps';

let e2e: E2E;
let page: Page;
let context: BrowserContext;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page, context } = await e2e.newPage());
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl });
  await signIn(page, 'admin@demo.nl');
});
afterAll(() => e2e?.close());

describe('sponsors (role 1)', () => {
  it('creates a sponsor', async () => {
    await page.goto('/sponsors');
    await page.getByRole('link', { name: 'Toevoegen' }).click();
    await page.getByRole('textbox', { name: 'Naam' }).fill('E2E Sponsor');
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill('aanbod@sponsor.example');
    await page.getByRole('textbox', { name: 'Website' }).fill('https://sponsor.example');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Sponsor succesvol opgeslagen');
    await page.waitForURL((url) => url.pathname === '/sponsors');
    await rowWith(page, 'E2E Sponsor').getByText('aanbod@sponsor.example').waitFor();
  });

  it('edits it', async () => {
    await rowWith(page, 'E2E Sponsor').click();
    const name = page.getByRole('textbox', { name: 'Naam' });
    await expect.poll(() => name.inputValue()).toBe('E2E Sponsor');
    await name.fill('E2E Sponsor BV');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Sponsor succesvol opgeslagen');
    await rowWith(page, 'E2E Sponsor BV').waitFor();
  });

  it('deletes it from its form after confirming', async () => {
    await rowWith(page, 'E2E Sponsor BV').click();
    await page.waitForURL(/\/sponsors\/\d+$/);
    await expect.poll(() => page.getByRole('textbox', { name: 'Naam' }).inputValue()).toBe('E2E Sponsor BV');
    await page.locator('form').getByRole('button', { name: 'Verwijderen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Weet je het zeker?').waitFor();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await toast(page, 'Sponsor succesvol verwijderd');
    await page.waitForURL((url) => url.pathname === '/sponsors');
    await page.locator('tbody tr').first().waitFor();
    expect(await rowWith(page, 'E2E Sponsor').count()).toBe(0);
  });
});

describe('supplier types (role 1)', () => {
  it('adds a specification field row and saves it', async () => {
    await page.goto('/supplier-types');
    await rowWith(page, 'Telecom').click();
    await page.waitForURL(/\/supplier-types\/\d+$/);
    const labels = page.getByRole('textbox', { name: 'Label' });
    await labels.first().waitFor();
    const before = await labels.count();
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await expect.poll(() => labels.count()).toBe(before + 1);
    await labels.last().fill('Aantal simkaarten');
    const fieldType = page.getByRole('combobox', { name: 'Soort veld' }).last();
    await fieldType.click();
    await page.getByRole('option', { name: 'Getal', exact: true }).click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Type succesvol opgeslagen');
    await page.waitForURL((url) => url.pathname === '/supplier-types');

    await rowWith(page, 'Telecom').click();
    await expect.poll(() => labels.count()).toBe(before + 1);
    expect(await labels.last().inputValue()).toBe('Aantal simkaarten');
    expect(await page.getByRole('combobox', { name: 'Soort veld' }).last().inputValue()).toBe('Getal');
  });
});

describe('templates (role 1)', () => {
  it('copies a placeholder to the clipboard with a click on its chip', async () => {
    await page.goto('/templates');
    await rowWith(page, 'Contract loopt af').click();
    await page.waitForURL(/\/templates\/\d+$/);
    const chip = page.getByRole('button', { name: '{{contract.number}}' });
    await chip.click();
    await toast(page, 'Plaatshouder gekopieerd naar het klembord');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{{contract.number}}');
  });
});

describe('company of company-scoped data (role 1)', () => {
  it('lists locations with the company name and creates one for a company chosen by name', async () => {
    await page.goto('/locations');
    await rowWith(page, 'Hoofdkantoor Utrecht').getByText('Bakkerij De Korenschoof B.V.').waitFor();
    await page.getByRole('link', { name: 'Toevoegen' }).click();
    await pickOption(page, 'Bedrijf', 'fietsen', 'Fietsenmaker Van Dijk');
    await page.getByRole('textbox', { name: 'Naam' }).fill('E2E Werkplaats Zwolle');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Locatie succesvol opgeslagen');
    await page.waitForURL((url) => url.pathname === '/locations');
    await rowWith(page, 'E2E Werkplaats Zwolle').getByText('Fietsenmaker Van Dijk').waitFor();
    expect(await firstCells(page)).toContain('E2E Werkplaats Zwolle');
  });
});

describe('plans and companies (role 1)', () => {
  it('creates a plan with a monthly price, shown in euros', async () => {
    await page.goto('/plans');
    await page.getByRole('link', { name: 'Toevoegen' }).click();
    await page.getByRole('textbox', { name: 'Naam' }).fill('E2E Pakket');
    await page.getByRole('textbox', { name: 'Prijs per maand (excl. btw)' }).fill('25,50');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Pakket succesvol opgeslagen');
    await page.waitForURL((url) => url.pathname === '/plans');
    await rowWith(page, 'E2E Pakket').getByText('€ 25,50').waitFor();
  });

  it("checks a company's btw-id, postcode and IBAN in the form, and stores them in their written form", async () => {
    await page.goto('/companies');
    await rowWith(page, 'Fietsenmaker Van Dijk').click();
    await page.waitForURL(/\/companies\/\d+$/);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect.poll(() => field('Naam').inputValue()).toBe('Fietsenmaker Van Dijk');
    await field('Btw-nummer').fill('NL123456789B01');
    await field('Postcode').fill('7411br');
    await field('IBAN').fill('nl91abna0417164301');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Geen geldig btw-nummer (NL + 9 cijfers + B + 2 cijfers)').waitFor();
    await page.getByText('Geen geldig IBAN').waitFor();
    await field('Btw-nummer').fill('nl123456782b01');
    await field('IBAN').fill('nl91abna0417164300');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Bedrijf succesvol opgeslagen');
    await rowWith(page, 'Fietsenmaker Van Dijk').click();
    await expect.poll(() => field('IBAN').inputValue()).toBe('NL91 ABNA 0417 1643 00');
    expect(await field('Btw-nummer').inputValue()).toBe('NL123456782B01');
    expect(await field('Postcode').inputValue()).toBe('7411 BR');
  });
});

describe("a company's invoice details while it is billed (role 1)", () => {
  it('refuses emptying them for a subscribed company, and a subscription for a company without them', async () => {
    await page.goto('/companies');
    await rowWith(page, 'Bakkerij De Korenschoof B.V.').click();
    await page.waitForURL(/\/companies\/\d+$/);
    const billingEmail = page.getByRole('textbox', { name: 'Factuur-e-mailadres', exact: true });
    await expect.poll(() => billingEmail.inputValue()).toBe('administratie@korenschoof.example');
    await billingEmail.fill('');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page
      .getByText('Verplicht zolang het bedrijf een abonnement heeft: de facturen hebben dit nodig')
      .waitFor();
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `${process.env.SCREENSHOTS}/company-billed.png` });

    await page.goto('/subscriptions/create');
    await pickOption(page, 'Bedrijf', 'fietsen', 'Fietsenmaker Van Dijk');
    await pickOption(page, 'Pakket', 'basis', 'Basis');
    await page.getByLabel(/^Ingangsdatum/).fill('2027-01-01');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page
      .getByText('Vul eerst adres, postcode, plaats en factuur-e-mailadres van het bedrijf in', {
        exact: false,
      })
      .waitFor();
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `${process.env.SCREENSHOTS}/subscription-undetailed.png` });
    expect(new URL(page.url()).pathname).toBe('/subscriptions/create');
  });
});

describe('a subscription starting in the past (role 1)', () => {
  it('says before the save how many invoices the next billing run makes for the past months', async () => {
    await page.goto('/subscriptions/create');
    await pickOption(page, 'Bedrijf', 'fietsen', 'Fietsenmaker Van Dijk');
    await pickOption(page, 'Pakket', 'basis', 'Basis');
    // The first day of the month two months back: two whole months of € 19 + 21 % VAT each.
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
    await page.getByLabel(/^Ingangsdatum/).fill(start.toISOString().slice(0, 10));
    const note = page.getByText('Deze ingangsdatum ligt in het verleden', { exact: false });
    await expect
      .poll(() => note.textContent())
      .toMatch(
        /maakt en mailt in één keer 2 facturen, over .+ tot en met .+\. Samen € 45,98 inclusief btw\.$/,
      );
    if (process.env.SCREENSHOTS)
      await page.screenshot({ path: `${process.env.SCREENSHOTS}/subscription-back-billing.png` });
  });
});
