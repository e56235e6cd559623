/** One error shape, the right statuses, security headers on every API answer, never a stack trace. */
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { createMailer } from '../../server/mail/mailer';
import { DEMO_PASSWORD, dataUrl, freshAddress, STACK_TRACE, TINY_PNG } from './fixtures';
import { setupTestApp, type TestApp } from './harness';

const t = setupTestApp();

/** Every answer of this file, to check the headers and bodies of all of them at the end. */
const seen: { label: string; response: LightMyRequestResponse }[] = [];
async function call(label: string, options: Parameters<TestApp['call']>[0]) {
  const response = await t.call(options);
  seen.push({ label, response });
  return response;
}

const expectJsonError = (response: LightMyRequestResponse, status: number) => {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
};

describe('statuses', () => {
  it('an unknown /api path is a JSON 404, for any method', async () => {
    expectJsonError(await call('GET unknown', { method: 'GET', url: '/api/bestaat-niet' }), 404);
    expectJsonError(
      await call('POST unknown', { method: 'POST', url: '/api/auth/bestaat-niet', payload: {} }),
      404,
    );
    expectJsonError(await call('GET /api/auth', { method: 'GET', url: '/api/auth' }), 404);
  });

  it('a wrong method on a known path is a JSON 404', async () => {
    expectJsonError(await call('DELETE login', { method: 'DELETE', url: '/api/auth/login' }), 404);
  });

  it('a 2 MB body is refused with a JSON 413 before it is parsed', async () => {
    const response = await call('413', {
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify({ emailAddress: 'beheerder@demo.nl', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshAddress(),
    });
    expectJsonError(response, 413);
  });

  it('the avatar route allows more than the default limit, but not without bound', async () => {
    const token = await t.login('beheerder@demo.nl');
    const withinLimit = await call('avatar 400', {
      method: 'POST',
      url: '/api/auth/avatar',
      payload: { image: dataUrl('image/png', Buffer.concat([TINY_PNG, Buffer.alloc(512 * 1024)])) },
      token,
    });
    expect(withinLimit.statusCode).toBe(200);
    const tooLarge = await call('avatar 413', {
      method: 'POST',
      url: '/api/auth/avatar',
      payload: { image: `data:image/png;base64,${'A'.repeat(3 * 1024 * 1024)}` },
      token,
    });
    expectJsonError(tooLarge, 413);
  });

  it('malformed JSON and a wrong content type are 4xx, not 500', async () => {
    const malformed = await call('malformed', {
      method: 'POST',
      url: '/api/auth/request-reset',
      payload: '{"emailAddress":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshAddress(),
    });
    expectJsonError(malformed, 400);
    const text = await call('text/plain', {
      method: 'POST',
      url: '/api/auth/login',
      payload: 'emailAddress=beheerder@demo.nl',
      headers: { 'content-type': 'text/plain' },
      remoteAddress: freshAddress(),
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    const xml = await call('xml', {
      method: 'POST',
      url: '/api/auth/login',
      payload: '<login/>',
      headers: { 'content-type': 'application/xml' },
      remoteAddress: freshAddress(),
    });
    expectJsonError(xml, 415);
  });

  it('validation errors name the field', async () => {
    const response = await call('validation', {
      method: 'POST',
      url: '/api/auth/request-reset',
      payload: { emailAddress: '' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Validation failed',
      errors: { emailAddress: expect.any(String) },
    });
  });

  it('an id out of the integer range is a 400 or 404, never a 500', async () => {
    const admin = await t.login('admin@demo.nl');
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailAddress: 'beheerder@demo.nl', password: DEMO_PASSWORD },
      remoteAddress: freshAddress(),
    });
    const { downloadToken } = login.json().profile;
    for (const id of ['99999999999', '2147483648', '1e3', '-1']) {
      const superLogin = await call(`super-login ${id}`, {
        method: 'POST',
        url: `/api/auth/super-login/${id}`,
        token: admin,
      });
      expect([400, 404]).toContain(superLogin.statusCode);
      const avatar = await call(`avatar ${id}`, {
        method: 'GET',
        url: `/api/auth/avatar/${id}?_token=${downloadToken}`,
      });
      expect([400, 404]).toContain(avatar.statusCode);
    }
  });

  it('a body-less POST that says application/json is no malformed JSON; a broken body still is', async () => {
    const token = await t.login('contracten@demo.nl');
    const headers = { 'content-type': 'application/json' };
    const logout = await t.call({ method: 'POST', url: '/api/auth/logout', token, headers, payload: '' });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await t.call({ method: 'GET', url: '/api/auth/profile', token })).statusCode).toBe(401);
    const broken = await call('broken JSON', {
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: '{"emailAddress":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^The body is not valid JSON: ./);
    const poisoned = await call('proto', {
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: '{"__proto__":{"admin":true},"emailAddress":"a@b.nl","password":"x"}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().message).toBe(
      'The body holds a key "__proto__" or "constructor", which no call takes',
    );
  });

  it('a JSON body that is not UTF-8 is a 400, never stored with its letters replaced', async () => {
    const token = await t.login('contracten@demo.nl');
    const before = (await t.call({ method: 'GET', url: '/api/auth/profile', token })).json();
    // "Café" in Latin-1: the é is the lone byte 0xE9.
    const latin1 = Buffer.from('{"firstName":"Caf\xe9"}', 'latin1');
    const answer = await call('latin-1 body', {
      method: 'PUT',
      url: '/api/auth/profile',
      token,
      headers: { 'content-type': 'application/json' },
      payload: latin1,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('The body is not UTF-8 text');
    expect((await t.call({ method: 'GET', url: '/api/auth/profile', token })).json()).toEqual(before);
  });

  it('an id in a URL counts only in its one written form', async () => {
    const admin = await t.login('admin@demo.nl');
    const [contract] = (
      await t.call({ method: 'GET', url: '/api/contracts?range=[0,0]', token: admin })
    ).json();
    expect(
      (await t.call({ method: 'GET', url: `/api/contracts/${contract.id}`, token: admin })).statusCode,
    ).toBe(200);
    for (const id of [
      `+${contract.id}`,
      `%20${contract.id}`,
      `0${contract.id}`,
      `${contract.id}.0`,
      '0x1',
      '1e1',
    ]) {
      const response = await call(`contract ${id}`, {
        method: 'GET',
        url: `/api/contracts/${id}`,
        token: admin,
      });
      expect(response.statusCode, id).toBe(400);
    }
  });

  it('an unexpected failure is logged, with its route and cause but without the bearer token', async () => {
    const db = t.database.db;
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(
      {
        db,
        config: { ...readConfig({}), appUrl: 'http://app.test' },
        mailer: createMailer(db, { smtpUrl: null, from: 'test@contractbeheer.test' }),
        now: () => t.clock.now,
      },
      { log: { level: 'error', stream } },
    );
    app.get('/api/kapot', async () => {
      throw new Error('the disk is full');
    });
    try {
      const token = await t.login('admin@demo.nl');
      const response = await app.inject({
        method: 'GET',
        url: '/api/kapot',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(500);
      const logged = lines.join('');
      expect(logged).toContain('unhandled error');
      expect(logged).toContain('the disk is full');
      expect(logged).toContain('/api/kapot');
      expect(logged).not.toContain(token);
    } finally {
      await app.close();
    }
  });

  it('an unexpected failure is a bare 500 without internals', async () => {
    // A second app on the same database with one route that fails the way a bug would.
    const db = t.database.db;
    const app = await buildApp({
      db,
      config: { ...readConfig({}), appUrl: 'http://app.test' },
      mailer: createMailer(db, { smtpUrl: null, from: 'test@contractbeheer.test' }),
      now: () => t.clock.now,
    });
    app.get('/api/kapot', async () => {
      throw new Error('connection to 10.1.2.3 refused; password=hunter2');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/kapot' });
      seen.push({ label: '500', response });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong' });
    } finally {
      await app.close();
    }
  });
});

describe('headers and bodies of every answer', () => {
  it('covers successes too', async () => {
    await call('health', { method: 'GET', url: '/api/health' });
    const login = await call('login', {
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailAddress: 'lezer@demo.nl', password: DEMO_PASSWORD },
      remoteAddress: freshAddress(),
    });
    const token = login.json().accessToken;
    await call('profile', { method: 'GET', url: '/api/auth/profile', token });
    await call('401', { method: 'GET', url: '/api/auth/profile' });
    await call('403', { method: 'POST', url: '/api/auth/super-login/1', token });
    await call('wrong password', {
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailAddress: 'lezer@demo.nl', password: 'Wrong-Password-1' },
      remoteAddress: freshAddress(),
    });
    await call('logout', { method: 'POST', url: '/api/auth/logout', token });
    expect(seen.map((entry) => entry.response.statusCode)).toEqual(
      expect.arrayContaining([200, 204, 400, 401, 403, 404, 413, 415, 500]),
    );
  });

  it('all carry nosniff and no-store', () => {
    for (const { label, response } of seen) {
      expect.soft(response.headers['x-content-type-options'], label).toBe('nosniff');
      expect.soft(response.headers['cache-control'], label).toBe('no-store');
      expect.soft(response.headers['referrer-policy'], label).toBe('no-referrer');
      expect.soft(response.headers['content-security-policy'], label).toContain("frame-ancestors 'self'");
    }
  });

  it('none leaks a stack trace or internals', () => {
    for (const { label, response } of seen) {
      expect.soft(response.body, label).not.toMatch(STACK_TRACE);
      expect.soft(response.body, label).not.toMatch(/hunter2|10\.1\.2\.3|FST_|Error:/);
    }
  });
});

describe('NUL bytes', () => {
  it('in a search, a filter, an options query or a text field are a 400 on that field, never a 500', async () => {
    const admin = await t.login('admin@demo.nl');
    const manager = await t.login('beheerder@demo.nl');
    const filter = encodeURIComponent(JSON.stringify({ q: 'energie\u0000' }));
    const cases = [
      { method: 'GET', url: `/api/contracts?filter=${filter}`, token: manager },
      { method: 'GET', url: `/api/suppliers?filter=${filter}`, token: admin },
      { method: 'GET', url: '/api/contacts/list?q=jan%00', token: manager },
      { method: 'PUT', url: '/api/auth/profile', token: manager, payload: { firstName: 'Anna\u0000' } },
      { method: 'POST', url: '/api/sponsors', token: admin, payload: { name: 'Nul\u0000Sponsor' } },
    ] as const;
    for (const request of cases) {
      const response = await call(`NUL ${request.method} ${request.url}`, request);
      expect(response.statusCode, request.url).toBe(400);
      expect(Object.values(response.json().errors ?? {}), request.url).toContain('app.validation.nul');
    }
    const sponsors = await t.call({ method: 'GET', url: '/api/sponsors?range=[0,999]', token: admin });
    expect(JSON.stringify(sponsors.json())).not.toContain('Nul');
  });
});
