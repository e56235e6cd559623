/** Security headers on every answer (ASVS 3.4); the API's answers are never cached. */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  CHOOSE_CONTRACT_LIST_SCRIPT,
  CHOOSE_DASHBOARD_SCRIPT,
  SHOW_DASHBOARD_SCRIPT,
  SHOW_PRERENDERED_SCRIPT,
} from '../../src/prerender/showScript';

/** A CSP source that allows exactly one inline script, by its content's SHA-256. */
export const scriptHashSource = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** Every inline script the app's pages hold (src/prerender/showScript.ts). */
const INLINE_SCRIPTS = [
  SHOW_PRERENDERED_SCRIPT,
  CHOOSE_DASHBOARD_SCRIPT,
  CHOOSE_CONTRACT_LIST_SCRIPT,
  SHOW_DASHBOARD_SCRIPT,
];

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The inline scripts: the sign-in page's, and the two of the dashboard and of the contract list,
  // which decide before the first paint whether their prerendered copy shows
  // (src/prerender/showScript.ts).
  `script-src 'self' ${INLINE_SCRIPTS.map(scriptHashSource).join(' ')}`,
  // The spreadsheet reader of the contract import (fflate, under read-excel-file) unzips a worksheet
  // of 512 kB or more in a worker made from a blob: address. Only a script already running on the
  // page can make one, so this lets no injected markup run.
  "worker-src 'self' blob:",
  // MUI (emotion) injects its styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export function installSecurityHeaders(app: FastifyInstance, options: { production: boolean }): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    if (options.production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
