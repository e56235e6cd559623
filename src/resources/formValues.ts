import type { Resource } from '../schema/dsl';
import type { FieldMeta } from '../schema/fields';

/** The second password input of a form: `<field>Confirmation`, never sent. */
export const confirmationOf = (field: string): string => `${field}Confirmation`;

export const PASSWORDS_DO_NOT_MATCH = 'app.common.passwords_do_not_match';
export const REQUIRED = 'app.validation.required';

type Values = Record<string, unknown>;
type Meta = Omit<FieldMeta, 'item'> & { item?: FieldMeta['item'] };

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** What a form input holds → what the zod input type expects ('' and null differ per kind). */
const normaliseValue = (meta: Meta, value: unknown): unknown => {
  switch (meta.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
      return value ?? '';
    case 'password':
      return blank(value) ? undefined : value;
    case 'boolean':
      return Boolean(value);
    case 'choices':
    case 'references':
      return Array.isArray(value) ? value : [];
    case 'image':
      return blank(value) ? null : value;
    case 'group': {
      if (!Array.isArray(value)) return [];
      const item = meta.item ?? {};
      return value.map((row) => {
        const source = (row ?? {}) as Values;
        return Object.fromEntries(
          Object.entries(item).map(([key, sub]) => [key, normaliseValue(sub, source[key])]),
        );
      });
    }
    default:
      return blank(value) ? null : value;
  }
};

/** The writable fields of a form's values, shaped for `resource.input` (read-only and extra keys dropped). */
export const inputValues = (resource: Resource, values: Values): Values => {
  const out: Values = {};
  for (const key of Object.keys(resource.input.shape)) {
    const meta = resource.meta[key];
    if (!meta?.form) continue;
    const value = normaliseValue(meta, values[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
};

const setPath = (target: Values, path: readonly PropertyKey[], message: string) => {
  let node: Values | unknown[] = target;
  path.forEach((segment, index) => {
    const key = segment as string | number;
    const last = index === path.length - 1;
    const container = node as Record<string | number, unknown>;
    if (last) {
      if (container[key] === undefined) container[key] = message;
      return;
    }
    if (typeof container[key] !== 'object' || container[key] === null) {
      container[key] = typeof path[index + 1] === 'number' ? [] : {};
    }
    node = container[key] as Values;
  });
};

export interface ValidateOptions {
  /** Role 1 creating a company-scoped record: the company must be chosen. */
  requireCompany?: boolean;
}

/**
 * Client-side validation with the very zod schema the server uses (`resource.input`): each issue
 * becomes an i18n key on its field, so client and server errors read the same.
 */
export const validateValues = (resource: Resource, values: Values, options: ValidateOptions = {}): Values => {
  const errors: Values = {};
  const parsed = resource.input.safeParse(inputValues(resource, values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path.length > 0) setPath(errors, issue.path, issue.message);
    }
  }
  for (const [key, meta] of Object.entries(resource.meta)) {
    if (meta.kind !== 'password' || !meta.form) continue;
    const password = values[key];
    const confirmation = values[confirmationOf(key)];
    if (!blank(password) && password !== confirmation) errors[confirmationOf(key)] = PASSWORDS_DO_NOT_MATCH;
  }
  if (options.requireCompany && blank(values.companyId)) errors.companyId = REQUIRED;
  return errors;
};

/** The body to send: the parsed input (trimmed, rounded, defaults applied), plus the company for role 1. */
export const payloadOf = (
  resource: Resource,
  values: Values,
  options: { withCompany?: boolean } = {},
): Values => {
  const normalised = inputValues(resource, values);
  const parsed = resource.input.safeParse(normalised);
  const body: Values = parsed.success ? { ...(parsed.data as Values) } : normalised;
  if (options.withCompany && !blank(values.companyId)) body.companyId = Number(values.companyId);
  return body;
};

/** A new record starts from the declared defaults (e.g. `active` on, empty lists), as zod gives them. */
export const defaultValuesOf = (resource: Resource): Values => {
  const out: Values = {};
  for (const [key, schema] of Object.entries(resource.fields)) {
    const result = schema.safeParse(undefined);
    if (result.success && result.data !== undefined && result.data !== null) out[key] = result.data;
  }
  return out;
};
