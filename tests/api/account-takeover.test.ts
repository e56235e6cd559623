/**
 * A stolen session alone cannot take an account over: a new sign-in address, two-factor off and a
 * calendar link need the current password (and the code with two-factor on), wrong guesses are
 * throttled, the old address hears of a change, and a password change, reset or deactivation
 * ends the calendar link too.
 */
import { totpCode } from '../../server/auth/totp';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, freshAddress, userIdOf } from './fixtures';
import { setupTestApp } from './harness';

const t = setupTestApp();

const STEP = 30_000;
const FIFTEEN_MINUTES = 15 * 60_000;

const profileChange = (token: string, emailAddress: string, extra: object = {}) =>
  t.call({
    method: 'PUT',
    url: '/api/auth/profile',
    token,
    payload: { firstName: 'Anna', lastName: 'Dijk', emailAddress, ...extra },
  });

const signIn = (emailAddress: string, password = DEMO_PASSWORD) =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailAddress, password },
    remoteAddress: freshAddress(),
  });

const newMails = async (before: number) => (await t.outbox()).slice(before);

describe('changing the sign-in address', () => {
  it('is refused with the session alone or a wrong password, and nothing changes', async () => {
    const token = await t.login('beheerder@demo.nl');
    const mailsBefore = (await t.outbox()).length;
    for (const extra of [{}, { password: 'Not-The-Password-1' }]) {
      const refused = await profileChange(token, 'overgenomen@example.com', extra);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ password: expect.any(String) });
    }
    expect((await signIn('overgenomen@example.com')).statusCode).toBe(401);
    expect((await signIn('beheerder@demo.nl')).statusCode).toBe(200);
    expect(await newMails(mailsBefore)).toEqual([]);
    // Names change without the password; only the address is the key to the account.
    expect((await profileChange(token, 'beheerder@demo.nl')).statusCode).toBe(200);
  });

  it('with the password: changes and mails the old address, not the new one', async () => {
    const token = await t.login('inkoop@demo.nl');
    const mailsBefore = (await t.outbox()).length;
    const changed = await profileChange(token, 'Inkoop.Nieuw@demo.nl', { password: DEMO_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().emailAddress).toBe('inkoop.nieuw@demo.nl');
    const mailed = await newMails(mailsBefore);
    expect(mailed.map((mail) => [mail.code, mail.toAddress])).toEqual([['email_changed', 'inkoop@demo.nl']]);
    expect(mailed[0].text).toContain('inkoop.nieuw@demo.nl');
    expect(mailed[0].text).toContain('http://app.test/account');
  });

  it('with two-factor on also needs the current code', async () => {
    const signedIn = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        emailAddress: 'tweestaps@demo.nl',
        password: DEMO_PASSWORD,
        secret: totpCode(DEMO_TOTP_SECRET, t.clock.now),
      },
      remoteAddress: freshAddress(),
    });
    const token = signedIn.json().accessToken as string;
    const withoutCode = await profileChange(token, 'tweestaps.nieuw@demo.nl', { password: DEMO_PASSWORD });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().errors).toEqual({ code: expect.any(String) });
    t.clock.advance(STEP);
    const withCode = await profileChange(token, 'tweestaps.nieuw@demo.nl', {
      password: DEMO_PASSWORD,
      code: totpCode(DEMO_TOTP_SECRET, t.clock.now),
    });
    expect(withCode.statusCode).toBe(200);
  });

  it('an impersonating platform admin cannot do it (they do not know the password)', async () => {
    const admin = await t.login('admin@demo.nl');
    const id = await userIdOf(t, 'lezer@demo.nl');
    const session = await t.call({ method: 'POST', url: `/api/auth/super-login/${id}`, token: admin });
    const token = session.json().accessToken as string;
    const refused = await profileChange(token, 'admin-kaapt@example.com', { password: 'Raden-Maar-123' });
    expect(refused.statusCode).toBe(400);
    expect((await signIn('lezer@demo.nl')).statusCode).toBe(200);
  });
});

describe('current-password guesses', () => {
  it('are throttled: the sixth within 15 minutes is a 429, even when right; signing in still works', async () => {
    const token = await t.login('contracten@demo.nl');
    const change = (password: string) =>
      t.call({
        method: 'POST',
        url: '/api/auth/password',
        token,
        payload: { password, newPassword: 'Nieuw-Wachtwoord-2026' },
      });
    for (let i = 0; i < 5; i += 1) expect((await change(`Gok-nummer-${i}-abc`)).statusCode).toBe(400);
    const blocked = await change(DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The calendar link and the address change share the count: the same guesser is stopped there.
    const link = await t.call({
      method: 'POST',
      url: '/api/auth/calendar',
      token,
      payload: { password: DEMO_PASSWORD },
    });
    expect(link.statusCode).toBe(429);
    expect((await signIn('contracten@demo.nl')).statusCode).toBe(200);
    t.clock.advance(FIFTEEN_MINUTES + 1000);
    expect((await change(DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the calendar link', () => {
  const createLink = async (token: string, password = DEMO_PASSWORD) =>
    t.call({ method: 'POST', url: '/api/auth/calendar', token, payload: { password } });
  const feedStatus = async (url: string) =>
    (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode;

  it('is not created with the session alone or a wrong password', async () => {
    const token = await t.login('beheerder@demo.nl');
    expect((await t.call({ method: 'POST', url: '/api/auth/calendar', token })).json().errors).toEqual({
      password: expect.any(String),
    });
    expect((await createLink(token, 'Verkeerd-Wachtwoord-1')).statusCode).toBe(400);
    const state = await t.call({ method: 'GET', url: '/api/auth/calendar', token });
    expect(state.json().active).toBe(false);
  });

  it('ends with a password change, and stays ended', async () => {
    const token = await t.login('beheerder@demo.nl');
    const { url } = (await createLink(token)).json();
    expect(await feedStatus(url)).toBe(200);
    const changed = await t.call({
      method: 'POST',
      url: '/api/auth/password',
      token,
      payload: { password: DEMO_PASSWORD, newPassword: 'Ander-Wachtwoord-2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await feedStatus(url)).toBe(404);
    const state = await t.call({ method: 'GET', url: '/api/auth/calendar', token });
    expect(state.json().active).toBe(false);
  });

  it('ends when the user is deactivated and does not come back when reactivated', async () => {
    const reader = await t.login('lezer@demo.nl');
    const { url } = (await createLink(reader)).json();
    expect(await feedStatus(url)).toBe(200);
    const admin = await t.login('admin@demo.nl');
    const id = await userIdOf(t, 'lezer@demo.nl');
    const user = (await t.call({ method: 'GET', url: `/api/users/${id}`, token: admin })).json();
    const save = (active: boolean) =>
      t.call({ method: 'PUT', url: `/api/users/${id}`, token: admin, payload: { ...user, active } });
    expect((await save(false)).statusCode).toBe(200);
    expect((await save(true)).statusCode).toBe(200);
    expect(await feedStatus(url)).toBe(404);
  });
});
