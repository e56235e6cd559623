/**
 * Companies' own suppliers in Chromium (docs/requirements.md#suppliers): a contract manager adds
 * the local window cleaner from the wizard's supplier dropdown and it is chosen; a platform admin
 * finds it among the companies' own suppliers and promotes it to the shared list.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness';
import { api, apiToken, nextWizardStep, pickOption, rowWith, signIn, toast } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const NAME = 'Glazenwasserij Zonnestraal E2E';

describe('own suppliers', () => {
  it('a contract manager adds one from the wizard, and it is chosen', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'contracten@demo.nl');
    await page.goto('/contracts/create');
    await page.getByRole('textbox', { name: 'Contractnummer' }).fill('E2E-EIGEN-1');
    await pickOption(page, /^Type/, 'Ener', 'Energie');
    await nextWizardStep(page);

    await page.getByRole('button', { name: 'Nieuwe leverancier' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('combobox', { name: /^Type/ }).inputValue()).toBe('Energie');
    await dialog.getByRole('textbox', { name: /^Naam/ }).fill(NAME);
    await dialog.getByRole('textbox', { name: /^KvK-nummer/ }).fill('12345678');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Leverancier succesvol opgeslagen');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('combobox', { name: /^Leverancier/ }).inputValue()).toBe(NAME);

    const token = await apiToken(e2e.baseUrl, 'contracten@demo.nl');
    const own = await api<{ name: string; companyId: number | null }[]>(
      e2e.baseUrl,
      token,
      'GET',
      `suppliers?filter=${encodeURIComponent(JSON.stringify({ own: true }))}`,
    );
    expect(own.find((row) => row.name === NAME)?.companyId).not.toBeNull();
  });

  it("its read-only page offers the company's admin its form; a shared supplier opens read-only", async () => {
    const token = await apiToken(e2e.baseUrl, 'beheerder@demo.nl');
    const named = async (name: string) =>
      (
        await api<{ id: number }[]>(
          e2e.baseUrl,
          token,
          'GET',
          `suppliers?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`,
        )
      )[0]?.id;
    const { page, context } = await e2e.newPage();
    await signIn(page, 'beheerder@demo.nl');
    await page.goto(`/suppliers/${await named(NAME)}/show`);
    await page.getByRole('link', { name: 'Bewerken' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: /^Naam/ }).inputValue()).toBe(NAME);

    // A shared supplier opened at its own address (as its row links) is its read-only page, not a form.
    const shared = await named('Vattenfall');
    await page.goto(`/suppliers/${shared}`);
    await page.waitForURL(new RegExp(`/suppliers/${shared}/show$`));
    await page.getByText('https://www.vattenfall.nl').waitFor();
    expect(await page.getByRole('link', { name: 'Bewerken' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Tonen' }).count()).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(0);
    await context.close();
  });

  it('a platform admin promotes it to the shared list', async () => {
    const { page }: { page: Page } = await e2e.newPage();
    await signIn(page, 'admin@demo.nl');
    await page.goto('/suppliers');
    await page.getByLabel('Alleen eigen leveranciers van bedrijven').click();
    await page.waitForURL(/own/);
    expect(await page.getByLabel('Alleen eigen leveranciers van bedrijven').isChecked()).toBe(true);
    const row = rowWith(page, NAME);
    await row.getByText('Bakkerij De Korenschoof B.V.').waitFor();
    await row.getByRole('button', { name: 'Samenvoegen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Gedeelde leverancier van maken' }).check();
    await dialog.getByText(/de 0 contracten van zijn bedrijf houden hem/).waitFor();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await toast(page, 'Leverancier toegevoegd aan de gedeelde lijst; 0 contracten houden hem');
    await row.waitFor({ state: 'detached' });
  });
});
