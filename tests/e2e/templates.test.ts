/**
 * E-mail templates and the outbox as the platform admin (admin@demo.nl, role 1): a template's
 * subject edited with the preview following on sample data, saved; the password reset mail it
 * then renders, found in the outbox (kept: the e2e server has no SMTP) and opened.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness';
import { rowWith, signIn, toast } from './steps';

let e2e: E2E;
let page: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page } = await e2e.newPage());
  await signIn(page, 'admin@demo.nl');
});
afterAll(() => e2e?.close());

const NEW_SUBJECT = 'Nieuw wachtwoord voor {{user.firstName}} {{user.lastName}}';

describe('a template (role 1)', () => {
  it('previews the stored template with sample data', async () => {
    await page.goto('/templates');
    await rowWith(page, 'Wachtwoord herstellen').click();
    await page.waitForURL(/\/templates\/\d+$/);
    const preview = page.getByRole('region', { name: 'Voorbeeld' });
    await preview.getByText('Stel een nieuw wachtwoord in', { exact: true }).waitFor();
    const body = page.frameLocator('iframe[title="Voorbeeld van de e-mail"]');
    await body.getByText('Beste Anna,').waitFor();
    await body.getByText('die 1 uur geldig is').waitFor();
    await body
      .getByRole('link', { name: 'https://contractbeheer.nl/auth/reset-password?token=voorbeeld' })
      .waitFor();
  });

  it('follows an edited subject and content, and saves', async () => {
    const preview = page.getByRole('region', { name: 'Voorbeeld' });
    await page.getByRole('textbox', { name: 'Onderwerp' }).fill(NEW_SUBJECT);
    await preview.getByText('Nieuw wachtwoord voor Anna van Dijk', { exact: true }).waitFor();

    const content = page.getByRole('textbox', { name: 'Inhoud' });
    await content.fill(`${await content.inputValue()}\n\nP.S. <b>Dit</b> blijft tekst.`);
    const body = page.frameLocator('iframe[title="Voorbeeld van de e-mail"]');
    await body.getByText('P.S. <b>Dit</b> blijft tekst.').waitFor();
    expect(await body.locator('b').count()).toBe(0);

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Template succesvol opgeslagen');
    await page.waitForURL((url) => url.pathname === '/templates');
    await rowWith(page, NEW_SUBJECT).waitFor();
  });
});

describe('the outbox (role 1)', () => {
  it('lists the reset mail rendered from the edited template, kept for want of SMTP', async () => {
    const reset = await fetch(`${e2e.baseUrl}/api/auth/request-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ emailAddress: 'lezer@demo.nl' }),
    });
    expect(reset.status).toBe(200);

    await page.getByLabel('Hoofdnavigatie').getByRole('menuitem', { name: 'Uitgaande e-mail' }).click();
    await page.waitForURL((url) => url.pathname === '/mails');
    await page.getByText('Geen mailserver ingesteld').waitFor();
    const row = rowWith(page, 'Nieuw wachtwoord voor Lotte de Vries');
    await row.waitFor();
    const cells = await row.textContent();
    expect(cells).toContain('lezer@demo.nl');
    expect(cells).toContain('Bewaard');
    expect(cells).toContain('Wachtwoord herstellen');
  });

  it('filters on status', async () => {
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Verzonden', exact: true }).click();
    await expect.poll(() => rowWith(page, 'Nieuw wachtwoord voor Lotte de Vries').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Bewaard', exact: true }).click();
    await rowWith(page, 'Nieuw wachtwoord voor Lotte de Vries').waitFor();
  });

  it('opens a mail: its details, the HTML as sent in a sandboxed frame, the plain text', async () => {
    await rowWith(page, 'Nieuw wachtwoord voor Lotte de Vries').click();
    await page.waitForURL(/\/mails\/\d+$/);
    await page.getByRole('heading', { name: 'Nieuw wachtwoord voor Lotte de Vries' }).first().waitFor();
    const frame = page.locator('iframe[title="Inhoud van de e-mail"]');
    expect(await frame.getAttribute('sandbox')).toBe('allow-same-origin');
    const body = page.frameLocator('iframe[title="Inhoud van de e-mail"]');
    await body.getByText('Beste Lotte,').waitFor();
    const link = body.getByRole('link', { name: /\/auth\/reset-password\?token=/ });
    expect(await link.getAttribute('href')).toMatch(
      new RegExp(`^${e2e.baseUrl}/auth/reset-password\\?token=`),
    );
    await body.getByText('P.S. <b>Dit</b> blijft tekst.').waitFor();
    // A click on the link neither leaves the app nor loads the site inside the frame.
    const address = page.url();
    await link.click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(address);
    expect(e2e.browser.contexts().flatMap((context) => context.pages())).toHaveLength(1);
    await body.getByText('Beste Lotte,').waitFor();

    const details = page.getByRole('definition');
    expect(await details.allInnerTexts()).toEqual(
      expect.arrayContaining(['lezer@demo.nl', 'Wachtwoord herstellen', '0']),
    );
    await page.locator('pre').getByText('Beste Lotte,', { exact: false }).waitFor();
  });
});
