/**
 * Offers end to end in Chromium, with a real SMTP server on loopback: a company admin turns the
 * offers opt-in on, the sponsor gets the request mail (nothing of the company in it), answers
 * through its private link's form without an account, the company sees the offer on the contract
 * page and shows interest — and only then does the sponsor learn who it is.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../server/seed/documents';
import type { ContractRecord } from '../../src/schema/resources/contracts';
import { startSmtpServer, type TestSmtpServer } from '../smtp-server';
import { type E2E, startE2E } from './harness';
import { api, apiToken, signIn, toast } from './steps';

const SPONSOR = 'aanbod@inkoopcollectief.example';
const COMPANY = 'Bakkerij De Korenschoof B.V.';

let smtp: TestSmtpServer;
let e2e: E2E;
let page: Page;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  e2e = await startE2E({ SMTP_URL: smtp.url });
  ({ page } = await e2e.newPage());
  await signIn(page, 'beheerder@demo.nl');
  token = await apiToken(e2e.baseUrl, 'beheerder@demo.nl');
});
afterAll(async () => {
  await e2e?.close();
  await smtp?.close();
});

/** The first mail to `to` whose text holds `needle`, waited for (delivery runs in the background). */
async function mailTo(to: string, needle: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.received.find((mail) => mail.to.includes(to) && mail.raw.includes(needle));
    if (found) return found.raw.replace(/=3D/g, '=');
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with ${needle}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const offersCard = (on: Page) =>
  on
    .getByRole('heading', { name: 'Aanbiedingen' })
    .locator('xpath=ancestor::*[contains(@class,"MuiCard-root")][1]');

describe('offers from the opt-in to the company’s interest', () => {
  it('flows through the sponsor’s form to "Interesse", sharing the company only then', async () => {
    // The insurance contract: its notice deadline is weeks away, its opt-in off.
    const [contract] = await api<ContractRecord[]>(
      e2e.baseUrl,
      token,
      'GET',
      `contracts?filter=${encodeURIComponent(JSON.stringify({ q: 'KS-VZK-001' }))}`,
    );
    await page.goto(`/contracts/${contract.id}`);
    await offersCard(page)
      .getByText(/Offertes ontvangen staat uit/)
      .waitFor();

    // The company admin turns the opt-in on in the dates step.
    await page.goto(`/contracts/${contract.id}/edit?step=3`);
    await page.getByRole('switch', { name: 'Offertes ontvangen' }).check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Contract succesvol opgeslagen');

    // The sponsor's request: the need, never who has it.
    const request = await mailTo(SPONSOR, 'Verzekeringen');
    for (const secret of [COMPANY, 'Korenschoof', contract.number, 'Centraal Beheer'])
      expect(request).not.toContain(secret);
    const link = /http:\/\/127\.0\.0\.1:\d+\/aanbod\/[A-Za-z0-9_-]{43}/.exec(request)?.[0];
    expect(link).toBeDefined();

    // The sponsor, without an account, makes its offer through the link.
    const { context: sponsorContext, page: sponsor } = await e2e.newPage();
    await sponsor.goto(link as string);
    await sponsor.getByRole('heading', { name: 'Aanbieding doen' }).waitFor();
    await sponsor.getByText('Verzekeringen').first().waitFor();
    expect(await sponsor.content()).not.toContain('Korenschoof');
    await sponsor.getByRole('textbox', { name: /Jaarprijs/ }).fill('4100');
    await sponsor.getByRole('textbox', { name: 'Toelichting' }).fill('Zelfde dekking, eigen risico € 250');
    await sponsor.locator('input[type=file]').setInputFiles({
      name: 'aanbod.pdf',
      mimeType: 'application/pdf',
      buffer: demoPdf(['Aanbod verzekering']),
    });
    await sponsor.getByRole('button', { name: 'Aanbieding versturen' }).click();
    await sponsor.getByText(/Je aanbieding is ontvangen/).waitFor();
    // The link is spent: opened again, it says so.
    await sponsor.goto(link as string);
    await sponsor.getByText('Via deze link is al een aanbieding gedaan.').waitFor();
    await sponsorContext.close();

    // The company sees the offer against its yearly value and shows interest.
    await page.goto(`/contracts/${contract.id}`);
    const card = offersCard(page);
    await card.getByText('€ 4.100,00 per jaar').waitFor();
    await card.getByText(/ten opzichte van nu/).waitFor();
    await card.getByRole('link', { name: 'aanbod.pdf' }).waitFor();
    await card.getByRole('button', { name: 'Interesse' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/krijgt de naam van je bedrijf/).waitFor();
    await dialog.getByRole('button', { name: 'Interesse' }).click();
    await toast(page, 'Interesse doorgegeven: de sponsor neemt contact op');
    await card.getByText(/bedrijfsnaam en contactgegevens van de eigenaar/).waitFor();

    // Only now does the sponsor hear who it is.
    const interest = await mailTo(SPONSOR, 'Interesse in je aanbieding');
    expect(interest).toContain(COMPANY);
  });
});
