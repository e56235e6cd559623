/**
 * Every main screen fits a phone: at 390 × 844 no page scrolls sideways, for
 * each demo role's screens (tests/required-navigation.ts), and a screenshot of each is kept in a
 * temporary folder to look at; at 1280 × 900 a short page does not scroll at all (the side column
 * once made every page 17 px taller than the window).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness';
import { signIn } from './steps';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let e2e: E2E;
const shots = mkdtempSync(join(tmpdir(), 'phone-layout-'));
beforeAll(async () => {
  e2e = await startE2E();
  console.info(`phone screenshots in ${shots}`);
});
afterAll(() => e2e?.close());

/** Opens `path` and waits until its data has arrived. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Loading bars and placeholders; a determinate bar (the plan's usage) stays.
  await page
    .locator('.MuiLinearProgress-indeterminate, .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'detached' });
}

const documentSize = (page: Page) =>
  page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
    innerWidth,
    innerHeight,
  }));

async function expectFitsPhone(page: Page, account: string, paths: readonly string[]): Promise<void> {
  await page.setViewportSize(PHONE);
  for (const path of paths) {
    await open(page, path);
    const size = await documentSize(page);
    await page.screenshot({ path: join(shots, `${account}${path.replaceAll('/', '_')}.png`) });
    expect(size.width, `${account} ${path} is ${size.width} px wide`).toBeLessThanOrEqual(size.innerWidth);
  }
}

describe('at 390 × 844 no page scrolls sideways', () => {
  it('a company admin (role 2): dashboard, contracts, a contract, the wizard, users, locations, invoices, account, subscription', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'beheerder@demo.nl');
    await expectFitsPhone(page, 'beheerder', [
      '/',
      '/contracts',
      '/contracts/1',
      '/contracts/create',
      '/users',
      '/locations',
      '/invoices',
      '/account',
      '/account/subscription',
    ]);
    // The title keeps its room: language and logout sit in the avatar's menu.
    await page.getByRole('button', { name: 'Accountmenu' }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).waitFor();
    await context.close();
  });

  it("a platform admin (role 1): the dashboard and role 1's lists", async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'admin@demo.nl');
    await expectFitsPhone(page, 'admin', ['/', '/users', '/invoices', '/suppliers', '/companies', '/plans']);
    await context.close();
  });

  it('a dashboard reader (role 4): the dashboard with its numbers', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'lezer@demo.nl');
    await expectFitsPhone(page, 'lezer', ['/account', '/']);
    await page.getByText('Actieve contracten').waitFor();
    await context.close();
  });
});

describe('at 390 × 844, scrolled to the end of a list', () => {
  it('the floating create button covers none of the rows, nor the pagination', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'beheerder@demo.nl');
    await page.setViewportSize(PHONE);
    for (const path of ['/users', '/contracts']) {
      await open(page, path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const covered = await page.evaluate(() => {
        const create = document.querySelector('a.MuiFab-root')?.getBoundingClientRect();
        if (!create) return ['no floating create button'];
        const under = (box: DOMRect) =>
          box.width > 0 &&
          box.left < create.right &&
          box.right > create.left &&
          box.top < create.bottom &&
          box.bottom > create.top;
        return [...document.querySelectorAll('main li, main button, main a:not(.MuiFab-root), main input')]
          .filter((element) => under(element.getBoundingClientRect()))
          .map((element) => element.outerHTML.slice(0, 80));
      });
      expect(covered, path).toEqual([]);
    }
    await context.close();
  });

  it('the floating create button steps aside while the page scrolls down, and is back on the way up', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'beheerder@demo.nl');
    await page.setViewportSize(PHONE);
    await open(page, '/contracts');
    const create = page.locator('a.MuiFab-root');
    await expect.poll(() => create.isVisible()).toBe(true);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => create.isVisible()).toBe(false);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => create.isVisible()).toBe(true);
    await context.close();
  });
});

describe('at 390 × 844, the filters opened', () => {
  it('the floating create button does not cover the sort direction the filters pushed down', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'beheerder@demo.nl');
    await page.setViewportSize(PHONE);
    await open(page, '/contracts');
    await page.getByRole('button', { name: 'Filters' }).click();
    const direction = page.getByRole('button', { name: /(Op|Af)lopend sorteren/ });
    await direction.waitFor();
    await page.waitForTimeout(400); // the filters' unfolding
    const box = await direction.boundingBox();
    if (!box) throw new Error('the sort direction has no box');
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toMatch(/(Op|Af)lopend sorteren/);
    await context.close();
  });
});

describe('at 1280 × 900', () => {
  it('a short page does not scroll', async () => {
    const { page, context } = await e2e.newPage();
    await signIn(page, 'beheerder@demo.nl');
    await page.setViewportSize(DESKTOP);
    await open(page, '/locations');
    const size = await documentSize(page);
    expect(size.height).toBeLessThanOrEqual(size.innerHeight);
    await context.close();
  });
});
