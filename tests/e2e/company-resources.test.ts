/**
 * The generated list and form views in Chromium, as a company admin (beheerder@demo.nl, role 2):
 * locations from create to delete (required marks, validation, toasts, search, sorting, the
 * confirmation dialog), a contact with a supplier from the remote-search dropdown, found by a search
 * typed without its accent, the pagination window of a long list; and a contract manager (role 3)
 * kept out of the users page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, launchChromium, startE2E } from './harness';
import { api, apiToken, apiTotal, firstCells, pickOption, rowWith, signIn, toast } from './steps';

let e2e: E2E;
let page: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page } = await e2e.newPage());
  await signIn(page, 'beheerder@demo.nl');
});
afterAll(() => e2e?.close());

const search = () => page.getByRole('searchbox', { name: 'Zoeken' });

describe('locations (role 2)', () => {
  it('creates a location: required marks, a client error for an empty name, the saved toast', async () => {
    await page.goto('/locations');
    await rowWith(page, 'Hoofdkantoor Utrecht').waitFor();
    await page.getByRole('link', { name: 'Toevoegen' }).click();
    await page.waitForURL('**/locations/create');

    const name = page.getByRole('textbox', { name: 'Naam' });
    await name.waitFor();
    const asterisk = (label: string) =>
      page.locator('label.MuiFormLabel-root', { hasText: label }).locator('.MuiFormLabel-asterisk');
    expect(await asterisk('Naam').count()).toBe(1);
    expect(await asterisk('Plaats').count()).toBe(0);

    await page.getByRole('textbox', { name: 'Plaats' }).fill('Amsterdam');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('alert').filter({ hasText: 'Verplicht' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/locations/create');
    // The refused save puts the focus on the field to correct, not on the button.
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);

    await name.fill('E2E Testlocatie');
    await page.getByRole('textbox', { name: 'Adres' }).fill('Damrak 1');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Locatie succesvol opgeslagen');
    await page.waitForURL((url) => url.pathname === '/locations');
    await rowWith(page, 'E2E Testlocatie').waitFor();
  });

  it('finds it with the search box (Enter) and shows all again on Escape', async () => {
    await search().fill('Testlocatie');
    await search().press('Enter');
    await expect.poll(() => firstCells(page)).toEqual(['E2E Testlocatie']);
    await search().press('Escape');
    await expect.poll(() => search().inputValue()).toBe('');
    await expect.poll(async () => (await firstCells(page)).length).toBe(5);
  });

  it('sorts by a column header', async () => {
    const ascending = [
      'Bakkerij Amersfoort',
      'Distributiecentrum Nieuwegein',
      'E2E Testlocatie',
      'Hoofdkantoor Utrecht',
      'Winkel Zeist',
    ];
    await expect.poll(() => firstCells(page)).toEqual(ascending);
    await page.getByRole('columnheader', { name: 'Naam' }).getByRole('button').click();
    await expect.poll(() => firstCells(page)).toEqual([...ascending].reverse());
    await page.getByRole('columnheader', { name: 'Plaats' }).getByRole('button').click();
    await expect.poll(async () => (await firstCells(page))[0]).toBe('Bakkerij Amersfoort');
    expect((await firstCells(page))[1]).toBe('E2E Testlocatie');
  });

  it('edits it from its row', async () => {
    await rowWith(page, 'E2E Testlocatie').click();
    await page.waitForURL(/\/locations\/\d+$/);
    const name = page.getByRole('textbox', { name: 'Naam' });
    await expect.poll(() => name.inputValue()).toBe('E2E Testlocatie');
    await name.fill('E2E Testlocatie Noord');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Locatie succesvol opgeslagen');
    await page.waitForURL((url) => url.pathname === '/locations');
    await rowWith(page, 'E2E Testlocatie Noord').waitFor();
  });

  it('deletes it after the confirmation dialog (Annuleren keeps it, Ok deletes)', async () => {
    const row = rowWith(page, 'E2E Testlocatie Noord');
    // The main location, which cannot be deleted, has no bin.
    await row.getByRole('button', { name: 'Verwijderen' }).waitFor();
    expect(
      await rowWith(page, 'Hoofdkantoor Utrecht').getByRole('button', { name: 'Verwijderen' }).count(),
    ).toBe(0);
    await row.getByRole('button', { name: 'Verwijderen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Locatie E2E Testlocatie Noord verwijderen?').waitFor();
    await dialog.getByText('Er staan geen contracten op deze locatie.').waitFor();
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);

    await row.getByRole('button', { name: 'Verwijderen' }).click();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await toast(page, 'Locatie succesvol verwijderd');
    await expect.poll(() => row.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/locations');
  });
});

describe('contacts (role 2)', () => {
  it('creates a contact with a supplier picked by remote search and finds it, accents aside', async () => {
    await page.goto('/contacts/create');
    await page.getByRole('textbox', { name: 'Voornaam' }).fill('Zoë');
    await page.getByRole('textbox', { name: 'Achternaam' }).fill('Testpersoon');
    await pickOption(page, 'Leverancier', 'vatten', 'Vattenfall');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Leverancier' }).inputValue())
      .toBe('Vattenfall');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Contactpersoon succesvol opgeslagen');
    await page.waitForURL((url) => url.pathname === '/contacts');
    await search().fill('zoe testpersoon');
    await search().press('Enter');
    const row = rowWith(page, 'Testpersoon');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await row.getByText('Vattenfall').waitFor();
    await search().press('Escape');
  });

  it('pages a long list, showing the page numbers within 3 of the current one', async () => {
    const token = await apiToken(e2e.baseUrl, 'beheerder@demo.nl');
    const existing = await apiTotal(e2e.baseUrl, token, 'contacts');
    // At least 8 pages of 25.
    const missing = Math.max(0, 8 * 25 + 1 - existing);
    for (let start = 0; start < missing; start += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, missing - start) }, (_, index) =>
          api(e2e.baseUrl, token, 'POST', 'contacts', {
            firstName: 'Reeks',
            lastName: `Persoon ${String(start + index).padStart(3, '0')}`,
          }),
        ),
      );
    }
    await page.goto('/contacts');
    const nav = page.getByRole('navigation', { name: 'Paginering' });
    await nav.waitFor();
    const pages = async () =>
      (await nav.getByRole('button', { name: /^Pagina \d+$/ }).allInnerTexts()).map(Number);
    await expect.poll(pages).toEqual([1, 2, 3, 4]);
    expect(await page.locator('tbody tr').count()).toBe(25);
    await nav.getByText(/^1–25 van \d+$/).waitFor();

    await nav.getByRole('button', { name: 'Pagina 4' }).click();
    await expect.poll(pages).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await nav.getByRole('button', { name: 'Pagina 5' }).click();
    await expect.poll(pages).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(await nav.getByRole('button', { name: 'Pagina 5' }).getAttribute('aria-current')).toBe('page');
    await nav.getByText(/^101–125 van \d+$/).waitFor();

    await nav.getByRole('button', { name: 'Laatste pagina' }).click();
    const last = Math.ceil((existing + missing) / 25);
    await expect.poll(pages).toEqual([last - 3, last - 2, last - 1, last]);
    expect(await nav.getByRole('button', { name: 'Volgende pagina' }).isDisabled()).toBe(true);
    await nav.getByRole('button', { name: 'Eerste pagina' }).click();
    await expect.poll(pages).toEqual([1, 2, 3, 4]);
  });
});

describe('the contract list on a wide screen (role 2)', () => {
  it('draws its rows with their location names and toolbar in one go: nothing moves', async () => {
    const session = await e2e.newPage();
    await session.page.setViewportSize({ width: 1350, height: 940 });
    await signIn(session.page, 'beheerder@demo.nl');
    // From the page's start: every frame with a row whose location is still empty, and every shift.
    await session.page.addInitScript(() => {
      const record = { emptyLocations: 0, shifts: 0 };
      Object.assign(window, { watchedList: record });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) record.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      const frame = () => {
        const headers = [...document.querySelectorAll('thead th')].map((cell) => cell.textContent?.trim());
        const at = headers.indexOf('Locatie');
        for (const row of document.querySelectorAll('tbody tr'))
          if (at >= 0 && row.children[at] && !row.children[at].textContent?.trim())
            record.emptyLocations += 1;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    // The names come a while after the page, as on a slow connection.
    await session.page.route('**/api/locations?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await session.page.goto('/contracts');
    await rowWith(session.page, 'Hoofdkantoor Utrecht').first().waitFor();
    await session.page.getByRole('link', { name: 'Toevoegen' }).waitFor();
    await session.page.waitForTimeout(500);
    const watched = await session.page.evaluate(
      () => (window as unknown as { watchedList: { emptyLocations: number; shifts: number } }).watchedList,
    );
    expect(watched.emptyLocations).toBe(0);
    expect(watched.shifts).toBeLessThan(0.01);
    await session.context.close();
  });

  it('keeps its width and its columns as the rows come: a desktop scrollbar, the totals late', async () => {
    const browser = await launchChromium({ scrollbars: true });
    try {
      const context = await browser.newContext({
        baseURL: e2e.baseUrl,
        locale: 'nl-NL',
        viewport: { width: 1350, height: 940 },
      });
      const listPage = await context.newPage();
      await signIn(listPage, 'beheerder@demo.nl');
      // A returning user: the list drawn ahead (its frame, no rows, no scrollbar yet) and its
      // reads sent ahead, as after this first visit.
      await listPage.goto('/contracts');
      await listPage.getByTestId('contract-totals').waitFor();
      await listPage.addInitScript(() => {
        const record = { rowsWithoutTotals: 0, shifts: 0 };
        Object.assign(window, { watchedList: record });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            record.shifts += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        const frame = () => {
          if (
            document.querySelector('tbody tr') &&
            !document.querySelector('[data-testid="contract-totals"]')
          )
            record.rowsWithoutTotals += 1;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      await listPage.route('**/api/contracts/totals?*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await listPage.goto('/contracts');
      await listPage.getByTestId('contract-totals').waitFor();
      await listPage.waitForTimeout(500);
      const watched = await listPage.evaluate(
        () =>
          (window as unknown as { watchedList: { rowsWithoutTotals: number; shifts: number } }).watchedList,
      );
      // The footer row sizes the columns too: rows drawn before it wrapped anew when it came.
      expect(watched.rowsWithoutTotals).toBe(0);
      // The scrollbar the rows bring took 15 px from the page: the filters wrapped, the rows moved.
      expect(watched.shifts).toBeLessThan(0.01);
    } finally {
      await browser.close();
    }
  });
});

describe('users (role 2)', () => {
  it('offers a company admin every role but platform admin', async () => {
    await page.goto('/users/create');
    await page.getByRole('combobox', { name: /Rollen/ }).click();
    const options = (await page.getByRole('option').allTextContents()).map((text) => text.trim());
    expect(options).toEqual(['Bedrijfsbeheerder', 'Contractbeheerder', 'Alleen dashboard']);
    await page.keyboard.press('Escape');
  });
});

describe('a page of an action the role lacks (role 2)', () => {
  it('invoices are only read: /invoices/create leads to their list, saying why', async () => {
    await page.goto('/invoices/create');
    await page.waitForURL((url) => url.pathname === '/invoices');
    await toast(page, 'Je hebt geen toegang tot die pagina');
    await page.locator('tbody tr').first().waitFor();
  });
});

describe('role 3', () => {
  it('contracten@demo.nl cannot open the users page: sent through /login to the dashboard, told why', async () => {
    const session = await e2e.newPage();
    await signIn(session.page, 'contracten@demo.nl');
    await session.page.goto('/users');
    await session.page.waitForURL('**/login');
    await session.page.waitForURL((url) => url.pathname === '/');
    await toast(session.page, 'Je hebt geen toegang tot die pagina');
    // Said once: the refusal is taken off the history entry, so a reload does not say it again.
    expect(
      await session.page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr ?? null),
    ).toBeNull();
    await session.context.close();
  });
});
