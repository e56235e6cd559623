/**
 * An answer sent before its request's body has arrived in full (a JSON body over its limit, an
 * upload refused halfway) must still reach the client. Fastify asks Node to close such a connection
 * at once; with the client still sending, the server's socket then resets the connection, and a
 * client that meets the reset while writing (Node's HTTP client, curl) can lose the answer it has
 * not read yet. HTTP's rule is to close in stages instead (RFC 9112, section 9.6): here the rest of
 * the body is read and thrown away, for at most `LINGER_MS`, and only then is the connection closed.
 * A body that ends in time leaves the connection open for the client's next request.
 */
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a refused body is still read: enough for the answer to be read, little to a slow sender. */
export const LINGER_MS = 5_000;

export function installLingeringClose(app: FastifyInstance): void {
  const lingering = new Set<Socket>();
  app.addHook('onSend', async (request, reply, payload) => {
    const { raw } = request;
    const socket = raw.socket;
    // Injected requests (tests) have no real socket to close.
    if (raw.complete || !(socket instanceof Socket)) return payload;
    reply.removeHeader('connection');
    raw.resume();
    lingering.add(socket);
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    const stop = () => {
      clearTimeout(timer);
      lingering.delete(socket);
      raw.off('end', stop);
      socket.off('close', stop);
    };
    raw.once('end', stop);
    socket.once('close', stop);
    return payload;
  });
  // A server that stops closes these at once: their answers are sent.
  app.addHook('preClose', async () => {
    for (const socket of lingering) socket.destroy();
  });
}
