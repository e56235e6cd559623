/**
 * Supplier types with their specification fields (docs/requirements.md#contracts-and-dates): each contract of a
 * supplier of this type asks these fields. Platform-wide, kept by platform admins.
 */
import { accessByRole, defineResource, type ResourceHooks } from '../dsl';
import { field } from '../fields';

export const SPECIFICATION_FIELD_TYPES = [
  'text',
  'longText',
  'number',
  'money',
  'date',
  'boolean',
  'choice',
] as const;

export interface SpecificationField {
  label: string;
  fieldType: (typeof SPECIFICATION_FIELD_TYPES)[number] | null;
  required: boolean;
  options: string;
}

/** 'a, b ,,c' → 'a, b, c': the options of a choice, trimmed, empty ones and repeats dropped. */
export const normaliseOptions = (options: string): string =>
  [
    ...new Set(
      options
        .split(',')
        .map((option) => option.trim())
        .filter(Boolean),
    ),
  ].join(', ');

/**
 * Normalises the specification fields and finds every error: a choice without options, or a label
 * used twice (ignoring case and surrounding spaces). Errors name the sub-field's path.
 */
export function checkSpecificationFields(fields: readonly SpecificationField[]): {
  fields: SpecificationField[];
  errors: Record<string, string>;
} {
  const seen = new Set<string>();
  const normalised: SpecificationField[] = [];
  const errors: Record<string, string> = {};
  fields.forEach((item, index) => {
    const options = item.fieldType === 'choice' ? normaliseOptions(item.options) : '';
    normalised.push({ ...item, label: item.label.trim(), options });
    const label = item.label.trim().toLowerCase();
    if (seen.has(label))
      errors[`specificationFields.${index}.label`] = 'resources.supplier-types.errors.duplicate_label';
    if (item.fieldType === 'choice' && options === '')
      errors[`specificationFields.${index}.options`] = 'resources.supplier-types.errors.options_required';
    seen.add(label);
  });
  return { fields: normalised, errors };
}

export const supplierTypes = defineResource({
  name: 'supplier-types',
  scope: 'platform',
  fields: {
    name: field.text({ required: true, list: true, sortable: true, searchable: true }),
    description: field.longText({ list: true }),
    purchasingAdvice: field.boolean({ list: true, filter: true }),
    // Days before a notice deadline that an opted-in contract asks sponsors for offers (src/schema/offers.ts).
    offerWindowDays: field.number({
      min: 7,
      max: 365,
      help: 'resources.supplier-types.help.offerWindowDays',
    }),
    specificationFields: field.group(
      {
        // Sub-fields carry their own label keys: `fields.specificationFields` is the group's label.
        label: field.text({
          required: true,
          max: 100,
          label: 'resources.supplier-types.specification.label',
        }),
        // Its choice labels: resources.supplier-types.choices.fieldType.<value>.
        fieldType: field.choice(SPECIFICATION_FIELD_TYPES, {
          required: true,
          label: 'resources.supplier-types.specification.fieldType',
        }),
        required: field.boolean({ label: 'resources.supplier-types.specification.required' }),
        options: field.text({
          max: 2000,
          label: 'resources.supplier-types.specification.options',
          help: 'resources.supplier-types.help.options',
        }),
      },
      { maxItems: 50, help: 'resources.supplier-types.help.specificationFields' },
    ),
  },
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  unique: ['name'],
  pages: [1],
  menu: [1],
  // Contract forms read the type of a supplier and its specification fields.
  access: accessByRole({ read: [1, 2, 3], write: [1] }),
});

/** The declaration's rules on the server, run in the save's transaction (docs/adding-a-resource.md#hooks). */
export const hooks: ResourceHooks = {
  beforeSave(context, input) {
    if (!Array.isArray(input.specificationFields)) return input;
    const { fields, errors } = checkSpecificationFields(input.specificationFields as SpecificationField[]);
    context.failFields(errors);
    return { ...input, specificationFields: fields };
  },
};
