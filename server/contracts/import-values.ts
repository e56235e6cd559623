import { eq } from 'drizzle-orm';
import { closestNames, IMPORT_FIELDS, nameKey, SPECIFICATION_COLUMN } from '../../src/schema/contract-import';
import type { Resource } from '../../src/schema/dsl';
import type { FieldMeta } from '../../src/schema/fields';
import { canonicalValue, type SpecificationValue } from '../../src/schema/resources/contract-specifications';
import { contracts } from '../../src/schema/resources/contracts';
import type { SpecificationField } from '../../src/schema/resources/supplier-types';
import { parseAmount, parseBoolean, parseDay, parsePeriod, plainText } from '../../src/schema/sheet-values';
import type { AuthContext } from '../auth/context';
import type { Grant } from '../resources/access';
import { allOptions } from '../resources/options';
import type { Env, FieldErrors } from '../resources/write';

export const isImportColumn = (key: string) =>
  IMPORT_FIELDS.includes(key) ||
  (key.startsWith(SPECIFICATION_COLUMN) && key.length > SPECIFICATION_COLUMN.length);

/** The i18n key of an import error. */
export const ERROR = (key: string) => `app.contracts.import.errors.${key}`;
/** A name that matches no option. */
export const UNKNOWN = ERROR('unknown');

type Option = { id: number; name: string } & Record<string, unknown>;

/** Options by the keys they are known by; `find` answers an id or what went wrong. */
interface Matcher {
  readonly options: readonly Option[];
  /** A matcher that also knows `more` (the suppliers an import adds in its transaction). */
  with(more: Option[]): Matcher;
  find(text: string, among?: (option: Option) => boolean): { id: number } | { error: string; near: string[] };
}

function matcher(options: Option[], keysOf: (option: Option) => string[]): Matcher {
  const byKey = new Map<string, Option[]>();
  for (const option of options)
    for (const key of new Set(keysOf(option).filter((k) => k !== ''))) {
      const known = byKey.get(key) ?? [];
      known.push(option);
      byKey.set(key, known);
    }
  return {
    options,
    with(more) {
      return matcher([...options, ...more], keysOf);
    },
    find(text, among) {
      const found = (byKey.get(nameKey(text)) ?? []).filter((option) => !among || among(option));
      if (found.length === 1) return { id: found[0].id };
      const names = options.filter((option) => !among || among(option)).map((option) => option.name);
      if (found.length > 1) return { error: ERROR('ambiguous'), near: found.map((option) => option.name) };
      return { error: UNKNOWN, near: closestNames(text, names) };
    },
  };
}

/** What the caller's dropdowns offer, matched by name (and KvK number, e-mail address). */
export async function loadLookups(env: Env, auth: AuthContext, grant: Grant) {
  const target = (name: string) => env.registry.resources.get(name) as Resource;
  const byName = (option: Option) => [nameKey(option.name)];
  const restricted = grant.filter?.location;
  const locations = await allOptions(env, auth, target('locations'), 'contracts.location');
  // Every location of the company, so a row naming one outside the caller's says so (not "unknown").
  const locationColumns = env.registry.columns(target('locations'));
  const companyLocations = (await env.db
    .select({ id: locationColumns.id, name: locationColumns.name })
    .from(env.registry.table(target('locations')))
    .where(eq(locationColumns.companyId, auth.user.companyId as number))) as Option[];
  const people = await allOptions(env, auth, target('users'), 'contracts.owner', ['emailAddress']);
  const peopleMatcher = matcher(people, (option) => [
    ...byName(option),
    nameKey(String(option.emailAddress)),
  ]);
  return {
    supplierType: matcher(
      await allOptions(env, auth, target('supplier-types'), 'contracts.supplierType', [
        'specificationFields',
      ]),
      byName,
    ),
    supplier: matcher(
      await allOptions(env, auth, target('suppliers'), 'contracts.supplier', ['kvkNumber', 'supplierType']),
      (option) => [...byName(option), String(option.kvkNumber ?? '').replace(/\D/g, '')],
    ),
    supplierContact: matcher(
      await allOptions(env, auth, target('contacts'), 'contracts.supplierContact', [
        'supplier',
        'emailAddress',
      ]),
      (option) => [...byName(option), nameKey(String(option.emailAddress ?? ''))],
    ),
    // A location-restricted caller imports into its own locations only.
    location: matcher(
      Array.isArray(restricted) ? locations.filter((option) => restricted.includes(option.id)) : locations,
      byName,
    ),
    allLocations: matcher(companyLocations, byName),
    owner: peopleMatcher,
    internalContacts: peopleMatcher,
    receivers: peopleMatcher,
  } satisfies Record<string, Matcher>;
}

export type Lookups = Awaited<ReturnType<typeof loadLookups>>;

/** Choice words beyond the values themselves: the Dutch and English names of units and periods. */
const CHOICE_WORDS: Readonly<Record<string, string>> = {
  dag: 'days',
  dagen: 'days',
  day: 'days',
  maand: 'months',
  maanden: 'months',
  month: 'months',
  permaand: 'month',
  maandelijks: 'month',
  monthly: 'month',
  permonth: 'month',
  kwartaal: 'quarter',
  perkwartaal: 'quarter',
  perquarter: 'quarter',
  quarterly: 'quarter',
  jaar: 'year',
  perjaar: 'year',
  jaarlijks: 'year',
  peryear: 'year',
  yearly: 'year',
};

const INDEFINITE = new Set([
  'onbepaald',
  'onbepaaldetijd',
  'vooronbepaaldetijd',
  'indefinite',
  'indefinitely',
]);

const isNoRenewal = (text: string): boolean =>
  parseBoolean(text) === false ||
  ['geen', 'none'].includes(nameKey(text)) ||
  parseAmount(text) === 0 ||
  parsePeriod(text, 'months')?.amount === 0;

/** The unit field that goes with an amount field (`noticeAmount` → `noticeUnit`), if any. */
const unitFieldOf = (field: string): string | null => {
  const unit = field.replace(/Amount$/, 'Unit');
  return unit !== field && contracts.meta[unit as keyof typeof contracts.meta]?.kind === 'choice'
    ? unit
    : null;
};

/**
 * The sheet's column an error of `field` shows under: its own, else a unit's under its amount's (a
 * sheet gives a notice period as "3 maanden" in one column; "3" alone lacks the unit).
 */
export const columnOfField = (field: string, texts: Readonly<Record<string, string>>): string => {
  const amount = field.replace(/Unit$/, 'Amount');
  return !(field in texts) && amount in texts && unitFieldOf(amount) === field ? amount : field;
};

/** One row's texts as field values, and what could not be read. */
export function convertRow(texts: Record<string, string>, lookups: Lookups) {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  const suggestions: Record<string, string[]> = {};
  const meta = contracts.meta as Record<string, FieldMeta>;
  const refer = (field: string, text: string, among?: (option: Option) => boolean) => {
    const found = (lookups[field as keyof Lookups] as Matcher).find(text, among);
    if ('id' in found) return found.id;
    errors[field] = found.error;
    if (found.near.length > 0) suggestions[field] = found.near;
    return undefined;
  };
  for (const [field, raw] of Object.entries(texts)) {
    if (field.startsWith(SPECIFICATION_COLUMN)) continue;
    const text = raw.trim();
    const kind = meta[field].kind;
    if (text === '') {
      // An empty cell empties the field (a switch keeps its default).
      if (kind !== 'boolean') values[field] = kind === 'references' ? [] : kind.endsWith('ext') ? '' : null;
      continue;
    }
    const fail = (key: string) => {
      errors[field] = ERROR(key);
    };
    switch (kind) {
      case 'date': {
        if (field === 'endsAt' && INDEFINITE.has(nameKey(text))) {
          values.indefinite = true;
          values.endsAt = null;
          break;
        }
        const day = parseDay(text);
        if (day) values[field] = day;
        else fail('not_a_date');
        break;
      }
      case 'money': {
        const amount = parseAmount(text);
        if (amount === null) fail('not_an_amount');
        else values[field] = amount;
        break;
      }
      case 'number': {
        // No renewal, as a sheet says it: '0', 'Nee', 'geen' (the form leaves the field empty).
        if (field === 'renewalMonths' && isNoRenewal(text)) {
          values[field] = null;
          break;
        }
        const unitField = unitFieldOf(field);
        if (unitField || field === 'renewalMonths') {
          // '3 maanden' fills the amount and its unit; a bare number keeps the unit column's.
          const period = parsePeriod(text, unitField ? undefined : 'months');
          const bare = parseAmount(text.replace(/%$/, ''));
          if (period && unitField) {
            values[field] = period.amount;
            if (!(unitField in texts) || texts[unitField].trim() === '') values[unitField] = period.unit;
          } else if (period?.unit === 'months') values[field] = period.amount;
          else if (bare !== null && Number.isInteger(bare)) values[field] = bare;
          // A renewal runs whole months: "90 dagen" is no renewal period, so the hint names months only.
          else fail(unitField ? 'not_a_period' : 'not_months');
          break;
        }
        const amount = parseAmount(text.replace(/\s*%$/, ''));
        if (amount === null) fail('not_a_number');
        else values[field] = amount;
        break;
      }
      case 'boolean': {
        const yes = parseBoolean(text);
        if (yes === null) fail('not_yes_no');
        else values[field] = yes;
        break;
      }
      case 'choice': {
        const key = nameKey(text);
        const choices = (meta[field].choices ?? []).map(String);
        const word = CHOICE_WORDS[key] ?? key;
        // A unit word names a period either way: "maand" is `months` for a notice period and
        // `month` for a cost's period.
        const value = [key, word, `${word}s`, word.replace(/s$/, '')]
          .map((form) => choices.find((choice) => nameKey(choice) === form))
          .find((choice) => choice !== undefined);
        if (value) values[field] = value;
        else fail('not_a_choice');
        break;
      }
      case 'reference':
        values[field] = refer(field, text);
        break;
      case 'references': {
        const ids = text
          .split(/[;,\n]/)
          .map((name) => name.trim())
          .filter((name) => name !== '')
          .map((name) => refer(field, name));
        values[field] = ids.every((id) => id !== undefined) ? ids : undefined;
        break;
      }
      default:
        values[field] = text;
    }
  }
  // A location that exists but lies outside the caller's locations says so, not "unknown".
  if (
    errors.location &&
    typeof texts.location === 'string' &&
    'id' in lookups.allLocations.find(texts.location)
  )
    errors.location = ERROR('location_not_allowed');
  // The type goes with the supplier: taken from it when the sheet has none.
  if (typeof values.supplier === 'number' && values.supplierType == null && !errors.supplierType) {
    const supplier = lookups.supplier.options.find((option) => option.id === values.supplier);
    if (supplier?.supplierType != null) values.supplierType = supplier.supplierType;
  }
  // A supplier contact is looked for among the contacts of the row's supplier first.
  if (typeof values.supplier === 'number' && texts.supplierContact?.trim()) {
    const ofSupplier = lookups.supplierContact.find(
      texts.supplierContact,
      (o) => o.supplier === values.supplier,
    );
    if ('id' in ofSupplier) {
      values.supplierContact = ofSupplier.id;
      delete errors.supplierContact;
      delete suggestions.supplierContact;
    }
  }
  const specified = specificationValues(texts, values, lookups, errors);
  if (specified) values.specifications = specified;
  for (const field of Object.keys(errors)) delete values[field];
  return { values, errors, suggestions };
}

/** The specification fields of the row's supplier type (none when the type is unknown). */
export const specificationFieldsOf = (
  values: Record<string, unknown>,
  lookups: Lookups,
): SpecificationField[] =>
  (lookups.supplierType.options.find((option) => option.id === values.supplierType)?.specificationFields ??
    []) as SpecificationField[];

/**
 * The row's `specifications.<label>` columns as the type's specification values (in the form the
 * API stores them: ISO dates, true/false, numbers with a point). Columns of another type's fields
 * may be blank, so one sheet holds contracts of several types; a value in one is an error rather
 * than dropped unseen. Undefined when the row has none.
 */
function specificationValues(
  texts: Record<string, string>,
  values: Record<string, unknown>,
  lookups: Lookups,
  errors: FieldErrors,
): SpecificationValue[] | undefined {
  const columns = Object.keys(texts).filter((key) => key.startsWith(SPECIFICATION_COLUMN));
  if (columns.length === 0) return undefined;
  const fields = specificationFieldsOf(values, lookups);
  const labelOf = (column: string) => plainText(column.slice(SPECIFICATION_COLUMN.length));
  // Only once the row's type is known: an unknown type is the row's error already.
  if (typeof values.supplierType === 'number')
    for (const column of columns)
      if (texts[column].trim() !== '' && !fields.some((field) => plainText(field.label) === labelOf(column)))
        errors[column] = ERROR('not_of_type');
  const specified: SpecificationValue[] = [];
  for (const field of fields) {
    const column = columns.find((key) => labelOf(key) === plainText(field.label));
    if (column === undefined) continue;
    const text = texts[column].trim();
    const parsed = text === '' ? '' : specificationText(field, text);
    // As the API stores it ('12.50', the choice's own spelling), so an unchanged value compares equal.
    const read = parsed === null ? null : canonicalValue(field, parsed);
    if (read === null) errors[column] = ERROR(field.fieldType === 'date' ? 'not_a_date' : 'not_a_value');
    else specified.push({ label: field.label, value: read });
  }
  return specified;
}

/** A specification's text in the API's form, or null when it is not one of its type. */
function specificationText(field: SpecificationField, text: string): string | null {
  switch (field.fieldType) {
    case 'date':
      return parseDay(text);
    case 'boolean': {
      const yes = parseBoolean(text);
      return yes === null ? null : String(yes);
    }
    case 'number':
    case 'money': {
      const amount = parseAmount(text);
      return amount === null ? null : String(amount);
    }
    default:
      return text;
  }
}

/** A row's values for the preview: references by the names they matched, specifications by label. */
export function shownValues(values: Record<string, unknown>, lookups: Lookups): Record<string, unknown> {
  const nameOf = (field: string, id: unknown) =>
    (lookups[field as keyof Lookups] as Matcher | undefined)?.options.find((option) => option.id === id)
      ?.name ?? id;
  return Object.fromEntries(
    Object.entries(values).flatMap(([field, value]): [string, unknown][] => {
      if (field === 'specifications')
        return (value as SpecificationValue[]).map((item) => [
          `${SPECIFICATION_COLUMN}${item.label}`,
          item.value,
        ]);
      if (Array.isArray(value)) return [[field, value.map((id) => nameOf(field, id))]];
      return [[field, field in lookups && value != null ? nameOf(field, value) : value]];
    }),
  );
}
