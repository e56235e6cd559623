// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearTokens,
  getToken,
  isInFrame,
  setAccessToken,
  setSuperToken,
} from '../../src/providers/tokenStore';

describe('tokenStore', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores the tokens under the spec keys', () => {
    setAccessToken('normal');
    setSuperToken('super');
    expect(localStorage.getItem('accessToken')).toBe('normal');
    expect(localStorage.getItem('superToken')).toBe('super');
  });

  it('gives the impersonation token precedence over the normal token', () => {
    setAccessToken('normal');
    expect(getToken()).toBe('normal');
    setSuperToken('super');
    expect(getToken()).toBe('super');
    setSuperToken(null);
    expect(getToken()).toBe('normal');
  });

  it('clears both tokens', () => {
    setAccessToken('normal');
    setSuperToken('super');
    clearTokens();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('superToken')).toBeNull();
  });

  it('knows when the app runs inside a frame', () => {
    expect(isInFrame()).toBe(false);
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    expect(isInFrame()).toBe(true);
    vi.restoreAllMocks();
  });
});
