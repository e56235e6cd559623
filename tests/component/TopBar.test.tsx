import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parentPath, TopBar } from '../../src/layout/TopBar';
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

  it('has no back arrow on the dashboard, the top of the app', async () => {
    setProfile(anna);
    renderWithAdmin(<TopBar />, { authProvider: fakeAuth(), path: '/', route: '/' });
    expect(await screen.findByText('Anna van Dijk')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ga terug' })).not.toBeInTheDocument();
  });

  it('on a page opened first, goes up a level rather than out of the app', async () => {
    setProfile(anna);
    renderWithAdmin(<TopBar />, { authProvider: fakeAuth(), path: '/test' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ga terug' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});

describe('parentPath', () => {
  it('drops the last part of the address', () => {
    expect(parentPath('/contracts/5')).toBe('/contracts');
    expect(parentPath('/contracts/5/edit')).toBe('/contracts/5');
    expect(parentPath('/contracts')).toBe('/');
    expect(parentPath('/account/subscription/')).toBe('/account');
  });
});
