// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeLocale } from '../../src/i18n/locale';
import { apiUrl, createHttpClient, fileUrl } from '../../src/providers/httpClient';
import { type Profile, setProfile } from '../../src/providers/profileStore';
import { getToken, setAccessToken, setSuperToken } from '../../src/providers/tokenStore';

const respond = (status: number, body: unknown = {}) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

let fetchMock: ReturnType<typeof respond>;
const sentHeaders = (call = 0): Headers => new Headers(fetchMock.mock.calls[call][1]?.headers);

describe('httpClient', () => {
  beforeEach(() => {
    fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setProfile(null);
  });

  it('calls the API base and always sends the spec headers', async () => {
    const http = createHttpClient(vi.fn());
    const { json } = await http('auth/profile');
    expect(json).toEqual({ ok: true });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/profile');
    expect(sentHeaders().get('x-token-name')).toBe('web');
    expect(sentHeaders().get('x-requested-with')).toBe('XMLHttpRequest');
    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it("sends the app's language, so the server's sentences come in it", async () => {
    const http = createHttpClient(vi.fn());
    await http('auth/profile');
    expect(sentHeaders().get('Accept-Language')).toBe('nl');
    storeLocale('en');
    try {
      await http('auth/profile');
      expect(sentHeaders(1).get('Accept-Language')).toBe('en');
    } finally {
      storeLocale('nl');
    }
  });

  it("drops the data provider's Range header (the browser would ask for an uncompressed answer)", async () => {
    await createHttpClient(vi.fn())('contracts?range=%5B0%2C24%5D', {
      headers: new Headers({ Accept: 'application/json', Range: 'contracts=0-24' }),
    });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/contracts?range=%5B0%2C24%5D');
    expect(sentHeaders().has('Range')).toBe(false);
    expect(sentHeaders().get('Accept')).toBe('application/json');
  });

  it('sends the bearer token, the impersonation token first', async () => {
    setAccessToken('normal');
    setSuperToken('super');
    await createHttpClient(vi.fn())('contracts');
    expect(sentHeaders().get('Authorization')).toBe('Bearer super');
  });

  it('sends no token inside a frame', async () => {
    setAccessToken('normal');
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    await createHttpClient(vi.fn())('contracts');
    expect(sentHeaders().has('Authorization')).toBe(false);
    expect(sentHeaders().get('x-token-name')).toBe('web');
  });

  it('clears both tokens on 401 and rethrows', async () => {
    fetchMock = respond(401, { message: 'Unauthorized' });
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('normal');
    setSuperToken('super');
    const navigate = vi.fn();
    await expect(createHttpClient(navigate)('auth/profile')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session on a 401 for a token no longer in use (an ended impersonation)', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('normal');
    setSuperToken('super');
    const call = createHttpClient(vi.fn())('contracts');
    // The impersonation ends while the call is on its way; its token is then revoked.
    setSuperToken(null);
    answer(new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 }));
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(sentHeaders().get('Authorization')).toBe('Bearer super');
    expect(getToken()).toBe('normal');
  });

  it("sends the browser to '/' on 403, keeps the session and rethrows", async () => {
    fetchMock = respond(403, { message: 'Forbidden' });
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('normal');
    const navigate = vi.fn();
    await expect(createHttpClient(navigate)('users')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(getToken()).toBe('normal');
  });

  it('passes other errors on, a server failure with the generic text key', async () => {
    fetchMock = respond(500, { message: 'Something went wrong' });
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('normal');
    const navigate = vi.fn();
    await expect(createHttpClient(navigate)('users')).rejects.toMatchObject({
      status: 500,
      message: 'app.common.something_went_wrong',
      body: { message: 'Something went wrong' },
    });
    fetchMock = respond(409, { message: 'resources.contracts.errors.in_use' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(createHttpClient(navigate)('users')).rejects.toMatchObject({
      status: 409,
      message: 'resources.contracts.errors.in_use',
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(getToken()).toBe('normal');
  });

  it('builds API addresses from relative and /api paths alike', () => {
    expect(apiUrl('auth/login')).toBe('/api/auth/login');
    expect(apiUrl('/auth/login')).toBe('/api/auth/login');
    expect(apiUrl('/api/auth/login')).toBe('/api/auth/login');
  });

  it('builds file URLs with the download token and extra parameters', () => {
    setProfile({ downloadToken: 'dl-1' } as Profile);
    expect(fileUrl('documents/5/download')).toBe('/api/documents/5/download?_token=dl-1');
    expect(fileUrl('/api/auth/avatar/12?v=3f', { size: 64 })).toBe(
      '/api/auth/avatar/12?v=3f&_token=dl-1&size=64',
    );
  });
});
