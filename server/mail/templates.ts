/**
 * The template a mail of a code is rendered from: the one platform admins keep in the templates
 * resource, or the built-in Dutch default when none exists (a deleted template), so a password
 * reset or an alert is never lost for want of a text. Every start stores the defaults of the codes
 * that have no template yet, so platform admins always find one per code to edit.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { placeholderList, type TemplateCode } from '../../src/schema/template-placeholders';
import type { Database } from '../db/client';
import { resourceTables } from '../db/resource-tables';
import { DEFAULT_TEMPLATES } from './default-templates';

export interface TemplateText {
  subject: string;
  content: string;
}

// The derived table is typed as a plain PgTable; these are the columns read and written here.
const table = resourceTables.templates;
const columns = table as unknown as Record<'code' | 'subject' | 'content', PgColumn>;

export async function templateFor(db: Database, code: TemplateCode): Promise<TemplateText> {
  const [stored] = (await db
    .select({ subject: columns.subject, content: columns.content })
    .from(table)
    .where(eq(columns.code, code))
    .limit(1)) as TemplateText[];
  return stored ?? DEFAULT_TEMPLATES[code];
}

/**
 * Inserts the built-in template of every code that has none; returns how many it inserted.
 * Idempotent, also when several processes start at once (the code is unique: a conflict is skipped).
 */
export async function ensureDefaultTemplates(db: Database): Promise<number> {
  const rows = Object.entries(DEFAULT_TEMPLATES).map(([code, template]) => ({
    ...template,
    code,
    placeholders: placeholderList(code),
  }));
  const inserted = await db
    .insert(table)
    .values(rows as never)
    .onConflictDoNothing({ target: columns.code })
    .returning({ code: columns.code });
  return inserted.length;
}
