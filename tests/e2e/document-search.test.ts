/**
 * Search inside documents in Chromium (docs/contracts-api.md#search-in-documents): the contract
 * list finds the demo contracts by a sentence only their PDFs hold, each row saying it was found in a
 * document, and the contract's page shows the document and the text around the match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS_WITH_DOCUMENTS } from '../../server/seed/documents';
import { type E2E, startE2E } from './harness';
import { signIn } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('search inside documents', () => {
  it('finds a contract by a word in its PDF and shows where on the contract page', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'beheerder@demo.nl');
    await page.goto('/contracts');
    const search = page.getByRole('searchbox', { name: 'Zoeken' });
    await search.fill('aangetekende');
    await search.press('Enter');
    const rows = page.locator('tbody tr');
    // The demo contracts with documents, and no other (their fields do not hold the word).
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(CONTRACTS_WITH_DOCUMENTS);
    // Each row says why it is there: the word is in a document, not in the contract's fields.
    await expect
      .poll(() => rows.filter({ hasText: 'In een document' }).count())
      .toBe(CONTRACTS_WITH_DOCUMENTS);
    // A search of a contract's own number finds it by its fields: no such note.
    const number = (await rows.first().locator('td').nth(1).textContent())?.replace('In een document', '');
    await search.fill(number ?? '');
    await search.press('Enter');
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().textContent()).not.toContain('In een document');
    await search.fill('aangetekende');
    await search.press('Enter');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(CONTRACTS_WITH_DOCUMENTS);
    await rows.first().click();
    await page.waitForURL(/\/contracts\/\d+$/);
    const found = page.getByText('Gevonden in dit document:').first();
    await found.waitFor();
    await expect.poll(() => found.textContent()).toContain('per aangetekende brief');
    await expect.poll(() => page.locator('mark').first().textContent()).toBe('aangetekende');
  });
});
