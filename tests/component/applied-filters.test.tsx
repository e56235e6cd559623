import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '../../src/providers/profileStore';
import { ResourceList } from '../../src/resources/ResourceList';
import { invoices } from '../../src/schema/resources/invoices';
import { subscriptions } from '../../src/schema/resources/subscriptions';
import { platformAdmin } from './profiles';
import { renderWithAdmin } from './renderWithAdmin';

// Without importOriginal: the real module imports every override folder, and through them this list.
vi.mock('../../src/resources/overrides', () => ({ overrideFor: () => ({}) }));

const fakeData = () =>
  ({
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getMany: vi.fn(async () => ({ data: [] })),
  }) as unknown as DataProvider;

/** The list at a dashboard card's address, `?filter=` and all. */
const openList = (name: string, filter: Record<string, unknown>, dataProvider: DataProvider) =>
  renderWithAdmin(
    <ResourceContextProvider value={name}>
      <ResourceList resource={name === 'invoices' ? invoices : subscriptions} />
    </ResourceContextProvider>,
    { dataProvider, path: `/${name}?filter=${encodeURIComponent(JSON.stringify(filter))}` },
  );

describe('a filter the list has no control for', () => {
  afterEach(() => setProfile(null));

  it("shows the invoices card's month as a chip, and removing it lists every invoice", async () => {
    setProfile(platformAdmin);
    const dataProvider = fakeData();
    openList('invoices', { month: '2026-07' }, dataProvider);
    expect(await screen.findByText('Gedateerd in juli 2026')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'invoices',
      expect.objectContaining({ filter: { month: '2026-07' } }),
    );
    await userEvent.click(screen.getByTitle('Filter ‘Gedateerd in juli 2026’ weghalen'));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'invoices',
        expect.objectContaining({ filter: {} }),
      ),
    );
    expect(screen.queryByText('Gedateerd in juli 2026')).not.toBeInTheDocument();
  });

  it("shows the subscriptions card's filter on active ones as a chip that removes it", async () => {
    setProfile(platformAdmin);
    const dataProvider = fakeData();
    openList('subscriptions', { active: true }, dataProvider);
    expect(await screen.findByText('Actief: Ja')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Filter ‘Actief: Ja’ weghalen'));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'subscriptions',
        expect.objectContaining({ filter: {} }),
      ),
    );
  });
});
