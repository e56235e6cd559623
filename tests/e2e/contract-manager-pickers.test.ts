/**
 * Least privilege for pickers in Chromium (docs/requirements.md#roles-and-access): a contract
 * manager reads no user, location or contact record, yet the contract list, the contract's page and
 * the wizard's pickers show their names (the options endpoint), and no call is refused (a 403 would
 * send the browser to the root).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness';
import { api, apiToken, nextWizardStep, pickOption, signIn } from './steps';

let e2e: E2E;
let page: Page;
const refused: string[] = [];
const records: string[] = [];
let contract: { id: number; number: string; location: number; owner: number | null };
let names: { location: string; owner: string };

const FULL_RECORDS = /\/api\/(users|locations|contacts)(\/\d+)?(\?|$)/;

beforeAll(async () => {
  e2e = await startE2E();
  const admin = await apiToken(e2e.baseUrl, 'beheerder@demo.nl');
  const contracts = await api<(typeof contract)[]>(e2e.baseUrl, admin, 'GET', 'contracts?range=[0,99]');
  const found = contracts.find((row) => row.owner !== null);
  if (!found) throw new Error('no demo contract with an owner');
  contract = found;
  const location = await api<{ name: string }>(e2e.baseUrl, admin, 'GET', `locations/${contract.location}`);
  const owner = await api<{ firstName: string; affix: string; lastName: string }>(
    e2e.baseUrl,
    admin,
    'GET',
    `users/${contract.owner}`,
  );
  names = {
    location: location.name,
    owner: [owner.firstName, owner.affix, owner.lastName].filter(Boolean).join(' '),
  };
  ({ page } = await e2e.newPage());
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    if (response.status() === 403) refused.push(`${url.pathname}${url.search}`);
    if (FULL_RECORDS.test(`${url.pathname}${url.search}`)) records.push(`${url.pathname}${url.search}`);
  });
  await signIn(page, 'contracten@demo.nl');
});
afterAll(() => e2e?.close());

describe('a contract manager', () => {
  it('sees the location in the contract list', async () => {
    await page.goto(`/contracts?filter=${encodeURIComponent(JSON.stringify({ q: contract.number }))}`);
    const row = page.locator('tbody tr').filter({ hasText: contract.number });
    await row.getByText(names.location).first().waitFor();
  });

  it('sees the owner and location on the contract’s page, also through its read-only address', async () => {
    await page.goto(`/contracts/${contract.id}/show`);
    await page.getByText(names.owner).first().waitFor();
    await page.getByText(names.location).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/contracts/${contract.id}`);
  });

  it('picks a location and an owner in the wizard', async () => {
    await page.goto('/contracts/create');
    await page.getByRole('textbox', { name: 'Contractnummer' }).fill('E2E-PICKERS-1');
    await pickOption(page, /^Type/, 'Ener', 'Energie');
    await nextWizardStep(page);
    await pickOption(page, /^Locatie/, names.location.slice(0, 4), names.location);
    await pickOption(page, /^Eigenaar/, names.owner.split(' ')[0], names.owner);
    await expect.poll(() => page.getByRole('combobox', { name: /^Eigenaar/ }).inputValue()).toBe(names.owner);
  });

  it('was refused nothing and read no user, location or contact record', () => {
    expect(refused).toEqual([]);
    expect(records).toEqual([]);
  });
});
