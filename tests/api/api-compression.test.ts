/**
 * The API's text answers are compressed for a client that accepts it (server/http/compression.ts):
 * gzip, with the same bytes once decoded and the same headers a client reads (the
 * list's Content-Range); small answers, files and everything under /api/auth/ as they were.
 */
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIN_COMPRESSED_BYTES } from '../../server/http/compression';
import { setupTestApp } from './harness';

const t = setupTestApp();
let token = '';
const LIST = '/api/contracts?range=%5B0%2C24%5D&sort=%5B%22noticeDeadline%22%2C%22ASC%22%5D';

beforeAll(async () => {
  token = await t.login('beheerder@demo.nl');
});

const get = (url: string, acceptEncoding?: string) =>
  t.call({
    method: 'GET',
    url,
    token,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed API answers', () => {
  it('sends a page of contracts gzipped to a browser, the same JSON and Content-Range once decoded', async () => {
    const plain = await get(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);

    const compressed = await get(LIST, 'gzip, deflate, br, zstd');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    expect(compressed.headers['content-range']).toBe(plain.headers['content-range']);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('gzips for any header that accepts gzip, by name or by *', async () => {
    const plain = await get(LIST);
    for (const accept of ['gzip', 'br;q=0, gzip', 'GZIP;q=0.5, br', '*']) {
      const answer = await get(LIST, accept);
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(JSON.parse(gunzipSync(answer.rawPayload).toString()), accept).toEqual(plain.json());
    }
  });

  it('sends the JSON as it is when gzip is not accepted', async () => {
    for (const accept of ['identity', 'br', 'gzip;q=0, br', '*, gzip;q=0', 'zstd']) {
      const answer = await get(LIST, accept);
      expect(answer.headers['content-encoding'], accept).toBeUndefined();
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(Array.isArray(answer.json()), accept).toBe(true);
    }
  });

  it('leaves answers under 1 kB alone', async () => {
    const answer = await get('/api/health', 'br, gzip');
    expect(answer.rawPayload.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toEqual({ status: 'ok' });
  });

  it('never compresses what /api/auth/ answers (tokens beside what the client sent)', async () => {
    const profile = await get('/api/auth/profile', 'br, gzip');
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['content-encoding']).toBeUndefined();
    expect(profile.json().emailAddress).toBe('beheerder@demo.nl');
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailAddress: 'beheerder@demo.nl', password: 'Demo-Wachtwoord-2026' },
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-encoding']).toBeUndefined();
    expect(typeof login.json().accessToken).toBe('string');
  });
});
