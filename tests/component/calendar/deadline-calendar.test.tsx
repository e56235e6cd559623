/**
 * The deadline calendar's pieces: the month grid counts weeks from Monday with Dutch day names and
 * puts each deadline on its day; a handled one says so; the details offer marking handled only for
 * the current term and only to who may change contracts.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeadlineDetails } from '../../../src/pages/calendar/DeadlineDetails';
import { MonthGrid } from '../../../src/pages/calendar/MonthGrid';
import type { DeadlineEntry } from '../../../src/schema/contract-dates';
import { renderWithAdmin } from '../renderWithAdmin';

const deadline = (overrides: Partial<DeadlineEntry> = {}): DeadlineEntry => ({
  contractId: 7,
  number: 'KS-ENE-001',
  supplierName: 'Eneco',
  supplierType: 1,
  supplierTypeName: 'Energie',
  location: 2,
  locationName: 'Hoofdkantoor Utrecht',
  owner: 3,
  ownerName: 'Anna van Dijk',
  yearlyValue: 12500,
  status: 'notice_soon',
  kind: 'notice',
  on: '2026-11-30',
  termEndsAt: '2027-01-31',
  termNoticeDeadline: '2026-11-30',
  current: true,
  outcome: null,
  ...overrides,
});

describe('the month grid', () => {
  it('starts its weeks on Monday: November 2026 (from a Sunday) begins on Monday 26 October', () => {
    renderWithAdmin(
      <MonthGrid
        month="2026-11-01"
        today="2026-11-24"
        deadlines={[
          deadline(),
          deadline({
            contractId: 8,
            number: 'KS-TEL-002',
            kind: 'end',
            on: '2026-11-01',
            outcome: 'let_renew',
          }),
        ]}
        onOpen={() => {}}
      />,
    );
    const table = screen.getByRole('table', { name: 'November 2026' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Wk', 'ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']);
    expect(within(table).getByTitle('maandag')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    const firstWeek = within(rows[0]).getAllByRole('cell');
    expect(firstWeek.map((cell) => cell.textContent?.match(/^\d+/)?.[0])).toEqual([
      '26',
      '27',
      '28',
      '29',
      '30',
      '31',
      '1',
    ]);
    expect(within(rows[0]).getByRole('rowheader')).toHaveAccessibleName('Week 44');
    // Sunday 1 November holds the handled end date, Monday 30 November the notice deadline.
    expect(within(firstWeek[6]).getByRole('button')).toHaveAccessibleName(
      'Einddatum KS-TEL-002 – Eneco, Opzeggen binnenkort, afgehandeld: Laten doorlopen',
    );
    const lastWeek = within(rows[5]).getAllByRole('cell');
    expect(within(lastWeek[0]).getByRole('button')).toHaveAccessibleName(
      'Opzegdatum KS-ENE-001 – Eneco, Opzeggen binnenkort',
    );
    expect(within(table).getByText('24').closest('td')).toHaveAttribute('aria-current', 'date');
  });
});

describe('a deadline’s details', () => {
  it('offer to mark the current term handled to a contract manager, and call back', async () => {
    const onHandle = vi.fn();
    renderWithAdmin(
      <DeadlineDetails deadline={deadline()} canOpen canHandle onHandle={onHandle} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Opzegdatum 30 november 2026' });
    expect(within(dialog).getByText('€ 12.500,00')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Contract openen' })).toHaveAttribute(
      'href',
      '/contracts/7',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afhandelen' }));
    expect(onHandle).toHaveBeenCalled();
  });

  it('are read-only for a dashboard reader, and for a later term or a handled one', () => {
    const { unmount } = renderWithAdmin(
      <DeadlineDetails
        deadline={deadline()}
        canOpen={false}
        canHandle={false}
        onHandle={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Contract openen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afhandelen' })).not.toBeInTheDocument();
    unmount();
    renderWithAdmin(
      <DeadlineDetails
        deadline={deadline({ current: false, on: '2027-11-30', termEndsAt: '2028-01-31' })}
        canOpen
        canHandle
        onHandle={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('Termijn na stilzwijgende verlenging')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afhandelen' })).not.toBeInTheDocument();
  });
});
