/**
 * The built app is sent precompressed (brotli, else gzip) with `Vary: Accept-Encoding`,
 * hashed assets are cached for a year and index.html revalidates; the API's own compression is tests/api/api-compression.test.ts. The app is
 * built here, with the project's own Vite config, into a folder of its own, and served by the real
 * server over a socket (no inject: the bytes on the wire are what is checked).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { scriptHashSource } from '../../server/http/security-headers';
import { createMailer } from '../../server/mail/mailer';

const root = new URL('../..', import.meta.url).pathname;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers, answered with the raw (still encoded) bytes. */
const get = (port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });

let outDir = '';
let dataDir = '';
let database: DatabaseHandle;
let app: FastifyInstance;
let port = 0;
/** Each script of the build (its URL) and the scripts it imports statically, which load with it. */
const staticImports = new Map<string, string[]>();
/** The largest hashed script of the build and its plain bytes. */
let script = { path: '', bytes: Buffer.alloc(0) };

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'contractbeheer-build-'));
  dataDir = await mkdtemp(join(tmpdir(), 'contractbeheer-static-'));
  // As `npm start` builds: Vite takes React's production build from NODE_ENV, which vitest sets to "test".
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const built = await build({
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  }).finally(() => {
    process.env.NODE_ENV = testEnv;
  });
  const output = Array.isArray(built) ? built[0] : built;
  for (const file of output && 'output' in output ? output.output : []) {
    if (file.type === 'chunk')
      staticImports.set(
        `/${file.fileName}`,
        file.imports.map((name: string) => `/${name}`),
      );
  }
  const assets = await readdir(join(outDir, 'assets'));
  const scripts = await Promise.all(
    assets
      .filter((name) => name.endsWith('.js'))
      .map(async (name) => ({
        path: `/assets/${name}`,
        bytes: await readFile(join(outDir, 'assets', name)),
      })),
  );
  script = scripts.reduce((largest, next) => (next.bytes.length > largest.bytes.length ? next : largest));
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  const config = { ...readConfig({}), appUrl: 'http://app.test', dataDir };
  const mailer = createMailer(database.db, { smtpUrl: null, from: 'test@contractbeheer.test' });
  app = await buildApp({ db: database.db, config, mailer, now: () => new Date() }, { staticDir: outDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
}, 180_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(outDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('the built app over the wire', () => {
  it('writes a brotli and a gzip copy of every script at build time', async () => {
    const assets = await readdir(join(outDir, 'assets'));
    expect(assets).toContain(`${script.path.slice('/assets/'.length)}.br`);
    expect(assets).toContain(`${script.path.slice('/assets/'.length)}.gz`);
  });

  it('sends a hashed script brotli-compressed to a browser that accepts br, cached for a year', async () => {
    const answer = await get(port, script.path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.bytes.length / 2);
    expect(brotliDecompressSync(answer.body).equals(script.bytes)).toBe(true);
  });

  it('sends gzip to a browser that accepts gzip only', async () => {
    const answer = await get(port, script.path, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(answer.body).equals(script.bytes)).toBe(true);
  });

  it('sends the plain file without Accept-Encoding', async () => {
    const answer = await get(port, script.path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.equals(script.bytes)).toBe(true);
  });

  it('sends index.html and the app page of any client route with no-cache', async () => {
    const page = await readFile(join(outDir, 'index.html'));
    for (const path of ['/index.html', '/contracts/12', '/auth/forgot-password']) {
      const answer = await get(port, path, { 'accept-encoding': 'br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
      const body =
        answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body;
      expect(body.equals(page), path).toBe(true);
    }
  });

  it('answers a HEAD request of a client route as its GET (link checkers, monitors)', async () => {
    for (const path of ['/', '/login', '/contracts/12']) {
      const answer = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'HEAD' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
  });

  it('answers a missing hashed file with a 404, not the app page', async () => {
    const answer = await get(port, '/assets/missing-0123abcd.js', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBeUndefined();
  });

  it('leaves the API to its own rules: a small JSON answer plain, not cached as an asset', async () => {
    const answer = await get(port, '/api/health', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).not.toMatch(/immutable/);
    expect(JSON.parse(answer.body.toString())).toEqual({ status: 'ok' });
    const missing = await get(port, '/api/nothing-here', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toEqual({ message: 'Not found' });
  });
});

/** A file's body as sent, decoded (a file too small to gain from compression is sent plain). */
const pageText = (answer: Answer): string =>
  (answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body).toString();

/** The sources a page's Content-Security-Policy allows scripts from. */
const scriptSourcesOf = (answer: Answer): string[] =>
  String(answer.headers['content-security-policy'])
    .match(/script-src ([^;]*)/)?.[1]
    ?.split(' ') ?? [];

/** The inline scripts (no src) of a page, as written. */
const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

/** The style classes in a page's #root without a style in its head (css-0 is emotion's name for no style). */
const unstyledClasses = (html: string): string[] => {
  const styles = html.slice(0, html.indexOf('</head>'));
  const root = html.slice(html.indexOf('<div id="root">'));
  return [...root.matchAll(/css-([a-z0-9]+)/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== '0' && !new RegExp(`\\.css-${name}(?![a-z0-9-])`).test(styles));
};

describe('the app page, as the build leaves it', () => {
  it('paints the page spinner before any script, with its styles', async () => {
    for (const path of ['/account', '/contracts/12']) {
      const html = pageText(await get(port, path, { 'accept-encoding': 'br' }));
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root, path).toMatch(/^<div id="root"><div[^>]*><span[^>]*role="progressbar"[^>]*><svg/);
      expect(unstyledClasses(html), path).toEqual([]);
      expect(inlineScripts(html), path).toEqual([]);
    }
  });

  it("preloads the admin's scripts beside the app's, each a file it serves", async () => {
    const html = pageText(await get(port, '/contracts/12', { 'accept-encoding': 'br' }));
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1] ?? '',
    );
    expect(preloads.filter((url) => /^\/assets\/App-[\w-]+\.js$/.test(url))).toHaveLength(1);
    expect(new Set(preloads).size).toBe(preloads.length);
    for (const url of preloads) expect((await get(port, url, {})).status, url).toBe(200);
  });
});

describe('the sign-in page, prerendered at build time', () => {
  it('sends the card in the HTML (Dutch, with its styles), compressed and revalidated', async () => {
    for (const path of ['/login', '/login?next=%2Fcontracts']) {
      const answer = await get(port, path, { 'accept-encoding': 'br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      const html = pageText(answer);
      const card = html.slice(html.indexOf('<div id="root">'));
      expect(card).toMatch(/<h1[^>]*>Inloggen<\/h1>/);
      expect(card).toContain('Log in om je contracten te beheren');
      expect(card).toMatch(/<input[^>]*autocomplete="username"[^>]*type="email"/i);
      expect(card).toMatch(/<input[^>]*autocomplete="current-password"[^>]*type="password"/i);
      expect(card).toContain('href="/auth/forgot-password"');
      expect(unstyledClasses(html)).toEqual([]);
    }
  });

  it("holds the app page's scripts in a template and loads only its own small entry", async () => {
    const index = (await readFile(join(outDir, 'index.html'), 'utf8')).toString();
    const html = pageText(await get(port, '/login', { 'accept-encoding': 'br' }));
    const template = html.match(/<template>([\s\S]*)<\/template>/)?.[1] ?? '';
    const appTags = index.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    const templateTags = template.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    // The app's entry and what it imports; not the admin, which loads while the user types.
    expect(templateTags.length).toBeGreaterThan(1);
    expect(templateTags[0]).toMatch(/^<script type="module"/);
    for (const tag of templateTags) expect(appTags, tag).toContain(tag);
    expect(template).not.toMatch(/\/assets\/App-/);
    const outside = html.replace(/<template>[\s\S]*<\/template>/, '');
    expect(outside).not.toContain('modulepreload');
    const entries = [...outside.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(entries).toHaveLength(1);
    const entry = await get(port, entries[0] ?? '', { 'accept-encoding': 'br' });
    expect(entry.status).toBe(200);
    expect(pageText(entry).length).toBeLessThan(2048);
  });

  it("shows with at most 150 kB of script, compressed: its own and the app's, not the admin", async () => {
    const html = pageText(await get(port, '/login', { 'accept-encoding': 'br' }));
    const loaded = new Set<string>();
    const load = (url: string) => {
      if (loaded.has(url)) return;
      loaded.add(url);
      for (const imported of staticImports.get(url) ?? []) load(imported);
    };
    for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) load(match[1] ?? '');
    expect(loaded.size).toBeGreaterThan(2);
    let bytes = 0;
    for (const url of loaded) {
      const answer = await get(port, url, { 'accept-encoding': 'br, gzip' });
      expect(answer.status, url).toBe(200);
      bytes += answer.body.length;
    }
    expect([...loaded].filter((url) => url.startsWith('/assets/App-'))).toEqual([]);
    // The budget of README's performance section; the web bench counts the same files in Chromium.
    expect(bytes / 1024).toBeLessThanOrEqual(150);
  });

  it('allows its one inline script by its hash, and no other inline script', async () => {
    const answer = await get(port, '/login', { 'accept-encoding': 'br' });
    const scripts = inlineScripts(pageText(answer));
    expect(scripts).toHaveLength(1);
    const scriptSources = scriptSourcesOf(answer);
    expect(scriptSources).toContain(scriptHashSource(scripts[0] ?? ''));
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });
});

// Each copy is the text of an inert script element, which the page's script puts into #root, and
// names the address it shows.
const copiesOf = (html: string, path: string) =>
  [
    ...html.matchAll(
      /<script type="text\/html" data-dashboard-copy-html="([^"]+)"><div data-prerendered data-dashboard-copy="\1" data-copy-path="([^"]+)">/g,
    ),
  ].map((match) => (match[2] === path ? match[1] : `${match[1]} at ${match[2]}`));

describe('the dashboard, prerendered at build time for a phone, a tablet and a wide screen', () => {
  const copies = (html: string) => copiesOf(html, '/');

  it("sends '/' with a copy per screen and company user's page, with its styles, compressed and revalidated", async () => {
    const answer = await get(port, '/', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const html = pageText(answer);
    // On a phone the navigation is folded away, so roles 2 and 3 (the way to the list, linked
    // numbers) share a copy, and role 4 (numbers only) has its own; on a tablet and a wide screen
    // each role's navigation shows, so each has its own. Each with initials and with a photo.
    const withPhoto = (shape: string, menu?: string) =>
      menu === undefined ? [shape, `${shape} photo`] : [`${shape}|${menu}`, `${shape} photo|${menu}`];
    const withMenus = (screen: string) => [
      ...withPhoto(
        `${screen}|hasNavigation canSeeContracts showsNumbers`,
        'dashboard contracts calendar users locations contacts invoices suppliers',
      ),
      ...withPhoto(`${screen}|hasNavigation canSeeContracts showsNumbers`, 'dashboard contracts calendar'),
      ...withPhoto(`${screen}|hasNavigation showsNumbers`, 'dashboard calendar'),
    ];
    expect(copies(html)).toEqual([
      ...withPhoto('phone|hasNavigation canSeeContracts showsNumbers'),
      ...withPhoto('phone|hasNavigation showsNumbers'),
      ...withMenus('tablet'),
      ...withMenus('wide'),
    ]);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root.match(/<h2[^>]*>Welkom, \uE000<\/h2>/g)).toHaveLength(16);
    expect(root.match(/Je contracten in cijfers/g)).toHaveLength(16);
    // The way to the list in the ten copies of roles 2 and 3 only.
    expect(root.match(/Contracten bekijken/g)).toHaveLength(10);
    // The initials' mark, in the avatar and in its button's name; the name's mark on a wide screen;
    // the last name is never shown.
    expect(root).toContain('aria-label="Accountmenu, \uE002"');
    expect(root).toContain('aria-label="Instellingen, \uE002"');
    expect(root.match(/>\uE003</g)).toHaveLength(6);
    expect(root).not.toContain('\uE001');
    // A photo's address is the mark, held apart from `src`: no copy asks for an image.
    expect(root.match(/<img [^>]*data-photo="\uE004"[^>]*>/g)).toHaveLength(8);
    expect(root).not.toMatch(/<img [^>]*src=/);
    expect(root).not.toContain('/api/\uE004');
    // The page's spinner stays for everyone else; no number is in the page.
    expect(root).toContain('role="progressbar"');
    expect(root).not.toMatch(/MuiTypography-h4[^"]*"[^>]*>\d/);
    expect(unstyledClasses(html)).toEqual([]);
  });

  it("is sent for '/' only: every other address gets its own page", async () => {
    expect(copies(pageText(await get(port, '/?from=mail', { 'accept-encoding': 'br' })))).toHaveLength(16);
    for (const path of ['/contracts/1', '/account', '/login'])
      expect(copies(pageText(await get(port, path, { 'accept-encoding': 'br' }))), path).toEqual([]);
  });

  it('allows its two inline scripts by their hashes; the first comes after the scripts it may start', async () => {
    const answer = await get(port, '/', { 'accept-encoding': 'br' });
    const html = pageText(answer);
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(scriptSourcesOf(answer)).toContain(scriptHashSource(script));
    expect(scriptSourcesOf(answer)).not.toContain("'unsafe-inline'");
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('</template>')).toBeGreaterThan(0);
    expect(head.indexOf(`<script>${scripts[0]}`)).toBeGreaterThan(head.indexOf('</template>'));
    expect(html.indexOf(`<script>${scripts[1]}`)).toBeGreaterThan(html.indexOf('<div id="root">'));
  });
});

describe('the contract list, prerendered at build time in its loading look', () => {
  const copies = (html: string) => copiesOf(html, '/contracts');

  it("sends '/contracts' with a copy per screen and page of the roles that see the list, revalidated", async () => {
    const answer = await get(port, '/contracts', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const html = pageText(answer);
    // Roles 2 and 3 (role 4 does not see the list), each with initials and with a photo; on a phone
    // their frames are alike, beyond it each has its own navigation. Both may add and edit.
    const names = (screen: string, menu?: string) =>
      ['', ' photo'].map((photo) =>
        ['contracts', screen, `hasNavigation canSeeContracts showsNumbers${photo}`, menu, 'create|edit']
          .filter((part) => part !== undefined)
          .join('|'),
      );
    const beyondPhone = (screen: string) => [
      ...names(screen, 'dashboard contracts calendar users locations contacts invoices suppliers'),
      ...names(screen, 'dashboard contracts calendar'),
    ];
    expect(copies(html)).toEqual([...names('phone'), ...beyondPhone('tablet'), ...beyondPhone('wide')]);
    const root = html.slice(html.indexOf('<div id="root">'));
    // The list's title in the top bar, its search and its loading look; no row is in the page.
    expect(root.match(/<h1[^>]*>Contracten<\/h1>/g)).toHaveLength(10);
    expect(root.match(/Alle contracten op deze pagina selecteren/g)).toHaveLength(2);
    expect(root).not.toContain('<tbody');
    expect(root).not.toContain('\uE001');
    expect(unstyledClasses(html)).toEqual([]);
  });

  it('allows its two inline scripts by their hashes, and preloads every view as the app page does', async () => {
    const answer = await get(port, '/contracts', { 'accept-encoding': 'br' });
    const html = pageText(answer);
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(scriptSourcesOf(answer)).toContain(scriptHashSource(script));
    const preloads = (page: string) =>
      [...page.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const appPage = pageText(await get(port, '/contracts/1', { 'accept-encoding': 'br' }));
    expect(preloads(html).sort()).toEqual(preloads(appPage).sort());
  });
});
