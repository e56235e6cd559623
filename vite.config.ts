import { execFile } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What the browser downloads as text; source maps are left plain (only developer tools fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/**
 * What sending a compressed copy adds to the answer: its `Content-Encoding` header (`Vary` is sent
 * either way). A copy is worth it when it saves more; small scripts (a page's entry, the chunks of
 * a few components) save a third or more of their bytes.
 */
const ENCODING_HEADER_BYTES = 'content-encoding: gzip\r\n'.length;

/**
 * Every text file of the build gets a `.br` (brotli, best quality) and a `.gz` (gzip -9)
 * beside it, which the server sends as they are (server/http/static.ts); nothing is compressed per
 * request. A copy that would not save more than its header costs is not written.
 */
const precompress = async (outDir: string): Promise<void> => {
  const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const plain = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(plain, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
          },
        }),
        gzipped(plain, { level: 9 }),
      ]);
      if (br.length + ENCODING_HEADER_BYTES < plain.length) await writeFile(`${file}.br`, br);
      if (gz.length + ENCODING_HEADER_BYTES < plain.length) await writeFile(`${file}.gz`, gz);
    }),
  );
};

const execFileAsync = promisify(execFile);

/**
 * login.html and dashboard.html, the prerendered sign-in page and dashboard, beside index.html, and
 * index.html with the page spinner and the preloads of the admin (with the startup reads' module) and
 * of the resource views (scripts/prerender-pages.mjs).
 */
const prerenderPages = async (
  root: string,
  outDir: string,
  entryUrl: string,
  preloads: { admin: string[]; resources: string[] },
): Promise<void> => {
  await execFileAsync(
    process.execPath,
    [join(root, 'scripts', 'prerender-pages.mjs'), outDir, entryUrl, JSON.stringify(preloads)],
    { env: { ...process.env, NODE_ENV: 'production' } },
  );
};

/** The prerendered pages' own entry (src/prerenderedEntry.ts), built beside the app's (index.html). */
const PRERENDERED_ENTRY = 'prerendered';
/** The admin (react-admin and the signed-in layout), which the app imports when it is needed. */
const ADMIN_MODULE = '/src/App.tsx';
/** The resource views (lists, forms, details), which every app address but the dashboard shows. */
const RESOURCES_MODULE = '/src/resources/index.tsx';
/** What sends a page's first reads at a start with a session; the sign-in page goes without it. */
const STARTUP_MODULE = '/src/providers/startupRequests.ts';

/** The written bundle's files as far as the walk below reads them. */
type BundleFiles = Record<string, { type: 'chunk'; imports: string[] } | { type: 'asset' }>;

/** `fileName` and every chunk it imports statically, as URLs from the site's root. */
const withStaticImports = (bundle: BundleFiles, fileName: string): string[] => {
  const found = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (found.has(name) || chunk?.type !== 'chunk') return;
    found.add(name);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(fileName);
  return [...found].map((name) => `/${name}`);
};

/** After the bundle is written: the prerendered pages, then the compressed copies of every file. */
export const finishBuild = (): Plugin => {
  let root = '.';
  let outDir = 'dist';
  let entryUrl: string | null = null;
  let preloads = { admin: [] as string[], resources: [] as string[] };
  return {
    name: 'contractbeheer:finish-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((file) => file.isEntry && file.name === PRERENDERED_ENTRY);
      entryUrl = entry ? `/${entry.fileName}` : null;
      const scriptsOf = (module: string) => {
        const chunk = chunks.find((file) => file.facadeModuleId?.endsWith(module));
        if (!chunk) throw new Error(`The build has no chunk for ${module}`);
        return withStaticImports(bundle, chunk.fileName);
      };
      preloads = {
        admin: [...scriptsOf(STARTUP_MODULE), ...scriptsOf(ADMIN_MODULE)],
        resources: scriptsOf(RESOURCES_MODULE),
      };
    },
    async closeBundle() {
      if (!entryUrl) throw new Error(`The build has no ${PRERENDERED_ENTRY} entry`);
      await prerenderPages(root, outDir, entryUrl, preloads);
      await precompress(outDir);
    },
  };
};

const apiPort = Number(process.env.PORT ?? 3000);

/**
 * Test files run at once. Vitest's default (a worker per core but one) runs one file at a time on
 * a 2-core machine, its other core mostly idle; two at once there: API files on PGlite 254 → 210 s,
 * on PostgreSQL 138 → 99 s (tests/api/contracts and tests/api/resources, 31 files).
 */
const testWorkers = Math.max(2, availableParallelism() - 1);

/**
 * react-router's package exports name only its development build (warnings and checks included);
 * the production build it ships beside it is smaller. Used for `vite build` alone.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
];

/**
 * MUI's TablePagination (which react-admin's list imports, though the app draws its own pagination)
 * makes an en-US `Intl.NumberFormat` when its module is evaluated: the page's first formatter, which
 * loads the browser's number data, 60 ms of a phone's start (in Chromium at 4× CPU) for a formatter
 * never used. This module, which makes such formatters, makes them at their first use instead.
 */
const formatNumberOnFirstUse = (): Plugin => ({
  name: 'contractbeheer:format-number-on-first-use',
  load(id) {
    if (!id.endsWith('/@mui/material/locale/utils/buildFormatNumber.mjs')) return null;
    return `export default (locale) => {
  let formatter;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try { formatter = new Intl.NumberFormat(locale); } catch { formatter = null; }
    }
    return formatter ? formatter.format(value) : String(value);
  };
};`;
  },
});

export default defineConfig(({ command }) => ({
  plugins: [react(), formatNumberOnFirstUse(), finishBuild()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { input: { index: 'index.html', [PRERENDERED_ENTRY]: 'src/prerenderedEntry.ts' } },
  },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          // Pure functions run on Node: a DOM costs each test file ~1.5 s of set-up on a 2-core
          // machine. A file that needs one says so in its first line (`@vitest-environment jsdom`).
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/setup-unit.ts'],
          maxWorkers: testWorkers,
          // A worker's files share its loaded libraries; tests/setup-unit.ts resets the rest per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
          maxWorkers: testWorkers,
          // As the unit project: jsdom, react-admin and MUI loaded once per worker, not per file
          // (the project 225 → 66 s on a 2-core machine).
          isolate: false,
          // A test that takes 1.8 s alone took 5.2 s with two such files on a 2-core CI machine, and
          // the slowest ~9 s: jsdom renders whole react-admin pages.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/template-database.ts'],
          // As the unit project: the server's modules, PGlite's and PDF.js loaded once per worker.
          setupFiles: ['tests/setup-unit.ts'],
          isolate: false,
          maxWorkers: testWorkers,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/template-folder.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // What a page shows after a click may take more than the default second on a slow machine
          // (a list's search at 6x CPU throttling); a state that never comes still fails.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
}));
