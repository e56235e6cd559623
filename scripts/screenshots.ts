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
  // The calendar card right after a link was made: the only time the link is shown.
  await page.getByRole('button', { name: 'Link aanmaken' }).click();
  await page.getByLabel('Privélink voor je agenda').waitFor();
  await shoot(page, 'account-calendar-link');
  await page.goto('/account/subscription');
  await shoot(page, 'subscription');
  await context.close();

  // The generated lists and forms, per role; a script error on any page is printed.
  const screens: Record<string, string[]> = {
    'beheerder@demo.nl': [
      '/',
      '/contracts',
      '/contracts/1',
      '/contracts/create',
      '/contracts/1/edit?step=3',
      '/contracts/1/edit?step=5',
      '/users',
      '/users/create',
      '/users/2',
      '/locations',
      '/locations/create',
      '/locations/1',
      '/contacts',
      '/contacts/create',
      '/contacts/1',
      '/invoices',
    ],
    'contracten@demo.nl': ['/', '/contracts', '/contracts/2'],
    'admin@demo.nl': [
      '/contracts',
      '/users',
      '/users/create',
      '/locations',
      '/locations/create',
      '/contacts',
      '/invoices',
      '/supplier-types',
      '/supplier-types/create',
      '/supplier-types/1',
      '/suppliers',
      '/suppliers/create',
      '/suppliers/1',
      '/sponsors',
      '/sponsors/create',
      '/sponsors/1',
      '/templates',
      '/templates/create',
      '/templates/1',
      '/mails',
      '/mails/1',
      '/companies',
    ],
  };
  for (const [email, paths] of Object.entries(screens)) {
    const session = await e2e.newPage();
    session.page.on('pageerror', (error) => console.log(`pageerror ${email}: ${error.message}`));
    await signIn(session.page, email);
    for (const path of paths) {
      await session.page.goto(path);
      await shoot(session.page, `${email.split('@')[0]}${path.replaceAll('/', '_')}`);
    }
    // An open dropdown in a form (for those who manage users): its options must be readable.
    if (email === 'contracten@demo.nl') {
      await session.context.close();
      continue;
    }
    await session.page.goto('/users/create');
    await session.page.getByRole('combobox', { name: 'Rollen' }).click();
    await shoot(session.page, `${email.split('@')[0]}_users_create_roles-open`);
    await session.context.close();
  }

  for (const email of ['admin@demo.nl', 'proef@demo.nl', 'lezer@demo.nl']) {
    const session = await e2e.newPage();
    await signIn(session.page, email);
    await shoot(session.page, `home-${email.split('@')[0]}`);
    await session.context.close();
  }
} finally {
  await e2e.close();
}
