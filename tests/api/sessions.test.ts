/** Sessions: the bearer token, logout, password change, idle expiry and deactivation (ASVS 7.4). */
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { DEMO_PASSWORD, freshAddress } from './fixtures';
import { setupTestApp } from './harness';

const t = setupTestApp();

const DAY = 24 * 3600_000;
const profile = (token?: string, headers?: Record<string, string>) =>
  t.call({ method: 'GET', url: '/api/auth/profile', token, headers });
const signIn = (emailAddress: string, password: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailAddress, password },
    remoteAddress: freshAddress(),
  });

describe('the bearer token', () => {
  it('is required for the profile', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('is refused when unknown or malformed', async () => {
    const token = await t.login('lezer@demo.nl');
    expect((await profile('not-a-real-token')).statusCode).toBe(401);
    expect((await profile(`${token}x`)).statusCode).toBe(401);
    expect((await profile(undefined, { authorization: token })).statusCode).toBe(401);
    expect((await profile(undefined, { authorization: `Basic ${token}` })).statusCode).toBe(401);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('cannot be replaced by the download token', async () => {
    const body = (await signIn('lezer@demo.nl', DEMO_PASSWORD)).json();
    expect(body.profile.downloadToken).toEqual(expect.any(String));
    expect((await profile(body.profile.downloadToken)).statusCode).toBe(401);
    expect((await profile(body.accessToken)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('answers 204 and revokes only that token', async () => {
    const token = await t.login('lezer@demo.nl');
    const other = await t.login('lezer@demo.nl');
    const response = await t.call({ method: 'POST', url: '/api/auth/logout', token });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(401);
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe('changing the password', () => {
  const NEW_PASSWORD = 'Nieuw-Wachtwoord-2026!';
  const change = (token: string, payload: object) =>
    t.call({ method: 'POST', url: '/api/auth/password', payload, token });

  it('needs a token', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/password',
      payload: { password: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong current password with errors.password, changing nothing', async () => {
    const token = await t.login('contracten@demo.nl');
    const response = await change(token, { password: 'Not-The-Password-1', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: 'app.account.confirm.wrong_password' });
    expect((await profile(token)).statusCode).toBe(200);
    expect((await signIn('contracten@demo.nl', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a new password shorter than 10 or longer than 128 characters with errors.newPassword', async () => {
    const token = await t.login('contracten@demo.nl');
    for (const [newPassword, key] of [
      ['kort-9-tk', 'app.validation.password_too_short'],
      ['x'.repeat(129), 'app.validation.too_long'],
    ]) {
      const response = await change(token, { password: DEMO_PASSWORD, newPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ newPassword: key });
    }
    expect((await signIn('contracten@demo.nl', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('changes it, keeps the current session, revokes the others and retires the old password', async () => {
    const current = await t.login('contracten@demo.nl');
    const elsewhere = await t.login('contracten@demo.nl');
    const bystander = await t.login('lezer@demo.nl');
    const response = await change(current, { password: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed' });

    expect((await profile(current)).statusCode).toBe(200);
    expect((await profile(elsewhere)).statusCode).toBe(401);
    expect((await profile(bystander)).statusCode).toBe(200);

    expect((await signIn('contracten@demo.nl', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('contracten@demo.nl', NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('deactivation', () => {
  it('makes the tokens of a deactivated user invalid at once', async () => {
    const token = await t.login('inkoop@demo.nl');
    const body = (await signIn('inkoop@demo.nl', DEMO_PASSWORD)).json();
    expect((await profile(token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ active: false }).where(eq(users.emailAddress, 'inkoop@demo.nl'));
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(body.accessToken)).statusCode).toBe(401);
    expect((await signIn('inkoop@demo.nl', DEMO_PASSWORD)).statusCode).toBe(401);
  });
});

// These move the clock forward, so they come last.
describe('expiry', () => {
  it('ends a session after 7 idle days, but not while it is used', async () => {
    const idle = await t.login('beheerder@demo.nl');
    const used = await t.login('beheerder@demo.nl');
    t.clock.advance(6 * DAY);
    expect((await profile(used)).statusCode).toBe(200);
    t.clock.advance(DAY + 60_000);
    expect((await profile(idle)).statusCode).toBe(401);
    expect((await profile(used)).statusCode).toBe(200);
    t.clock.advance(7 * DAY + 60_000);
    expect((await profile(used)).statusCode).toBe(401);
  });

  it('ends a session 30 days after sign-in, however often it is used', async () => {
    const token = await t.login('beheerder@demo.nl');
    for (let day = 5; day < 30; day += 5) {
      t.clock.advance(5 * DAY);
      expect((await profile(token)).statusCode).toBe(200);
    }
    t.clock.advance(5 * DAY);
    expect((await profile(token)).statusCode).toBe(401);
  });
});
