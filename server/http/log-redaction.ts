/**
 * What a request log line may say of a request: its method, address and client, never a credential.
 * Tokens travel in addresses — a download's `_token`, a mail link's `token=`, the sponsor's form
 * `/aanbod/<token>` — so the address is logged with each of them replaced by `[redacted]`;
 * headers (the bearer token, cookies) are not logged at all.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';
const TOKEN_PARAMS = /([?&](?:_token|token)=)[^&#]*/gi;
const TOKEN_PATHS = /^(\/aanbod\/)[^/?#]+/i;

/** The address with every token in it replaced (query values of `_token`/`token`, the offer link's path). */
export const redactUrl = (url: string): string =>
  url.replace(TOKEN_PATHS, `$1${REDACTED}`).replace(TOKEN_PARAMS, `$1${REDACTED}`);

/** Fastify's request serializer for the log: what its default logs, the address redacted. */
export const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** An incoming X-Request-Id this server passes on: short, and only characters safe in a log. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id of a request (see app.ts): the one the balancer sent, when sane, else a new one. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}
