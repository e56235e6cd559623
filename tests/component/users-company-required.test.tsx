import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '../../src/providers/profileStore';
import { ResourceCreate } from '../../src/resources/ResourceForm';
import { users } from '../../src/schema/resources/users';
import { platformAdmin } from './profiles';
import { renderWithAdmin } from './renderWithAdmin';

const dataProvider = {
  getList: vi.fn(async () => ({ data: [], total: 0 })),
  getMany: vi.fn(async () => ({ data: [] })),
} as unknown as DataProvider;

/** The label of the company input, with its '*' when it is marked required. */
const companyLabel = async () =>
  ((await screen.findByRole('combobox', { name: /^Bedrijf/ })) as HTMLInputElement).labels?.[0];

describe("a platform admin's new user", () => {
  afterEach(() => setProfile(null));

  it('marks the company required, but not for a platform admin', async () => {
    setProfile(platformAdmin);
    renderWithAdmin(
      <ResourceContextProvider value="users">
        <ResourceCreate resource={users} />
      </ResourceContextProvider>,
      { dataProvider, path: '/users/create', route: '/users/create' },
    );
    expect(await companyLabel()).toHaveTextContent('Bedrijf *');
    await userEvent.click(screen.getByRole('combobox', { name: /^Rollen/ }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: /Platform/ }),
    );
    expect(await companyLabel()).toHaveTextContent(/^Bedrijf$/);
  });
});
