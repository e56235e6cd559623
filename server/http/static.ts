/**
 * The built app (vite build) at /, next to /api: every file is sent precompressed when the
 * browser accepts it (brotli, else gzip: the build writes `.br` and `.gz` beside each file, see
 * vite.config.ts), hashed files under /assets/ are cached for a year, and index.html, which names
 * the current hashes, always revalidates. Client-side routes (/, /contracts/12 …) load index.html.
 */
import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const assetsFolder = `${sep}assets${sep}`;

export async function serveBuiltApp(app: FastifyInstance, root: string): Promise<void> {
  // Files are looked up per request, so a rebuild is served without a restart.
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    preCompressed: true,
    // send's own `max-age=0` would override ours; setHeaders decides per file.
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader('cache-control', path.includes(assetsFolder) ? IMMUTABLE : REVALIDATE);
      response.setHeader('vary', 'Accept-Encoding');
    },
  });
}

/**
 * The page the build wrote for /login: the app page with the sign-in card already in it
 * (src/prerender/loginPage.tsx).
 */
export const LOGIN_PAGE = 'login.html';

/**
 * The page the build wrote for '/': the app page with the dashboard's copies in it
 * (src/prerender/copiesPage.tsx).
 */
export const DASHBOARD_PAGE = 'dashboard.html';

/** The page the build wrote for '/contracts': the app page with the contract list's copies in it. */
export const CONTRACT_LIST_PAGE = 'contracts.html';

/**
 * An app page: index.html for an address of the app (the SPA fallback), or a prerendered one;
 * never cached without revalidating.
 */
export const sendAppPage = (reply: FastifyReply, page = 'index.html') =>
  reply.header('cache-control', REVALIDATE).sendFile(page);

/** A missing hashed file is a 404, not the app page (a stale tab must not cache HTML as script). */
export const isAssetPath = (url: string): boolean => url.startsWith('/assets/');
