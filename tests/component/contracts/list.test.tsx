import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchRelatedRecords } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { setProfile } from '../../../src/providers/profileStore';
import { ContractList } from '../../../src/resources/contracts/ContractList';
import { contractCsv, spreadsheetSafe } from '../../../src/resources/contracts/contractExport';
import { renderWithAdmin } from '../renderWithAdmin';
import { cleaning, energy, fakeData, inContracts, profile, related } from './views-fixtures';

const lastFilter = (getList: unknown) => {
  const calls = (getList as { mock: { calls: [string, { filter: object }][] } }).mock.calls;
  return calls[calls.length - 1][1].filter;
};

describe('contract list', () => {
  afterEach(() => setProfile(null));

  it('shows the declared list fields with the status after the location, in declaration order', async () => {
    setProfile(profile([2]));
    const dataProvider = fakeData();
    renderWithAdmin(inContracts(<ContractList />), { dataProvider, path: '/contracts' });

    const first = (await screen.findByText('CT-2026-001')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Vattenfall')).toBeInTheDocument();
    expect(await within(first).findByText('Hoofdvestiging')).toBeInTheDocument();
    expect(within(first).getByText('31-12-2026')).toBeInTheDocument();
    expect(within(first).getByText('30-09-2026')).toBeInTheDocument();
    expect(within(first).getByText('€ 12.500,00')).toBeInTheDocument();
    const second = screen.getByText('CT-2026-002').closest('tr') as HTMLElement;
    expect(within(second).getByText('Onbepaalde tijd')).toBeInTheDocument();

    // Status as a coloured chip: notice soon warns, active is green.
    expect(within(first).getByText('Opzeggen binnenkort').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
    expect(within(second).getByText('Actief').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Contractnummer',
      'Leverancier',
      'Locatie',
      'Status',
      'Jaarwaarde',
      'Einddatum',
      'Uiterste opzegdatum',
    ]);
    // Sortable: number, end date, notice deadline, value; not supplier or status.
    for (const name of ['Contractnummer', 'Einddatum', 'Uiterste opzegdatum', 'Jaarwaarde']) {
      expect(within(screen.getByRole('columnheader', { name })).getByRole('button')).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('columnheader', { name: 'Leverancier' })).queryByRole('button'),
    ).toBeNull();
    expect(screen.getByRole('link', { name: /Toevoegen/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exporteren/ })).toBeInTheDocument();
  });

  it('sorts by notice deadline and hides archived contracts until asked', async () => {
    setProfile(profile([3]));
    const dataProvider = fakeData();
    renderWithAdmin(inContracts(<ContractList />), { dataProvider, path: '/contracts' });
    await screen.findByText('CT-2026-001');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'contracts',
      expect.objectContaining({
        sort: { field: 'noticeDeadline', order: 'ASC' },
        filter: { archived: false },
        pagination: { page: 1, perPage: 25 },
      }),
    );
    const toggle = screen.getByRole('switch', { name: 'Gearchiveerde tonen' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(lastFilter(dataProvider.getList)).toEqual({}));
    expect(screen.getByRole('switch', { name: 'Gearchiveerde tonen' })).toBeChecked();
  });

  it('shows a dashboard filter from the address as a removable chip', async () => {
    setProfile(profile([2]));
    const dataProvider = fakeData();
    renderWithAdmin(inContracts(<ContractList />), {
      dataProvider,
      path: `/contracts?filter=${encodeURIComponent('{"noticeWithin":30}')}`,
    });
    await screen.findByText('CT-2026-001');
    expect(lastFilter(dataProvider.getList)).toEqual({ noticeWithin: 30 });
    expect(screen.getByText('Opzegdatum binnen 30 dagen')).toBeInTheDocument();
    // Deadline filters only match open contracts: no archive switch meanwhile.
    expect(screen.queryByRole('switch', { name: 'Gearchiveerde tonen' })).not.toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('img', { name: 'Filter „Opzegdatum binnen 30 dagen” verwijderen' }),
    );
    await waitFor(() => expect(lastFilter(dataProvider.getList)).toEqual({}));
    expect(screen.queryByText('Opzegdatum binnen 30 dagen')).not.toBeInTheDocument();
  });

  it('hides the create button from those who may not create', async () => {
    setProfile(profile([4]));
    renderWithAdmin(inContracts(<ContractList />), { dataProvider: fakeData(), path: '/contracts' });
    await screen.findByText('CT-2026-001');
    expect(screen.queryByRole('link', { name: /Toevoegen/ })).not.toBeInTheDocument();
  });
});

describe('contract export', () => {
  const translate = createI18nProvider('nl').translate;
  const fetchRelated = (async (_records: unknown[], field: string, resource: string) => {
    const byId = Object.fromEntries((related[resource] ?? []).map((record) => [record.id, record]));
    expect(['supplierType', 'location', 'owner']).toContain(field);
    return byId;
  }) as FetchRelatedRecords;

  it('writes cells a spreadsheet would run as formulas as text, and numbers as numbers', async () => {
    const hostile = {
      ...energy,
      number: '=HYPERLINK("http://example.com","klik")',
      reference: "=cmd|' /C calc'!A0",
      supplierName: '@SUM(1+1)',
    };
    const [, row] = (await contractCsv([hostile], fetchRelated, translate)).split(/\r?\n/);
    expect(row.startsWith(`"'=HYPERLINK(""http://example.com"",""klik"")";'=cmd|' /C calc'!A0;`)).toBe(true);
    expect(row).toContain(";'@SUM(1+1);");
    for (const [cell, safe] of [
      ['+31 30 123 4567', "'+31 30 123 4567"],
      ['-12,50', '-12,50'],
      ['-1.234,56', '-1.234,56'],
      ['\tverborgen', "'\tverborgen"],
      ['\r=1+1', "'\r=1+1"],
      ['Energie', 'Energie'],
    ])
      expect(spreadsheetSafe(cell)).toBe(safe);
  });

  it('writes Dutch headers, Dutch dates, euros, status text and names', async () => {
    const csv = await contractCsv([energy, cleaning], fetchRelated, translate);
    const [header, first, second] = csv.split(/\r?\n/);
    expect(header).toBe(
      'Contractnummer;Referentie;Type;Leverancier;Locatie;Eigenaar;Status;Ingangsdatum;Opzegtermijn;Jaarwaarde;Einddatum;Uiterste opzegdatum',
    );
    expect(first).toBe(
      'CT-2026-001;Energie hoofdvestiging;Energie;Vattenfall;Hoofdvestiging;Anna Dijk;Opzeggen binnenkort;;3 maanden;€ 12.500,00;31-12-2026;30-09-2026',
    );
    expect(second).toBe(
      'CT-2026-002;Energie hoofdvestiging;Energie;Schoonmaak BV;Filiaal Utrecht;Anna Dijk;Actief;;3 maanden;;Onbepaalde tijd;',
    );
  });
});
