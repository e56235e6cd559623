import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchRelatedRecords } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { setProfile } from '../../../src/providers/profileStore';
import { ContractList } from '../../../src/resources/contracts/ContractList';
import { contractCsv } from '../../../src/resources/contracts/contractExport';
import { spreadsheetSafe } from '../../../src/resources/csvExport';
import { fieldsWhere, labelKey } from '../../../src/schema/dsl';
import { contracts } from '../../../src/schema/resources/contracts';
import { renderWithAdmin } from '../renderWithAdmin';
import { cleaning, energy, fakeData, inContracts, profile, related } from './views-fixtures';

const label = createI18nProvider('nl').translate;

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

    // Every declared list field is a column, in declaration order, with the status after the
    // location (a field added to the declaration adds a column without changing this test).
    // The first column holds the checkboxes of the bulk actions (a company admin may edit).
    const [select, ...headers] = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(select).toBe('');
    const declared = fieldsWhere(contracts, (meta) => meta.list).map((name) =>
      label(labelKey(contracts, name)),
    );
    const location = declared.indexOf('Locatie');
    expect(headers).toEqual([...declared.slice(0, location + 1), 'Status', ...declared.slice(location + 1)]);
    const shown = [
      'Contractnummer',
      'Leverancier',
      'Locatie',
      'Status',
      // The deadlines before the amounts: in view on a laptop's width.
      'Huidige einddatum',
      'Uiterste opzegdatum',
      'Jaarwaarde excl. btw',
      'Jaarwaarde incl. btw',
    ];
    expect(headers.filter((header) => shown.includes(String(header)))).toEqual(shown);
    // Sortable: number, end date, notice deadline, value; not supplier or status.
    for (const name of [
      'Contractnummer',
      'Huidige einddatum',
      'Uiterste opzegdatum',
      'Jaarwaarde excl. btw',
    ]) {
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
    expect(contracts.meta[field as keyof typeof contracts.meta]?.reference).toBe(resource);
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

  it('writes Dutch headers, Dutch dates, amounts as numbers, status text and names', async () => {
    const csv = await contractCsv([energy, cleaning], fetchRelated, translate);
    const [header, ...rows] = csv.split(/\r?\n/).map((line) => line.split(';'));
    // The columns are the declared export fields with the status after the owner.
    const declared = fieldsWhere(contracts, (meta) => meta.export).map((name) =>
      label(labelKey(contracts, name)),
    );
    const owner = declared.indexOf('Eigenaar');
    expect(header).toEqual([...declared.slice(0, owner + 1), 'Status', ...declared.slice(owner + 1)]);
    const byHeader = rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
    expect(byHeader[0]).toMatchObject({
      Contractnummer: 'CT-2026-001',
      Referentie: 'Energie hoofdvestiging',
      Type: 'Energie',
      Leverancier: 'Vattenfall',
      Locatie: 'Hoofdvestiging',
      Eigenaar: 'Anna Dijk',
      Status: 'Opzeggen binnenkort',
      Ingangsdatum: '',
      Opzegtermijn: '3 maanden',
      // Amounts as numbers with a decimal comma, so a Dutch spreadsheet adds them up.
      'Jaarwaarde excl. btw': '12500,00',
      // The agreed end, which the import reads back, and the current term's end beside it.
      Einddatum: '31-12-2026',
      'Stilzwijgende verlenging (maanden)': '12',
      'Huidige einddatum': '31-12-2026',
      'Uiterste opzegdatum': '30-09-2026',
    });
    expect(byHeader[1]).toMatchObject({
      Contractnummer: 'CT-2026-002',
      Leverancier: 'Schoonmaak BV',
      Locatie: 'Filiaal Utrecht',
      Status: 'Actief',
      'Jaarwaarde excl. btw': '',
      Einddatum: 'Onbepaalde tijd',
      'Huidige einddatum': 'Onbepaalde tijd',
      'Uiterste opzegdatum': '',
    });
  });
});
