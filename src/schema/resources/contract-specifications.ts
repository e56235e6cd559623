/**
 * A contract's specifications: the values of its supplier type's specification fields (docs/requirements.md#contracts-and-dates).
 * Stored as `[{label, value}]` in the type's order, values as text in a canonical form (numbers
 * with a '.', dates 'YYYY-MM-DD', 'true'/'false'), so the app and the server read them alike.
 */
import { dayNumber } from '../contract-dates';
import type { FieldErrors } from './contract-rules';
import type { SpecificationField } from './supplier-types';

export interface SpecificationValue {
  label: string;
  value: string;
}

const key = (label: string): string => label.trim().toLowerCase();

const NUMBER = /^-?\d{1,15}(\.\d+)?$/;

/** The value in canonical form, or null when it does not fit the field type. */
export function canonicalValue(field: SpecificationField, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return field.fieldType === 'boolean' ? 'false' : '';
  switch (field.fieldType) {
    case 'number':
    case 'money': {
      const number = value.replace(',', '.');
      if (!NUMBER.test(number)) return null;
      return field.fieldType === 'money' ? Number(number).toFixed(2) : String(Number(number));
    }
    case 'date':
      try {
        dayNumber(value);
        return value;
      } catch {
        return null;
      }
    case 'boolean':
      return value === 'true' || value === 'false' ? value : null;
    case 'choice': {
      const options = field.options.split(',').map((option) => option.trim());
      return options.find((option) => key(option) === key(value)) ?? null;
    }
    default:
      return value;
  }
}

/**
 * The submitted values matched to the type's fields by label (unknown labels are dropped), each
 * checked against its field type and required flag: every value's error, named by its row's path.
 */
export function checkSpecifications(
  fields: readonly SpecificationField[],
  submitted: readonly SpecificationValue[],
): { values: SpecificationValue[]; errors: FieldErrors } {
  const byLabel = new Map(submitted.map((item) => [key(item.label), item.value ?? '']));
  const errors: FieldErrors = {};
  const values = fields.map((field, index) => {
    const canonical = canonicalValue(field, byLabel.get(key(field.label)) ?? '');
    const path = `specifications.${index}.value`;
    if (canonical === null) errors[path] = 'resources.contracts.errors.specification_invalid';
    else if (field.required && canonical === '') errors[path] = 'app.validation.required';
    return { label: field.label, value: canonical ?? '' };
  });
  return { values, errors };
}
