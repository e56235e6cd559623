/**
 * Date fields in a browser whose language is American English: they show and take days the Dutch
 * way (31-12-2029), not the browser's 12/31/2029; typed as eight digits, picked from the calendar, or
 * refused when no such day exists.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/i18n/format';
import type { ContractRecord } from '../../src/schema/resources/contracts';
import { type E2E, startE2E } from './harness';
import { api, apiToken, signIn, toast } from './steps';

let e2e: E2E;
let context: BrowserContext;
let page: Page;
let token: string;
beforeAll(async () => {
  e2e = await startE2E();
  context = await e2e.browser.newContext({
    baseURL: e2e.baseUrl,
    locale: 'en-US',
    viewport: { width: 1366, height: 860 },
  });
  page = await context.newPage();
  await signIn(page, 'contracten@demo.nl');
  token = await apiToken(e2e.baseUrl, 'contracten@demo.nl');
});
afterAll(async () => {
  await context?.close();
  await e2e?.close();
});

const contractById = (id: number) => api<ContractRecord>(e2e.baseUrl, token, 'GET', `contracts/${id}`);

describe('a date field in an American browser', () => {
  it('shows, takes and refuses days as dd-mm-jjjj', async () => {
    const contracts = await api<ContractRecord[]>(e2e.baseUrl, token, 'GET', 'contracts?range=[0,24]');
    const contract = contracts.find((each) => each.endsAt) as ContractRecord;
    await page.goto(`/contracts/${contract.id}/edit?step=3`);
    const ends = page.getByRole('textbox', { name: /^Einddatum/ });
    await expect.poll(() => ends.inputValue()).toBe(formatDate(contract.endsAt));
    expect(await ends.getAttribute('placeholder')).toBe('dd-mm-jjjj');

    // Eight digits, as a phone's number pad types them, read as day, month and year.
    await ends.fill('31122029');
    await ends.blur();
    await expect.poll(() => ends.inputValue()).toBe('31-12-2029');

    // No such day: the form says so and stores nothing.
    await ends.fill('31-02-2030');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByText('Geen geldige datum').waitFor();
    expect((await contractById(contract.id)).endsAt).toBe(contract.endsAt);
    // What was typed stays to be mended, in either order of day and year.
    expect(await ends.inputValue()).toBe('31-02-2030');
    await ends.fill('2030-02-30');
    await ends.blur();
    expect(await ends.inputValue()).toBe('2030-02-30');

    // The calendar button opens the browser's picker on the same value; a day picked there shows Dutch.
    const choose = page.getByRole('button', { name: 'Kies een datum' }).nth(1);
    await choose.click();
    await page.locator('input[type=date]').nth(1).fill('2030-01-15');
    await expect.poll(() => ends.inputValue()).toBe('15-01-2030');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Contract succesvol opgeslagen');
    expect((await contractById(contract.id)).endsAt).toBe('2030-01-15');
  });
});
