/**
 * Field builders of the schema DSL. Each returns a zod 4 type (what the API and the form accept)
 * carrying its UI and storage metadata in `fieldMeta`, zod's registry. Validation messages are
 * i18n keys, so the app shows the server's field errors in the reader's language.
 */
import { z } from 'zod';
import { roundToCents } from './amounts';
import { isPlausibleDay } from './contract-dates';
import type { RowFilter } from './dsl';
import { passwordShapeProblem } from './password-policy';
// For its effect: zod's own messages become message keys.
import './zod-messages';

export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  | 'number'
  | 'money'
  | 'date'
  | 'boolean'
  | 'choice'
  | 'choices'
  | 'reference'
  | 'references'
  | 'image'
  | 'password'
  | 'group';

/** Kinds held as text (stored `not null`, '' when empty): searched as text and sorted as text. */
export const isTextKind = (kind: FieldKind): boolean =>
  kind === 'text' || kind === 'longText' || kind === 'email' || kind === 'phone';

/** Where a field shows and how it behaves; every flag has a default per kind. */
export interface FieldFlags {
  /** Label i18n key; default `resources.<resource>.fields.<field>`. */
  label?: string;
  required?: boolean;
  /** A column of the data table. */
  list?: boolean;
  /** An input of the create/edit form (false: shown nowhere in the form). */
  form?: boolean;
  /** Shown in the form but never written by the API (computed or owned elsewhere). */
  readOnly?: boolean;
  /** A filter above the data table. */
  filter?: boolean;
  sortable?: boolean;
  /** Matched by the `q` search (text kinds only). */
  searchable?: boolean;
  /** Help text i18n key shown under the input. */
  help?: string;
  /** i18n key of what an empty value stands for (a plan's limits: "Onbeperkt"), shown in its place. */
  emptyMeans?: string;
  /**
   * The part of the resource's form that asks it, one of the resource's `sections` (contracts:
   * the wizard's step); the detail page groups by it too. None: the form's main part.
   */
  section?: string;
  /** A column of the CSV export; default: the same as `list`. */
  export?: boolean;
}

export interface FieldMeta extends Required<Omit<FieldFlags, 'label' | 'help' | 'emptyMeans' | 'section'>> {
  kind: FieldKind;
  label?: string;
  help?: string;
  emptyMeans?: string;
  section?: string;
  /** choice / choices: the allowed values; their labels are `resources.<r>.choices.<field>.<value>`. */
  choices?: readonly (string | number)[];
  /** reference / references: the resource pointed at. */
  reference?: string;
  /**
   * reference / references: the target rows a new value may point at (e.g. `{ active: true }`
   * plans): the dropdown offers only those, the API refuses others; a value kept as it was stays.
   */
  where?: RowFilter;
  /**
   * reference: the row exists only for its target and goes with it (an offer request with its
   * contract). Otherwise a required reference keeps its target from being deleted, an optional one is cleared.
   */
  cascade?: boolean;
  /** group: the fields of one item, by their metadata. */
  item?: Record<string, Omit<FieldMeta, 'item'>>;
  /** text kinds: maximum length. */
  maxLength?: number;
  /** boolean: the value a new record starts with (false unless declared otherwise). */
  defaultValue?: boolean;
}

export const fieldMeta = z.registry<FieldMeta>();

export const metaOf = (schema: z.ZodType): FieldMeta => {
  const meta = fieldMeta.get(schema);
  if (!meta) throw new Error('A resource field was not made with the field builders of src/schema/fields.ts');
  return meta;
};

export const REQUIRED = 'app.validation.required';
/** A missing value is "required"; a value of the wrong kind gets the given message. */
const missingOr =
  (message: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : message;
const TOO_LONG = 'app.validation.too_long';
/** The largest amount a money column (numeric(14,2)) holds, in whole euros. */
export const MONEY_MAX = 999_999_999_999;

/**
 * The bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): they
 * reorder the text after them, so a name can show as something else than it is ("Trojan Source").
 * Every text kind refuses them. The direction marks (U+200E, U+200F, U+061C) stay allowed: they
 * reorder nothing on their own and right-to-left names need them.
 */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

const defaults = (kind: FieldKind, flags: FieldFlags, extra: Partial<FieldMeta> = {}): FieldMeta => ({
  kind,
  required: false,
  list: false,
  form: true,
  readOnly: false,
  filter: false,
  sortable: false,
  searchable: false,
  ...flags,
  export: flags.export ?? flags.list ?? false,
  ...extra,
});

/** The fields whose type has a default: a write may leave them out (hookDefault, withoutDefault). */
const defaulted = new WeakSet<z.ZodType>();

/**
 * A field's zod type, made at its first use (a parse, a form's check, the API's JSON schema) and
 * then kept; its metadata at once. Every resource's declaration loads with the app's first page,
 * and each zod method makes a new schema object (20–80 µs, several per field): making them all
 * there was most of the declarations' evaluation on a phone. A `z.lazy` is one object, and a
 * field's own schema object, so each field has a registry entry of its own. `hasDefault`: the type
 * made is a `.default(…)`.
 */
const register = <T extends z.ZodType>(make: () => T, meta: FieldMeta, hasDefault: boolean): z.ZodLazy<T> => {
  const schema = z.lazy(make);
  fieldMeta.add(schema, meta);
  if (hasDefault) defaulted.add(schema);
  return schema;
};

interface TextFlags extends FieldFlags {
  max?: number;
  /** Brings a filled-in value into its one written form (e.g. a zipcode '1234ab' → '1234 AB'). */
  normalise?: (value: string) => string;
  /** A rule a filled-in (normalised) value must pass, with the i18n key of its message; both app and API check it. */
  check?: { test: (value: string) => boolean; message: string };
  /** Accept the bidirectional controls (BIDI_CONTROLS), refused by default. */
  allowBidiControls?: boolean;
}

interface ReferenceFlags extends FieldFlags {
  /** Only target rows matching this filter may be chosen (FieldMeta.where). */
  where?: RowFilter;
  /** Deleting the target deletes this row (FieldMeta.cascade). */
  cascade?: boolean;
}

interface NumberFlags extends FieldFlags {
  /** The smallest value allowed (inclusive). */
  min?: number;
  /** The largest value allowed (inclusive). */
  max?: number;
  /** A rule a filled-in value must pass, with the i18n key of its message; both app and API check it. */
  check?: { test: (value: number) => boolean; message: string };
}

const textKind = (kind: 'text' | 'longText' | 'email' | 'phone', flags: TextFlags, max: number) => {
  const maxLength = flags.max ?? max;
  const { max: _max, normalise, check, allowBidiControls, ...rest } = flags;
  const make = () => {
    const checks: z.core.$ZodCheck<string>[] = [z.trim(), z.maxLength(maxLength, TOO_LONG)];
    // A one-line field keeps one line: a pasted or sent line break becomes a space.
    if (kind !== 'longText') checks.unshift(z.overwrite((value) => value.replace(/\s*[\r\n]+\s*/g, ' ')));
    if (flags.required) checks.push(z.minLength(1, REQUIRED));
    if (!allowBidiControls)
      checks.push(z.refine((value) => !BIDI_CONTROLS.test(value), 'app.validation.bidi'));
    if (kind === 'email') {
      const address = z.email();
      checks.push(
        z.refine((value) => value === '' || address.safeParse(value).success, 'app.validation.email'),
      );
    }
    if (kind === 'phone')
      checks.push(
        z.refine((value) => value === '' || /^[+()\d\s-]{6,}$/.test(value), 'app.validation.phone'),
      );
    const kindChecked = z.string({ error: missingOr('app.validation.invalid') }).check(...checks);
    const normalised = normalise
      ? kindChecked.transform((value) => (value === '' ? value : normalise(value)))
      : kindChecked;
    const checked = check
      ? normalised.refine((value) => value === '' || check.test(value), check.message)
      : normalised;
    return flags.required ? checked : checked.default('');
  };
  return register(make, defaults(kind, rest, { maxLength }), !flags.required);
};

/** An optional field is null when left out; a required one has no default. */
const nullable = <T extends z.ZodType>(schema: T, flags: FieldFlags) =>
  flags.required ? schema : schema.nullable().default(null);

declare const pointsAtRecords: unique symbol;
/**
 * Marks a reference field's type (type-only, never present at run time), so a resource's texts
 * may leave its label out: it then defaults to the target's singular name (src/resources/ui.ts).
 */
export interface ReferenceType {
  readonly [pointsAtRecords]: true;
}
const asReference = <T extends z.ZodType>(schema: T) => schema as T & ReferenceType;

/** A database id: a positive 32-bit integer. */
const id = (error?: (issue: { input?: unknown }) => string) =>
  z.number({ error }).int().positive().max(2_147_483_647);

export const field = {
  text: (flags: TextFlags = {}) => textKind('text', flags, 200),
  longText: (flags: TextFlags = {}) => textKind('longText', flags, 10_000),
  email: (flags: TextFlags = {}) => textKind('email', flags, 254),
  phone: (flags: TextFlags = {}) => textKind('phone', flags, 40),

  /**
   * A whole number. `min`/`max` bound it (`app.validation.too_small`/`too_large`); `check` adds a
   * rule of its own (e.g. a multiple of 5), checked in the form and the API alike.
   */
  number: (flags: NumberFlags = {}) => {
    const { min, max, check, ...rest } = flags;
    const make = () => {
      let schema = z.number({ error: missingOr('app.validation.number') }).int('app.validation.integer');
      if (min !== undefined) schema = schema.min(min, 'app.validation.too_small');
      if (max !== undefined) schema = schema.max(max, 'app.validation.too_large');
      return nullable(check ? schema.refine(check.test, check.message) : schema, rest);
    };
    return register(make, defaults('number', rest), !rest.required);
  },

  /**
   * Euros with cents; stored as numeric(14,2), sent as a number. `min`/`max` bound it (e.g. a
   * price ≥ 0); `check` tests the amount rounded to cents, in the form and the API alike.
   */
  money: (flags: NumberFlags = {}) => {
    const { min = -MONEY_MAX, max = MONEY_MAX, check, ...rest } = flags;
    const make = () => {
      const schema = z
        .number({ error: missingOr('app.validation.number') })
        .min(min, 'app.validation.too_small')
        .max(max, 'app.validation.too_large')
        .transform(roundToCents);
      return nullable(check ? schema.refine(check.test, check.message) : schema, rest);
    };
    return register(make, defaults('money', rest), !rest.required);
  },

  /** A calendar day, 'YYYY-MM-DD', between FIRST_DAY and LAST_DAY. */
  date: (flags: FieldFlags = {}) =>
    register(
      () =>
        nullable(
          z.iso
            .date({ error: missingOr('app.validation.date'), abort: true })
            .refine(isPlausibleDay, 'app.validation.date_range'),
          flags,
        ),
      defaults('date', flags),
      !flags.required,
    ),

  /** `default: true` for a flag that a new record starts with switched on (e.g. a user's `active`). */
  boolean: (flags: FieldFlags & { default?: boolean } = {}) => {
    const { default: initial = false, ...rest } = flags;
    return register(
      () => z.boolean().default(initial),
      defaults('boolean', rest, { defaultValue: initial }),
      true,
    );
  },

  choice: <const T extends readonly [string, ...string[]]>(choices: T, flags: FieldFlags = {}) =>
    register(
      () => nullable(z.enum(choices, { error: missingOr('app.validation.choice') }), flags),
      defaults('choice', flags, { choices }),
      !flags.required,
    ),

  choices: <const T extends readonly [string | number, ...(string | number)[]]>(
    choices: T,
    flags: FieldFlags = {},
  ) => {
    const make = () => {
      const member = z.union(
        choices.map((choice) => z.literal(choice)) as unknown as [z.ZodLiteral<T[number]>],
        { error: 'app.validation.choice' },
      );
      const schema = z.array(member, { error: 'app.validation.choice' });
      return (flags.required ? schema.min(1, REQUIRED) : schema).default([]);
    };
    return register(make, defaults('choices', flags, { choices }), true);
  },

  reference: (resource: string, flags: ReferenceFlags = {}) => {
    const { where, cascade, ...rest } = flags;
    return asReference(
      register(
        () => nullable(id(missingOr('app.validation.reference')), rest),
        defaults('reference', rest, { reference: resource, where, cascade }),
        !rest.required,
      ),
    );
  },

  references: (resource: string, flags: ReferenceFlags = {}) => {
    const { where, ...rest } = flags;
    const make = () => {
      const schema = z.array(id(), { error: 'app.validation.choice' }).max(1000);
      return (rest.required ? schema.min(1, REQUIRED) : schema).default([]);
    };
    return asReference(register(make, defaults('references', rest, { reference: resource, where }), true));
  },

  /** An image (PNG, JPEG or WebP) as a data URL; checked by its bytes on the server. */
  image: (flags: FieldFlags = {}) =>
    register(
      () => z.string().max(1_500_000, 'app.validation.image_too_large').nullable().default(null),
      defaults('image', flags),
      true,
    ),

  /** A password to set (never read back); the form asks it twice. */
  password: (flags: FieldFlags = {}) => {
    // The policy's length and spaces rules; its strength rules need the estimator (users' hooks).
    const make = () => {
      const schema = z.string().superRefine((value, context) => {
        const problem = passwordShapeProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      });
      return flags.required ? schema : schema.optional();
    };
    return register(make, defaults('password', flags), false);
  },

  /** A repeatable group of sub-fields, stored as a JSON array. */
  group: <S extends Record<string, z.ZodType>>(item: S, flags: FieldFlags & { maxItems?: number } = {}) => {
    const { maxItems = 100, ...rest } = flags;
    const itemMeta = Object.fromEntries(Object.entries(item).map(([key, sub]) => [key, metaOf(sub)]));
    return register(
      () => z.array(z.object(item)).max(maxItems, 'app.validation.too_many').default([]),
      defaults('group', rest, { item: itemMeta }),
      true,
    );
  },
};

/**
 * A field with a default, without it: left out, it is undefined rather than its default (an
 * update's body keeps a stored image: server/resources/routes.ts; hookDefault).
 */
export const withoutDefault = (schema: z.ZodType): z.ZodType => {
  const made = schema instanceof z.ZodLazy ? schema.unwrap() : schema;
  if (!(made instanceof z.ZodDefault)) throw new Error('withoutDefault: the field has no default');
  return made.unwrap() as z.ZodType;
};

/**
 * A field a write may leave out: it then reaches the hooks as undefined instead of its default, so
 * a hook chooses the value (contracts: the company's alert defaults on create, the stored value on
 * update). Wraps a field with a default (a boolean, an optional number or choice).
 */
export const hookDefault = <T extends z.ZodType>(schema: T): z.ZodOptional<T> => {
  if (!defaulted.has(schema)) throw new Error('hookDefault: only a field with a default may be left out');
  // The field without its default outputs what T does, minus the default: undefined when left out.
  return register(
    () => withoutDefault(schema).optional(),
    metaOf(schema),
    false,
  ) as unknown as z.ZodOptional<T>;
};
