import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResetPasswordPage from '../../src/pages/ResetPasswordPage';
import { renderWithAdmin } from './renderWithAdmin';

const render = () =>
  renderWithAdmin(<ResetPasswordPage />, {
    path: '/auth/reset-password?token=abc123',
    route: '/auth/reset-password',
  });

describe('ResetPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Passwords do not match' and sends nothing when the confirmation differs", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render();
    await userEvent.type(await screen.findByLabelText(/^Nieuw wachtwoord/), 'eenlangwachtwoord');
    await userEvent.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), 'eenanderwachtwoord');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Wachtwoorden komen niet overeen')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the strength while typing and refuses a weak password with the reason, sending nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render();
    await userEvent.type(await screen.findByLabelText(/^Nieuw wachtwoord/), 'wachtwoord');
    expect(await screen.findByText('Sterkte: Zwak')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), 'wachtwoord');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    const reason =
      'Dit wachtwoord is te makkelijk te raden. Gebruik een paar losse woorden of een langere zin.';
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason under the field, e.g. a password with the user's name", async () => {
    const errors = { password: 'app.validation.password_personal' };
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Validation failed', errors }), { status: 400 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render();
    await userEvent.type(await screen.findByLabelText(/^Nieuw wachtwoord/), 'Fenna-Smit-Tulpenveld');
    await userEvent.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), 'Fenna-Smit-Tulpenveld');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Gebruik je naam of e-mailadres niet in je wachtwoord',
    );
    expect(screen.queryByText(/Deze link is ongeldig/)).not.toBeInTheDocument();
  });

  it('posts token and password when both match, then links to the login page', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'ok' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render();
    await userEvent.type(await screen.findByLabelText(/^Nieuw wachtwoord/), 'eenlangwachtwoord');
    await userEvent.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), 'eenlangwachtwoord');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Wachtwoord succesvol opgeslagen')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/reset-password',
      expect.objectContaining({ method: 'POST' }),
    );
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toEqual({ token: 'abc123', password: 'eenlangwachtwoord' });
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute('href', '/login');
  });
});
