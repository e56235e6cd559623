// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider, SecretRequiredError } from '../../src/providers/authProvider';
import type { HttpClient, HttpOptions } from '../../src/providers/httpClient';
import { getProfile, type Profile, setProfile } from '../../src/providers/profileStore';
import { getAccessToken, getSuperToken, setAccessToken, setSuperToken } from '../../src/providers/tokenStore';

const profile = (over: Partial<Profile> = {}): Profile => ({
  id: 12,
  firstName: 'Anna',
  affix: 'van',
  lastName: 'Dijk',
  name: 'Anna van Dijk',
  emailAddress: 'beheerder@demo.nl',
  telephone: null,
  avatar: null,
  roles: [2],
  company: { id: 1, name: 'Demo' },
  subscription: { plan: 'Professional', startsAt: '2026-01-01', endsAt: null, cancelledOn: null },
  twoFactorEnabled: false,
  locations: [],
  downloadToken: 'dl',
  impersonator: null,
  ...over,
});

type Handler = (path: string, options: HttpOptions) => unknown;
/** A fake HTTP client that records calls with the token that would have been sent (a given one first). */
const fakeHttp = (handler: Handler) => {
  const calls: { path: string; options: HttpOptions; token: string | null }[] = [];
  const http: HttpClient = async (path, options = {}) => {
    const given = new Headers(options.headers).get('Authorization')?.replace(/^Bearer /, '');
    calls.push({ path, options, token: given ?? getSuperToken() ?? getAccessToken() });
    const json = handler(path, options);
    return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
  };
  return { http, calls };
};

afterEach(() => setProfile(null));

describe('authProvider.login', () => {
  it('stores no token and reports the code step when a secret is required', async () => {
    const { http, calls } = fakeHttp(() => ({ secretRequired: true, accessToken: null, profile: null }));
    const auth = createAuthProvider({ http, navigate: vi.fn() });
    await expect(auth.login({ emailAddress: 'a@b.nl', password: 'geheim12345' })).rejects.toBeInstanceOf(
      SecretRequiredError,
    );
    expect(getAccessToken()).toBeNull();
    expect(getProfile()).toBeNull();
    expect(calls[0].path).toBe('auth/login');
    expect(JSON.parse(String(calls[0].options.body))).toEqual({
      emailAddress: 'a@b.nl',
      password: 'geheim12345',
    });
  });

  it('stores the token and the profile, sending the secret when given', async () => {
    const { http, calls } = fakeHttp(() => ({
      secretRequired: false,
      accessToken: 'tok',
      profile: profile(),
    }));
    const auth = createAuthProvider({ http, navigate: vi.fn() });
    await auth.login({ username: 'a@b.nl', password: 'geheim12345', secret: '123456' });
    expect(JSON.parse(String(calls[0].options.body))).toEqual({
      emailAddress: 'a@b.nl',
      password: 'geheim12345',
      secret: '123456',
    });
    expect(getAccessToken()).toBe('tok');
    expect(getProfile()?.name).toBe('Anna van Dijk');
    expect(await auth.getPermissions?.({})).toEqual({ roles: [2], hasSubscription: true });
  });
});

describe('authProvider.logout', () => {
  it('while impersonating drops only the superToken, reloads the profile and goes to /', async () => {
    setAccessToken('normal');
    setSuperToken('super');
    setProfile(profile({ name: 'Klant', impersonator: { id: 1, name: 'Beheer' } }));
    const admin = profile({ id: 1, name: 'Platform Beheer', roles: [1] });
    const { http, calls } = fakeHttp((path) => (path === 'auth/profile' ? admin : null));
    const auth = createAuthProvider({ http, navigate: vi.fn() });

    expect(await auth.logout({})).toBe('/');
    expect(calls.map((call) => [call.path, call.token])).toEqual([
      ['auth/logout', 'super'],
      ['auth/profile', 'normal'],
    ]);
    expect(getSuperToken()).toBeNull();
    expect(getAccessToken()).toBe('normal');
    expect(getProfile()?.name).toBe('Platform Beheer');
  });

  it('ends the impersonation before revoking its token, so calls on their way cannot end the session', async () => {
    setAccessToken('normal');
    setSuperToken('super');
    setProfile(profile({ name: 'Klant', impersonator: { id: 1, name: 'Beheer' } }));
    const admin = profile({ id: 1, name: 'Platform Beheer', roles: [1] });
    const tokensAtRevoke: (string | null)[] = [];
    const { http } = fakeHttp((path) => {
      if (path === 'auth/logout') tokensAtRevoke.push(getSuperToken(), getAccessToken());
      return path === 'auth/profile' ? admin : null;
    });
    const auth = createAuthProvider({ http, navigate: vi.fn() });
    expect(await auth.logout({})).toBe('/');
    // While the super token was revoked, every other call already carried the normal one.
    expect(tokensAtRevoke).toEqual([null, 'normal']);
    // A call that was sent with the super token and is refused afterwards logs nobody out.
    await expect(auth.checkError({ status: 401 })).resolves.toBeUndefined();
    expect(getAccessToken()).toBe('normal');
  });

  it('forced, or without impersonation, removes both tokens and the profile', async () => {
    setAccessToken('normal');
    setSuperToken('super');
    setProfile(profile());
    const { http, calls } = fakeHttp(() => null);
    const auth = createAuthProvider({ http, navigate: vi.fn() });
    expect(await auth.logout({ force: true })).toBeUndefined();
    expect(calls.map((call) => call.path)).toEqual(['auth/logout']);
    expect(getAccessToken()).toBeNull();
    expect(getSuperToken()).toBeNull();
    expect(getProfile()).toBeNull();
  });
});

describe('authProvider.superLogin', () => {
  it('uses the normal token, stores the superToken, sets the profile and goes to /', async () => {
    setAccessToken('normal');
    setProfile(profile({ id: 1, roles: [1] }));
    const target = profile({ id: 7, name: 'Klant Een', impersonator: { id: 1, name: 'Beheer' } });
    const { http, calls } = fakeHttp(() => ({ accessToken: 'super-7', profile: target }));
    const navigate = vi.fn();
    const auth = createAuthProvider({ http, navigate });
    await auth.superLogin(7);
    expect(calls[0].path).toBe('auth/super-login/7');
    expect(calls[0].options.method).toBe('POST');
    expect(new Headers(calls[0].options.headers).get('Authorization')).toBe('Bearer normal');
    expect(getSuperToken()).toBe('super-7');
    expect(getAccessToken()).toBe('normal');
    expect(getProfile()?.id).toBe(7);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('authProvider session checks', () => {
  it('loads the profile only when a token exists', async () => {
    const { http, calls } = fakeHttp(() => profile());
    const auth = createAuthProvider({ http, navigate: vi.fn() });
    expect(await auth.loadProfile()).toBeNull();
    expect(calls).toHaveLength(0);
    setAccessToken('normal');
    expect((await auth.loadProfile())?.id).toBe(12);
    expect(calls.map((call) => call.path)).toEqual(['auth/profile']);
  });

  it('makes no profile call inside a frame, where no token is sent, and leaves the stored token', async () => {
    const { http, calls } = fakeHttp(() => profile());
    const auth = createAuthProvider({ http, navigate: vi.fn() });
    setAccessToken('normal');
    const top = vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    try {
      expect(await auth.loadProfile()).toBeNull();
      await expect(auth.checkAuth({})).rejects.toBeTruthy();
      expect(calls).toHaveLength(0);
      expect(getAccessToken()).toBe('normal');
    } finally {
      top.mockRestore();
      setAccessToken(null);
    }
  });

  it('rejects checkAuth without a token and checkError only for 401', async () => {
    const auth = createAuthProvider({ http: fakeHttp(() => null).http, navigate: vi.fn() });
    await expect(auth.checkAuth({})).rejects.toBeTruthy();
    // 401 once the httpClient dropped the refused token: the session is over.
    await expect(auth.checkError({ status: 401 })).rejects.toBeTruthy();
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('answers canAccess with the shared rules', async () => {
    const auth = createAuthProvider({ http: fakeHttp(() => null).http, navigate: vi.fn() });
    const canAccess = auth.canAccess;
    if (!canAccess) throw new Error('canAccess missing');
    setProfile(profile({ roles: [3] }));
    expect(await canAccess({ resource: 'contracts', action: 'list' })).toBe(true);
    expect(await canAccess({ resource: 'users', action: 'list' })).toBe(false);
    setProfile(profile({ roles: [3], subscription: null }));
    expect(await canAccess({ resource: 'contracts', action: 'list' })).toBe(false);
    setProfile(profile({ roles: [1], subscription: null }));
    expect(await canAccess({ resource: 'suppliers', action: 'edit' })).toBe(true);
  });

  it('gives the identity with the avatar as a download address', async () => {
    setProfile(profile({ avatar: '/api/auth/avatar/12?v=1' }));
    const auth = createAuthProvider({ http: fakeHttp(() => null).http, navigate: vi.fn() });
    expect(await auth.getIdentity?.()).toEqual({
      id: 12,
      fullName: 'Anna van Dijk',
      avatar: '/api/auth/avatar/12?v=1&_token=dl',
    });
  });
});
