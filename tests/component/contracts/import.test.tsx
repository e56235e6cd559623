/**
 * The import page (src/resources/contracts/import/ContractImport.tsx) reading a file: the table
 * found below a title, a column named after a supplier type's specification matched even when
 * the types arrive after the file was read, and the columns a new contract needs that the file lacks.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '../../../src/providers/profileStore';
import ContractImport from '../../../src/resources/contracts/import/ContractImport';
import { ImportReportCard } from '../../../src/resources/contracts/import/ImportReportCard';
import type { ImportReport } from '../../../src/schema/contract-import';
import { renderWithAdmin } from '../renderWithAdmin';
import { profile } from './views-fixtures';

const TELECOM = { id: 3, name: 'Telecom', specificationFields: [{ label: 'Aantal aansluitingen' }] };

/** A data provider whose supplier types arrive when `release` is called. */
function slowTypes() {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const dataProvider = {
    getList: async (resource: string) => {
      if (resource === 'supplier-types') await arrived;
      return { data: resource === 'supplier-types' ? [TELECOM] : [], total: 1 };
    },
  } as unknown as DataProvider;
  return { dataProvider, release };
}

const fieldOf = (heading: string) =>
  screen.getByRole('combobox', { name: `Contractveld van kolom ${heading}` }).textContent;

describe('reading a file to import', () => {
  beforeEach(() => setProfile(profile([2])));
  afterEach(() => setProfile(null));

  it('finds the headings below a title and matches a specification once the types are in', async () => {
    const { dataProvider, release } = slowTypes();
    const { container } = renderWithAdmin(<ContractImport />, { dataProvider });
    const csv = [
      'Contractenregister 2026',
      '',
      'Contract nr.;Leverancier;Aantal aansluitingen',
      'C-1;KPN;4',
      'C-2;KPN;2',
    ].join('\r\n');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File([csv], 'register.csv', { type: 'text/csv' }));

    await screen.findByText('register.csv: 2 rijen');
    expect(
      screen.getByText('De kolomkoppen staan in rij 3; de rijen erboven worden overgeslagen.'),
    ).toBeTruthy();
    expect([fieldOf('Contract nr.'), fieldOf('Leverancier')]).toEqual(['Contractnummer', 'Leverancier']);
    expect(fieldOf('Aantal aansluitingen')).toBe('Niet importeren');
    // No column for the location a new contract needs: said before anything is checked.
    expect(
      screen.getByText(
        'Geen kolom voor Locatie. Een nieuw contract heeft dit veld nodig; zonder deze kolom worden alleen bestaande contracten (op contractnummer) bijgewerkt.',
      ),
    ).toBeTruthy();

    // A file of contract numbers alone lacks two.
    await userEvent.upload(input, new File(['Contractnummer\r\nC-1'], 'nummers.csv', { type: 'text/csv' }));
    await screen.findByText(
      'Geen kolom voor Leverancier, Locatie. Een nieuw contract heeft deze velden nodig; zonder deze kolommen worden alleen bestaande contracten (op contractnummer) bijgewerkt.',
    );
    await screen.findByText('nummers.csv: 1 rij');
    await userEvent.upload(input, new File([csv], 'register.csv', { type: 'text/csv' }));
    await screen.findByText('register.csv: 2 rijen');

    release();
    await waitFor(() => expect(fieldOf('Aantal aansluitingen')).toBe('Specificatie “Aantal aansluitingen”'));
  });

  it('offers each field under a name of its own, and a specification only where a type has it', async () => {
    const { dataProvider, release } = slowTypes();
    release();
    const { container } = renderWithAdmin(<ContractImport />, { dataProvider });
    const csv = [
      'Contractnummer;Referentie;Aantal aansluitingen;Melding vóór de einddatum: eenheid',
      'C-1;Ref;4;maanden',
    ].join('\r\n');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File([csv], 'register.csv', { type: 'text/csv' }));
    await waitFor(() => expect(fieldOf('Aantal aansluitingen')).toBe('Specificatie “Aantal aansluitingen”'));
    // The alert's unit is told from the notice period's by its own name, and its heading finds it.
    expect(fieldOf('Melding vóór de einddatum: eenheid')).toBe('Melding vóór de einddatum: eenheid');

    await userEvent.click(screen.getByRole('combobox', { name: 'Contractveld van kolom Referentie' }));
    const choices = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(choices).not.toContain('Specificatie “Referentie”');
    expect(choices).toContain('Opzegtermijn: eenheid');
    expect(choices).toContain('Melding vóór de opzegdatum: vooraf');
    expect(new Set(choices).size).toBe(choices.length);
  });

  it("skips the template's example rows left in a filled-in template, of either language, and says a too-large check plainly", async () => {
    const sent: unknown[] = [];
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ message: 'Request body is too large' }), {
        status: 413,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    try {
      const { dataProvider, release } = slowTypes();
      release();
      const { container } = renderWithAdmin(<ContractImport />, { dataProvider });
      const csv = [
        'Contractnummer;Leverancier;Locatie',
        'VOORBEELD-2025-001;AFAS;Winkel Zeist',
        'C-1;KPN;Winkel Zeist',
        // The English template's example row, filled in on this Dutch page.
        'example-2026-001;AFAS;Winkel Zeist',
      ];
      const input = container.querySelector('input[type=file]') as HTMLInputElement;
      await userEvent.upload(input, new File([csv.join('\r\n')], 'ingevuld.csv', { type: 'text/csv' }));
      await screen.findByText('Rijen 2, 4 zijn voorbeeldrijen van het sjabloon en worden niet geïmporteerd.');
      await userEvent.click(screen.getByRole('button', { name: 'Rijen controleren' }));
      await screen.findByText(
        'Het bestand heeft te veel tekst om in één keer te controleren. Splits het in twee bestanden en importeer ze na elkaar.',
      );
      // Sent blank, so the server skips it and the other rows keep their numbers.
      expect(sent[0]).toMatchObject({
        rows: [{}, { number: 'C-1', supplier: 'KPN', location: 'Winkel Zeist' }, {}],
        dryRun: true,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refuses a file of more rows than an import takes, the limit written as Dutch writes numbers', async () => {
    const { dataProvider } = slowTypes();
    const { container } = renderWithAdmin(<ContractImport />, { dataProvider });
    const rows = Array.from({ length: 5001 }, (_, i) => `C-${i};KPN`);
    const csv = ['Contractnummer;Leverancier', ...rows].join('\r\n');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File([csv], 'groot.csv', { type: 'text/csv' }));
    await screen.findByText('Het bestand heeft meer dan 5.000 rijen.');
    expect(screen.getByText('groot.csv: 5.001 rijen')).toBeTruthy();
  });

  it("says a row beyond the plan's limit with the plan's name and limit", async () => {
    const report: ImportReport = {
      saved: false,
      created: 0,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      failed: 1,
      newSuppliers: [],
      rows: [
        { row: 2, number: 'C-1', action: null, errors: {}, suggestions: {} },
        {
          row: 3,
          number: 'C-2',
          action: null,
          errors: { row: 'app.subscription.limits.maxContracts' },
          suggestions: {},
        },
      ],
      planLimit: { plan: 'Zakelijk', limit: 250 },
    };
    renderWithAdmin(
      <ImportReportCard
        report={report}
        columnLabel={(field) => field}
        rowOffset={0}
        types={[]}
        cellText={() => 'C-2'}
      />,
    );
    await screen.findByText(
      'Het pakket Zakelijk staat maximaal 250 contracten toe. Kies een groter pakket op de abonnementspagina.',
    );
  });

  it("shows specifications as their type reads them, and a problem with the sheet's values", async () => {
    const report: ImportReport = {
      saved: false,
      created: 1,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      failed: 2,
      newSuppliers: [],
      rows: [
        {
          row: 2,
          number: 'C-1',
          action: 'create',
          errors: {},
          suggestions: {},
          values: {
            supplierType: 'Energie',
            'specifications.Voorschot': '808.38',
            'specifications.Ingang': '2026-01-01',
            'specifications.Groen': 'true',
          },
        },
        {
          row: 3,
          number: 'C-2',
          action: null,
          errors: { supplier: UNKNOWN },
          suggestions: { supplier: ['Eneco'] },
        },
        {
          row: 4,
          number: 'C-3',
          action: null,
          errors: { supplier: UNKNOWN },
          suggestions: { supplier: ['Eneco'] },
        },
      ],
    };
    const sheet: Record<number, string> = { 3: 'Enecco', 4: ' Enekco ' };
    const fieldType = (label: string, type: 'money' | 'date' | 'boolean') => ({ label, fieldType: type });
    renderWithAdmin(
      <ImportReportCard
        report={report}
        columnLabel={(field) => field}
        rowOffset={0}
        types={[
          {
            id: 1,
            name: 'Energie',
            specificationFields: [
              fieldType('Voorschot', 'money'),
              fieldType('Ingang', 'date'),
              fieldType('Groen', 'boolean'),
            ] as never,
          },
        ]}
        cellText={(row, field) => (field === 'supplier' ? (sheet[row] ?? '').trim() : '')}
      />,
    );
    for (const text of ['€ 808,38', '01-01-2026', 'Ja']) expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText('“Enecco”, “Enekco”: Niet gevonden. Bedoelde je: Eneco?')).toBeTruthy();
  });
});

const UNKNOWN = 'app.contracts.import.errors.unknown';

describe('the import page for a platform admin', () => {
  afterEach(() => setProfile(null));

  it('says to import as a company user instead of offering a file', async () => {
    setProfile(profile([1]));
    renderWithAdmin(<ContractImport />, { dataProvider: slowTypes().dataProvider });
    await screen.findByText(/Contracten worden geïmporteerd door de gebruikers van een bedrijf/);
    expect(screen.queryByText('Bestand kiezen')).toBeNull();
  });
});
