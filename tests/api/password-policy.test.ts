/**
 * The password policy (docs/auth-api.md#passwords) everywhere a password is set: changing it,
 * a reset link, the welcome mail's link and a user an admin creates with a password. A refusal is
 * a 400 with the reason as the field's i18n key.
 */
import { DEMO_PASSWORD, freshAddress } from './fixtures';
import { setupTestApp } from './harness';

const t = setupTestApp();

const GOOD = 'Paarse-Olifant-Fietst-Naar-Zee';
const WEAK = [
  ['1234567890', 'app.validation.password_weak'],
  [' '.repeat(10), 'app.validation.password_blank'],
  ['wachtwoord', 'app.validation.password_weak'],
] as const;
const LINK = /http:\/\/app\.test\/auth\/reset-password\?token=([A-Za-z0-9_%-]+)/;

const signIn = (emailAddress: string, password: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailAddress, password },
    remoteAddress: freshAddress(),
  });
const setPassword = (token: string, password: string, remoteAddress = freshAddress()) =>
  t.call({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, remoteAddress });

/** The token of the last mail to `emailAddress` written while `act` ran. */
async function linkMailed(act: () => Promise<unknown>): Promise<string> {
  const before = (await t.outbox()).length;
  await act();
  const sent = (await t.outbox()).slice(before);
  const match = LINK.exec(sent[sent.length - 1]?.text ?? '');
  if (!match) throw new Error('no link mailed');
  return decodeURIComponent(match[1]);
}

const resetLinkFor = (emailAddress: string) =>
  linkMailed(() =>
    t.call({
      method: 'POST',
      url: '/api/auth/request-reset',
      payload: { emailAddress },
      remoteAddress: freshAddress(),
    }),
  );

describe('changing the password (POST /api/auth/password)', () => {
  const change = (token: string, newPassword: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/password',
      token,
      payload: { password: DEMO_PASSWORD, newPassword },
    });

  it('refuses weak passwords, the current one and one with the own name, with errors.newPassword', async () => {
    const token = await t.login('contracten@demo.nl');
    for (const [password, key] of [
      ...WEAK,
      [DEMO_PASSWORD, 'app.validation.password_same'],
      ['Contracten-Beheer-Tulp-7', 'app.validation.password_personal'],
    ]) {
      const response = await change(token, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toEqual({ message: 'Validation failed', errors: { newPassword: key } });
    }
    expect((await signIn('contracten@demo.nl', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await change(token, GOOD)).statusCode).toBe(200);
    expect((await signIn('contracten@demo.nl', GOOD)).statusCode).toBe(200);
  });
});

describe('a reset link', () => {
  it('refuses a weak password and the current one with errors.password, leaving the link usable', async () => {
    const token = await resetLinkFor('lezer@demo.nl');
    for (const [password, key] of [...WEAK, [DEMO_PASSWORD, 'app.validation.password_same']]) {
      const response = await setPassword(token, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors).toEqual({ password: key });
    }
    expect((await signIn('lezer@demo.nl', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await setPassword(token, GOOD)).statusCode).toBe(200);
    expect((await signIn('lezer@demo.nl', GOOD)).statusCode).toBe(200);
  });

  it('throttles "same as the current password" answers, which tell whether a guess was right', async () => {
    const token = await resetLinkFor('inkoop@demo.nl');
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await setPassword(token, DEMO_PASSWORD, address)).json().errors).toEqual({
        password: 'app.validation.password_same',
      });
    }
    expect((await setPassword(token, DEMO_PASSWORD, address)).statusCode).toBe(429);
    expect((await signIn('inkoop@demo.nl', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the welcome link of a new user', () => {
  it("refuses a weak password and one with the user's name, with errors.password", async () => {
    const admin = await t.login('beheerder@demo.nl');
    const token = await linkMailed(() =>
      t.call({
        method: 'POST',
        url: '/api/users',
        token: admin,
        payload: {
          firstName: 'Marieke',
          lastName: 'Bloemendaal',
          emailAddress: 'marieke@korenschoof.nl',
          roles: [4],
        },
      }),
    );
    for (const [password, key] of [
      ...WEAK,
      ['Bloemendaal-2026!', 'app.validation.password_personal'],
      ['marieke@korenschoof.nl', 'app.validation.password_personal'],
    ]) {
      const response = await setPassword(token, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors).toEqual({ password: key });
    }
    expect((await setPassword(token, GOOD)).statusCode).toBe(200);
    expect((await signIn('marieke@korenschoof.nl', GOOD)).statusCode).toBe(200);
  });
});

describe('a user an admin creates or edits with a password (POST/PUT /api/users)', () => {
  it('refuses a weak password and one with the name, with errors.password', async () => {
    const admin = await t.login('beheerder@demo.nl');
    const user = {
      firstName: 'Gerrit',
      lastName: 'Hoogeveen',
      emailAddress: 'gerrit@korenschoof.nl',
      roles: [4],
    };
    const create = (password: string) =>
      t.call({ method: 'POST', url: '/api/users', token: admin, payload: { ...user, password } });
    for (const [password, key] of [...WEAK, ['Hoogeveen-Tulp-2026', 'app.validation.password_personal']]) {
      const response = await create(password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors).toEqual({ password: key });
    }
    const created = await create(GOOD);
    expect(created.statusCode, created.body).toBe(201);
    const edit = await t.call({
      method: 'PUT',
      url: `/api/users/${created.json().id}`,
      token: admin,
      payload: { ...user, password: '1234567890' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({ password: 'app.validation.password_weak' });
    expect((await signIn('gerrit@korenschoof.nl', GOOD)).statusCode).toBe(200);
  });
});
