/** The signed-in user's own account: names, e-mail address and avatar (with its download token). */
import { DEMO_PASSWORD, dataUrl, freshAddress, TINY_PNG, userIdOf } from './fixtures';
import { setupTestApp } from './harness';

const t = setupTestApp();

interface Session {
  token: string;
  downloadToken: string;
}

async function session(emailAddress: string, password = DEMO_PASSWORD): Promise<Session> {
  const response = await t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailAddress, password },
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return { token: body.accessToken, downloadToken: body.profile.downloadToken };
}

const getProfile = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/auth/profile', token })).json();
const putProfile = (token: string, payload: object) =>
  t.call({ method: 'PUT', url: '/api/auth/profile', payload, token });
const postAvatar = (token: string, image: string | null) =>
  t.call({ method: 'POST', url: '/api/auth/avatar', payload: { image }, token });
const download = (path: string, downloadToken?: string) =>
  t.call({
    method: 'GET',
    url: downloadToken === undefined ? path : `${path}&_token=${encodeURIComponent(downloadToken)}`,
  });

describe('PUT /api/auth/profile', () => {
  it('needs a token', async () => {
    const response = await t.call({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { firstName: 'X', lastName: 'Y', emailAddress: 'x@demo.nl' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('updates the names, telephone and address, and the profile shows them', async () => {
    const { token } = await session('contracten@demo.nl');
    const response = await putProfile(token, {
      firstName: ' Mo ',
      affix: 'el',
      lastName: 'Amrani',
      emailAddress: 'Mo.Amrani@Demo.nl',
      telephone: '06 9999 0000',
      // A new sign-in address is confirmed with the current password.
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Mo',
      affix: 'el',
      lastName: 'Amrani',
      name: 'Mo el Amrani',
      emailAddress: 'mo.amrani@demo.nl',
      telephone: '06 9999 0000',
      roles: [3],
    });
    expect(await getProfile(token)).toMatchObject({
      name: 'Mo el Amrani',
      emailAddress: 'mo.amrani@demo.nl',
    });
    // The new address signs in; the old one no longer exists.
    await session('mo.amrani@demo.nl');
    const old = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailAddress: 'contracten@demo.nl', password: DEMO_PASSWORD },
      remoteAddress: freshAddress(),
    });
    expect(old.statusCode).toBe(401);
  });

  it('keeps the own address when it is sent back unchanged, and leaves out an empty affix', async () => {
    const { token } = await session('lezer@demo.nl');
    const response = await putProfile(token, {
      firstName: 'Lotte',
      lastName: 'Vries',
      emailAddress: 'lezer@demo.nl',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Lotte Vries', affix: '', telephone: '' });
  });

  it("refuses another user's address, in any case, with errors.emailAddress", async () => {
    const { token } = await session('beheerder@demo.nl');
    for (const emailAddress of ['lezer@demo.nl', 'LEZER@demo.nl']) {
      const response = await putProfile(token, { firstName: 'Anna', lastName: 'Dijk', emailAddress });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Validation failed',
        errors: { emailAddress: 'app.auth.errors.email_taken' },
      });
    }
    expect((await getProfile(token)).emailAddress).toBe('beheerder@demo.nl');
  });

  it('refuses an invalid address and missing names by field', async () => {
    const { token } = await session('beheerder@demo.nl');
    const invalid = await putProfile(token, {
      firstName: 'Anna',
      lastName: 'Dijk',
      emailAddress: 'geen-adres',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ emailAddress: 'app.validation.email' });

    const noNames = await putProfile(token, {
      firstName: '  ',
      lastName: '',
      emailAddress: 'beheerder@demo.nl',
    });
    expect(noNames.statusCode).toBe(400);
    expect(noNames.json().errors).toEqual({ firstName: expect.any(String), lastName: expect.any(String) });
    expect((await getProfile(token)).name).toBe('Anna van Dijk');

    // The own phone number is checked as the users form checks it.
    for (const telephone of ['abc', '-1', '06']) {
      const response = await putProfile(token, {
        firstName: 'Anna',
        affix: 'van',
        lastName: 'Dijk',
        emailAddress: 'beheerder@demo.nl',
        telephone,
      });
      expect(response.json().errors, telephone).toEqual({ telephone: 'app.validation.phone' });
    }
    expect((await getProfile(token)).telephone).not.toBe('abc');
  });
});

describe('the avatar', () => {
  let anna: Session;
  let path: string;

  beforeAll(async () => {
    anna = await session('beheerder@demo.nl');
  });

  it('needs a token to upload', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/avatar',
      payload: { image: dataUrl('image/png', TINY_PNG) },
    });
    expect(response.statusCode).toBe(401);
  });

  it('is stored from a PNG data URL and shown as a path in the profile', async () => {
    const response = await postAvatar(anna.token, dataUrl('image/png', TINY_PNG));
    expect(response.statusCode).toBe(200);
    const id = await userIdOf(t, 'beheerder@demo.nl');
    expect(response.json().avatar).toMatch(new RegExp(`^/api/auth/avatar/${id}\\?v=\\w+$`));
    path = response.json().avatar;
    expect((await getProfile(anna.token)).avatar).toBe(path);
  });

  it('downloads with the download token as an attachment that is never cached or sniffed', async () => {
    const response = await download(path, anna.downloadToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('refuses a download without the download token, or with the bearer token in its place', async () => {
    const without = await download(path);
    expect(without.statusCode).toBe(401);
    expect(without.json()).toEqual({ message: expect.any(String) });
    expect((await download(path, anna.token)).statusCode).toBe(401);
    expect((await download(path, 'garbage')).statusCode).toBe(401);
    // A bearer header does not stand in for the download token either.
    expect((await t.call({ method: 'GET', url: path, token: anna.token })).statusCode).toBe(401);
  });

  it('is visible to a colleague of the same company, not to another company', async () => {
    const colleague = await session('lezer@demo.nl');
    expect((await download(path, colleague.downloadToken)).statusCode).toBe(200);
    const stranger = await session('proef@demo.nl');
    expect((await download(path, stranger.downloadToken)).statusCode).toBe(404);
  });

  it('takes the type from the bytes, never from the claimed type', async () => {
    const textFile = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const disguised = await postAvatar(anna.token, dataUrl('image/png', textFile));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors).toEqual({ image: 'app.validation.image' });
    expect((await getProfile(anna.token)).avatar).toBe(path);

    const notDataUrl = await postAvatar(anna.token, 'https://example.com/avatar.png');
    expect(notDataUrl.statusCode).toBe(400);
    expect(notDataUrl.json().errors).toHaveProperty('image');
  });

  it('refuses an image over 1 MB', async () => {
    const large = Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.alloc(1024 * 1024 + 16)]);
    const response = await postAvatar(anna.token, dataUrl('image/png', large));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ image: 'app.validation.image_too_large' });
    expect((await getProfile(anna.token)).avatar).toBe(path);
  });

  it('gets a new path (cache buster) when replaced', async () => {
    const response = await postAvatar(anna.token, dataUrl('image/png', TINY_PNG));
    expect(response.json().avatar).not.toBe(path);
    path = response.json().avatar;
    expect((await download(path, anna.downloadToken)).statusCode).toBe(200);
  });

  it('is removed with {image: null}', async () => {
    const own = await session('beheerder@demo.nl');
    const response = await postAvatar(own.token, null);
    expect(response.statusCode).toBe(200);
    expect(response.json().avatar).toBeNull();
    expect((await download(path, own.downloadToken)).statusCode).toBe(404);
  });

  it('no longer downloads with the token of a session that logged out', async () => {
    expect((await postAvatar(anna.token, dataUrl('image/png', TINY_PNG))).statusCode).toBe(200);
    path = (await getProfile(anna.token)).avatar;
    expect((await download(path, anna.downloadToken)).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/auth/logout', token: anna.token })).statusCode).toBe(
      204,
    );
    expect((await download(path, anna.downloadToken)).statusCode).toBe(401);
  });
});
