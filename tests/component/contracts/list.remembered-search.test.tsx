import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredSearch } from '../../../src/components/SearchBox';
import { numberLink } from '../../../src/pages/DashboardPage';
import { setProfile } from '../../../src/providers/profileStore';
import { ContractList } from '../../../src/resources/contracts/ContractList';
import { renderWithAdmin } from '../renderWithAdmin';
import { fakeData, inContracts, profile } from './views-fixtures';

const filters = (getList: unknown) =>
  (getList as { mock: { calls: [string, { filter: object }][] } }).mock.calls.map(([, { filter }]) => filter);
const lastFilter = (getList: unknown) => filters(getList).at(-1);

/** The contract list and a stand-in dashboard with a number's link, plus a menu to move between them. */
const App = () => (
  <>
    <Link to="/dashboard">menu: dashboard</Link>
    <Link to="/contracts">menu: contracts</Link>
    <Routes>
      <Route path="/contracts" element={inContracts(<ContractList />)} />
      <Route path="/dashboard" element={<Link to={numberLink('noticeWithin90')}>tile</Link>} />
    </Routes>
  </>
);

/** Searches the list for `q` and leaves it for the dashboard. */
const searchAndLeave = async (getList: unknown, q: string) => {
  await screen.findByText('CT-2026-001');
  const box = screen.getByRole('searchbox', { name: 'Zoeken' });
  fireEvent.change(box, { target: { value: q } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() => expect(lastFilter(getList)).toEqual({ archived: false, q }));
  await userEvent.click(screen.getByRole('link', { name: 'menu: dashboard' }));
};

describe('contract list: the remembered search', () => {
  afterEach(() => setProfile(null));

  it('gives way to the filter a dashboard number links to', async () => {
    setProfile(profile([2]));
    const dataProvider = fakeData();
    renderWithAdmin(<App />, { dataProvider, path: '/contracts' });
    await searchAndLeave(dataProvider.getList, 'zwavelzuur');

    const before = filters(dataProvider.getList).length;
    await userEvent.click(await screen.findByRole('link', { name: 'tile' }));
    await screen.findByText('CT-2026-001');
    expect(screen.getByText('Opzegdatum binnen 90 dagen')).toBeInTheDocument();
    // Every request since the link holds the link's filter only.
    expect(filters(dataProvider.getList).slice(before)).not.toHaveLength(0);
    for (const filter of filters(dataProvider.getList).slice(before))
      expect(filter).toEqual({ noticeWithin: 90 });
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('');
    // What is remembered follows what was shown: back through the menu, no search comes back.
    expect(readStoredSearch('/contracts')).toBe('');
    await userEvent.click(screen.getByRole('link', { name: 'menu: contracts' }));
    await screen.findByText('Opzegdatum binnen 90 dagen');
    expect(lastFilter(dataProvider.getList)).toEqual({ noticeWithin: 90 });
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('');
  });

  it('comes back when the list is opened without a filter in the address', async () => {
    setProfile(profile([2]));
    const dataProvider = fakeData();
    renderWithAdmin(<App />, { dataProvider, path: '/contracts' });
    await searchAndLeave(dataProvider.getList, 'zwavelzuur');

    await userEvent.click(screen.getByRole('link', { name: 'menu: contracts' }));
    expect(await screen.findByRole('searchbox', { name: 'Zoeken' })).toHaveValue('zwavelzuur');
    await waitFor(() =>
      expect(lastFilter(dataProvider.getList)).toEqual({ archived: false, q: 'zwavelzuur' }),
    );
  });
});
