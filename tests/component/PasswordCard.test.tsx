import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppNotification } from '../../src/components/Toast';
import { PasswordCard } from '../../src/pages/account/PasswordCard';
import { type Profile, setProfile } from '../../src/providers/profileStore';
import { renderWithAdmin } from './renderWithAdmin';

const { http } = vi.hoisted(() => ({ http: vi.fn() }));
vi.mock('../../src/providers/httpClient', async (original) => ({
  ...(await original<typeof import('../../src/providers/httpClient')>()),
  httpClient: http,
}));

const profile: Profile = {
  id: 3,
  firstName: 'Anna',
  affix: 'van',
  lastName: 'Dijk',
  name: 'Anna van Dijk',
  emailAddress: 'anna.vandijk@demo.nl',
  telephone: null,
  avatar: null,
  roles: [2],
  company: { id: 1, name: 'Demo BV' },
  subscription: { plan: 'Basis', startsAt: '2026-01-01', endsAt: null, cancelledOn: null },
  twoFactorEnabled: false,
  locations: [],
  downloadToken: 'download',
  impersonator: null,
};

const fill = async (current: string, next: string) => {
  await userEvent.type(screen.getByLabelText(/^Huidig wachtwoord/), current);
  await userEvent.type(screen.getByLabelText(/^Nieuw wachtwoord/), next);
  await userEvent.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), next);
  await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
};

describe('PasswordCard', () => {
  afterEach(() => {
    http.mockReset();
    setProfile(null);
  });

  const show = () => {
    setProfile(profile);
    renderWithAdmin(
      <>
        <PasswordCard />
        <AppNotification />
      </>,
    );
  };

  it('shows the meter and refuses the current password as the new one, sending nothing', async () => {
    show();
    await fill('Fiets-Regen-Koffie-Tulp', 'Fiets-Regen-Koffie-Tulp');
    expect(await screen.findByText('Sterkte: Sterk')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Kies een ander wachtwoord dan je huidige');
    expect(http).not.toHaveBeenCalled();
  });

  it("refuses a password with the user's own name", async () => {
    show();
    await fill('Demo-Wachtwoord-2026', 'Vandijk-Tulpen-Koffie');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Gebruik je naam of e-mailadres niet in je wachtwoord',
    );
    expect(http).not.toHaveBeenCalled();
  });

  it('sends a strong new password', async () => {
    http.mockResolvedValue({ status: 200, headers: new Headers(), body: '{}', json: {} });
    show();
    await fill('Demo-Wachtwoord-2026', 'Paarse-Olifant-Fietst-Naar-Zee');
    await vi.waitFor(() => expect(http).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(http.mock.calls[0][1].body))).toEqual({
      password: 'Demo-Wachtwoord-2026',
      newPassword: 'Paarse-Olifant-Fietst-Naar-Zee',
    });
  });

  it('says when to try again after too many wrong current passwords (429), not that something went wrong', async () => {
    http.mockRejectedValue(new HttpError('Too many attempts, try again later', 429, {}));
    show();
    await fill('Fout-Wachtwoord-Zes', 'Paarse-Olifant-Fietst-Naar-Zee');
    expect(
      await screen.findByText('Te veel pogingen. Probeer het over 15 minuten opnieuw.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Er is iets misgegaan')).toBeNull();
  });
});
