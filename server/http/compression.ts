/**
 * The API's text answers (JSON, CSV, the calendar feed) are compressed when the client accepts it:
 * a page of 25 contracts is ~30 kB of JSON and ~4 kB as brotli, which is what a phone on a slow
 * network waits for. The built app's files are precompressed at build time instead
 * (server/http/static.ts).
 *
 * Not compressed: answers under 1 kB (the headers would cost more than they save), files (PDFs,
 * images and spreadsheets are compressed already; they are streams here) and everything under
 * /api/auth/, whose answers carry session tokens and secrets next to what the client sent
 * (compressing a secret beside attacker-chosen text leaks it through the length: BREACH).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export const MIN_COMPRESSED_BYTES = 1024;
const TEXT_TYPES = /^(application\/(json|problem\+json)|text\/)/;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none. An
 * encoding listed with `q=0` is refused; `*` accepts both.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

/** Brotli at quality 4: about gzip's speed for JSON, and a quarter smaller. */
const compress = (encoding: Encoding, body: Buffer): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipped(body, { level: 6 });

export function installApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!TEXT_TYPES.test(type)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    // The answer depends on Accept-Encoding whether compressed or not, for any cache in between.
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'Accept-Encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
    if (body.length < MIN_COMPRESSED_BYTES) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compress(encoding, body);
  });
}
