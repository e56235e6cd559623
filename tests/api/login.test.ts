/** POST /api/auth/login: the answer the app builds its session on, and what it refuses. */
import { users } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/seed/demo';
import { DEMO_PASSWORD, freshAddress, STACK_TRACE, userIdOf } from './fixtures';
import { setupTestApp } from './harness';

const t = setupTestApp();

const login = (payload: object, remoteAddress = freshAddress()) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

describe('a successful sign-in', () => {
  it('returns a token and the full profile of a company manager', async () => {
    const response = await login({ emailAddress: 'beheerder@demo.nl', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.secretRequired).toBe(false);
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(body.profile).toEqual({
      id: await userIdOf(t, 'beheerder@demo.nl'),
      firstName: 'Anna',
      affix: 'van',
      lastName: 'Dijk',
      name: 'Anna van Dijk',
      emailAddress: 'beheerder@demo.nl',
      telephone: '06 1234 5678',
      avatar: null,
      roles: [2],
      company: { id: expect.any(Number), name: 'Bakkerij De Korenschoof B.V.' },
      subscription: {
        plan: 'Zakelijk',
        startsAt: expect.stringMatching(/^\d{4}-\d{2}-01$/),
        endsAt: null,
        cancelledOn: null,
      },
      twoFactorEnabled: false,
      locations: [],
      downloadToken: expect.stringMatching(/^[A-Za-z0-9_-]{43,}$/),
      impersonator: null,
    });
    expect(body.profile.downloadToken).not.toBe(body.accessToken);
  });

  it('gives a token that GET /api/auth/profile accepts, answering the same profile', async () => {
    const response = await login({ emailAddress: 'beheerder@demo.nl', password: DEMO_PASSWORD });
    const { accessToken, profile } = response.json();
    const again = await t.call({ method: 'GET', url: '/api/auth/profile', token: accessToken });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(profile);
  });

  it('issues a different token for every sign-in', async () => {
    const first = (await login({ emailAddress: 'lezer@demo.nl', password: DEMO_PASSWORD })).json();
    const second = (await login({ emailAddress: 'lezer@demo.nl', password: DEMO_PASSWORD })).json();
    expect(first.accessToken).not.toBe(second.accessToken);
    expect(first.profile.downloadToken).not.toBe(second.profile.downloadToken);
  });

  it('has subscription null for a company without one', async () => {
    const body = (await login({ emailAddress: 'proef@demo.nl', password: DEMO_PASSWORD })).json();
    expect(body.profile.name).toBe('Bram van Dijk');
    expect(body.profile.company).toEqual({ id: expect.any(Number), name: 'Fietsenmaker Van Dijk' });
    expect(body.profile.subscription).toBeNull();
  });

  it('has no company and no subscription for the platform admin', async () => {
    const body = (await login({ emailAddress: 'admin@demo.nl', password: DEMO_PASSWORD })).json();
    expect(body.profile).toMatchObject({
      name: 'Petra Platform',
      roles: [1],
      company: null,
      subscription: null,
    });
  });

  it('lists the locations a restricted user is confined to', async () => {
    const body = (await login({ emailAddress: 'inkoop@demo.nl', password: DEMO_PASSWORD })).json();
    expect(body.profile.roles).toEqual([3]);
    expect(body.profile.locations).toHaveLength(2);
    expect(body.profile.locations).toEqual([...body.profile.locations].sort((a: number, b: number) => a - b));
  });

  it('treats the e-mail address case-insensitively and ignores surrounding spaces', async () => {
    const response = await login({ emailAddress: '  BeHeerder@Demo.NL ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.emailAddress).toBe('beheerder@demo.nl');
  });
});

describe('a refused sign-in', () => {
  it('answers a wrong password and an unknown address with the same 401 body', async () => {
    const wrongPassword = await login({ emailAddress: 'beheerder@demo.nl', password: 'Not-The-Password-1' });
    const unknownAddress = await login({ emailAddress: 'niemand@demo.nl', password: DEMO_PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownAddress.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Incorrect credentials' });
    expect(unknownAddress.body).toBe(wrongPassword.body);
  });

  it('refuses an inactive user even with the right password, without telling why', async () => {
    const response = await login({ emailAddress: 'oud-medewerker@demo.nl', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Incorrect credentials' });
    expect(response.json()).not.toHaveProperty('accessToken');
  });

  it('is case-sensitive about the password', async () => {
    const response = await login({ emailAddress: 'lezer@demo.nl', password: DEMO_PASSWORD.toUpperCase() });
    expect(response.statusCode).toBe(401);
  });

  it('names each missing field', async () => {
    const noPassword = await login({ emailAddress: 'beheerder@demo.nl' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({
      message: 'Validation failed',
      errors: { password: expect.any(String) },
    });

    const noAddress = await login({ password: DEMO_PASSWORD });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().errors).toHaveProperty('emailAddress');
    expect(noAddress.json().errors).not.toHaveProperty('password');

    const empty = await login({ emailAddress: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['emailAddress', 'password']);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"emailAddress": "beheerder@demo.nl", "password": ',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.body).not.toMatch(STACK_TRACE);
  });

  it('answers a body of the wrong shape with 400', async () => {
    for (const payload of [
      [1, 2],
      { emailAddress: 12, password: true },
      { emailAddress: 'a@b.nl', password: 'x', secret: 7 },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Validation failed');
    }
  });

  it('refuses an absurdly long password before hashing it', async () => {
    const response = await login({ emailAddress: 'lezer@demo.nl', password: 'x'.repeat(5000) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('password');
  });
});

describe('the demo accounts npm start prints', () => {
  it('are every active demo user, each with the roles it has, and each signs in', async () => {
    const active = (await t.database.db.select().from(users)).filter(
      (user) => user.active && user.emailAddress.endsWith('@demo.nl'),
    );
    expect(DEMO_ACCOUNTS.map(({ email, roles }) => ({ email, roles: [...roles] })).sort(byEmail)).toEqual(
      active.map((user) => ({ email: user.emailAddress, roles: user.roles })).sort(byEmail),
    );
    for (const { email } of DEMO_ACCOUNTS) {
      const response = await login({ emailAddress: email, password: DEMO_PASSWORD });
      expect(response.statusCode, email).toBe(200);
    }
  });
});

const byEmail = (a: { email: string }, b: { email: string }) => a.email.localeCompare(b.email);
