/**
 * Deleting a location: the dialog names it and says how many contracts move to the main location,
 * counted by the API (the contract list's total for that location).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DeleteRecordButton } from '../../src/resources/RowActions';
import { locations } from '../../src/schema/resources/locations';
import { renderWithAdmin } from './renderWithAdmin';

const amersfoort = { id: 5, name: 'Bakkerij Amersfoort', isMain: false };

const renderButton = (record: Record<string, unknown>, contracts = 3) => {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: contracts > 0 ? [{ id: 11 }] : [], total: contracts })),
    delete: vi.fn(async () => ({ data: record })),
  } as unknown as DataProvider;
  renderWithAdmin(
    <RecordContextProvider value={record}>
      <DeleteRecordButton resource={locations} />
    </RecordContextProvider>,
    { dataProvider },
  );
  return dataProvider;
};

describe('deleting a location', () => {
  it('names the location and the number of contracts that move to the main location', async () => {
    const dataProvider = renderButton(amersfoort);
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Locatie Bakkerij Amersfoort verwijderen?' });
    expect(await within(dialog).findByText('3 contracten gaan naar de hoofdlocatie.')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'contracts',
      expect.objectContaining({ filter: { location: 5 }, pagination: { page: 1, perPage: 1 } }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('locations', expect.objectContaining({ id: 5 })),
    );
  });

  it('says so when no contract is at the location', async () => {
    renderButton(amersfoort, 0);
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Locatie Bakkerij Amersfoort verwijderen?' });
    expect(await within(dialog).findByText('Er staan geen contracten op deze locatie.')).toBeInTheDocument();
  });

  it('offers no bin for the main location', () => {
    renderButton({ ...amersfoort, isMain: true });
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).not.toBeInTheDocument();
  });
});
