/**
 * `npx tsx scripts/screenshots.ts [outDir]`: signs in as demo accounts in Chromium against the
 * production build and saves a PNG of each screen, to look at what users see.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startE2E } from '../tests/e2e/harness';
import { signIn } from '../tests/e2e/steps';

const outDir = process.argv[2] ?? '/tmp/contractbeheer-screens';
mkdirSync(outDir, { recursive: true });

const e2e = await startE2E();
const shoot = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  // Lazy pages render after the network settles.
  await page.waitForTimeout(1200);
  await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: true });
  console.log(join(outDir, `${name}.png`));
};
try {
  const { page, context } = await e2e.newPage();
  await page.goto('/login');
  await shoot(page, 'login');
  await page.goto('/auth/forgot-password');
  await shoot(page, 'forgot-password');
  await page.goto('/auth/reset-password?token=x');
  await shoot(page, 'reset-password');
  await signIn(page, 'beheerder@demo.nl');
  await shoot(page, 'dashboard-role2');
  await page.goto('/account');
  await shoot(page, 'account');
  await page.goto('/account/subscription');
  await shoot(page, 'subscription');
  await context.close();

  for (const email of ['admin@demo.nl', 'proef@demo.nl', 'lezer@demo.nl']) {
    const session = await e2e.newPage();
    await signIn(session.page, email);
    await shoot(session.page, `home-${email.split('@')[0]}`);
    await session.context.close();
  }
} finally {
  await e2e.close();
}
