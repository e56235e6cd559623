import type { AuthProvider } from 'react-admin';
import { fileUrl, type HttpClient, httpClient, httpStatus } from './httpClient';
import { getProfile, type Profile, setProfile, viewerOf } from './profileStore';
import {
  clearTokens,
  getAccessToken,
  getSentToken,
  getSuperToken,
  setAccessToken,
  setSuperToken,
} from './tokenStore';

/**
 * Thrown by login() when the server asks for the two-factor code (docs/auth-api.md#calls): no session is
 * stored, and the login page shows its code step.
 */
export class SecretRequiredError extends Error {
  constructor() {
    super('secret required');
    this.name = 'SecretRequiredError';
  }
}

export interface LoginParams {
  emailAddress?: string;
  /** react-admin's default login form calls it username. */
  username?: string;
  password: string;
  secret?: string;
}

interface SessionResponse {
  secretRequired?: boolean;
  accessToken: string | null;
  profile: Profile | null;
}

export interface AppAuthProvider extends AuthProvider {
  /**
   * GET auth/profile when a token exists and is sent (docs/requirements.md#calls; none inside a
   * frame) and store it; null when signed out.
   */
  loadProfile: () => Promise<Profile | null>;
  /** Act as another user (role 1 only): stores superToken, sets the profile, goes to '/'. */
  superLogin: (userId: number | string) => Promise<Profile>;
}

export interface AuthDeps {
  http?: HttpClient;
  /** Full-page navigation after a super login; injectable for tests. */
  navigate?: (path: string) => void;
}

const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

export const createAuthProvider = ({
  http = httpClient,
  navigate = (path) => window.location.assign(path),
}: AuthDeps = {}): AppAuthProvider => {
  const loadProfile = async (): Promise<Profile | null> => {
    if (!getSentToken()) {
      setProfile(null);
      return null;
    }
    try {
      const { json: profile } = await http('auth/profile');
      setProfile(profile as Profile);
      return profile as Profile;
    } catch (error) {
      // 401: the httpClient already dropped the tokens; the session is over.
      if (httpStatus(error) === 401) {
        setProfile(null);
        return null;
      }
      throw error;
    }
  };

  /** Revokes `token`, else the token in use. */
  const revokeToken = async (token?: string): Promise<void> => {
    const headers = token
      ? new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` })
      : undefined;
    try {
      await http('auth/logout', { method: 'POST', headers });
    } catch {
      // Signing out must work offline or with an already revoked token.
    }
  };

  return {
    loadProfile,

    async login({ emailAddress, username, password, secret }: LoginParams) {
      const body = { emailAddress: emailAddress ?? username, password, ...(secret ? { secret } : {}) };
      const { json: answer } = await http('auth/login', post(body));
      const session = answer as SessionResponse;
      if (session.secretRequired || !session.accessToken || !session.profile) throw new SecretRequiredError();
      // A fresh sign-in ends any impersonation left behind in this browser.
      setSuperToken(null);
      setAccessToken(session.accessToken);
      setProfile(session.profile);
    },

    async logout(params?: { force?: boolean }) {
      const superToken = getSuperToken();
      if (superToken && !params?.force) {
        // Set aside before it is revoked: calls still on their way with it then fail without
        // ending the normal session (httpClient), and every new call carries the normal token.
        setSuperToken(null);
        await revokeToken(superToken);
        await loadProfile().catch(() => setProfile(null));
        return '/';
      }
      if (getSentToken()) await revokeToken();
      clearTokens();
      setProfile(null);
      return undefined;
    },

    async checkAuth() {
      if (!getSentToken()) throw new Error('ra.auth.auth_check_error');
      if (!getProfile() && !(await loadProfile())) throw new Error('ra.auth.auth_check_error');
    },

    async checkError(error: unknown) {
      // 401: the session is gone (the httpClient dropped its tokens), react-admin logs out; a 401
      // for a token set aside meanwhile (an ended impersonation's) leaves the session as it is.
      // 403: the httpClient already sent the browser to '/', staying signed in is right.
      if (httpStatus(error) === 401 && !getSentToken()) throw error;
    },

    async getIdentity() {
      const profile = getProfile();
      if (!profile) throw new Error('ra.auth.auth_check_error');
      return {
        id: profile.id,
        fullName: profile.name,
        avatar: profile.avatar ? fileUrl(profile.avatar) : undefined,
      };
    },

    async getPermissions() {
      return viewerOf(getProfile());
    },

    async canAccess({ resource }: { resource: string; action: string }) {
      // Loaded on demand: the route rules read every resource declaration, which the sign-in
      // screens do not need; the admin has them loaded already.
      const { canAccessResource } = await import('../schema/routes');
      return canAccessResource(viewerOf(getProfile()), resource);
    },

    async superLogin(userId) {
      const normalToken = getAccessToken();
      const { json: answer } = await http(`auth/super-login/${encodeURIComponent(String(userId))}`, {
        method: 'POST',
        headers: new Headers({
          Accept: 'application/json',
          ...(normalToken ? { Authorization: `Bearer ${normalToken}` } : {}),
        }),
      });
      const session = answer as SessionResponse;
      if (!session.accessToken || !session.profile) throw new Error('app.common.something_went_wrong');
      setSuperToken(session.accessToken);
      setProfile(session.profile);
      navigate('/');
      return session.profile;
    },
  };
};

export const authProvider = createAuthProvider();
