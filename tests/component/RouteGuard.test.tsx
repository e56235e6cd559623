import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '../../src/layout/RouteGuard';
import { type Profile, setProfile } from '../../src/providers/profileStore';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<p>login page</p>} />
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

  it('sends a role without access to /login', () => {
    setProfile(withRole(3, true));
    renderAt('/users');
    expect(screen.getByText('login page')).toBeInTheDocument();
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
  });
});
