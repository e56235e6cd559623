#!/usr/bin/env node
/**
 * Compiles the server into one ES module, `dist-server/main.js`, with the packages it imports left
 * to node_modules: `npm start` runs it with plain Node instead of transpiling every TypeScript file
 * at each start (tsx). The migrations are copied beside it, where the server looks for them.
 * `node scripts/build-server.mjs` builds; `serverBuildIsStale()` tells `npm start` and the tests
 * whether a source changed since, and `appBuildIsStale()` the same of the app's build (dist/).
 */
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverBuild = join(root, 'dist-server', 'main.js');

/**
 * What the server is compiled from: its own code, the shared schema and texts, the prerendered
 * pages' inline scripts (allowed by their hashes) with what they read, the lockfile.
 */
const SOURCES = [
  'server',
  'src/schema',
  'src/i18n',
  'src/prerender',
  'src/prerendered.ts',
  'src/pages/dashboard/dashboardView.ts',
  'src/providers/tokenStore.ts',
  'package-lock.json',
];

const newestChange = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
};

/**
 * The environment the compiled server runs in (`npm start`, the tests' and benches' servers). Once a
 * large block is freed, glibc's malloc raises its mmap threshold to that block's size and from then
 * on keeps such blocks in the freeing thread's arena: with V8's and Node's worker threads each
 * keeping its own, the embedded server held 60–75 MB more under the list load (327–340 against
 * 263 MB). A fixed threshold hands large blocks back when they are freed. glibc reads it once, at
 * the process's start.
 */
export const serverEnv = (env) => ({ MALLOC_MMAP_THRESHOLD_: String(128 * 1024), ...env });

/**
 * Node's options for the compiled server. V8's young generation grows to two 16 MB halves under
 * load and keeps them; 4 MB halves held the embedded server 30–40 MB lower under the list load
 * (259–267 against 301–311 MB) at the same throughput (the list 839–843 against 753–797 req/s on the
 * embedded database, 2,067–2,261 against 2,197–2,242 on PostgreSQL). V8 takes this only on Node's
 * command line, not from the running server.
 */
export const serverArgs = ['--enable-source-maps', '--max-semi-space-size=4', serverBuild];

/** What `vite build` makes dist/ from, the pages' prerender included. */
const APP_SOURCES = [
  'src',
  'index.html',
  'vite.config.ts',
  'scripts/prerender-pages.mjs',
  'package-lock.json',
];
const appBuild = join(root, 'dist', 'index.html');

/** dist/ is missing or older than one of the app's sources. */
export function appBuildIsStale() {
  if (!existsSync(appBuild)) return true;
  const sources = APP_SOURCES.map((path) => join(root, path)).filter(existsSync);
  return newestChange(appBuild) < Math.max(...sources.map(newestChange));
}

export function serverBuildIsStale() {
  if (!existsSync(serverBuild)) return true;
  const sources = SOURCES.map((path) => join(root, path)).filter(existsSync);
  return statSync(serverBuild).mtimeMs < Math.max(...sources.map(newestChange));
}

export async function buildServer() {
  const out = join(root, 'dist-server');
  rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: [join(root, 'server', 'main.ts')],
    outfile: serverBuild,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(join(root, 'server', 'db', 'migrations'), join(out, 'migrations'), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
