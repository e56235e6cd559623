/**
 * Where the session tokens live (browser storage keys). The impersonation token
 * (`superToken`) takes precedence over the normal one (docs/requirements.md#roles-and-access).
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const SUPER_TOKEN_KEY = 'superToken';
/**
 * Whose dashboard the session last drew, for the next visit's prerendered copy (src/prerendered.ts):
 * `{ frame, copies, listCopies, firstName, initials, name, photo }`, written by the pages drawn ahead
 * (copyHint.ts), forgotten with the session.
 */
export const DASHBOARD_HINT_KEY = 'dashboardHint';
/** The reads each address made at the app's start, sent ahead at the next (./startupRequests.ts). */
export const STARTUP_REQUESTS_KEY = 'startupRequests';

const read = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) || null;
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null): void => {
  try {
    if (value) globalThis.localStorage?.setItem(key, value);
    else globalThis.localStorage?.removeItem(key);
  } catch {
    // Storage unavailable (private mode): the session then lasts until the page closes.
  }
};

export const getAccessToken = (): string | null => read(ACCESS_TOKEN_KEY);
/**
 * A new or ended session forgets whose dashboard the last one drew (src/prerendered.ts) and what
 * its pages read at the start.
 */
export const setAccessToken = (token: string | null): void => {
  write(ACCESS_TOKEN_KEY, token);
  write(DASHBOARD_HINT_KEY, null);
  write(STARTUP_REQUESTS_KEY, null);
};
export const getSuperToken = (): string | null => read(SUPER_TOKEN_KEY);
/** Acting as another user, or no longer: another user's pages, another user's reads. */
export const setSuperToken = (token: string | null): void => {
  write(SUPER_TOKEN_KEY, token);
  write(STARTUP_REQUESTS_KEY, null);
};

/** The token to send: the impersonation token while a super login is active, else the normal one. */
export const getToken = (): string | null => getSuperToken() ?? getAccessToken();

export const clearTokens = (): void => {
  setAccessToken(null);
  write(SUPER_TOKEN_KEY, null);
};

/**
 * docs/requirements.md#security: tokens are not sent when the app runs inside a frame, so a page that frames
 * the app cannot act with the user's session. Cross-origin parents make `window.top` access throw: that is a
 * frame too.
 */
export const isInFrame = (): boolean => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

/**
 * The token a call carries: none inside a frame (see isInFrame), so calls that need a session
 * (the profile, signing out) are skipped there instead of made without one.
 */
export const getSentToken = (): string | null => (isInFrame() ? null : getToken());
