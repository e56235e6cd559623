/** Two-factor sign-in (TOTP, RFC 6238: one step of drift, a code accepted once) and turning it on/off. */
import { totpCode } from '../../server/auth/totp';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, freshAddress, sessionCount, userIdOf } from './fixtures';
import { setupTestApp } from './harness';

const t = setupTestApp();

const STEP = 30_000;
const REFUSED = { secretRequired: true, accessToken: null, profile: null };

const login = (emailAddress: string, secret?: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailAddress, password: DEMO_PASSWORD, ...(secret === undefined ? {} : { secret }) },
    remoteAddress: freshAddress(),
  });

const codeAt = (secret: string, offsetMs: number) =>
  totpCode(secret, new Date(t.clock.now.getTime() + offsetMs));

/** Six digits that are valid in no step around now. */
function wrongCode(secret: string): string {
  const valid = new Set([-2, -1, 0, 1, 2].map((steps) => codeAt(secret, steps * STEP)));
  return ['123456', '654321', '111111'].find((code) => !valid.has(code)) as string;
}

describe('signing in with two-factor on', () => {
  it('asks for the code without creating a session', async () => {
    const userId = await userIdOf(t, 'tweestaps@demo.nl');
    const before = await sessionCount(t, userId);
    const response = await login('tweestaps@demo.nl');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(REFUSED);
    expect(await sessionCount(t, userId)).toBe(before);
  });

  it('refuses a wrong code, also without a session', async () => {
    const userId = await userIdOf(t, 'tweestaps@demo.nl');
    const before = await sessionCount(t, userId);
    const response = await login('tweestaps@demo.nl', wrongCode(DEMO_TOTP_SECRET));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(REFUSED);
    expect(await sessionCount(t, userId)).toBe(before);
  });

  it('still refuses the wrong password, whatever the code', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        emailAddress: 'tweestaps@demo.nl',
        password: 'Wrong-Password-1',
        secret: codeAt(DEMO_TOTP_SECRET, 0),
      },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(401);
  });

  it('signs in with the right code, once: the same code again is refused', async () => {
    const code = codeAt(DEMO_TOTP_SECRET, 0);
    const first = await login('tweestaps@demo.nl', code);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.secretRequired).toBe(false);
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.profile).toMatchObject({ name: 'Sanne Jansen', twoFactorEnabled: true });
    const profile = await t.call({ method: 'GET', url: '/api/auth/profile', token: body.accessToken });
    expect(profile.statusCode).toBe(200);

    const replay = await login('tweestaps@demo.nl', code);
    expect(replay.json()).toEqual(REFUSED);
  });

  it('accepts a code of the previous step and refuses one of two steps back', async () => {
    t.clock.advance(5 * 60_000);
    const previous = await login('tweestaps@demo.nl', codeAt(DEMO_TOTP_SECRET, -STEP));
    expect(previous.json()).toMatchObject({ secretRequired: false, accessToken: expect.any(String) });

    // Far enough on that no earlier acceptance can explain a refusal.
    t.clock.advance(5 * 60_000);
    const twoBack = await login('tweestaps@demo.nl', codeAt(DEMO_TOTP_SECRET, -2 * STEP));
    expect(twoBack.json()).toEqual(REFUSED);
    const twoAhead = await login('tweestaps@demo.nl', codeAt(DEMO_TOTP_SECRET, 2 * STEP));
    expect(twoAhead.json()).toEqual(REFUSED);
    // The current code still works after those refusals.
    const current = await login('tweestaps@demo.nl', codeAt(DEMO_TOTP_SECRET, 0));
    expect(current.json()).toMatchObject({ secretRequired: false, accessToken: expect.any(String) });
  });

  it('accepts the code with surrounding spaces', async () => {
    t.clock.advance(STEP);
    const response = await login('tweestaps@demo.nl', ` ${codeAt(DEMO_TOTP_SECRET, 0)} `);
    expect(response.json().secretRequired).toBe(false);
  });
});

describe('turning two-factor on and off', () => {
  let token: string;
  let secret: string;
  const twoStep = (payload: object) => t.call({ method: 'POST', url: '/api/auth/two-step', payload, token });
  const profile = async () => (await t.call({ method: 'GET', url: '/api/auth/profile', token })).json();

  beforeAll(async () => {
    token = await t.login('beheerder@demo.nl');
  });

  it('requires a session', async () => {
    const response = await t.call({ method: 'POST', url: '/api/auth/two-step', payload: { state: true } });
    expect(response.statusCode).toBe(401);
  });

  it('hands out a pending secret and an otpauth URI, leaving two-factor off', async () => {
    const response = await twoStep({ state: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.enabled).toBe(false);
    expect(body.secret).toMatch(/^[A-Z2-7]{16,}=*$/);
    expect(body.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(body.uri).searchParams.get('secret')).toBe(body.secret);
    expect(body.uri).toContain(encodeURIComponent('beheerder@demo.nl'));
    secret = body.secret;

    expect((await profile()).twoFactorEnabled).toBe(false);
    // Until confirmed, sign-in needs no code.
    expect((await login('beheerder@demo.nl')).json().secretRequired).toBe(false);
  });

  it('refuses a wrong confirmation code with errors.code', async () => {
    const response = await twoStep({ state: true, code: wrongCode(secret) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ code: 'app.auth.code_invalid' });
    // A code of another secret (the demo one) is wrong too.
    const otherSecret = await twoStep({ state: true, code: codeAt(DEMO_TOTP_SECRET, 0) });
    expect(otherSecret.statusCode).toBe(400);
    expect((await profile()).twoFactorEnabled).toBe(false);
  });

  it('turns on with the right code, after which sign-in needs a code', async () => {
    const response = await twoStep({ state: true, code: codeAt(secret, 0) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: true });
    expect((await profile()).twoFactorEnabled).toBe(true);

    expect((await login('beheerder@demo.nl')).json()).toEqual(REFUSED);
    t.clock.advance(STEP);
    const withCode = await login('beheerder@demo.nl', codeAt(secret, 0));
    expect(withCode.json()).toMatchObject({ secretRequired: false, accessToken: expect.any(String) });
  });

  it('is not turned off with the session alone, nor with the password but without the code', async () => {
    const bare = await twoStep({ state: false });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({ password: expect.any(String) });
    const wrong = await twoStep({ state: false, password: 'Not-The-Password-1' });
    expect(wrong.json().errors).toEqual({ password: expect.any(String) });
    const withoutCode = await twoStep({ state: false, password: DEMO_PASSWORD });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().errors).toEqual({ code: expect.any(String) });
    const wrongCodeToo = await twoStep({ state: false, password: DEMO_PASSWORD, code: wrongCode(secret) });
    expect(wrongCodeToo.json().errors).toEqual({ code: expect.any(String) });
    expect((await profile()).twoFactorEnabled).toBe(true);
  });

  it('turns off with password and code, mails the user, after which sign-in needs no code again', async () => {
    t.clock.advance(STEP);
    const mailsBefore = (await t.outbox()).length;
    const response = await twoStep({ state: false, password: DEMO_PASSWORD, code: codeAt(secret, 0) });
    expect(response.statusCode).toBe(200);
    const mailed = (await t.outbox()).slice(mailsBefore);
    expect(mailed.map((mail) => [mail.code, mail.toAddress])).toEqual([
      ['two_factor_off', 'beheerder@demo.nl'],
    ]);
    expect(mailed[0].text).toContain('tweestapsverificatie zojuist uitgezet');
    expect(response.json()).toEqual({ enabled: false });
    expect((await profile()).twoFactorEnabled).toBe(false);
    const signIn = await login('beheerder@demo.nl');
    expect(signIn.json()).toMatchObject({ secretRequired: false, accessToken: expect.any(String) });
  });

  it('cannot be confirmed with an old pending secret after turning off', async () => {
    t.clock.advance(STEP);
    const response = await twoStep({ state: true, code: codeAt(secret, 0) });
    expect(response.statusCode).toBe(400);
    expect((await profile()).twoFactorEnabled).toBe(false);
  });
});
