/**
 * The dashboard's charts, through their text alternative: "Tabel tonen" shows each chart's
 * figures as a table in Dutch formats, each row opening the contract list with the filter that
 * counts it; a dashboard reader gets the same tables without links.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardCharts from '../../../src/pages/dashboard/DashboardCharts';
import * as api from '../../../src/resources/contracts/contractApi';
import { renderWithAdmin } from '../renderWithAdmin';

vi.mock('../../../src/resources/contracts/contractApi', async (original) => ({
  ...(await original<typeof import('../../../src/resources/contracts/contractApi')>()),
  contractCharts: vi.fn(),
}));

const charts = vi.mocked(api.contractCharts);

const filterOf = (link: HTMLElement) =>
  JSON.parse(new URL(link.getAttribute('href') ?? '', 'http://app').searchParams.get('filter') ?? 'null');

beforeEach(() => {
  charts.mockResolvedValue({
    months: [
      {
        month: '2026-12',
        types: [
          { id: 1, name: 'Energie', contracts: 2 },
          { id: 2, name: 'Telecom', contracts: 1 },
        ],
      },
      { month: '2027-01', types: [{ id: 2, name: 'Telecom', contracts: 1234 }] },
    ],
    valueByType: [
      { id: 1, name: 'Energie', value: 153_250.5 },
      { id: 2, name: 'Telecom', value: 2400 },
    ],
    valueBySupplier: [{ id: 9, name: 'Vattenfall', value: 98_000 }],
    otherSuppliersValue: 57_650.5,
    byStatus: [
      { status: 'active', contracts: 20 },
      { status: 'notice_soon', contracts: 7 },
      { status: 'ending_soon', contracts: 0 },
      { status: 'cancelled', contracts: 1 },
      { status: 'expired', contracts: 2 },
    ],
  });
});
afterEach(() => vi.clearAllMocks());

describe('the dashboard charts', () => {
  it('show each chart as a table in Dutch formats, rows opening their contracts', async () => {
    renderWithAdmin(<DashboardCharts linked />);
    const deadlines = (
      await screen.findByRole('heading', { name: 'Datums in de komende 12 maanden' })
    ).closest('.MuiCard-root') as HTMLElement;
    expect(within(deadlines).getByRole('img')).toHaveAccessibleName(
      'Staafdiagram per maand, gestapeld per type: 1.237 contracten met een uiterste opzegdatum of einddatum; de drukste maand is jan 2027 met 1.234.',
    );
    await userEvent.click(within(deadlines).getByRole('button', { name: 'Tabel tonen' }));
    const table = within(deadlines).getByRole('table', { name: 'Datums in de komende 12 maanden' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Maand', 'Energie', 'Telecom', 'Totaal']);
    const january = within(table).getByRole('row', { name: /jan 2027/ });
    expect(
      within(january)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '1.234', '1.234']);
    expect(filterOf(within(january).getByRole('link', { name: 'jan 2027' }))).toEqual({
      deadlineMonth: '2027-01',
    });
    expect(within(deadlines).getByRole('button', { name: 'Grafiek tonen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const byType = (screen.getByRole('heading', { name: 'Jaarwaarde per type' }).closest('.MuiCard-root') ??
      document.body) as HTMLElement;
    await userEvent.click(within(byType).getByRole('button', { name: 'Tabel tonen' }));
    expect(within(byType).getByRole('row', { name: /Energie/ })).toHaveTextContent('€ 153.250,50');
    expect(filterOf(within(byType).getByRole('link', { name: 'Energie' }))).toEqual({
      running: true,
      supplierType: 1,
    });

    const bySupplier = (screen
      .getByRole('heading', { name: 'Jaarwaarde per leverancier (top 10)' })
      .closest('.MuiCard-root') ?? document.body) as HTMLElement;
    await userEvent.click(within(bySupplier).getByRole('button', { name: 'Tabel tonen' }));
    expect(within(bySupplier).getByRole('row', { name: /Overige leveranciers/ })).toHaveTextContent(
      '€ 57.650,50',
    );

    const byStatus = (screen
      .getByRole('heading', { name: 'Contracten per status' })
      .closest('.MuiCard-root') ?? document.body) as HTMLElement;
    await userEvent.click(within(byStatus).getByRole('button', { name: 'Tabel tonen' }));
    // A status without contracts is left out.
    expect(
      within(byStatus)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['StatusContracten', 'Actief20', 'Opzeggen binnenkort7', 'Opgezegd1', 'Verlopen2']);
    expect(filterOf(within(byStatus).getByRole('link', { name: 'Opgezegd' }))).toEqual({
      status: 'cancelled',
    });
  });

  it('give a dashboard reader the same figures without links', async () => {
    renderWithAdmin(<DashboardCharts linked={false} />);
    const heading = await screen.findByRole('heading', { name: 'Contracten per status' });
    const card = heading.closest('.MuiCard-root') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Tabel tonen' }));
    expect(within(card).getByRole('row', { name: /Actief/ })).toHaveTextContent('20');
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
