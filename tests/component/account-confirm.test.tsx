import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarCard } from '../../src/pages/account/CalendarCard';
import { ProfileCard } from '../../src/pages/account/ProfileCard';
import { TwoFactorCard } from '../../src/pages/account/TwoFactorCard';
import type { HttpOptions } from '../../src/providers/httpClient';
import { type Profile, setProfile } from '../../src/providers/profileStore';
import { renderWithAdmin } from './renderWithAdmin';

const { http } = vi.hoisted(() => ({ http: vi.fn() }));
vi.mock('../../src/providers/httpClient', async (original) => ({
  ...(await original<typeof import('../../src/providers/httpClient')>()),
  httpClient: http,
}));

const profileOf = (twoFactorEnabled: boolean): Profile => ({
  id: 3,
  firstName: 'Anna',
  affix: 'van',
  lastName: 'Dijk',
  name: 'Anna van Dijk',
  emailAddress: 'anna@demo.nl',
  telephone: null,
  avatar: null,
  roles: [2],
  company: { id: 1, name: 'Demo BV' },
  subscription: { plan: 'Basis', startsAt: '2026-01-01', endsAt: null, cancelledOn: null },
  twoFactorEnabled,
  locations: [],
  downloadToken: 'download',
  impersonator: null,
});

const ok = (json: unknown) => ({ status: 200, headers: new Headers(), body: JSON.stringify(json), json });
const rejected = (status: number, body: unknown) => Object.assign(new Error('failed'), { status, body });

/** The server side: each call answered by `answer`, its path, method and parsed body kept. */
const serve = (answer: (path: string, method: string) => unknown) =>
  http.mockImplementation(async (path: string, options: HttpOptions = {}) => {
    const result = answer(path, options.method ?? 'GET');
    if (result instanceof Error) throw result;
    return ok(result);
  });
const sent = (path: string, method: string) =>
  http.mock.calls
    .filter(([calledPath, options]) => calledPath === path && (options?.method ?? 'GET') === method)
    .map(([, options]) => JSON.parse(String(options.body)));

/** Signs in as this profile and shows the card. */
const show = (card: (profile: Profile) => ReactElement, twoFactorEnabled = false) => {
  const profile = profileOf(twoFactorEnabled);
  setProfile(profile);
  renderWithAdmin(card(profile));
  return profile;
};

const changeAddress = async () => {
  const field = await screen.findByRole('textbox', { name: /^E-mailadres/ });
  await userEvent.clear(field);
  await userEvent.type(field, 'anna@nieuw.nl');
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  return screen.findByRole('dialog', { name: 'E-mailadres wijzigen' });
};

describe('confirming account changes with the password', () => {
  afterEach(() => {
    http.mockReset();
    setProfile(null);
  });

  it('saves the profile without asking while the e-mail address stays', async () => {
    serve(() => profileOf(false));
    show((profile) => <ProfileCard profile={profile} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Telefoonnummer/ }), '0612345678');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await vi.waitFor(() => expect(sent('auth/profile', 'PUT')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent('auth/profile', 'PUT')[0]).not.toHaveProperty('password');
  });

  it('asks for the password before a new e-mail address and sends it with the profile', async () => {
    serve(() => ({ ...profileOf(false), emailAddress: 'anna@nieuw.nl' }));
    show((profile) => <ProfileCard profile={profile} />);
    const dialog = await changeAddress();
    expect(within(dialog).getByText(/Je logt voortaan in met anna@nieuw\.nl\./)).toBeInTheDocument();
    const password = within(dialog).getByLabelText(/^Huidig wachtwoord/);
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(within(dialog).queryByLabelText(/^Code uit de app/)).not.toBeInTheDocument();
    expect(http).not.toHaveBeenCalled();

    await userEvent.type(password, 'Demo-Wachtwoord-2026{Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('auth/profile', 'PUT')).toEqual([
      expect.objectContaining({ emailAddress: 'anna@nieuw.nl', password: 'Demo-Wachtwoord-2026' }),
    ]);
    expect(sent('auth/profile', 'PUT')[0]).not.toHaveProperty('code');
  });

  it('shows a wrong password in Dutch in the dialog, and too many attempts', async () => {
    let failure = rejected(400, { errors: { password: 'app.account.confirm.wrong_password' } });
    serve(() => failure);
    show((profile) => <ProfileCard profile={profile} />);
    const dialog = await changeAddress();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Verplicht')).toBeInTheDocument();
    expect(http).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/^Huidig wachtwoord/), 'fout{Enter}');
    expect(await within(dialog).findByText('Het wachtwoord is onjuist.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'E-mailadres wijzigen' })).toBeInTheDocument();

    failure = rejected(429, { message: 'Too many attempts' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText('Te veel pogingen. Probeer het over 15 minuten opnieuw.'),
    ).toBeInTheDocument();
  });

  it('puts an error about the address itself on the form, not in the dialog', async () => {
    serve(() => rejected(400, { errors: { emailAddress: 'app.auth.errors.email_taken' } }));
    show((profile) => <ProfileCard profile={profile} />);
    const dialog = await changeAddress();
    await userEvent.type(within(dialog).getByLabelText(/^Huidig wachtwoord/), 'Demo-Wachtwoord-2026{Enter}');
    expect(await screen.findByText('Dit e-mailadres is al in gebruik.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('turns two-factor off with the password and the current code, after the warning', async () => {
    serve((path) => (path === 'auth/two-step' ? { enabled: false } : profileOf(false)));
    show((profile) => <TwoFactorCard profile={profile} />, true);
    await userEvent.click(screen.getByRole('button', { name: 'Uitschakelen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tweestapsverificatie uitschakelen' });
    expect(
      within(dialog).getByText(
        /Als je tweestapsverificatie uitschakelt, is je account minder goed beveiligd/,
      ),
    ).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/^Huidig wachtwoord/), 'Demo-Wachtwoord-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uitschakelen' }));
    expect(await within(dialog).findByText('Voer de 6-cijferige code in.')).toBeInTheDocument();
    expect(http).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/^Code uit de app/), '12a3456{Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('auth/two-step', 'POST')).toEqual([
      { state: false, password: 'Demo-Wachtwoord-2026', code: '123456' },
    ]);
  });

  it('shows a wrong code on the code field', async () => {
    serve(() => rejected(400, { errors: { code: 'app.auth.code_invalid' } }));
    show((profile) => <TwoFactorCard profile={profile} />, true);
    await userEvent.click(screen.getByRole('button', { name: 'Uitschakelen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Huidig wachtwoord/), 'Demo-Wachtwoord-2026');
    await userEvent.type(within(dialog).getByLabelText(/^Code uit de app/), '000000{Enter}');
    expect(await within(dialog).findByText('De code is onjuist. Probeer het opnieuw.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Het wachtwoord is onjuist.')).not.toBeInTheDocument();
  });

  it('creates the calendar link with the password', async () => {
    serve((_path, method) =>
      method === 'POST'
        ? { url: 'http://127.0.0.1/api/calendar/abc.ics', createdAt: '2026-11-23T10:00:00Z' }
        : { active: false, createdAt: null },
    );
    show(() => <CalendarCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Link aanmaken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link aanmaken' });
    await userEvent.type(within(dialog).getByLabelText(/^Huidig wachtwoord/), 'Demo-Wachtwoord-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link aanmaken' }));
    expect(await screen.findByDisplayValue('http://127.0.0.1/api/calendar/abc.ics')).toBeInTheDocument();
    expect(sent('auth/calendar', 'POST')).toEqual([{ password: 'Demo-Wachtwoord-2026' }]);
  });
});
