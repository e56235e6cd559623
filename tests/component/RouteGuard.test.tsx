import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppNotification } from '../../src/components/Toast';
import { createI18nProvider, type Locale, loadEnglish } from '../../src/i18n/i18nProvider';
import { RouteGuard } from '../../src/layout/RouteGuard';
import LoginPage from '../../src/pages/LoginPage';
import { type Profile, getProfile as profile, setProfile } from '../../src/providers/profileStore';

const renderAt = (path: string, locale: Locale = 'nl') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
        <AppNotification />
        <Routes>
          <Route path="/login" element={profile() ? <LoginPage /> : <p>login page</p>} />
          <Route
            path="/"
            element={
              <RouteGuard>
                <p>dashboard</p>
              </RouteGuard>
            }
          />
          <Route path="/account/subscription" element={<p>subscription page</p>} />
          <Route
            path="*"
            element={
              <RouteGuard>
                <p>protected page</p>
              </RouteGuard>
            }
          />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );

const withRole = (role: number, subscribed: boolean) =>
  ({
    roles: [role],
    subscription: subscribed ? { plan: 'Pro', startsAt: null, endsAt: null } : null,
  }) as Profile;

describe('RouteGuard', () => {
  afterEach(() => setProfile(null));

  it('sends a signed-out visitor to /login', () => {
    renderAt('/contracts');
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('sends a role without access through /login to the dashboard, which says why', async () => {
    setProfile(withRole(3, true));
    renderAt('/users');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(await screen.findByText('Je hebt geen toegang tot die pagina')).toBeInTheDocument();
  });

  it('says it in English too', async () => {
    setProfile(withRole(4, true));
    await loadEnglish();
    renderAt('/contracts', 'en');
    expect(await screen.findByText('You have no access to that page')).toBeInTheDocument();
  });

  it('tells a signed-out visitor nothing: signing in is the way in', () => {
    renderAt('/contracts');
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(screen.queryByText('Je hebt geen toegang tot die pagina')).not.toBeInTheDocument();
  });

  it('lets an allowed role through', () => {
    setProfile(withRole(3, true));
    renderAt('/contracts/4');
    expect(screen.getByText('protected page')).toBeInTheDocument();
  });

  it('confines a company without subscription to the subscription page', () => {
    setProfile(withRole(2, false));
    renderAt('/contracts');
    expect(screen.getByText('subscription page')).toBeInTheDocument();
    expect(screen.queryByText('protected page')).not.toBeInTheDocument();
    expect(screen.queryByText('Je hebt geen toegang tot die pagina')).not.toBeInTheDocument();
  });
});
