/**
 * Staff leaving in the browser (docs/requirements.md#roles-and-access): the company admin deletes
 * a contract manager who owns and receives the alerts of demo contracts; the dialog says so, wants
 * a successor because some contracts would warn nobody, and the chosen colleague takes over.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness';
import { api, apiToken, pickOption, rowWith, signIn, toast } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

interface Person {
  id: number;
  emailAddress: string;
}

it('beheerder deletes Mohamed El Amrani after handing his contracts to Joost Bakker', async () => {
  const token = await apiToken(e2e.baseUrl, 'beheerder@demo.nl');
  const people = await api<Person[]>(e2e.baseUrl, token, 'GET', 'users?range=[0,99]');
  const idOf = (email: string) => people.find((person) => person.emailAddress === email)?.id;
  const mohamed = idOf('contracten@demo.nl');
  const joost = idOf('inkoop@demo.nl');
  const owned = (owner: number | undefined) =>
    api<unknown[]>(
      e2e.baseUrl,
      token,
      'GET',
      `contracts?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ owner }))}`,
    );
  const before = (await owned(mohamed)).length;
  expect(before).toBeGreaterThan(0);
  const joostBefore = (await owned(joost)).length;

  const { page } = await e2e.newPage();
  await signIn(page, 'beheerder@demo.nl');
  await page.goto('/users');
  await rowWith(page, 'contracten@demo.nl').getByRole('button', { name: 'Verwijderen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(new RegExp(`^Eigenaar van ${before} contract`)).waitFor();
  await dialog.getByText(/zouden? niemand meer waarschuwen: kies een opvolger/).waitFor();
  expect(await dialog.getByRole('button', { name: 'Ok' }).isDisabled()).toBe(true);

  await pickOption(page, /Opvolger/, 'Joost', 'Joost Bakker');
  await dialog.getByText(/^Joost Bakker wordt eigenaar van deze contracten/).waitFor();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await toast(page, 'Gebruiker succesvol verwijderd');
  await expect.poll(() => rowWith(page, 'contracten@demo.nl').count()).toBe(0);

  expect((await owned(joost)).length).toBe(joostBefore + before);
});

it('offers nobody to delete or deactivate themselves: no bin on their own row, their switch locked saying why', async () => {
  const { page, context } = await e2e.newPage();
  await signIn(page, 'beheerder@demo.nl');
  await page.goto('/users');
  const own = rowWith(page, 'beheerder@demo.nl');
  await own.waitFor();
  // A colleague's row has the bin, so its absence on one's own row is the rule, not a missing column.
  await rowWith(page, 'inkoop@demo.nl').getByRole('button', { name: 'Verwijderen' }).waitFor();
  expect(await own.getByRole('button', { name: 'Verwijderen' }).count()).toBe(0);

  await own.click();
  await page.waitForURL(/\/users\/\d+$/);
  await page.getByText('Je kunt jezelf niet deactiveren.').waitFor();
  expect(await page.getByRole('switch', { name: 'Actief' }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Verwijderen' }).count()).toBe(0);
  await context.close();
});
