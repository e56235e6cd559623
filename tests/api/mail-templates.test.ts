/** Every install has a template per code: stored at start when missing, never twice, never overwritten. */
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { resourceTables } from '../../server/db/resource-tables';
import { DEFAULT_TEMPLATES } from '../../server/mail/default-templates';
import { ensureDefaultTemplates } from '../../server/mail/templates';
import { seedDemo } from '../../server/seed/demo';
import { placeholderList, TEMPLATE_CODES } from '../../src/schema/template-placeholders';
import { setupTestApp } from './harness';

const t = setupTestApp({ seed: false });

const table = resourceTables.templates;
const code = (table as unknown as { code: PgColumn }).code;
const stored = async () =>
  (await t.database.db.select().from(table).orderBy(code)) as {
    code: string;
    name: string;
    subject: string;
    content: string;
    placeholders: string;
  }[];

describe('ensureDefaultTemplates', () => {
  it('stores the built-in template of every code on an empty install', async () => {
    expect(await stored()).toEqual([]);
    expect(await ensureDefaultTemplates(t.database.db)).toBe(TEMPLATE_CODES.length);
    const rows = await stored();
    expect(rows.map((row) => row.code)).toEqual([...TEMPLATE_CODES].sort());
    for (const row of rows) {
      const template = DEFAULT_TEMPLATES[row.code as keyof typeof DEFAULT_TEMPLATES];
      expect(row).toMatchObject({ ...template, placeholders: placeholderList(row.code) });
    }
  });

  it('is idempotent, also when run concurrently', async () => {
    const results = await Promise.all([
      ensureDefaultTemplates(t.database.db),
      ensureDefaultTemplates(t.database.db),
    ]);
    expect(results).toEqual([0, 0]);
    expect(await stored()).toHaveLength(TEMPLATE_CODES.length);
  });

  it('puts back a deleted template and leaves an edited one as it is', async () => {
    await t.database.db.delete(table).where(eq(code, 'user_welcome'));
    await t.database.db
      .update(table)
      .set({ subject: 'Eigen onderwerp' } as never)
      .where(eq(code, 'password_reset'));
    expect(await ensureDefaultTemplates(t.database.db)).toBe(1);
    const rows = await stored();
    expect(rows.find((row) => row.code === 'user_welcome')?.subject).toBe(
      DEFAULT_TEMPLATES.user_welcome.subject,
    );
    expect(rows.find((row) => row.code === 'password_reset')?.subject).toBe('Eigen onderwerp');
  });

  it('lets the demo seed run after it without a duplicate', async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    expect(await stored()).toHaveLength(TEMPLATE_CODES.length);
  });
});
