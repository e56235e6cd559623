/**
 * An axe scan (axe-core, run inside the page) of every main screen per demo role: the sign-in
 * pages, each side navigation entry of the role (tests/required-navigation.ts), the create form
 * of its generated resources, the account page, and the subscription page of the account without
 * one. A serious or critical violation fails; every one found is printed with where it is.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/schema/access';
import { permits } from '../../src/schema/dsl';
import { resourceByName } from '../../src/schema/resources';
import { NAVIGATION } from '../../src/schema/routes';
import { REQUIRED_NAVIGATION } from '../required-navigation';
import { type E2E, startE2E } from './harness';
import { signIn } from './steps';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAILING: readonly ImpactValue[] = ['serious', 'critical'];

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** Waits until the screen has rendered its data (no spinner, progress bar or skeleton), then lets it settle. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(150);
  await expect
    .poll(() => page.locator('[role="progressbar"], .MuiSkeleton-root').count(), { timeout: 10_000 })
    .toBe(0);
  // Transitions (drawer, fades, a button's colour) end before colours are measured: a fixed wait
  // was too short on a busy machine (a button measured halfway between two colours).
  await page.waitForTimeout(250);
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
              ).length,
        ),
      { timeout: 10_000 },
    )
    .toBe(0);
}

/**
 * Opens `path` inside the running app, the way a link does (the router follows the history), so
 * the app and axe stay loaded from one screen to the next.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  await settle(page);
}

/**
 * The serious and critical violations on the current screen, one line per element, as axe finds
 * them twice a moment apart: a screen that changed after it settled (a button enabled by a late
 * answer, measured in its colour transition) is measured again, and a real violation stays.
 */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  const first = await axeViolations(page, path);
  if (first.length === 0) return first;
  await settle(page);
  const again = new Set(await axeViolations(page, path));
  return first.filter((line) => again.has(line));
}

/** One axe run's serious and critical violations on the current screen, one line per element. */
async function axeViolations(page: Page, path: string): Promise<string[]> {
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe.run({
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((violation) => violation.impact && FAILING.includes(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${path}: ${violation.impact} ${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${node.failureSummary?.replaceAll('\n', ' ')}`,
      ),
    );
}

/**
 * The main screens of a role: its navigation entries and the create form of each generated
 * resource it may add to (the contract wizard is a flow of its own, scanned by its tests).
 */
const screensOf = (role: Role): string[] =>
  REQUIRED_NAVIGATION[role].flatMap((name) => {
    const path = NAVIGATION.find((entry) => entry.name === name)?.path ?? `/${name}`;
    const resource = resourceByName(name);
    const viewer = { roles: [role], hasSubscription: true };
    const context = { viewer, userId: 1, companyId: role === 1 ? null : 1, locationIds: [] };
    const creatable = resource && name !== 'contracts' && permits(resource.access.create, context);
    return creatable ? [path, `${path}/create`] : [path];
  });

const scan = async (paths: readonly string[], email?: string): Promise<string[]> => {
  // The app's Content-Security-Policy refuses inline scripts, axe's among them.
  const context = await e2e.browser.newContext({
    baseURL: e2e.baseUrl,
    locale: 'nl-NL',
    viewport: { width: 1366, height: 860 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  try {
    if (email) await signIn(page, email);
    else await page.goto(paths[0]);
    await settle(page);
    await page.addScriptTag({ content: AXE_SOURCE });
    const found: string[] = [];
    for (const path of paths) {
      await visit(page, path);
      found.push(...(await violationsOn(page, path)));
    }
    if (found.length) console.log(`axe, ${email ?? 'signed out'}:\n${found.join('\n')}`);
    return found;
  } finally {
    await context.close();
  }
};

describe('no serious or critical axe violations', () => {
  it('signed out: sign-in and forgotten password', async () => {
    expect(await scan(['/login', '/auth/forgot-password'])).toEqual([]);
  });

  const accounts: Record<string, Role> = {
    'admin@demo.nl': 1,
    'beheerder@demo.nl': 2,
    'contracten@demo.nl': 3,
    'lezer@demo.nl': 4,
  };
  for (const [email, role] of Object.entries(accounts)) {
    it(`${email} (role ${role}): every main screen`, async () => {
      const paths = [...new Set(['/', ...screensOf(role), '/account'])];
      expect(await scan(paths, email)).toEqual([]);
    });
  }

  it('proef@demo.nl (no subscription): the subscription page', async () => {
    expect(await scan(['/account/subscription'], 'proef@demo.nl')).toEqual([]);
  });
});
