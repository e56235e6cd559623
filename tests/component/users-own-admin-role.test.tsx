/**
 * A company admin taking the company-admin role off their own account is warned first and must
 * confirm; 'Annuleren' gives the role back. Someone else's role goes without a question.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, RecordContextProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { type Profile, setProfile } from '../../src/providers/profileStore';
import { RolesInput } from '../../src/resources/users/RolesInput';
import { users } from '../../src/schema/resources/users';
import { renderWithAdmin } from './renderWithAdmin';

const me = { id: 7, firstName: 'Anna', lastName: 'Dijk', roles: [2, 3], companyId: 5 };

const Roles = () => <output data-testid="roles">{JSON.stringify(useWatch({ name: 'roles' }))}</output>;

const renderRoles = (record: Record<string, unknown>) => {
  setProfile({
    id: 7,
    roles: [2, 3],
    company: { id: 5, name: 'Bakkerij' },
    locations: [],
  } as unknown as Profile);
  renderWithAdmin(
    <RecordContextProvider value={record}>
      <Form record={record}>
        <RolesInput
          resource="users"
          name="roles"
          meta={users.meta.roles}
          label="resources.users.fields.roles"
        />
        <Roles />
      </Form>
    </RecordContextProvider>,
  );
};

const dropCompanyAdmin = async () => {
  await userEvent.click(screen.getByRole('combobox', { name: /Rollen/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Bedrijfsbeheerder' }));
};

const roles = () => JSON.parse(screen.getByTestId('roles').textContent ?? 'null');

afterEach(() => setProfile(null));

describe('taking the company-admin role off oneself', () => {
  it('warns first; Annuleren gives the role back, Ok leaves it off', async () => {
    renderRoles(me);
    await dropCompanyAdmin();
    let dialog = await screen.findByRole('dialog', { name: 'Beheerdersrol afnemen?' });
    expect(
      within(dialog).getByText(
        'Je neemt jezelf de beheerdersrol af; daarna kun je gebruikers en het abonnement niet meer beheren.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(roles()).toEqual([2, 3]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Beheerdersrol afnemen?' })).toBeNull());

    await dropCompanyAdmin();
    dialog = await screen.findByRole('dialog', { name: 'Beheerdersrol afnemen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rol afnemen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Beheerdersrol afnemen?' })).toBeNull());
    expect(roles()).toEqual([3]);
  });

  it('asks nothing when the role is taken off someone else', async () => {
    renderRoles({ ...me, id: 8 });
    await dropCompanyAdmin();
    await waitFor(() => expect(roles()).toEqual([3]));
    expect(screen.queryByRole('dialog', { name: 'Beheerdersrol afnemen?' })).toBeNull();
  });
});
