/**
 * The API's text answers (JSON, CSV, the calendar feed) are compressed when the client accepts it:
 * a page of 25 contracts is ~30 kB of JSON and ~4.5 kB gzipped, which is what a phone on a slow
 * network waits for. The built app's files are precompressed at build time instead
 * (server/http/static.ts).
 *
 * Not compressed: answers under 1 kB (the headers would cost more than they save), files (PDFs,
 * images and spreadsheets are compressed already; they are streams here) and everything under
 * /api/auth/, whose answers carry session tokens and secrets next to what the client sent
 * (compressing a secret beside attacker-chosen text leaks it through the length: BREACH).
 */
import { promisify } from 'node:util';
import { constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const gzipped = promisify(gzip);

export const MIN_COMPRESSED_BYTES = 1024;
/** Beyond this an answer is compressed off the event loop (an export); below, at once. */
const SYNC_MAX_BYTES = 256 * 1024;
const TEXT_TYPES = /^(application\/(json|problem\+json)|text\/)/;

/**
 * Whether an Accept-Encoding header accepts gzip: listed without `q=0`, or `*` without it and
 * gzip not refused by name.
 */
function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

/**
 * gzip at level 1, for every client that accepts it (all browsers): measured on a page of 25
 * contracts (30 kB), 4.5 kB in 0.19 ms of CPU, where brotli at quality 4 took 0.87 ms (its work on
 * Node's thread pool included) for 3.8 kB; on a phone the 0.7 kB between them is ~4 ms.
 */
const compress = (body: Buffer): Buffer | Promise<Buffer> =>
  body.length <= SYNC_MAX_BYTES
    ? gzipSync(body, { level: constants.Z_BEST_SPEED })
    : gzipped(body, { level: constants.Z_BEST_SPEED });

export function installApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!TEXT_TYPES.test(type)) return payload;
    // The answer depends on Accept-Encoding whether compressed or not, for any cache in between.
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'Accept-Encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_COMPRESSED_BYTES || !acceptsGzip(request.headers['accept-encoding']))
      return payload;
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return compress(body);
  });
}
