import { describe, expect, it } from 'vitest';
import { englishCatalogue } from '../../../src/i18n/en';
import { createI18nProvider, loadEnglish } from '../../../src/i18n/i18nProvider';
import { flattenKeys } from '../../../src/i18n/mergeMessages';
import { nlMessages } from '../../../src/i18n/nl';
import { singularName } from '../../../src/i18n/resourceNames';
import { resourceMessagesEn } from '../../../src/i18n/resources.en';
import { resourceMessagesNl } from '../../../src/i18n/resources.nl';
import { notice } from '../../../src/resources/RowActions';
import { resourceTexts } from '../../../src/resources/ui';
import { labelKey, type Resource } from '../../../src/schema/dsl';
import type { FieldMeta } from '../../../src/schema/fields';
import { resources } from '../../../src/schema/resources';
import { ALL_PLACEHOLDERS, TEMPLATE_CODES } from '../../../src/schema/template-placeholders';

const enMessages = englishCatalogue(resourceTexts('en'));

/** Every i18n key a sub-field or field's metadata points at. */
const metaKeys = (
  resource: Resource,
  field: string,
  meta: Omit<FieldMeta, 'item'>,
  label: string,
): string[] => [
  label,
  ...(meta.help ? [meta.help] : []),
  ...(meta.emptyMeans ? [meta.emptyMeans] : []),
  ...(meta.choices ?? []).map((choice) => `resources.${resource.name}.choices.${field}.${choice}`),
];

/** Every resources.* key the declarations use: name, sections, labels, help, empty values, choices, notices. */
const keysOf = (resource: Resource): string[] => {
  const keys = [
    `resources.${resource.name}.name`,
    ...resource.sections.map((section) => `resources.${resource.name}.sections.${section}`),
  ];
  for (const [field, meta] of Object.entries(resource.meta)) {
    keys.push(...metaKeys(resource, field, meta, labelKey(resource, field)));
    for (const [sub, subMeta] of Object.entries(meta.item ?? {})) {
      keys.push(
        ...metaKeys(resource, sub, subMeta, subMeta.label ?? `resources.${resource.name}.fields.${sub}`),
      );
    }
  }
  return keys;
};

const VALIDATION = [
  'required',
  'too_long',
  'email',
  'phone',
  'number',
  'integer',
  'too_small',
  'too_large',
  'date',
  'choice',
  'reference',
  'image_too_large',
  'password_too_short',
  'too_many',
  'unique',
  // used by the engine (server/resources): a file that is no image, a value the database refuses
  'image',
  'invalid',
].map((key) => `app.validation.${key}`);

describe.each([
  ['nl', nlMessages],
  ['en', enMessages],
])('%s texts of the resources', (_locale, messages) => {
  const known = new Set(flattenKeys(messages));

  it('has every key the declarations use', () => {
    const missing = resources.flatMap(keysOf).filter((key) => !known.has(key));
    expect(missing).toEqual([]);
  });

  it('has the validation messages of the field builders and the in-use error', () => {
    expect([...VALIDATION, 'app.errors.in_use'].filter((key) => !known.has(key))).toEqual([]);
  });

  it('has a description for every template code and placeholder', () => {
    const keys = [
      ...TEMPLATE_CODES.map((code) => `resources.templates.code_descriptions.${code}`),
      ...ALL_PLACEHOLDERS.map((name) => `resources.templates.placeholder_descriptions.${name}`),
    ];
    expect(keys.filter((key) => !known.has(key))).toEqual([]);
  });

  it('has every error key the hooks raise', async () => {
    // The declarations and their hooks; the `<name>.ui.ts` files beside them hold the texts.
    const sources = import.meta.glob(['../../../src/schema/resources/*.ts', '!**/*.ui.ts'], {
      query: '?raw',
      import: 'default',
    });
    const keys = new Set<string>();
    for (const [path, load] of Object.entries(sources)) {
      const text = (await load()) as string;
      const resource = path.split('/').at(-1)?.replace('.ts', '');
      for (const match of text.matchAll(/'((?:resources|app)\.[\w.-]+)'/g)) keys.add(match[1]);
      // users.ts builds its keys from a suffix: error(errors, field, 'suffix').
      for (const match of text.matchAll(/error\(errors, [^,]+, '(\w+)'\)/g))
        keys.add(`resources.${resource}.errors.${match[1]}`);
    }
    expect(keys.size).toBeGreaterThan(20);
    expect([...keys].filter((key) => !known.has(key))).toEqual([]);
  });
});

describe('reference labels', () => {
  const tree = (messages: object) =>
    (messages as { resources: Record<string, { name: string; fields: Record<string, string> }> }).resources;

  it.each([
    ['nl', nlMessages],
    ['en', enMessages],
  ])('default to the singular name of the resource pointed at (%s)', (_locale, messages) => {
    const texts = tree(messages);
    // contacts.ui.ts leaves its supplier's label out; a label of its own wins (contracts' owner).
    expect(texts.contacts.fields.supplier).toBe(texts.suppliers.name.split('||||')[0].trim());
    expect(texts.contracts.fields.owner).not.toBe(texts.users.name.split('||||')[0].trim());
    for (const resource of resources)
      for (const [field, meta] of Object.entries(resource.meta))
        if (meta.reference) expect(texts[resource.name].fields[field]).toMatch(/^[^|]+$/);
  });
});

describe('success notices', () => {
  it('name the resource by its singular name, for every resource alike', async () => {
    await loadEnglish();
    const nl = createI18nProvider('nl').translate;
    const en = createI18nProvider('en').translate;
    expect(notice(nl, 'supplier-types', 'saved')).toBe('Leverancierstype succesvol opgeslagen');
    expect(notice(en, 'supplier-types', 'saved')).toBe('Supplier type saved successfully');
    expect(notice(nl, 'locations', 'deleted')).toBe('Locatie succesvol verwijderd');
    expect(notice(en, 'contacts', 'deleted')).toBe('Contact deleted successfully');
    for (const resource of resources) {
      expect(notice(nl, resource.name, 'saved')).toBe(`${singularName(nl, resource)} succesvol opgeslagen`);
      expect(notice(en, resource.name, 'deleted')).toBe(`${singularName(en, resource)} deleted successfully`);
    }
  });
});

describe('a picture too large', () => {
  it('states the limit the server enforces, in both languages', () => {
    expect(resourceMessagesNl.app.validation.image_too_large).toBe(
      'De afbeelding is te groot: maximaal 1 MB',
    );
    expect(resourceMessagesEn.app.validation.image_too_large).toBe('The image is too large: at most 1 MB');
  });
});
