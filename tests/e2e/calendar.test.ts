/**
 * The calendar feed in Chromium: a company admin creates the link on the account page, copies it
 * to the clipboard after confirming with the password, and the copied address serves a calendar with
 * the company's deadlines; a new link (after confirming again) turns the old one off. A dashboard reader has no such card.
 */
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness';
import { DEMO_PASSWORD, signIn, toast } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** Fill the password dialog that guards a new link, and confirm. */
async function confirmWithPassword(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Huidig wachtwoord').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: /link aanmaken$/i }).click();
}

const feedUrl = /^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

it('a company admin copies the calendar link, and the link serves the contract deadlines', async () => {
  const { page, context } = await e2e.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl });
  await signIn(page, 'beheerder@demo.nl');
  await page.getByRole('link', { name: 'Instellingen' }).first().click();
  await page.getByText('Agenda-koppeling').waitFor();
  await page.getByText('Je hebt nog geen agendalink.').waitFor();

  await page.getByRole('button', { name: 'Link aanmaken' }).click();
  await confirmWithPassword(page);
  await toast(page, 'Agendalink aangemaakt');
  await page.getByText('Kopieer de link nu: hij wordt alleen deze keer getoond.').waitFor();
  const field = page.getByLabel('Privélink voor je agenda');
  const shown = await field.inputValue();
  expect(shown).toMatch(feedUrl);
  expect(await field.getAttribute('readonly')).not.toBeNull();

  await page.getByRole('button', { name: 'Kopiëren' }).click();
  await toast(page, 'Link gekopieerd naar het klembord');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);

  // What a calendar app does with the address: a plain GET, without the app's session.
  const response = await fetch(copied);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Contractbeheer');
  const summaries = calendar
    .getAllSubcomponents('vevent')
    .map((event) => String(event.getFirstPropertyValue('summary')));
  expect(summaries.some((summary) => summary.startsWith('Uiterste opzegdatum: '))).toBe(true);
  expect(summaries.some((summary) => summary.startsWith('Contract loopt af: '))).toBe(true);

  // After a reload the link is no longer shown, only when it was made.
  await page.reload();
  await page.getByText(/^Je huidige link is aangemaakt op \d+ \w+ \d{4}\.$/).waitFor();
  expect(await page.getByLabel('Privélink voor je agenda').count()).toBe(0);

  // A new link, after confirming, turns the copied one off.
  await page.getByRole('button', { name: 'Nieuwe link aanmaken' }).click();
  await page.getByText('De huidige link werkt dan niet meer.', { exact: false }).waitFor();
  await confirmWithPassword(page);
  await toast(page, 'Agendalink aangemaakt');
  const renewed = await page.getByLabel('Privélink voor je agenda').inputValue();
  expect(renewed).toMatch(feedUrl);
  expect(renewed).not.toBe(copied);
  expect((await fetch(copied)).status).toBe(404);
  expect((await fetch(renewed)).status).toBe(200);

  // Revoking, after confirming, turns it off too.
  await page.getByRole('button', { name: 'Intrekken' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Intrekken' }).click();
  await toast(page, 'Agendalink ingetrokken');
  await page.getByText('Je hebt nog geen agendalink.').waitFor();
  expect((await fetch(renewed)).status).toBe(404);
  await context.close();
});

it('a dashboard reader has no calendar card', async () => {
  const { page, context } = await e2e.newPage();
  await signIn(page, 'lezer@demo.nl');
  await page.goto('/account');
  await page.getByText('Tweestapsverificatie').first().waitFor();
  expect(await page.getByText('Agenda-koppeling').count()).toBe(0);
  await context.close();
});
