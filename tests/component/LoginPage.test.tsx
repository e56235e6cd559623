import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '../../src/pages/LoginPage';
import { createAuthProvider } from '../../src/providers/authProvider';
import type { HttpClient } from '../../src/providers/httpClient';
import { getProfile, type Profile, setProfile } from '../../src/providers/profileStore';
import { getAccessToken } from '../../src/providers/tokenStore';
import { renderWithAdmin } from './renderWithAdmin';

const profile = { id: 3, name: 'Anna van Dijk', firstName: 'Anna', lastName: 'Dijk', roles: [2] } as Profile;

/** The server side of the sign-in, as docs/auth-api.md describes it. */
const loginHttp = (answer: (body: Record<string, string>) => { status: number; json: unknown }) => {
  const bodies: Record<string, string>[] = [];
  const http: HttpClient = async (_path, options = {}) => {
    const body = JSON.parse(String(options.body));
    bodies.push(body);
    const { status, json } = answer(body);
    if (status !== 200) throw Object.assign(new Error('failed'), { status, body: json });
    return { status, headers: new Headers(), body: JSON.stringify(json), json };
  };
  return { http, bodies };
};

const fillCredentials = async () => {
  await userEvent.type(await screen.findByLabelText(/^E-mailadres/), 'beheerder@demo.nl');
  await userEvent.type(screen.getByLabelText(/^Wachtwoord/), 'geheim-wachtwoord');
  await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
};

describe('LoginPage', () => {
  afterEach(() => setProfile(null));

  it('asks for the code when the server requires it, then signs in with the secret', async () => {
    const { http, bodies } = loginHttp((body) =>
      body.secret === '123456'
        ? { status: 200, json: { secretRequired: false, accessToken: 'tok', profile } }
        : { status: 200, json: { secretRequired: true, accessToken: null, profile: null } },
    );
    renderWithAdmin(<LoginPage />, {
      path: '/login',
      authProvider: createAuthProvider({ http, navigate: vi.fn() }),
    });
    await fillCredentials();

    const code = await screen.findByLabelText(/^Code/);
    expect(getAccessToken()).toBeNull();
    expect(screen.getByText('Tweestapsverificatie')).toBeInTheDocument();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Controleren' }));

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(bodies[1]).toEqual({
      emailAddress: 'beheerder@demo.nl',
      password: 'geheim-wachtwoord',
      secret: '123456',
    });
    expect(getAccessToken()).toBe('tok');
    expect(getProfile()?.name).toBe('Anna van Dijk');
  });

  it('says the code is wrong when the server still asks for it', async () => {
    const { http } = loginHttp(() => ({
      status: 200,
      json: { secretRequired: true, accessToken: null, profile: null },
    }));
    renderWithAdmin(<LoginPage />, {
      path: '/login',
      authProvider: createAuthProvider({ http, navigate: vi.fn() }),
    });
    await fillCredentials();
    await userEvent.type(await screen.findByLabelText(/^Code/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Controleren' }));
    expect(await screen.findByText('De code is onjuist. Probeer het opnieuw.')).toBeInTheDocument();
  });

  it('shows the incorrect-credentials text on 401 and a throttling text on 429', async () => {
    let status = 401;
    const { http } = loginHttp(() => ({ status, json: { message: 'Incorrect credentials' } }));
    renderWithAdmin(<LoginPage />, {
      path: '/login',
      authProvider: createAuthProvider({ http, navigate: vi.fn() }),
    });
    await fillCredentials();
    expect(await screen.findByText('Onjuiste inloggegevens')).toBeInTheDocument();
    status = 429;
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Te veel pogingen. Probeer het later opnieuw.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });
});
