/**
 * A body refused before it has arrived in full (over its limit) gets its answer over a connection
 * the server keeps reading, so the answer is not lost to a reset while the client still sends
 * (server/http/lingering-close.ts). Spoken over a raw socket, as a client that streams its body
 * regardless of an early answer does.
 */
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { LINGER_MS } from '../../server/http/lingering-close';
import { setupTestApp, startTestApp, type TestApp } from './harness';

const t = setupTestApp();
let admin: string;

beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

interface Connection {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves when the server closes, with the time since the connection opened. */
  closed: Promise<number>;
}

function open(app: TestApp): Connection {
  const { port } = app.app.server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  const openedAt = Date.now();
  let text = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  const closed = new Promise<number>((resolve) => {
    socket.on('close', () => resolve(Date.now() - openedAt));
    socket.on('error', () => undefined);
  });
  return { socket, received: () => text, closed };
}

const avatarHead = (framing: string) =>
  `POST /api/auth/avatar HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${admin}\r\n` +
  `X-Requested-With: XMLHttpRequest\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`;

const statusLines = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];

const write = (socket: Socket, data: string | Buffer) =>
  new Promise<void>((resolve, reject) => socket.write(data, (error) => (error ? reject(error) : resolve())));

async function until(check: () => boolean, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('a body over its limit', () => {
  it('is answered 413, read to its end, and the connection then serves the next request', async () => {
    const body = Buffer.from(JSON.stringify({ image: 'x'.repeat(12 * 1024 * 1024) }));
    const connection = open(t);
    await write(connection.socket, avatarHead(`Content-Length: ${body.length}`));
    // The whole body, although the answer is on its way after the first part: no reset stops it.
    for (let at = 0; at < body.length; at += 256 * 1024)
      await write(connection.socket, body.subarray(at, at + 256 * 1024));
    await write(connection.socket, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await until(() => statusLines(connection.received()).length === 2);
    expect(statusLines(connection.received())).toEqual(['HTTP/1.1 413', 'HTTP/1.1 200']);
    expect(connection.received()).toMatch(/"message":"[^"]+"/);
    connection.socket.destroy();
  });

  it(
    'is read for a few seconds from a sender that does not stop, then the connection is closed',
    async () => {
      const connection = open(t);
      await write(connection.socket, avatarHead('Transfer-Encoding: chunked'));
      const piece = Buffer.from(`10000\r\n${'x'.repeat(0x10000)}\r\n`);
      let sending = true;
      void connection.closed.then(() => {
        sending = false;
      });
      // Sends for as long as the server reads (a chunked body that never ends).
      void (async () => {
        while (sending) {
          await write(connection.socket, piece).catch(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      await until(() => statusLines(connection.received()).length > 0);
      expect(statusLines(connection.received())).toEqual(['HTTP/1.1 413']);
      const closedAfter = await connection.closed;
      expect(closedAfter).toBeGreaterThanOrEqual(LINGER_MS - 100);
      expect(closedAfter).toBeLessThan(LINGER_MS + 3_000);
    },
    LINGER_MS + 10_000,
  );

  it('does not hold up a server that stops', async () => {
    const other = await startTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await other.login('beheerder@demo.nl');
    const connection = open(other);
    await write(
      connection.socket,
      avatarHead('Transfer-Encoding: chunked').replace(`Bearer ${admin}`, `Bearer ${token}`),
    );
    await write(connection.socket, `300000\r\n${'x'.repeat(0x300000)}\r\n`);
    await until(() => statusLines(connection.received()).length > 0);
    expect(statusLines(connection.received())).toEqual(['HTTP/1.1 413']);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(LINGER_MS);
    await connection.closed;
  });
});
