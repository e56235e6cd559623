/**
 * The template a mail of a code is rendered from: the one platform admins keep in the templates
 * resource, or the built-in Dutch default when none exists (a new install, a deleted template),
 * so a password reset or an alert is never lost for want of a text.
 */
import { eq } from 'drizzle-orm';
import type { TemplateCode } from '../../src/schema/template-placeholders';
import type { Database } from '../db/client';
import { resourceTables } from '../db/resource-tables';
import { DEFAULT_TEMPLATES } from './default-templates';

export interface TemplateText {
  subject: string;
  content: string;
}

export async function templateFor(db: Database, code: TemplateCode): Promise<TemplateText> {
  const table = resourceTables.templates as unknown as {
    code: never;
    subject: never;
    content: never;
  };
  const [stored] = (await db
    .select({ subject: table.subject, content: table.content })
    .from(resourceTables.templates)
    .where(eq(table.code, code))
    .limit(1)) as TemplateText[];
  return stored ?? DEFAULT_TEMPLATES[code];
}
