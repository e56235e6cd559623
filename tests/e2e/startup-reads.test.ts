/**
 * A page the app started on before sends its first reads at the next start at once, beside the
 * profile, before the admin's scripts have run (src/providers/startupRequests.ts): in Chromium, the
 * contract list's totals, first page and location names go out while the admin is held back, each
 * is asked once, and the page shows what the server holds at that start. The page names every
 * script the list needs (index.html's preloads, src/prerender/appPage.tsx), so none is found late.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness';
import { api, apiToken, holdScripts, rowWith, signIn } from './steps';

let e2e: E2E;
let page: Page;
beforeAll(async () => {
  e2e = await startE2E();
  ({ page } = await e2e.newPage());
  await signIn(page, 'beheerder@demo.nl');
});
afterAll(() => e2e?.close());

/** The API reads the page asks from now on, but the session's (`/api/auth/…`). */
const readsAsked = (): string[] => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/auth/')) asked.push(pathname + search);
  });
  return asked;
};

describe('reads sent ahead at the start', () => {
  it('a list started on again has its first reads out before the admin runs, each asked once', async () => {
    await page.goto('/contracts');
    await rowWith(page, 'Hoofdkantoor Utrecht').first().waitFor();
    await page.waitForLoadState('networkidle');

    const asked = readsAsked();
    // The admin's own chunk (src/App.tsx) held: whatever is read meanwhile, the admin did not ask.
    const releaseAdmin = await holdScripts(page, '**/assets/App-*.js');
    await page.goto('/contracts', { waitUntil: 'commit' });
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(3);
    expect(asked.some((read) => read.startsWith('/api/contracts?'))).toBe(true);
    expect(asked.some((read) => read.startsWith('/api/locations?'))).toBe(true);
    releaseAdmin();

    await rowWith(page, 'Hoofdkantoor Utrecht').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(new Set(asked).size, asked.join('\n')).toBe(asked.length);
  });

  it("announces every script the list needs in the page: none is asked for after the app's first has run", async () => {
    const html = await (await fetch(`${e2e.baseUrl}/contracts`)).text();
    const announced = new Set(
      [
        ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g),
      ].map(([, src]) => src),
    );
    const late: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && !announced.has(pathname)) late.push(pathname);
    });
    await page.goto('/contracts');
    await rowWith(page, 'Hoofdkantoor Utrecht').first().waitFor();
    expect(announced.size).toBeGreaterThan(10);
    expect(late).toEqual([]);
  });

  it('shows what the server holds at this start, not at the last', async () => {
    const token = await apiToken(e2e.baseUrl, 'beheerder@demo.nl');
    const [location] = await api<{ id: number; name: string }[]>(
      e2e.baseUrl,
      token,
      'GET',
      `locations?filter=${encodeURIComponent(JSON.stringify({ q: 'Hoofdkantoor Utrecht' }))}`,
    );
    await api(e2e.baseUrl, token, 'PUT', `locations/${location.id}`, {
      ...location,
      name: 'Hoofdkantoor Utrecht-Noord',
    });
    await page.goto('/contracts');
    await rowWith(page, 'Hoofdkantoor Utrecht-Noord').first().waitFor();
  });
});
