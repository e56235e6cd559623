import { fetchUtils, HttpError } from 'react-admin';
import { storedLocale } from '../i18n/locale';
import { getProfile } from './profileStore';
import type { StartupRequests } from './startupRequests';
import { clearTokens, getSentToken, getToken, isInFrame } from './tokenStore';

/** The API lives on the app's own origin (docs/requirements.md#calls). */
export const API_BASE = '/api';

export type HttpOptions = fetchUtils.Options;
export type HttpResponse = { status: number; headers: Headers; body: string; json: unknown };
export type HttpClient = (path: string, options?: HttpOptions) => Promise<HttpResponse>;

/** 'auth/profile' and '/api/auth/profile' both reach the same address; absolute URLs pass as they are. */
export const apiUrl = (path: string): string => {
  if (/^https?:\/\//.test(path) || path === API_BASE || path.startsWith(`${API_BASE}/`)) return path;
  return `${API_BASE}/${path.replace(/^\/+/, '')}`;
};

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

/**
 * The headers of docs/requirements.md#calls, plus the bearer token unless the app runs inside a frame
 * (docs/requirements.md#security).
 * A caller may pass its own Authorization (super login must use the normal token).
 */
export const requestHeaders = (given?: HeadersInit): Headers => {
  const headers = new Headers(given ?? { Accept: 'application/json' });
  // ra-data-simple-rest sends a Range header beside the `range` parameter the server reads; with
  // it, the browser asks for the answer uncompressed (Accept-Encoding: identity), which for a page
  // of contracts is ~30 kB instead of ~4 kB.
  headers.delete('Range');
  // The server writes its few sentences (a plan's limits, a subscription's state) in the app's language.
  headers.set('Accept-Language', storedLocale());
  headers.set('x-token-name', 'web');
  headers.set('x-requested-with', 'XMLHttpRequest');
  const token = getSentToken();
  if (isInFrame()) headers.delete('Authorization');
  else if (!headers.has('Authorization') && token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

const currentAddress = (): string => globalThis.location?.pathname ?? '';

/** The reads sent ahead at this page load's start (./startupRequests.ts), once it has sent them. */
let startupRequests: StartupRequests | null = null;
export const answerReadsWith = (requests: StartupRequests): void => {
  startupRequests = requests;
};

/** Default way to "send the browser to the root": a full load, so no stale state survives a 403. */
const goHome = (path: string): void => {
  if (window.location.pathname !== path) window.location.assign(path);
};

/**
 * The one HTTP client of the app (docs/requirements.md#calls). No time-out on purpose: uploads and reports
 * may take long. 401 drops the session when it refused the token in use; 403 sends the browser to '/';
 * the error is always rethrown so the caller (and react-admin's checkError) still sees it, a 5xx with
 * the generic message.
 */
export const createHttpClient =
  (navigate: (path: string) => void = goHome): HttpClient =>
  async (path, options = {}) => {
    const headers = requestHeaders(options.headers);
    const url = apiUrl(path);
    if ((options.method ?? 'GET').toUpperCase() === 'GET') {
      const sentAhead = startupRequests?.read(url, headers.get('Authorization'), currentAddress());
      const answer = sentAhead && (await sentAhead);
      if (answer) return answer;
    } else startupRequests?.stop();
    try {
      return await fetchUtils.fetchJson(url, { ...options, headers });
    } catch (error) {
      const status = statusOf(error);
      // Only the token in use ends the session: a call sent with one since set aside (an ended
      // impersonation's, revoked while the call was on its way) says nothing of the current one.
      if (status === 401 && headers.get('Authorization') === `Bearer ${getToken()}`) clearTokens();
      if (status === 403) navigate('/');
      // A server failure's message is the server's English sentence; react-admin's error toasts
      // show an error's message, so it becomes the generic i18n key (docs/requirements.md#texts-and-formats).
      if (status !== undefined && status >= 500 && error instanceof HttpError)
        throw new HttpError('app.common.something_went_wrong', status, error.body);
      throw error;
    }
  };

export const httpClient = createHttpClient();

/** The HTTP status of a failed call, if it has one. */
export const httpStatus = statusOf;

/**
 * A file or download address (docs/requirements.md#calls): API base + path + `_token` (the download-only
 * token of the profile, docs/architecture.md#mail-and-files) + optional extra query parameters.
 */
export const fileUrl = (path: string, extraParams: Record<string, string | number> = {}): string => {
  const url = apiUrl(path);
  const params = new URLSearchParams();
  const token = getProfile()?.downloadToken;
  if (token) params.set('_token', token);
  for (const [key, value] of Object.entries(extraParams)) params.set(key, String(value));
  const query = params.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
};
