/**
 * The contract list's totals row and bulk actions (docs/contracts-api.md), and the export's
 * amounts as numbers in the reader's language.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, FetchRelatedRecords } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppNotification } from '../../../src/components/Toast';
import { createI18nProvider, loadEnglish } from '../../../src/i18n/i18nProvider';
import { setProfile } from '../../../src/providers/profileStore';
import * as api from '../../../src/resources/contracts/bulkApi';
import { ContractList } from '../../../src/resources/contracts/ContractList';
import { contractCsv } from '../../../src/resources/contracts/contractExport';
import { amountCell, spreadsheetSafe } from '../../../src/resources/csvExport';
import { onPhone, renderWithAdmin } from '../renderWithAdmin';
import { cleaning, energy, fakeData, inContracts, profile, related } from './views-fixtures';

vi.mock('../../../src/resources/contracts/bulkApi', async (original) => ({
  ...(await original<typeof import('../../../src/resources/contracts/bulkApi')>()),
  contractTotals: vi.fn(),
  bulkContracts: vi.fn(),
}));

const totals = vi.mocked(api.contractTotals);
const bulk = vi.mocked(api.bulkContracts);

beforeEach(() => {
  totals.mockResolvedValue({
    count: 40,
    yearlyValue: 54_000,
    yearlyValueInclVat: 65_340,
    withoutYearlyValue: 1,
    withoutVatRate: 2,
  });
  bulk.mockResolvedValue({ matched: 1, changed: 1 });
});
afterEach(() => {
  setProfile(null);
  vi.clearAllMocks();
});

const archivedCleaning = { ...cleaning, archived: true, status: 'archived' };

const renderList = (roles: number[], rows = [energy, cleaning]) => {
  setProfile(profile(roles));
  const getList = vi.fn(async () => ({
    data: rows,
    total: rows.length,
  })) as unknown as DataProvider['getList'];
  const dataProvider = fakeData({ getList });
  renderWithAdmin(
    inContracts(
      <>
        <ContractList />
        <AppNotification />
      </>,
    ),
    { dataProvider, path: '/contracts' },
  );
  return dataProvider;
};

const rowOf = async (number: string) => (await screen.findByText(number)).closest('tr') as HTMLElement;

describe('the contract list totals', () => {
  it('show the yearly values of the whole filter under their columns', async () => {
    renderList([2]);
    const row = await screen.findByTestId('contract-totals');
    expect(within(row).getByText('Totaal van 40 contracten')).toBeInTheDocument();
    expect(within(row).getByText('€ 54.000,00')).toBeInTheDocument();
    expect(within(row).getByText('€ 65.340,00')).toBeInTheDocument();
    expect(within(row).getByText('2 zonder btw-tarief niet meegeteld')).toBeInTheDocument();
    // Asked for the list's filter (archived contracts hidden), not for the page.
    expect(totals).toHaveBeenCalledWith({ archived: false });
    // Each total stands under its column: the cells line up with the headers.
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(headers.length);
    expect(cells[headers.indexOf('Jaarwaarde excl. btw')]).toHaveTextContent('€ 54.000,00');
    expect(cells[headers.indexOf('Jaarwaarde incl. btw')]).toHaveTextContent('€ 65.340,00');
  });

  it('come with the rows: the page waits for them, as their row sizes the columns too', async () => {
    let answer: (value: api.ContractTotals) => void = () => undefined;
    totals.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const dataProvider = renderList([2]);
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('CT-2026-001')).toBeNull();
    answer({
      count: 2,
      yearlyValue: 1_000,
      yearlyValueInclVat: 1_210,
      withoutYearlyValue: 0,
      withoutVatRate: 0,
    });
    const row = await screen.findByTestId('contract-totals');
    expect(within(row).getByText('Totaal van 2 contracten')).toBeInTheDocument();
    expect(screen.getByText('CT-2026-001')).toBeInTheDocument();
  });

  it('do not hold the rows when they cannot be had', async () => {
    totals.mockRejectedValue(new Error('offline'));
    renderList([2]);
    expect(await screen.findByText('CT-2026-001')).toBeInTheDocument();
    expect(screen.queryByTestId('contract-totals')).toBeNull();
  });
});

describe('the contract list bulk actions', () => {
  it('archive the selected contracts after a confirmation naming the count', async () => {
    renderList([3]);
    // The row's checkbox input carries its name (react-admin sets it on the root only).
    await userEvent.click(
      within(await rowOf('CT-2026-001')).getByRole('checkbox', { name: 'Selecteer rij' }),
    );
    const bar = await screen.findByTestId('contract-bulk-bar');
    expect(within(bar).getByText('1 geselecteerd')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Archiveren' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        '1 contract wordt gearchiveerd. Een gearchiveerd contract verstuurt geen meldingen.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(bulk).toHaveBeenCalledWith({ ids: [1], action: 'archive' }));
    expect(await screen.findByText('1 contract gewijzigd')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('contract-bulk-bar')).not.toBeInTheDocument());
  });

  it('choose every contract of the filter once the page is selected, and send the filter', async () => {
    renderList([2]);
    await rowOf('CT-2026-001');
    const [selectAll] = screen.getAllByRole('checkbox');
    await userEvent.click(selectAll);
    const bar = await screen.findByTestId('contract-bulk-bar');
    expect(within(bar).getByText('2 geselecteerd')).toBeInTheDocument();
    await userEvent.click(
      within(bar).getByRole('button', { name: 'Alle 40 contracten in dit filter selecteren' }),
    );
    expect(within(bar).getByText('Alle 40 contracten in dit filter zijn geselecteerd')).toBeInTheDocument();

    // The owner: 'Ok' waits for a choice.
    await userEvent.click(within(bar).getByRole('button', { name: 'Eigenaar wijzigen' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('De nieuwe eigenaar van 40 contracten:')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Receivers left empty: the owners receive the alerts.
    bulk.mockResolvedValue({ matched: 40, changed: 38 });
    await userEvent.click(within(bar).getByRole('button', { name: 'Ontvangers wijzigen' }));
    dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('De ontvangers van meldingen van 40 contracten worden:'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() =>
      expect(bulk).toHaveBeenCalledWith({ filter: { archived: false }, action: 'receivers', value: [] }),
    );
    expect(await screen.findByText('38 contracten gewijzigd')).toBeInTheDocument();
  });

  it('offer archiving when none of the selection is archived, restoring when all is, else neither', async () => {
    renderList([2], [energy, archivedCleaning]);
    await userEvent.click(within(await rowOf('CT-2026-001')).getByRole('checkbox'));
    const bar = await screen.findByTestId('contract-bulk-bar');
    const offered = () =>
      ['Archiveren', 'Herstellen'].filter((name) => within(bar).queryByRole('button', { name }));
    expect(offered()).toEqual(['Archiveren']);
    await userEvent.click(within(await rowOf('CT-2026-002')).getByRole('checkbox'));
    expect(offered()).toEqual([]);
    await userEvent.click(within(await rowOf('CT-2026-001')).getByRole('checkbox'));
    expect(offered()).toEqual(['Herstellen']);
  });

  it('show a refusal of the server and keep the selection', async () => {
    renderList([2], [energy, archivedCleaning]);
    bulk.mockRejectedValue(
      Object.assign(new Error('Validation failed'), {
        status: 400,
        body: { errors: { value: 'app.validation.reference' } },
      }),
    );
    await userEvent.click(within(await rowOf('CT-2026-002')).getByRole('checkbox'));
    const bar = await screen.findByTestId('contract-bulk-bar');
    await userEvent.click(within(bar).getByRole('button', { name: 'Herstellen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 contract wordt hersteld.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(bulk).toHaveBeenCalledWith({ ids: [2], action: 'restore' }));
    expect(await screen.findByText('Kies een bestaand item')).toBeInTheDocument();
    expect(screen.getByTestId('contract-bulk-bar')).toBeInTheDocument();
  });

  it('work on the phone cards: a checkbox per card, the page at once, the totals under them', async () => {
    await onPhone(async () => {
      renderList([3]);
      await screen.findByText('CT-2026-001');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const totalsLines = await screen.findByTestId('contract-totals');
      expect(within(totalsLines).getByText('Totaal van 40 contracten')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('checkbox', { name: 'CT-2026-002 selecteren' }));
      const bar = await screen.findByTestId('contract-bulk-bar');
      expect(within(bar).getByText('1 geselecteerd')).toBeInTheDocument();
      await userEvent.click(
        screen.getByRole('checkbox', { name: 'Alle contracten op deze pagina selecteren' }),
      );
      expect(within(bar).getByText('2 geselecteerd')).toBeInTheDocument();
      await userEvent.click(within(bar).getByRole('button', { name: 'Archiveren' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
      await waitFor(() => expect(bulk).toHaveBeenCalledWith({ ids: [1, 2], action: 'archive' }));
    });
  });

  it('sort the phone cards by a sortable column, either way', async () => {
    await onPhone(async () => {
      const dataProvider = renderList([3]);
      await screen.findByText('CT-2026-001');
      const sortBy = screen.getByRole('combobox', { name: 'Sorteren op' });
      await userEvent.selectOptions(sortBy, 'Huidige einddatum');
      const lastSort = () => vi.mocked(dataProvider.getList).mock.lastCall?.[1].sort;
      await waitFor(() => expect(lastSort()).toMatchObject({ field: 'currentEndsAt' }));
      const order = lastSort()?.order;
      await userEvent.click(
        screen.getByRole('button', { name: order === 'ASC' ? 'Aflopend sorteren' : 'Oplopend sorteren' }),
      );
      await waitFor(() =>
        expect(lastSort()).toEqual({ field: 'currentEndsAt', order: order === 'ASC' ? 'DESC' : 'ASC' }),
      );
    });
  });

  it('are not offered to a viewer who may not edit contracts', async () => {
    renderList([4]);
    await rowOf('CT-2026-001');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    // The totals are shown all the same.
    expect(await screen.findByTestId('contract-totals')).toBeInTheDocument();
  });
});

describe('the contract export amounts', () => {
  const fetchRelated = (async (_records: unknown[], _field: string, resource: string) =>
    Object.fromEntries(
      (related[resource] ?? []).map((record) => [record.id, record]),
    )) as FetchRelatedRecords;

  it('are numbers with a decimal comma in Dutch and a point in English', async () => {
    expect(amountCell(12_500, 'nl')).toBe('12500,00');
    expect(amountCell(1234.5, 'en')).toBe('1234.50');
    expect(amountCell(-12.5, 'nl')).toBe('-12,50');
    expect(amountCell(null, 'nl')).toBe('');
    // A negative amount is a number, not a formula: no apostrophe.
    expect(spreadsheetSafe(amountCell(-12.5, 'nl'))).toBe('-12,50');

    const costly = { ...energy, costAmount: 1041.67, costPeriod: 'month', vatRate: 21, paymentTermDays: 30 };
    await loadEnglish();
    const english = createI18nProvider('en').translate;
    const [header, row] = (await contractCsv([costly, cleaning], fetchRelated, english, 'en'))
      .split(/\r?\n/)
      .map((line) => line.split(';'));
    const cells = Object.fromEntries(header.map((name, index) => [name, row[index]]));
    expect(cells).toMatchObject({
      'Amount per period': '1041.67',
      Period: 'per month',
      'VAT rate (%)': '21',
      'Payment term (days)': '30',
      'Yearly value excl. VAT': '12500.00',
    });
  });
});
