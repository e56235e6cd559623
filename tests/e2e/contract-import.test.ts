/**
 * Importing contracts in Chromium (docs/contracts-api.md#import): the template downloads as a
 * spreadsheet; a 20-row .xlsx with one wrong row is refused row by row, the corrected file is
 * previewed and imported; the list's own CSV export imported again changes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { type E2E, startE2E } from './harness';
import { api, apiToken, signIn, toast } from './steps';

let e2e: E2E;
let folder: string;
beforeAll(async () => {
  e2e = await startE2E();
  folder = await mkdtemp(join(tmpdir(), 'contract-import-'));
});
afterAll(() => e2e?.close());

const HEADINGS = [
  'Contractnummer',
  'Leverancier',
  'Locatie',
  'Ingangsdatum',
  'Einddatum',
  'Opzegtermijn',
  'Bedrag per periode',
  'Periode',
  'Aantal aansluitingen',
];

/**
 * Twenty telecom contracts as a spreadsheet; `supplierOfRow3` lets one row name a supplier that
 * does not exist. Some cells are texts as typed, some the spreadsheet's own dates and numbers (an
 * amount of 1.234 in a number cell is one euro and a bit, where the text "1.234" is 1234 euros).
 */
async function spreadsheet(name: string, supplierOfRow3: string): Promise<string> {
  const rows = Array.from({ length: 20 }, (_, i) => [
    `E2E-IMP-${String(i + 1).padStart(3, '0')}`,
    i === 2 ? supplierOfRow3 : 'KPN B.V.',
    'Winkel Zeist',
    { value: new Date(Date.UTC(2026, 0, 1)), format: 'dd-mm-yyyy' },
    '31-12-2027',
    '3 maanden',
    i === 0 ? 1.234 : i % 2 ? `${(i + 1) * 10},50` : (i + 1) * 10.5,
    'per maand',
    i + 1,
  ]);
  const path = join(folder, name);
  await writeXlsxFile([HEADINGS, ...rows]).toFile(path);
  return path;
}

const check = (page: Page) => page.getByRole('button', { name: 'Rijen controleren' }).click();

describe('importing contracts', () => {
  it('downloads the template, refuses a sheet with a wrong row, then imports the corrected one', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'beheerder@demo.nl');
    await page.goto('/contracts');
    await page.getByRole('link', { name: 'Importeren' }).click();
    await page.waitForURL('**/contracts/import');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Voorbeeldbestand downloaden (.xlsx)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('contracten-importeren.xlsx');
    const template = await readSheet(readFileSync(await download.path()));
    expect(template[0]).toEqual(expect.arrayContaining(['Contractnummer', 'Leverancier', 'Einddatum']));

    await page.locator('input[type=file]').setInputFiles(await spreadsheet('fout.xlsx', 'Kpn Zakelijk'));
    await page.getByText('fout.xlsx: 20 rijen').waitFor();
    await expect
      .poll(() =>
        page.getByRole('combobox', { name: 'Contractveld van kolom Aantal aansluitingen' }).textContent(),
      )
      .toBe('Specificatie “Aantal aansluitingen”');
    await check(page);
    await page.getByText('Eén rij bevat fouten').waitFor();
    const errors = page.getByRole('table', { name: 'Fouten per rij' });
    await expect.poll(() => errors.locator('tbody tr').first().textContent()).toContain('4Leverancier');
    await expect.poll(() => errors.textContent()).toContain('Bedoelde je: KPN');
    expect(await page.getByRole('button', { name: 'Importeren' }).isDisabled()).toBe(true);

    await page.locator('input[type=file]').setInputFiles(await spreadsheet('goed.xlsx', 'KPN'));
    await page.getByText('goed.xlsx: 20 rijen').waitFor();
    await check(page);
    await page.getByText('Alle rijen kloppen: 20 nieuw, 0 gewijzigd, 0 ongewijzigd, 0 leeg.').waitFor();
    const preview = page.getByRole('table', { name: 'De eerste rijen zoals ze worden opgeslagen' });
    await expect.poll(() => preview.locator('tbody tr').count()).toBe(10);
    await expect.poll(() => preview.locator('tbody tr').first().textContent()).toContain('31-12-2027');
    await page.getByRole('button', { name: 'Importeren' }).click();
    await toast(page, 'Geïmporteerd: 20 nieuw, 0 gewijzigd, 0 ongewijzigd.');
    await page.waitForURL((url) => url.pathname === '/contracts');
    const search = page.getByRole('searchbox', { name: 'Zoeken' });
    await search.fill('E2E-IMP-020');
    await search.press('Enter');
    await page.locator('tbody tr').filter({ hasText: 'E2E-IMP-020' }).waitFor();
    const token = await apiToken(e2e.baseUrl, 'beheerder@demo.nl');
    const filter = encodeURIComponent(JSON.stringify({ q: 'E2E-IMP-00' }));
    const saved = await api<{ number: string; startsAt: string; costAmount: number }[]>(
      e2e.baseUrl,
      token,
      'GET',
      `contracts?filter=${filter}&sort=${encodeURIComponent('["number","ASC"]')}`,
    );
    expect(
      saved.slice(0, 3).map(({ number, startsAt, costAmount }) => [number, startsAt, costAmount]),
    ).toEqual([
      ['E2E-IMP-001', '2026-01-01', 1.23],
      ['E2E-IMP-002', '2026-01-01', 20.5],
      ['E2E-IMP-003', '2026-01-01', 31.5],
    ]);
  });

  it("skips the template's example row, which imports as it stands once it has a number of its own", async () => {
    const { page } = await e2e.newPage();
    // A user restricted to two locations: the example row names one of them.
    await signIn(page, 'inkoop@demo.nl');
    await page.goto('/contracts/import');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Voorbeeldbestand downloaden (.csv)' }).click(),
    ]);
    const template = join(folder, 'voorbeeld.csv');
    await download.saveAs(template);
    const [headings] = readFileSync(template, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    // Every type's required specification has a column, and so do the VAT rate and payment term.
    expect(headings.split(';')).toEqual(
      expect.arrayContaining([
        'Btw-tarief (%)',
        'Betalingstermijn (dagen)',
        'Kenteken',
        'Polisnummer',
        'EAN-code',
      ]),
    );
    // Left as it is, the example row is not imported.
    await page.locator('input[type=file]').setInputFiles(template);
    await page.getByText('voorbeeld.csv: 1 rij').waitFor();
    await page.getByText('Rij 2 is de voorbeeldrij van het sjabloon en wordt niet geïmporteerd.').waitFor();
    await check(page);
    await page.getByText('Alle rijen kloppen: 0 nieuw, 0 gewijzigd, 0 ongewijzigd, 1 leeg.').waitFor();
    // Given a number of its own, it is a contract that imports as it stands.
    const filledIn = join(folder, 'ingevuld.csv');
    writeFileSync(filledIn, readFileSync(template, 'utf8').replace(/VOORBEELD-\d{4}-001/, 'E2E-VB-001'));
    await page.locator('input[type=file]').setInputFiles(filledIn);
    await page.getByText('ingevuld.csv: 1 rij').waitFor();
    await check(page);
    await page.getByText('Alle rijen kloppen: 1 nieuw, 0 gewijzigd, 0 ongewijzigd, 0 leeg.').waitFor();
  });

  it('refuses a file that is no spreadsheet, and a sheet without rows, before anything is sent', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'contracten@demo.nl');
    await page.goto('/contracts/import');
    const pdf = join(folder, 'contract.csv');
    writeFileSync(
      pdf,
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 0xff, 0xfe]), Buffer.from('\n%%EOF')]),
    );
    await page.locator('input[type=file]').setInputFiles(pdf);
    await page.getByText('Het bestand kon niet worden gelezen. Sla het op als .xlsx of als .csv').waitFor();
    expect(await page.getByRole('button', { name: 'Rijen controleren' }).count()).toBe(0);

    const headingsOnly = join(folder, 'leeg.csv');
    writeFileSync(headingsOnly, 'Contractnummer;Leverancier;Einddatum\r\n;;\r\n;;\r\n');
    await page.locator('input[type=file]').setInputFiles(headingsOnly);
    await page.getByText('Onder de kolomkoppen staan geen rijen met gegevens.').waitFor();
    expect(await page.getByRole('button', { name: 'Rijen controleren' }).isDisabled()).toBe(true);
  });

  it('matches an own register by its everyday headings and adds its unknown supplier when asked', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'contracten@demo.nl');
    const register = join(folder, 'register.csv');
    writeFileSync(
      register,
      [
        'Contract nr.;Soort;Leverancier;Vestiging;Einddatum;Aantal aansluitingen',
        'E2E-REG-1;Telecom;Belnet Zeist E2E;Winkel Zeist;31-12-2028;4',
        'E2E-REG-2;Telecom;KPN B.V.;Winkel Zeist;31-12-2028;2',
      ].join('\r\n'),
    );
    await page.goto('/contracts/import');
    await page.locator('input[type=file]').setInputFiles(register);
    await page.getByText('register.csv: 2 rijen').waitFor();
    const fieldOf = (heading: string) =>
      page.getByRole('combobox', { name: `Contractveld van kolom ${heading}` }).textContent();
    expect([await fieldOf('Contract nr.'), await fieldOf('Soort'), await fieldOf('Vestiging')]).toEqual([
      'Contractnummer',
      'Type',
      'Locatie',
    ]);

    await check(page);
    await page.getByText('Eén rij bevat fouten').waitFor();
    await page.getByRole('checkbox', { name: /Onbekende leveranciers toevoegen/ }).check();
    await check(page);
    await page.getByText('Alle rijen kloppen: 2 nieuw, 0 gewijzigd, 0 ongewijzigd, 0 leeg.').waitFor();
    await page.getByText('Nieuwe leverancier: Belnet Zeist E2E').waitFor();
    await page.getByRole('button', { name: 'Importeren' }).click();
    await toast(page, 'Geïmporteerd: 2 nieuw, 0 gewijzigd, 0 ongewijzigd.');
    const token = await apiToken(e2e.baseUrl, 'contracten@demo.nl');
    const filter = encodeURIComponent(JSON.stringify({ q: 'Belnet Zeist E2E' }));
    const added = await api<{ name: string; companyId: number | null }[]>(
      e2e.baseUrl,
      token,
      'GET',
      `suppliers?filter=${filter}`,
    );
    expect(added).toEqual([
      expect.objectContaining({ name: 'Belnet Zeist E2E', companyId: expect.any(Number) }),
    ]);
  });

  it('finds the table on the second worksheet below a title, and numbers the rows as the sheet does', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'contracten@demo.nl');
    const workbook = join(folder, 'register.xlsx');
    await writeXlsxFile([
      { sheet: 'Toelichting', data: [['Contractenregister'], ['Vul het tabblad Contracten in.']] },
      {
        sheet: 'Contracten',
        data: [
          ['Contractenregister Bakkerij 2026'],
          [null],
          ['Contract nr.', 'Leverancier', 'Vestiging', 'Einddatum', 'Aantal aansluitingen'],
          ['E2E-WB-1', 'KPN', 'Winkel Zeist', '31-12-2028', 2],
          ['E2E-WB-2', 'KPN', 'Winkel Zeist', 'volgend jaar', 3],
        ],
      },
    ]).toFile(workbook);
    await page.goto('/contracts/import');
    await page.locator('input[type=file]').setInputFiles(workbook);
    await page.getByText('register.xlsx: 2 rijen').waitFor();
    expect(await page.getByRole('combobox', { name: 'Werkblad' }).textContent()).toBe('Werkblad Contracten');
    await page.getByText('De kolomkoppen staan in rij 3; de rijen erboven worden overgeslagen.').waitFor();
    await check(page);
    await page.getByText('Eén rij bevat fouten').waitFor();
    // The wrong date is on the sheet's fifth row.
    const errors = page.getByRole('table', { name: 'Fouten per rij' });
    await expect.poll(() => errors.locator('tbody tr').first().textContent()).toContain('5Einddatum');
  });

  it('reads a workbook whose worksheet the browser unzips in a worker (over 512 kB of XML)', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'beheerder@demo.nl');
    const rows = Array.from({ length: 3000 }, (_, i) => [
      `E2E-BIG-${String(i + 1).padStart(4, '0')}`,
      'KPN B.V.',
      'Winkel Zeist',
      '1-1-2026',
      '31-12-2027',
      '3 maanden',
    ]);
    const workbook = join(folder, 'groot.xlsx');
    await writeXlsxFile([HEADINGS.slice(0, 6), ...rows]).toFile(workbook);
    await page.goto('/contracts/import');
    await page.locator('input[type=file]').setInputFiles(workbook);
    await page.getByText(/groot\.xlsx: 3\.?000 rijen/).waitFor();
  });

  it("imports the list's own export again without changing a contract", async () => {
    const { page } = await e2e.newPage();
    await signIn(page, 'beheerder@demo.nl');
    await page.goto('/contracts');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporteren' }).click(),
    ]);
    const exported = join(folder, 'contracten.csv');
    await download.saveAs(exported);
    const rows = readFileSync(exported, 'utf8').trim().split('\n').length - 1;

    await page.goto('/contracts/import');
    await page.locator('input[type=file]').setInputFiles(exported);
    await check(page);
    await page.getByText(`Alle rijen kloppen: 0 nieuw, 0 gewijzigd, ${rows} ongewijzigd, 0 leeg.`).waitFor();
  });
});
