/** The audit trail of security events, and that it never records a secret. */
import { totpCode } from '../../server/auth/totp';
import { auditRows, DEMO_PASSWORD, DEMO_TOTP_SECRET, freshAddress, userIdOf } from './fixtures';
import { setupTestApp } from './harness';

const t = setupTestApp();

const WRONG_PASSWORD = 'Raad-Maar-Eens-42';
const NEW_PASSWORD = 'Geheim-Nieuw-Wachtwoord-77';
/** Everything handed out or typed during this file that must never reach the audit log. */
const secrets = new Set<string>([DEMO_PASSWORD, WRONG_PASSWORD, NEW_PASSWORD]);

const signIn = (emailAddress: string, password: string, remoteAddress = freshAddress()) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { emailAddress, password }, remoteAddress });

/** The rows added while `action` runs. */
async function rowsDuring(action: () => Promise<unknown>) {
  const before = (await auditRows(t)).length;
  await action();
  return (await auditRows(t)).slice(before);
}

it('records a failed sign-in as login_failed, with the user and the address', async () => {
  const address = freshAddress();
  const rows = await rowsDuring(() => signIn('lezer@demo.nl', WRONG_PASSWORD, address));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    action: 'login_failed',
    actorId: await userIdOf(t, 'lezer@demo.nl'),
    ipAddress: address,
  });
  expect(rows[0].at).toBeInstanceOf(Date);
});

it('records a failed sign-in for an unknown address without an actor', async () => {
  const rows = await rowsDuring(() => signIn('onbekend@demo.nl', WRONG_PASSWORD));
  expect(rows).toEqual([expect.objectContaining({ action: 'login_failed', actorId: null })]);
});

it('records a successful sign-in as login', async () => {
  const address = freshAddress();
  let token = '';
  const rows = await rowsDuring(async () => {
    const response = await signIn('lezer@demo.nl', DEMO_PASSWORD, address);
    token = response.json().accessToken;
    secrets.add(token);
    secrets.add(response.json().profile.downloadToken);
  });
  expect(rows).toEqual([
    expect.objectContaining({
      action: 'login',
      actorId: await userIdOf(t, 'lezer@demo.nl'),
      ipAddress: address,
    }),
  ]);
  const logout = await rowsDuring(() => t.call({ method: 'POST', url: '/api/auth/logout', token }));
  expect(logout).toEqual([expect.objectContaining({ action: 'logout' })]);
});

it('records a password change as password_change', async () => {
  const token = await t.login('contracten@demo.nl');
  secrets.add(token);
  const rows = await rowsDuring(() =>
    t.call({
      method: 'POST',
      url: '/api/auth/password',
      payload: { password: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
      token,
    }),
  );
  const userId = await userIdOf(t, 'contracten@demo.nl');
  expect(rows).toEqual([
    expect.objectContaining({ action: 'password_change', actorId: userId, subjectId: userId }),
  ]);
});

it('records a refused two-factor code as login_failed', async () => {
  const valid = [-1, 0, 1].map((step) =>
    totpCode(DEMO_TOTP_SECRET, new Date(t.clock.now.getTime() + step * 30_000)),
  );
  const wrong = ['000000', '999999'].find((code) => !valid.includes(code)) as string;
  const rows = await rowsDuring(() =>
    t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailAddress: 'tweestaps@demo.nl', password: DEMO_PASSWORD, secret: wrong },
      remoteAddress: freshAddress(),
    }),
  );
  expect(rows.map((row) => row.action)).toEqual(['login_failed']);
});

it('records a reset request and a reset, without the token', async () => {
  const requested = await rowsDuring(() =>
    t.call({
      method: 'POST',
      url: '/api/auth/request-reset',
      payload: { emailAddress: 'beheerder@demo.nl' },
      remoteAddress: freshAddress(),
    }),
  );
  expect(requested.map((row) => row.action)).toEqual(['password_reset_requested']);
  const mails = await t.outbox();
  const token = decodeURIComponent(/token=([^\s]+)/.exec(mails[mails.length - 1].text)?.[1] ?? '');
  expect(token).not.toBe('');
  secrets.add(token);
  const reset = await rowsDuring(() =>
    t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: NEW_PASSWORD },
      remoteAddress: freshAddress(),
    }),
  );
  expect(reset.map((row) => row.action)).toEqual(['password_reset']);
});

it('never contains a password, token or code anywhere in a row', async () => {
  const rows = await auditRows(t);
  expect(rows.length).toBeGreaterThanOrEqual(8);
  const everything = JSON.stringify(rows);
  for (const secret of secrets) expect(everything).not.toContain(secret);
  for (const row of rows) expect(JSON.stringify(row.detail)).not.toMatch(/password|token|secret/i);
});
