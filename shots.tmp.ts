import { startE2E } from './tests/e2e/harness';
import { signIn } from './tests/e2e/steps';
const e2e = await startE2E();
const out = '/tmp/contractbeheer-screens';
try {
  const admin = await e2e.newPage();
  admin.page.on('pageerror', (e) => console.log('pageerror', e.message));
  admin.page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text().slice(0, 200)); });
  await signIn(admin.page, 'admin@demo.nl');
  for (const path of ['/users', '/invoices', '/supplier-types', '/supplier-types/1', '/suppliers', '/suppliers/create', '/sponsors', '/templates', '/templates/1', '/users/2']) {
    await admin.page.goto(path); await admin.page.waitForTimeout(1500);
    const name = `r1${path.replace(/\//g, '_')}`;
    await admin.page.screenshot({ path: `${out}/${name}.png`, fullPage: true }); console.log(name);
  }
  const company = await e2e.newPage();
  company.page.on('pageerror', (e) => console.log('pageerror', e.message));
  company.page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text().slice(0, 200)); });
  await signIn(company.page, 'beheerder@demo.nl');
  for (const path of ['/users', '/users/3', '/locations', '/locations/create', '/contacts', '/contacts/1', '/invoices']) {
    await company.page.goto(path); await company.page.waitForTimeout(1500);
    const name = `r2${path.replace(/\//g, '_')}`;
    await company.page.screenshot({ path: `${out}/${name}.png`, fullPage: true }); console.log(name);
  }
} finally { await e2e.close(); }
