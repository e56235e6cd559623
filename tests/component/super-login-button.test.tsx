/**
 * 'Inloggen als' on the users list (docs/requirements.md#roles-and-access): a platform admin sees it
 * on other users; on an inactive user, whom the API refuses, it is disabled and says why.
 */
import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { setProfile } from '../../src/providers/profileStore';
import { SuperLoginButton } from '../../src/resources/users/SuperLoginButton';
import { profile } from './contracts/views-fixtures';
import { renderWithAdmin } from './renderWithAdmin';

const render = (user: { id: number; active: boolean }) =>
  renderWithAdmin(
    <RecordContextProvider value={user}>
      <SuperLoginButton />
    </RecordContextProvider>,
  );

afterEach(() => setProfile(null));

describe('the super login button', () => {
  it('lets a platform admin sign in as an active user', async () => {
    setProfile({ ...profile([1]), company: null, subscription: null });
    render({ id: 12, active: true });
    expect(await screen.findByRole('button', { name: 'Inloggen als' })).toBeEnabled();
  });

  it('is disabled on an inactive user and says why', async () => {
    setProfile({ ...profile([1]), company: null, subscription: null });
    render({ id: 12, active: false });
    expect(await screen.findByRole('button', { name: 'Inloggen als' })).toBeDisabled();
    expect(
      screen.getByLabelText('Deze gebruiker is niet actief: activeer hem eerst om als hem in te loggen.'),
    ).toBeInTheDocument();
  });

  it('is not there for a company admin', () => {
    setProfile(profile([2]));
    render({ id: 12, active: true });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
