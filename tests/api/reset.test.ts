/** Forgotten password: the reset mail and its single-use, short-lived link (ASVS 6.3.8, 11.5.1). */
import { DEMO_PASSWORD, freshAddress } from './fixtures';
import { setupTestApp } from './harness';

const t = setupTestApp();

const SENT = { message: 'A link to reset your password has been sent' };
const LINK = /http:\/\/app\.test\/auth\/reset-password\?token=([A-Za-z0-9_%-]+)/;

const requestReset = (emailAddress: string, remoteAddress = freshAddress()) =>
  t.call({ method: 'POST', url: '/api/auth/request-reset', payload: { emailAddress }, remoteAddress });
const resetPassword = (token: string, password: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
    remoteAddress: freshAddress(),
  });
const signIn = (emailAddress: string, password: string, remoteAddress = freshAddress()) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { emailAddress, password }, remoteAddress });

/** Asks for a reset and returns the token from the one mail it sent. */
async function tokenFor(emailAddress: string): Promise<string> {
  const before = (await t.outbox()).length;
  expect((await requestReset(emailAddress)).statusCode).toBe(200);
  const sent = (await t.outbox()).slice(before);
  expect(sent).toHaveLength(1);
  const match = LINK.exec(sent[0].text);
  if (!match) throw new Error(`no reset link in: ${sent[0].text}`);
  return decodeURIComponent(match[1]);
}

describe('requesting a reset', () => {
  it('answers the same for a known and an unknown address, but mails only the known one', async () => {
    const before = (await t.outbox()).length;
    const known = await requestReset('lezer@demo.nl');
    const afterKnown = await t.outbox();
    const unknown = await requestReset('niemand@demo.nl');
    const afterUnknown = await t.outbox();

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(SENT);
    expect(unknown.body).toBe(known.body);

    expect(afterKnown).toHaveLength(before + 1);
    const mail = afterKnown[afterKnown.length - 1];
    expect(mail.toAddress).toBe('lezer@demo.nl');
    const match = LINK.exec(mail.text);
    expect(match).not.toBeNull();
    // At least 128 bits of randomness in the token.
    expect(decodeURIComponent(match?.[1] ?? '').length).toBeGreaterThanOrEqual(22);
    expect(afterUnknown).toHaveLength(before + 1);
  });

  it('finds the account case-insensitively', async () => {
    const before = (await t.outbox()).length;
    expect((await requestReset('  Lezer@Demo.NL ')).json()).toEqual(SENT);
    const after = await t.outbox();
    expect(after).toHaveLength(before + 1);
    expect(after[after.length - 1].toAddress).toBe('lezer@demo.nl');
  });

  it('sends nothing to an inactive account', async () => {
    const before = (await t.outbox()).length;
    const response = await requestReset('oud-medewerker@demo.nl');
    expect(response.json()).toEqual(SENT);
    expect(await t.outbox()).toHaveLength(before);
  });

  it('gives a different token every time', async () => {
    expect(await tokenFor('contracten@demo.nl')).not.toBe(await tokenFor('contracten@demo.nl'));
  });

  it('is throttled per e-mail address, so it cannot flood an inbox', async () => {
    const before = (await t.outbox()).length;
    for (let i = 0; i < 5; i += 1) expect((await requestReset('proef@demo.nl')).statusCode).toBe(200);
    const throttled = await requestReset('proef@demo.nl');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.outbox()).toHaveLength(before + 5);
    // The account itself can still sign in: reset requests are not failed sign-ins.
    expect((await signIn('proef@demo.nl', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the reset mail from its template', () => {
  const templateOf = async (token: string, code: string) => {
    const filter = encodeURIComponent(JSON.stringify({ code }));
    const [template] = (
      await t.call({ method: 'GET', url: `/api/templates?filter=${filter}`, token })
    ).json();
    return template as Record<string, unknown> & { id: number };
  };

  it('is rendered from the password_reset template as a platform admin edited it', async () => {
    const admin = await t.login('admin@demo.nl');
    const template = await templateOf(admin, 'password_reset');
    const saved = await t.call({
      method: 'PUT',
      url: `/api/templates/${template.id}`,
      token: admin,
      payload: {
        ...template,
        subject: 'Nieuw wachtwoord voor {{user.firstName}} {{user.lastName}}',
        content: 'Hallo {{user.firstName}},\n\nKies binnen {{expiresIn}} een wachtwoord:\n{{link}}',
      },
    });
    expect(saved.statusCode).toBe(200);

    const before = (await t.outbox()).length;
    expect((await requestReset('tweestaps@demo.nl')).statusCode).toBe(200);
    const sent = (await t.outbox()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      toAddress: 'tweestaps@demo.nl',
      code: 'password_reset',
      subject: 'Nieuw wachtwoord voor Sanne Jansen',
    });
    expect(sent[0].text).toMatch(
      /^Hallo Sanne,\n\nKies binnen 1 uur een wachtwoord:\nhttp:\/\/app\.test\/auth\/reset-password\?token=/,
    );
    expect(sent[0].html).toContain('<p>Hallo Sanne,</p>');
    expect(sent[0].html).toMatch(/<a href="http:\/\/app\.test\/auth\/reset-password\?token=[^"]+">/);
    // The link in the rendered mail works.
    const token = decodeURIComponent(LINK.exec(sent[0].text)?.[1] ?? '');
    expect((await resetPassword(token, 'Haar-Eigen-Wachtwoord-1')).statusCode).toBe(200);
  });

  it('refuses a template with a placeholder its code does not offer, on the field', async () => {
    const admin = await t.login('admin@demo.nl');
    const template = await templateOf(admin, 'password_reset');
    for (const [field, text] of [
      ['subject', 'Contract {{contract.number}}'],
      ['content', 'Beste {{user.firstName}}, {{onbekend}}'],
    ] as const) {
      const response = await t.call({
        method: 'PUT',
        url: `/api/templates/${template.id}`,
        token: admin,
        payload: { ...template, [field]: text },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ [field]: 'resources.templates.errors.unknown_placeholder' });
    }
    const created = await t.call({
      method: 'POST',
      url: '/api/templates',
      token: admin,
      payload: { name: 'Extra', code: 'user_welcome', subject: 'Hoi', content: '{{message}}' },
    });
    // Every code has its template already: the duplicate code is the answer (the placeholder rule
    // is a hook, and hooks look only at otherwise valid input).
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual({ code: 'app.validation.unique' });
    expect((await templateOf(admin, 'password_reset')).subject).toBe(template.subject);
  });

  it('keeps {{link}} in the mails sent for their link (reset, welcome); others may drop it', async () => {
    const admin = await t.login('admin@demo.nl');
    const save = async (code: string, content: string) => {
      const template = await templateOf(admin, code);
      const response = await t.call({
        method: 'PUT',
        url: `/api/templates/${template.id}`,
        token: admin,
        payload: { ...template, content },
      });
      return { response, before: template };
    };
    for (const code of ['password_reset', 'user_welcome']) {
      const { response, before } = await save(code, 'Hallo {{user.firstName}}, welkom!');
      expect(response.statusCode, code).toBe(400);
      expect(response.json().errors).toEqual({ content: 'resources.templates.errors.link_required' });
      expect((await templateOf(admin, code)).content).toBe(before.content);
      // Written with spaces inside the braces, it is still the link.
      expect((await save(code, 'Kies je wachtwoord: {{ link }}')).response.statusCode, code).toBe(200);
      expect((await save(code, before.content as string)).response.statusCode, code).toBe(200);
    }
    const { response, before } = await save('email_changed', 'Je e-mailadres is gewijzigd.');
    expect(response.statusCode).toBe(200);
    expect((await save('email_changed', before.content as string)).response.statusCode).toBe(200);
  });
});

describe('using the link', () => {
  const NEW_PASSWORD = 'Vers-Wachtwoord-2026';

  it('sets a new password, revokes the sessions and works only once', async () => {
    const session = await t.login('beheerder@demo.nl');
    const token = await tokenFor('beheerder@demo.nl');

    const response = await resetPassword(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });

    expect((await t.call({ method: 'GET', url: '/api/auth/profile', token: session })).statusCode).toBe(401);
    expect((await signIn('beheerder@demo.nl', DEMO_PASSWORD)).statusCode).toBe(401);
    const signedIn = await signIn('beheerder@demo.nl', NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().accessToken).toEqual(expect.any(String));

    const again = await resetPassword(token, 'Nog-Een-Wachtwoord-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect((await signIn('beheerder@demo.nl', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a too-short password with errors.password, leaving the token usable', async () => {
    const token = await tokenFor('lezer@demo.nl');
    const short = await resetPassword(token, 'te-kort');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toHaveProperty('password');
    expect((await signIn('lezer@demo.nl', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await resetPassword(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    for (const token of ['garbage', 'A'.repeat(43), "' or 1=1 --"]) {
      const response = await resetPassword(token, NEW_PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('lets the sign-in throttle of the account go after a reset', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) await signIn('inkoop@demo.nl', 'Wrong-Password-1', address);
    expect((await signIn('inkoop@demo.nl', DEMO_PASSWORD, address)).statusCode).toBe(429);
    const token = await tokenFor('inkoop@demo.nl');
    expect((await resetPassword(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('inkoop@demo.nl', NEW_PASSWORD, address)).statusCode).toBe(200);
  });

  // Moves the clock, so it comes last.
  it('expires after an hour', async () => {
    const early = await tokenFor('admin@demo.nl');
    const late = await tokenFor('admin@demo.nl');
    t.clock.advance(59 * 60_000);
    expect((await resetPassword(early, NEW_PASSWORD)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const expired = await resetPassword(late, 'Te-Laat-Wachtwoord-1');
    expect(expired.statusCode).toBe(400);
    expect((await signIn('admin@demo.nl', NEW_PASSWORD)).statusCode).toBe(200);
  });
});
