import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from '../../src/layout/TopBar';
import { type Profile, setProfile } from '../../src/providers/profileStore';
import { onPhone, renderWithAdmin } from './renderWithAdmin';

const anna = {
  id: 12,
  firstName: 'Anna',
  lastName: 'Dijk',
  name: 'Anna van Dijk',
  avatar: null,
  roles: [2],
  subscription: { plan: 'Pro', startsAt: null, endsAt: null },
  downloadToken: 'dl',
  impersonator: null,
} as Profile;

const fakeAuth = (): AuthProvider => ({
  login: vi.fn(async () => undefined),
  logout: vi.fn(async () => '/'),
  checkAuth: vi.fn(async () => undefined),
  checkError: vi.fn(async () => undefined),
  getPermissions: vi.fn(async () => undefined),
});

describe('TopBar', () => {
  afterEach(() => setProfile(null));

  it('shows the default title, the name, Instellingen, the avatar initials and logout', async () => {
    setProfile(anna);
    const authProvider = fakeAuth();
    renderWithAdmin(<TopBar />, { authProvider });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Anna van Dijk')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instellingen' })).toHaveAttribute('href', '/account');
    expect(screen.getByText('AD')).toBeInTheDocument();
    expect(screen.queryByText(/Ingelogd als/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));
    expect(authProvider.logout).toHaveBeenCalled();
  });

  it('shows the impersonation banner and ends the impersonation without forcing', async () => {
    setProfile({ ...anna, impersonator: { id: 1, name: 'Platform Beheer' } });
    const authProvider = fakeAuth();
    renderWithAdmin(<TopBar />, { authProvider });
    expect(await screen.findByText('Ingelogd als Anna van Dijk (door Platform Beheer)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Meekijken beëindigen' }));
    expect(authProvider.logout).toHaveBeenCalledWith({ force: false });
  });

  it('on a phone puts the name, settings, language and logout in the avatar menu', async () => {
    await onPhone(async () => {
      setProfile(anna);
      const authProvider = fakeAuth();
      renderWithAdmin(<TopBar />, { authProvider });
      await userEvent.click(await screen.findByRole('button', { name: /^Accountmenu, \w+$/ }));
      expect(screen.getByText('Anna van Dijk')).toBeInTheDocument();
      expect(screen.getByRole('menuitem', { name: 'English' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('menuitem', { name: 'Uitloggen' }));
      expect(authProvider.logout).toHaveBeenCalled();
    });
  });
});
