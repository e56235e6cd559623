/**
 * Handled deadlines in Chromium as a contract manager: deadlines marked handled on the contract
 * page (left to renew, cancelled) and from the calendar (renewed); the dashboard's "opzegdatum
 * binnen 30 dagen" drops by each, the contract and the calendar show what became of them, and
 * undoing brings the number back.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractRecord } from '../../src/schema/resources/contracts';
import { type E2E, startE2E } from './harness';
import { api, apiToken, signIn, toast } from './steps';

let e2e: E2E;
let page: Page;
let token: string;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page } = await e2e.newPage());
  await signIn(page, 'contracten@demo.nl');
  token = await apiToken(e2e.baseUrl, 'contracten@demo.nl');
});
afterAll(() => e2e?.close());

const noticeSoon = async (): Promise<number> => {
  await page.goto('/');
  const card = page.getByRole('link', { name: /^\d+ Opzegdatum binnen 30 dagen$/ });
  await card.waitFor();
  return Number(/\d+/.exec((await card.textContent()) ?? '')?.[0]);
};

/** The demo contracts whose notice deadline is within 30 days, soonest first. */
const dueSoon = () =>
  api<ContractRecord[]>(
    e2e.baseUrl,
    token,
    'GET',
    `contracts?sort=["noticeDeadline","ASC"]&range=[0,9]&filter=${encodeURIComponent('{"noticeWithin":30}')}`,
  );

async function handleOnContractPage(contract: ContractRecord, outcome: RegExp) {
  await page.goto(`/contracts/${contract.id}`);
  const card = page
    .getByRole('heading', { name: 'Termijn en afloop' })
    .locator('xpath=ancestor::*[contains(@class,"MuiCard-root")][1]');
  await card.getByText('Nog niet afgehandeld').waitFor();
  await card.getByRole('button', { name: 'Afhandelen' }).click();
  const dialog = page.getByRole('dialog', { name: `Wat gebeurt er met ${contract.number}?` });
  await dialog.getByRole('radio', { name: outcome }).check();
  await dialog.getByRole('textbox', { name: 'Notitie (optioneel)' }).fill('Besproken in het inkoopoverleg');
  await dialog.getByRole('button', { name: 'Afhandelen' }).click();
  await toast(page, 'Termijn gemarkeerd als afgehandeld');
  return card;
}

describe('marking deadlines handled (role 3)', () => {
  it('drops the dashboard number, shows the outcome, and undoing brings it back', async () => {
    const before = await noticeSoon();
    const [first, second] = await dueSoon();
    expect(before).toBeGreaterThanOrEqual(2);

    const card = await handleOnContractPage(first, /^Laten doorlopen/);
    await card.getByText(/^Laten doorlopen · /).waitFor();
    await card.getByText('Besproken in het inkoopoverleg').waitFor();
    expect(await noticeSoon()).toBe(before - 1);

    await handleOnContractPage(second, /^Opgezegd/);
    await page.getByText('Opgezegd', { exact: true }).first().waitFor();
    expect(await noticeSoon()).toBe(before - 2);
    const cancelled = await api<ContractRecord>(e2e.baseUrl, token, 'GET', `contracts/${second.id}`);
    expect(cancelled.status).toBe('cancelled');

    await page.goto(`/contracts/${first.id}`);
    await page.getByRole('button', { name: 'Ongedaan maken' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ongedaan maken' }).click();
    await toast(page, 'Afhandeling ongedaan gemaakt; meldingen over deze termijn komen weer');
    expect(await noticeSoon()).toBe(before - 1);
  });

  it('marks a deadline handled from the calendar', async () => {
    const before = await noticeSoon();
    const [next] = await dueSoon();
    await page.goto('/calendar?view=year');
    await page.getByRole('heading', { name: /\d{4}/ }).first().waitFor();
    const chip = page.getByRole('button', { name: new RegExp(`^Opzegdatum ${next.number} – `) }).first();
    await chip.click();
    const details = page.getByRole('dialog', { name: /^Opzegdatum / });
    await details.getByRole('button', { name: 'Afhandelen' }).click();
    const dialog = page.getByRole('dialog', { name: `Wat gebeurt er met ${next.number}?` });
    await dialog.getByRole('radio', { name: /^Verlengd/ }).check();
    await dialog.getByLabel(/^Nieuwe einddatum/).fill('2030-12-31');
    await dialog.getByRole('button', { name: 'Afhandelen' }).click();
    await toast(page, 'Termijn gemarkeerd als afgehandeld');
    const renewed = await api<ContractRecord>(e2e.baseUrl, token, 'GET', `contracts/${next.id}`);
    expect(renewed).toMatchObject({ endsAt: '2030-12-31', currentEndsAt: '2030-12-31' });
    expect(await noticeSoon()).toBe(before - 1);
  });
});
