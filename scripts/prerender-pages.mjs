#!/usr/bin/env node
/**
 * The build's prerendered pages, from the built index.html: login.html, the sign-in page rendered
 * into it (src/prerender/loginPage.tsx), index.html itself with the page spinner and the preloads
 * of the admin and the resource views (src/prerender/appPage.tsx), dashboard.html, that page
 * with the admin's preloads only and the dashboard's copies in it, and contracts.html, index.html
 * with the contract list's copies in it (src/prerender/copiesPage.tsx).
 * Loaded through Vite's server-side module loader.
 * `node scripts/prerender-pages.mjs <outDir> <entryUrl> '{"admin":[url…],"resources":[url…]}'`
 * ("admin": the admin's chunks and the startup reads' module); the build runs it
 * (vite.config.ts) in a process of its own with NODE_ENV=production, so the pages are the same
 * whoever builds (npm start, the tests) and their style names are those the browser's bundle gives.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const [outDir, entryUrl, preloadsJson] = process.argv.slice(2);
if (!outDir || !entryUrl || !preloadsJson)
  throw new Error('usage: prerender-pages.mjs <outDir> <entryUrl> <preloads as JSON>');
const { admin, resources } = JSON.parse(preloadsJson);

const loader = await createServer({
  configFile: false,
  root: fileURLToPath(new URL('..', import.meta.url)),
  mode: 'production',
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  // A CommonJS package Node would hand over as { default: … }: through Vite its messages are as the
  // app's bundle has them.
  ssr: { noExternal: ['ra-language-dutch'] },
});
try {
  const { renderLoginPage } = await loader.ssrLoadModule('/src/prerender/loginPage.tsx');
  const { renderAppPage } = await loader.ssrLoadModule('/src/prerender/appPage.tsx');
  const { renderCopiesPage, DASHBOARD, CONTRACT_LIST } = await loader.ssrLoadModule(
    '/src/prerender/copiesPage.tsx',
  );
  const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
  await writeFile(join(outDir, 'login.html'), renderLoginPage(indexHtml, entryUrl));
  const appPage = renderAppPage(indexHtml, [...admin, ...resources]);
  await writeFile(join(outDir, 'index.html'), appPage);
  // The dashboard does without the resource views (src/App.tsx): a phone fetches only what it shows.
  await writeFile(
    join(outDir, 'dashboard.html'),
    renderCopiesPage(renderAppPage(indexHtml, admin), entryUrl, DASHBOARD),
  );
  await writeFile(join(outDir, 'contracts.html'), renderCopiesPage(appPage, entryUrl, CONTRACT_LIST));
} finally {
  await loader.close();
}
