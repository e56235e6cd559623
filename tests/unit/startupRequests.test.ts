// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStartupRequests } from '../../src/providers/startupRequests';
import { STARTUP_REQUESTS_KEY, setAccessToken, setSuperToken } from '../../src/providers/tokenStore';

const LIST = '/api/contracts?filter=%7B%7D&range=%5B0%2C24%5D';
const TOTALS = '/api/contracts/totals?filter=%7B%7D';
const NAMES = '/api/locations?filter=%7B%22id%22%3A%5B1%5D%7D';
const BEARER = 'Bearer one';

const session = (authorization = BEARER) => new Headers({ Authorization: authorization });
const remembered = (): Record<string, string[]> =>
  JSON.parse(localStorage.getItem(STARTUP_REQUESTS_KEY) ?? '{}');

/** A page load at a fake clock: `at(ms)` moves it. */
const pageLoad = () => {
  let now = 0;
  const requests = createStartupRequests(() => now);
  return { requests, at: (ms: number) => (now = ms) };
};

/** A server answering every read with its own address, counting what it was asked. */
const server = (status = 200) =>
  vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) =>
    Response.json({ answered: String(url) }, { status }),
  );

/** A first start on /contracts that reads the list page's three reads. */
const firstStart = async () => {
  const { requests } = pageLoad();
  requests.sendAhead('/contracts', session(), server());
  for (const url of [TOTALS, LIST, NAMES]) expect(await requests.read(url, BEARER, '/contracts')).toBeNull();
};

describe('the reads a page makes at its start', () => {
  beforeEach(() => localStorage.clear());

  it('are remembered per address, in order, once each, the session left out', async () => {
    const { requests } = pageLoad();
    requests.sendAhead('/contracts', session(), server());
    for (const url of ['/api/auth/profile', TOTALS, LIST, LIST, NAMES])
      await requests.read(url, BEARER, '/contracts');
    expect(remembered()).toEqual({ '/contracts': [TOTALS, LIST, NAMES] });
  });

  it('are sent ahead at the next start there, and the app takes each answer once, without asking', async () => {
    await firstStart();
    const { requests } = pageLoad();
    const send = server();
    requests.sendAhead('/contracts', session(), send);
    expect(send.mock.calls.map(([url]) => url)).toEqual([TOTALS, LIST, NAMES]);
    expect(new Headers(send.mock.calls[0][1]?.headers).get('Authorization')).toBe(BEARER);
    const answer = await requests.read(LIST, BEARER, '/contracts');
    expect(answer?.status).toBe(200);
    expect(answer?.json).toEqual({ answered: LIST });
    // Taken: the app's next read of it is its own.
    expect(await requests.read(LIST, BEARER, '/contracts')).toBeNull();
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('nothing is sent ahead at another address, nor without a start with a session', async () => {
    await firstStart();
    const elsewhere = pageLoad().requests;
    const send = server();
    elsewhere.sendAhead('/suppliers', session(), send);
    expect(send).not.toHaveBeenCalled();
    const signedInHere = pageLoad().requests;
    expect(await signedInHere.read(LIST, BEARER, '/contracts')).toBeNull();
    expect(remembered()).toEqual({ '/contracts': [TOTALS, LIST, NAMES] });
  });

  it('an answer is not taken by another token, after a write, after leaving the address, or late', async () => {
    await firstStart();
    const cases: [string, (page: ReturnType<typeof pageLoad>) => unknown][] = [
      ['another token', (page) => page.requests.read(LIST, 'Bearer two', '/contracts')],
      [
        'a write',
        async (page) => {
          page.requests.stop();
          return page.requests.read(LIST, BEARER, '/contracts');
        },
      ],
      ['another address', (page) => page.requests.read(LIST, BEARER, '/contracts/7')],
      [
        'late',
        (page) => {
          page.at(10_001);
          return page.requests.read(LIST, BEARER, '/contracts');
        },
      ],
    ];
    for (const [name, readAfter] of cases) {
      const page = pageLoad();
      page.requests.sendAhead('/contracts', session(), server());
      expect(await readAfter(page), name).toBeNull();
    }
  });

  it('a failed answer is not taken: the app asks itself and handles the failure as always', async () => {
    await firstStart();
    const { requests } = pageLoad();
    requests.sendAhead('/contracts', session(), server(401));
    expect(await requests.read(LIST, BEARER, '/contracts')).toBeNull();
    const offline = pageLoad().requests;
    offline.sendAhead(
      '/contracts',
      session(),
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(await offline.read(LIST, BEARER, '/contracts')).toBeNull();
  });

  it('what the page reads after the user acts, or after its first 3 s, is not its start', async () => {
    const { requests, at } = pageLoad();
    requests.sendAhead('/contracts', session(), server());
    at(100);
    await requests.read(LIST, BEARER, '/contracts');
    at(3200);
    await requests.read(NAMES, BEARER, '/contracts');
    expect(remembered()['/contracts']).toEqual([LIST]);

    localStorage.clear();
    const pressed = pageLoad().requests;
    pressed.sendAhead('/contracts', session(), server());
    await pressed.read(LIST, BEARER, '/contracts');
    pressed.stopRecording();
    await pressed.read('/api/contracts/export', BEARER, '/contracts');
    expect(remembered()['/contracts']).toEqual([LIST]);
  });

  it('sends nothing but API reads, whatever the storage holds', () => {
    localStorage.setItem(
      STARTUP_REQUESTS_KEY,
      JSON.stringify({
        '/contracts': ['https://elsewhere.example/x', '/api/auth/profile', 7, LIST],
        '/': 'x',
      }),
    );
    for (const [address, expected] of [
      ['/contracts', [LIST]],
      ['/', []],
    ] as const) {
      const send = server();
      pageLoad().requests.sendAhead(address, session(), send);
      expect(send.mock.calls.map(([url]) => url)).toEqual(expected);
    }
  });

  it('keeps the 20 addresses started on last', async () => {
    for (let page = 1; page <= 21; page += 1) {
      const { requests } = pageLoad();
      requests.sendAhead(`/contracts/${page}`, session(), server());
      await requests.read(`/api/contracts/${page}`, BEARER, `/contracts/${page}`);
    }
    const addresses = Object.keys(remembered());
    expect(addresses).toHaveLength(20);
    expect(addresses[0]).toBe('/contracts/2');
    expect(addresses.at(-1)).toBe('/contracts/21');
  });

  it('are forgotten with the session and when acting as another user', async () => {
    for (const change of [
      () => setAccessToken('other'),
      () => setSuperToken('acting'),
      () => setSuperToken(null),
    ]) {
      await firstStart();
      change();
      expect(remembered()).toEqual({});
    }
  });
});
