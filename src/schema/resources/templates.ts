/**
 * E-mail templates (docs/requirements.md#alerts-and-mail): one per code (src/schema/template-placeholders.ts). A
 * template may use only the placeholders of its code; the list is derived from the code on save.
 */
import { accessByRole, defineResource, type ResourceHooks } from '../dsl';
import { field } from '../fields';
import {
  MAILS_FOR_THEIR_LINK,
  placeholderList,
  placeholdersIn,
  TEMPLATE_CODES,
  unknownPlaceholders,
} from '../template-placeholders';

/**
 * The first text of a template that uses a placeholder its code does not offer, or the content of a
 * mail sent for its link that has lost `{{link}}`.
 */
export const templateError = (values: {
  code: string;
  subject: string;
  content: string;
}): { field: 'subject' | 'content'; message: string } | null => {
  for (const key of ['subject', 'content'] as const) {
    if (unknownPlaceholders(values.code, values[key]).length > 0) {
      return { field: key, message: 'resources.templates.errors.unknown_placeholder' };
    }
  }
  if (
    (MAILS_FOR_THEIR_LINK as readonly string[]).includes(values.code) &&
    !placeholdersIn(values.content).includes('link')
  )
    return { field: 'content', message: 'resources.templates.errors.link_required' };
  return null;
};

export const templates = defineResource({
  name: 'templates',
  scope: 'platform',
  fields: {
    name: field.text({ required: true, list: true, sortable: true, searchable: true }),
    code: field.choice(TEMPLATE_CODES, { required: true, list: true, sortable: true, filter: true }),
    subject: field.text({ required: true, max: 300, list: true, searchable: true }),
    content: field.longText({ required: true, max: 50_000, help: 'resources.templates.help.content' }),
    placeholders: field.longText({ readOnly: true, help: 'resources.templates.help.placeholders' }),
  },
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  unique: ['code'],
  pages: [1],
  menu: [1],
  access: accessByRole({ read: [1], write: [1] }),
});

/** The declaration's rules on the server, run in the save's transaction (docs/adding-a-resource.md#hooks). */
export const hooks: ResourceHooks = {
  beforeSave(context, input, existing) {
    const code = String(input.code ?? existing?.code ?? '');
    const text = (key: 'subject' | 'content') => String(input[key] ?? existing?.[key] ?? '');
    const error = templateError({ code, subject: text('subject'), content: text('content') });
    if (error) context.fail(error);
    return { ...input, placeholders: placeholderList(code) };
  },
};
