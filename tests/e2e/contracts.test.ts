/**
 * Contracts in Chromium as a company admin (beheerder@demo.nl): create one through the wizard with
 * specifications and a document, find it by search, archive it with the list's bulk action, archive
 * and restore it, add and remove a manual
 * alert, see the dashboard number move and lead to exactly those contracts; a deleted location's
 * contracts move to the main location.
 */
import type { Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/schema/contract-dates';
import { type E2E, startE2E } from './harness';
import { api, apiToken, nextWizardStep, pickOption, rowWith, signIn, toast } from './steps';

let e2e: E2E;
let page: Page;
let token: string;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page } = await e2e.newPage());
  await signIn(page, 'beheerder@demo.nl');
  token = await apiToken(e2e.baseUrl, 'beheerder@demo.nl');
});
afterAll(() => e2e?.close());

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
const NUMBER = 'E2E-2026-001';
/** A tiny but valid PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const summary = () => api<Record<string, number>>(e2e.baseUrl, token, 'GET', 'contracts/summary');
const dashboardNumber = async (label: string): Promise<number> => {
  // The card's accessible name is its text, 'N label', once its number has loaded.
  const card = page.getByRole('link', { name: new RegExp(`^\\d+ ${label}$`) });
  await card.waitFor();
  return Number(/\d+/.exec((await card.textContent()) ?? '')?.[0]);
};
const next = () => nextWizardStep(page);

describe('a contract from the wizard to the archive (role 2)', () => {
  let noticeSoonBefore = 0;
  let contractId = 0;

  it('shows the dashboard numbers the API counts', async () => {
    await page.goto('/');
    noticeSoonBefore = await dashboardNumber('Opzegdatum binnen 30 dagen');
    expect(noticeSoonBefore).toBe((await summary()).noticeWithin30);
  });

  it('creates a contract through the seven steps, with specifications and a document', async () => {
    await page.goto('/contracts');
    await page.getByRole('link', { name: 'Toevoegen' }).click();
    await page.waitForURL('**/contracts/create');

    // General: the required number blocks the step until it is filled in, and takes the focus.
    const number = page.getByRole('textbox', { name: 'Contractnummer' });
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await page.getByRole('alert').filter({ hasText: 'Verplicht' }).first().waitFor();
    await expect.poll(() => number.evaluate((input) => input === document.activeElement)).toBe(true);
    // A pasted text longer than the field is kept whole and refused with its length, not cut off.
    await number.fill('X'.repeat(60));
    expect(await number.inputValue()).toHaveLength(60);
    await page.getByRole('button', { name: 'Volgende stap' }).click();
    await page.getByText('Te lang: 60 tekens, hoogstens 50').waitFor();
    await number.fill(NUMBER);
    await page.getByRole('textbox', { name: 'Referentie' }).fill('Stroom bakkerij E2E');
    await pickOption(page, /^Type/, 'Ener', 'Energie');
    await next();

    // Supplier & people
    await pickOption(page, /^Leverancier/, 'Ene', 'Eneco');
    await pickOption(page, /^Locatie/, 'Hoofd', 'Hoofdkantoor Utrecht');
    await next();

    // Dates & notice: the notice deadline falls within 30 days.
    await page.getByLabel('Ingangsdatum').fill(addDays(today(), -300));
    await page.getByLabel(/^Einddatum/).fill(addDays(today(), 60));
    await page.getByRole('spinbutton', { name: 'Opzegtermijn' }).fill('45');
    await pickOption(page, /^Eenheid/, 'dag', 'dagen');
    await next();

    // Costs: nothing to add here.
    await next();

    // Alerts: nothing to add here.
    await next();

    // Specifications of the type Energie: two required fields.
    await page.getByRole('textbox', { name: 'EAN-code' }).fill('871687140000000001');
    await pickOption(page, /^Soort energie/, 'Str', 'Stroom');
    await next();

    // Documents: queued, uploaded right after the save (the documents step's input takes several files).
    await page
      .locator('input[type=file][multiple]')
      .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('contract.pdf').first().waitFor();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Contract succesvol opgeslagen');
    await page.waitForURL(/\/contracts\/\d+$/);
    contractId = Number(new URL(page.url()).pathname.split('/').pop());

    await page
      .getByRole('link', { name: /contract\.pdf/ })
      .first()
      .waitFor();
    await page.getByText('871687140000000001').waitFor();
    const stored = await api<Record<string, unknown>>(e2e.baseUrl, token, 'GET', `contracts/${contractId}`);
    expect(stored).toMatchObject({
      number: NUMBER,
      status: 'notice_soon',
      noticeDeadline: addDays(today(), 15),
    });
    const documents = await api<unknown[]>(e2e.baseUrl, token, 'GET', `contracts/${contractId}/documents`);
    expect(documents).toHaveLength(1);
  });

  it('finds it in the list by search', async () => {
    await page.goto('/contracts');
    const search = page.getByRole('searchbox', { name: 'Zoeken' });
    await search.fill('E2E-2026');
    await search.press('Enter');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await rowWith(page, NUMBER).getByText('Opzeggen binnenkort').waitFor();
    await search.press('Escape');
  });

  it('archives it from the list with a bulk action, under the totals of the filter', async () => {
    const totalsAsked: string[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/contracts/totals') totalsAsked.push(url.searchParams.get('filter') ?? '');
    };
    const listEncodings: (string | undefined)[] = [];
    const onResponse = async (response: Response) => {
      if (new URL(response.url()).pathname !== '/api/contracts') return;
      listEncodings.push((await response.allHeaders())['content-encoding']);
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    await page.goto('/contracts');
    const search = page.getByRole('searchbox', { name: 'Zoeken' });
    await search.fill('E2E-2026');
    await search.press('Enter');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByTestId('contract-totals').getByText('Totaal van 1 contract').waitFor();
    // Asked once per filter, though the footer and the bulk bar both show them.
    expect(totalsAsked.filter((filter) => filter.includes('E2E-2026'))).toHaveLength(1);
    // The pages come compressed (the whole list's first page is well over 1 kB).
    expect(listEncodings[0]).toBe('gzip');
    page.off('request', onRequest);
    page.off('response', onResponse);
    await rowWith(page, NUMBER).getByRole('checkbox').check();
    const bar = page.getByTestId('contract-bulk-bar');
    await bar.getByText('1 geselecteerd').waitFor();
    await bar.getByRole('button', { name: 'Archiveren' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^1 contract wordt gearchiveerd/).waitFor();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await toast(page, '1 contract gewijzigd');
    await expect.poll(() => page.locator('tbody tr').filter({ hasText: NUMBER }).count()).toBe(0);
    // The totals follow the list: nothing left in this filter.
    await expect.poll(() => page.getByTestId('contract-totals').count()).toBe(0);
    expect(
      (await api<Record<string, unknown>>(e2e.baseUrl, token, 'GET', `contracts/${contractId}`)).archived,
    ).toBe(true);
    // Back as it was for the next steps, through the same call.
    expect(
      await api(e2e.baseUrl, token, 'POST', 'contracts/bulk', { ids: [contractId], action: 'restore' }),
    ).toEqual({ matched: 1, changed: 1 });
    await search.press('Escape');
  });

  it('moved the dashboard number, which lists exactly those contracts', async () => {
    await page.goto('/');
    expect(await dashboardNumber('Opzegdatum binnen 30 dagen')).toBe(noticeSoonBefore + 1);
    await page.getByRole('link', { name: /Opzegdatum binnen 30 dagen/ }).click();
    await page.waitForURL('**/contracts?**');
    await rowWith(page, NUMBER).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(noticeSoonBefore + 1);
  });

  it('archives and restores it, with the confirmation and the toasts', async () => {
    await page.goto(`/contracts/${contractId}`);
    await page.getByRole('button', { name: 'Archiveren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
    await toast(page, 'Contract succesvol gearchiveerd');
    await page.getByRole('button', { name: 'Herstellen' }).click();
    await toast(page, 'Contract succesvol hersteld');
    await page.getByRole('button', { name: 'Archiveren' }).waitFor();
    const stored = await api<Record<string, unknown>>(e2e.baseUrl, token, 'GET', `contracts/${contractId}`);
    expect(stored.archived).toBe(false);
  });

  it('adds a manual alert and removes it again', async () => {
    await page.getByRole('button', { name: 'Melding toevoegen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Verzenddatum').fill(addDays(today(), 10));
    await dialog.getByRole('textbox', { name: 'Bericht' }).fill('Offertes opvragen voor de verlenging');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Melding succesvol toegevoegd');
    await page.getByText('Offertes opvragen voor de verlenging').waitFor();
    expect(await api<unknown[]>(e2e.baseUrl, token, 'GET', `contracts/${contractId}/alerts`)).toHaveLength(1);

    await page.getByRole('button', { name: /^Melding van .* verwijderen$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
    await toast(page, 'Melding succesvol verwijderd');
    await expect.poll(() => page.getByText('Offertes opvragen voor de verlenging').count()).toBe(0);
    expect(await api<unknown[]>(e2e.baseUrl, token, 'GET', `contracts/${contractId}/alerts`)).toHaveLength(0);
  });
});

describe('deleting a location (role 2)', () => {
  it("moves the location's contracts to the main location", async () => {
    const location = await api<{ id: number }>(e2e.baseUrl, token, 'POST', 'locations', {
      name: 'E2E Filiaal Amersfoort',
      city: 'Amersfoort',
    });
    const [contract] = await api<Record<string, unknown>[]>(
      e2e.baseUrl,
      token,
      'GET',
      `contracts?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ q: NUMBER }))}`,
    );
    const { id: _id, companyId: _c, ...body } = contract;
    await api(e2e.baseUrl, token, 'PUT', `contracts/${contract.id}`, { ...body, location: location.id });

    await page.goto('/locations');
    await rowWith(page, 'E2E Filiaal Amersfoort').getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByRole('dialog').getByText('1 contract gaat naar de hoofdlocatie.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
    await toast(page, 'Locatie succesvol verwijderd');

    const [main] = await api<{ id: number }[]>(
      e2e.baseUrl,
      token,
      'GET',
      `locations?filter=${encodeURIComponent('{"isMain":true}')}`,
    );
    await page.goto(`/contracts/${contract.id}`);
    await page.getByText('Hoofdkantoor Utrecht').first().waitFor();
    const moved = await api<Record<string, unknown>>(e2e.baseUrl, token, 'GET', `contracts/${contract.id}`);
    expect(moved.location).toBe(main.id);
  });
});

describe('the contract list on a laptop', () => {
  it.each([1366, 1320, 1280, 1200])(
    'shows every column and the sort arrow on a %i px laptop screen without scrolling sideways',
    async (width) => {
      const { context, page: laptop } = await e2e.newPage();
      try {
        await laptop.setViewportSize({ width, height: 768 });
        await signIn(laptop, 'beheerder@demo.nl');
        await laptop.goto('/contracts');
        const last = laptop.getByRole('columnheader', { name: 'Jaarwaarde incl. btw' });
        await last.waitFor();
        await laptop.getByRole('row').nth(5).waitFor();
        // The list's card scrolls sideways when its table is wider than the card.
        const { scrollWidth, clientWidth } = await laptop.evaluate(() => {
          const card = document.querySelector('table')?.closest('.MuiCard-root');
          return { scrollWidth: card?.scrollWidth ?? -1, clientWidth: card?.clientWidth ?? 0 };
        });
        expect(scrollWidth).toBeGreaterThan(0);
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
        const box = await last.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
        // The sorted heading's arrow stands in the gap to the next heading, wholly in view.
        const arrow = await laptop.locator('thead .Mui-active .MuiTableSortLabel-icon').boundingBox();
        const arrowShown = await laptop.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('.MuiTableSortLabel-icon') != null,
          { x: (arrow?.x ?? 0) + (arrow?.width ?? 0) - 2, y: (arrow?.y ?? 0) + (arrow?.height ?? 0) / 2 },
        );
        expect(arrowShown).toBe(true);
      } finally {
        await context.close();
      }
    },
  );
});
