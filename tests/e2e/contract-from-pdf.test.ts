/**
 * A contract started from its PDF in Chromium (docs/contracts-api.md#start-from-a-pdf): the PDF
 * fills the steps, each value listed as suggested with its sentence until confirmed or changed;
 * the saved contract has the PDF's terms (and the user's change) and the PDF as its document; a
 * second PDF chosen takes the first one's place.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/i18n/format';
import { CORPUS } from '../api/contracts/analysis-corpus';
import { type E2E, startE2E } from './harness';
import { api, apiToken, nextWizardStep, pickOption, signIn, toast } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** The people step as the Eneco PDF left it: its supplier came; the location is picked. */
async function throughPeople(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('combobox', { name: /^Leverancier/ }).inputValue()).toBe('Eneco');
  await pickOption(page, /^Locatie/, 'Hoofd', 'Hoofdkantoor Utrecht');
  await nextWizardStep(page);
}

/** From the dates step past the costs, the alerts and an energy contract's specifications, to the documents. */
async function throughAlertsAndSpecifications(page: Page, ean: string): Promise<void> {
  await nextWizardStep(page);
  await nextWizardStep(page);
  await nextWizardStep(page);
  await page.getByRole('textbox', { name: 'EAN-code' }).fill(ean);
  await pickOption(page, /^Soort energie/, 'Str', 'Stroom');
  await nextWizardStep(page);
}

describe('starting a contract from a PDF', () => {
  it('fills the steps from the PDF, marks each value until confirmed or changed, and keeps the PDF', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'contracten@demo.nl');
    await page.goto('/contracts/create');
    // Thirteen wordings × three value sets: the first is the Dutch articles with Eneco.
    const pdf = await CORPUS[0].pdf();
    await page
      .locator('input[type=file][accept*="pdf"]')
      .setInputFiles({ name: 'leveringsovereenkomst.pdf', mimeType: 'application/pdf', buffer: pdf });
    const list = page.getByRole('list', { name: 'Overgenomen uit de pdf' });
    await list.waitFor();
    await expect.poll(() => list.getByText('Voorgesteld').count()).toBe(5);
    await expect.poll(() => list.textContent()).toContain('Ingangsdatum: 01-01-2026');
    await expect.poll(() => list.textContent()).toContain('“Deze overeenkomst gaat in op 1 januari 2026');
    await list.getByRole('button', { name: 'Klopt' }).first().click();
    await expect.poll(() => list.getByText('Bevestigd').count()).toBe(1);

    // General: the type came with the supplier.
    await page.getByRole('textbox', { name: 'Contractnummer' }).fill('E2E-PDF-001');
    await expect.poll(() => page.getByRole('combobox', { name: /^Type/ }).inputValue()).toBe('Energie');
    await nextWizardStep(page);
    await throughPeople(page);

    // Dates: prefilled; changing the notice period marks its suggestion as changed.
    await expect.poll(() => page.getByLabel('Ingangsdatum').inputValue()).toBe('01-01-2026');
    await expect.poll(() => page.getByLabel(/^Einddatum/).inputValue()).toBe('31-12-2028');
    await page.getByRole('spinbutton', { name: 'Opzegtermijn' }).fill('2');
    await expect.poll(() => list.getByText('Gewijzigd').count()).toBe(1);
    await throughAlertsAndSpecifications(page, '871687140000000099');

    // Documents: the PDF is queued already.
    await page.getByText('leveringsovereenkomst.pdf').first().waitFor();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Contract succesvol opgeslagen');
    await page.waitForURL(/\/contracts\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const token = await apiToken(e2e.baseUrl, 'contracten@demo.nl');
    const stored = await api<Record<string, unknown>>(e2e.baseUrl, token, 'GET', `contracts/${id}`);
    expect(stored).toMatchObject({
      number: 'E2E-PDF-001',
      supplierName: 'Eneco',
      startsAt: '2026-01-01',
      endsAt: '2028-12-31',
      noticeAmount: 2,
      noticeUnit: 'months',
      renewalMonths: 12,
    });
    const documents = await api<{ fileName: string }[]>(
      e2e.baseUrl,
      token,
      'GET',
      `contracts/${id}/documents`,
    );
    expect(documents.map((document) => document.fileName)).toEqual(['leveringsovereenkomst.pdf']);
  });

  it("takes a second PDF's values in place of the first's, keeping what the user changed", async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'contracten@demo.nl');
    await page.goto('/contracts/create');
    const [first] = CORPUS;
    // A PDF that names neither its supplier nor a renewal, with another start than the first.
    const second = CORPUS.find(
      ({ truth }) =>
        truth.supplier === null &&
        truth.renewalMonths === null &&
        truth.startsAt !== null &&
        truth.startsAt !== first.truth.startsAt,
    );
    if (!first || !second) throw new Error('The corpus has no such pair of PDFs');
    const choose = async (name: string, pdf: Buffer) =>
      page
        .locator('input[type=file][accept*="pdf"]')
        .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
    const list = page.getByRole('list', { name: 'Overgenomen uit de pdf' });
    await choose('eerste.pdf', await first.pdf());
    await expect.poll(() => list.getByText('Voorgesteld').count()).toBe(5);
    await page.getByRole('textbox', { name: 'Contractnummer' }).fill('E2E-PDF-002');
    await nextWizardStep(page);
    await throughPeople(page);
    const renewal = page.getByRole('spinbutton', { name: 'Stilzwijgende verlenging (maanden)' });
    await expect.poll(() => renewal.inputValue()).toBe(String(first.truth.renewalMonths));
    await renewal.fill('6');
    await throughAlertsAndSpecifications(page, '871687140000000098');
    await page.getByText('eerste.pdf').first().waitFor();

    await choose('tweede.pdf', await second.pdf());
    await expect.poll(() => list.textContent()).not.toContain('Leverancier');
    await page.getByText('tweede.pdf').first().waitFor();
    expect(await page.getByText('eerste.pdf').count()).toBe(0);
    await page.getByRole('tab', { name: 'Datums & opzegging' }).click();
    await expect
      .poll(() => page.getByLabel('Ingangsdatum').inputValue())
      .toBe(formatDate(second.truth.startsAt));
    await expect.poll(() => page.getByLabel(/^Einddatum/).inputValue()).toBe(formatDate(second.truth.endsAt));
    // The user's own renewal stays; the first PDF's supplier, which the second does not name, goes.
    expect(await renewal.inputValue()).toBe('6');
    await page.getByRole('tab', { name: 'Leverancier & personen' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: /^Leverancier/ }).inputValue()).toBe('');
  });
});
