/**
 * The contract list, its filters and its CSV export follow the declaration: one field added to
 * `contracts` (as src/schema/resources/contracts.ts would declare it) is a column, a filter and a
 * CSV column, with no edit to the list's files.
 */
import { screen, within } from '@testing-library/react';
import type { DataProvider, FetchRelatedRecords, RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { nlMessages } from '../../../src/i18n/nl';
import { setProfile } from '../../../src/providers/profileStore';
import { ContractList } from '../../../src/resources/contracts/ContractList';
import { contractCsv } from '../../../src/resources/contracts/contractExport';
import { renderWithAdmin } from '../renderWithAdmin';
import { addContractLabels } from './declaredFields';
import { cleaning, energy, fakeData, inContracts, profile, related } from './views-fixtures';

addContractLabels(nlMessages, { budgetHolder: 'Budgethouder', checkedOn: 'Gecontroleerd op' });

vi.mock('../../../src/schema/resources/contracts', async (importOriginal) =>
  (await import('./declaredFields')).withDeclaredFields(await importOriginal(), (field) => ({
    budgetHolder: field.reference('budget-holders', { section: 'general', list: true, filter: true }),
    checkedOn: field.date({ section: 'dates', export: true }),
  })),
);

const budgetHolders: RaRecord[] = [
  { id: 11, name: 'Inkoop' },
  { id: 12, name: 'Facilitair' },
];
const withCostCentre = [
  { ...energy, budgetHolder: 11, checkedOn: '2026-03-02' },
  { ...cleaning, budgetHolder: 12, checkedOn: null },
];

describe('a field added to the contract declaration', () => {
  afterEach(() => setProfile(null));

  it('is a list column with its values and a filter above the list', async () => {
    setProfile(profile([2]));
    const dataProvider = {
      ...fakeData(),
      getList: vi.fn(async () => ({ data: withCostCentre, total: 2 })),
      getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
        data: (resource === 'budget-holders' ? budgetHolders : (related[resource] ?? [])).filter((record) =>
          ids.map(String).includes(String(record.id)),
        ),
      })),
    } as unknown as DataProvider;
    renderWithAdmin(inContracts(<ContractList />), { dataProvider, path: '/contracts' });

    const first = (await screen.findByText('CT-2026-001')).closest('tr') as HTMLElement;
    expect(await within(first).findByText('Inkoop')).toBeInTheDocument();
    const second = screen.getByText('CT-2026-002').closest('tr') as HTMLElement;
    expect(await within(second).findByText('Facilitair')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers[headers.length - 1]).toBe('Budgethouder');
    expect(headers).not.toContain('Gecontroleerd op');

    // The declaration's filter fields in its order, after the status; archived stays the switch.
    const filterLabels = screen
      .getAllByRole('combobox')
      .map((box) => box.closest('.MuiFormControl-root')?.querySelector('label')?.textContent);
    expect(filterLabels[0]).toBe('Status');
    expect(filterLabels[filterLabels.length - 1]).toBe('Budgethouder');
    expect(filterLabels).toEqual(expect.arrayContaining(['Type', 'Leverancier', 'Locatie', 'Eigenaar']));
    expect(screen.getByRole('switch', { name: 'Gearchiveerde tonen' })).toBeInTheDocument();
  });

  it('is a CSV column with its value read as its kind reads', async () => {
    const fetchRelated = (async (_records: unknown[], _field: string, resource: string) =>
      Object.fromEntries(
        (resource === 'budget-holders' ? budgetHolders : (related[resource] ?? [])).map((record) => [
          record.id,
          record,
        ]),
      )) as FetchRelatedRecords;
    const csv = await contractCsv(withCostCentre, fetchRelated, createI18nProvider('nl').translate);
    const [header, first, second] = csv.split(/\r?\n/);
    // The declared fields come last, in declaration order, read as their kinds read.
    expect(header.endsWith(';Budgethouder;Gecontroleerd op')).toBe(true);
    expect(first.endsWith(';Inkoop;02-03-2026')).toBe(true);
    expect(second.endsWith(';Facilitair;')).toBe(true);
  });
});
