#!/usr/bin/env node
/**
 * Writes login.html beside the built index.html: the sign-in page rendered into it
 * (src/prerender/loginPage.tsx), loaded through Vite's server-side module loader.
 * `node scripts/prerender-login.mjs <outDir> <entryUrl>`; the build runs it (vite.config.ts) in a
 * process of its own with NODE_ENV=production, so the page is the same whoever builds (npm start,
 * the tests) and its style names are those the browser's production bundle gives.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const [outDir, entryUrl] = process.argv.slice(2);
if (!outDir || !entryUrl) throw new Error('usage: prerender-login.mjs <outDir> <entryUrl>');

const loader = await createServer({
  configFile: false,
  root: fileURLToPath(new URL('..', import.meta.url)),
  mode: 'production',
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderLoginPage } = await loader.ssrLoadModule('/src/prerender/loginPage.tsx');
  const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
  await writeFile(join(outDir, 'login.html'), renderLoginPage(indexHtml, entryUrl));
} finally {
  await loader.close();
}
