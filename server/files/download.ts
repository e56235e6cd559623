/**
 * Downloads authorised by a `_token` (docs/architecture.md#mail-and-files): the download-only token of a live
 * session.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResolvedSession } from '../auth/sessions';
import { resolveSession } from '../auth/sessions';
import type { Database } from '../db/client';
import { unauthorized } from '../http/errors';

export async function requireDownloadSession(
  db: Database,
  request: FastifyRequest,
  now: Date,
): Promise<ResolvedSession> {
  const token = (request.query as Record<string, unknown>)._token;
  const session =
    typeof token === 'string' && token ? await resolveSession(db, token, 'download', now) : null;
  if (!session) throw unauthorized('Invalid or expired download link');
  return session;
}

/** A file as an attachment: its bytes, or a stream of them with its size (from the file store). */
export function sendDownload(
  reply: FastifyReply,
  file: { body: Buffer | Readable; size?: number; contentType: string; filename: string },
): FastifyReply {
  const asciiName = file.filename.replace(/[^\w.-]+/g, '_');
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .send(file.body);
}

const SIGNATURES: { type: string; matches: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type told by the file's first bytes (never by its name or claimed type), or null. */
export const imageTypeOf = (bytes: Buffer): string | null =>
  SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
