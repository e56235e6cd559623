/**
 * `POST /api/contracts/import` (docs/contracts-api.md#import): contracts from the rows of a
 * spreadsheet, one object per row keyed by field name, each value as the sheet shows it
 * ('31-12-2026', '1.234,56', '3 maanden', 'Eneco', 'Ja'); `row` numbers in the answer count the
 * heading as row 1, so a blank row is sent as `{}` and skipped.
 *
 * - Each text becomes the field's value (src/schema/contract-import.ts); references are matched
 *   by name among what the form's dropdown offers the caller (suppliers also by KvK number, people
 *   also by e-mail address); a name matching none is an error with the nearest names.
 * - A row whose contract number the caller's contracts already have updates that contract, only
 *   the fields the sheet has; when they hold the same values it is "unchanged" and not written.
 *   Other rows create contracts. So importing a file twice creates nothing twice.
 * - Every row goes through the validation, hooks, location rule and plan limit of the API's create
 *   and edit, all in one transaction: with `dryRun`, or when any row has an error, it is rolled
 *   back and nothing is stored (a 400 with the same report when it was meant to save).
 */
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPlatformAdmin } from '../../src/schema/access';
import {
  closestNames,
  IMPORT_MAX_ROWS,
  type ImportReport,
  type ImportRow,
  nameKey,
  parseAmount,
  parseBoolean,
  parseDay,
  parsePeriod,
  plainText,
} from '../../src/schema/contract-import';
import type { Resource, Row } from '../../src/schema/dsl';
import type { FieldMeta } from '../../src/schema/fields';
import { canonicalValue, type SpecificationValue } from '../../src/schema/resources/contract-specifications';
import { contracts } from '../../src/schema/resources/contracts';
import type { SpecificationField } from '../../src/schema/resources/supplier-types';
import type { AuthContext } from '../auth/context';
import { dayOf } from '../auth/subscriptions';
import type { Database } from '../db/client';
import { ApiError, badRequest, forbidden } from '../http/errors';
import { authorize, type Grant, grantWhere } from '../resources/access';
import type { Executor } from '../resources/hooks';
import { allOptions } from '../resources/options';
import { createBody, updateBody } from '../resources/routes';
import { serializer } from '../resources/serialize';
import { createRecord, type Env, type FieldErrors, parseFields, updateRecord } from '../resources/write';
import { lockCompany, planExcess } from '../subscriptions/limits';

const NOT_IMPORTED: ReadonlySet<FieldMeta['kind']> = new Set(['image', 'group', 'password']);

/**
 * The contract fields a sheet may fill: what the form writes; specifications each in a column
 * of its own, `specifications.<label>` (the label of the supplier type's field).
 */
export const IMPORT_FIELDS: readonly string[] = Object.entries(contracts.meta)
  .filter(([, meta]) => meta.form && !meta.readOnly && !NOT_IMPORTED.has(meta.kind))
  .map(([name]) => name);
export const SPECIFICATION_COLUMN = 'specifications.';
const isImportColumn = (key: string) =>
  IMPORT_FIELDS.includes(key) ||
  (key.startsWith(SPECIFICATION_COLUMN) && key.length > SPECIFICATION_COLUMN.length);

const importBody = z.object({
  rows: z.array(z.record(z.string().max(100), z.string().max(10_000))).max(IMPORT_MAX_ROWS),
  dryRun: z.boolean().default(false),
});

/** How many rows the answer shows as they will be saved. */
export const PREVIEW_ROWS = 10;

const ERROR = (key: string) => `app.contracts.import.errors.${key}`;

type Option = { id: number; name: string } & Record<string, unknown>;

/** Options by the keys they are known by; `find` answers an id or what went wrong. */
function matcher(options: readonly Option[], keysOf: (option: Option) => string[]) {
  const byKey = new Map<string, Option[]>();
  for (const option of options)
    for (const key of new Set(keysOf(option).filter((k) => k !== ''))) {
      const known = byKey.get(key) ?? [];
      known.push(option);
      byKey.set(key, known);
    }
  return {
    options,
    find(
      text: string,
      among?: (option: Option) => boolean,
    ): { id: number } | { error: string; near: string[] } {
      const found = (byKey.get(nameKey(text)) ?? []).filter((option) => !among || among(option));
      if (found.length === 1) return { id: found[0].id };
      const names = options.filter((option) => !among || among(option)).map((option) => option.name);
      if (found.length > 1) return { error: ERROR('ambiguous'), near: found.map((option) => option.name) };
      return { error: ERROR('unknown'), near: closestNames(text, names) };
    },
  };
}

type Matcher = ReturnType<typeof matcher>;

/** What the caller's dropdowns offer, matched by name (and KvK number, e-mail address). */
async function loadLookups(env: Env, auth: AuthContext, grant: Grant) {
  const target = (name: string) => env.registry.resources.get(name) as Resource;
  const byName = (option: Option) => [nameKey(option.name)];
  const restricted = grant.filter?.location;
  const locations = await allOptions(env, auth, target('locations'), 'contracts.location');
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
    allLocations: matcher(locations, byName),
    owner: peopleMatcher,
    internalContacts: peopleMatcher,
    receivers: peopleMatcher,
  } satisfies Record<string, Matcher>;
}

type Lookups = Awaited<ReturnType<typeof loadLookups>>;

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

/** The unit field that goes with an amount field (`noticeAmount` → `noticeUnit`), if any. */
const unitFieldOf = (field: string): string | null => {
  const unit = field.replace(/Amount$/, 'Unit');
  return unit !== field && contracts.meta[unit as keyof typeof contracts.meta]?.kind === 'choice'
    ? unit
    : null;
};

/** One row's texts as field values, and what could not be read. */
function convertRow(texts: Record<string, string>, lookups: Lookups) {
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
          else fail('not_a_period');
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
        const value = choices.find((choice) => nameKey(choice) === key) ?? CHOICE_WORDS[key];
        if (value !== undefined && choices.includes(value)) values[field] = value;
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
const specificationFieldsOf = (values: Record<string, unknown>, lookups: Lookups): SpecificationField[] =>
  (lookups.supplierType.options.find((option) => option.id === values.supplierType)?.specificationFields ??
    []) as SpecificationField[];

/**
 * The row's `specifications.<label>` columns as the type's specification values (in the form the
 * API stores them: ISO dates, true/false, numbers with a point); columns of another type's fields
 * are left out, so one sheet holds contracts of several types. Undefined when the row has none.
 */
function specificationValues(
  texts: Record<string, string>,
  values: Record<string, unknown>,
  lookups: Lookups,
  errors: FieldErrors,
): SpecificationValue[] | undefined {
  const columns = Object.keys(texts).filter((key) => key.startsWith(SPECIFICATION_COLUMN));
  if (columns.length === 0) return undefined;
  const specified: SpecificationValue[] = [];
  for (const field of specificationFieldsOf(values, lookups)) {
    const column = columns.find(
      (key) => plainText(key.slice(SPECIFICATION_COLUMN.length)) === plainText(field.label),
    );
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
function shownValues(values: Record<string, unknown>, lookups: Lookups): Record<string, unknown> {
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

/** Values compared as the API gives them: arrays as sets, numbers as numbers, '' as nothing. */
const comparable = (value: unknown): unknown => {
  if (Array.isArray(value))
    return value
      .map(comparable)
      .map((item) => JSON.stringify(item))
      .sort();
  if (value === '' || value === undefined) return null;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return value;
};
const same = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));
/**
 * Whether the sheet's values are what is stored. An end date may be the current term's (the list
 * export writes that one): a tacitly renewed contract read back from its export is unchanged.
 */
const sameValues = (values: Record<string, unknown>, stored: Record<string, unknown>) =>
  Object.entries(values).every(
    ([field, value]) =>
      same(value, stored[field]) ||
      (field === 'endsAt' && value != null && same(value, stored.currentEndsAt)),
  );

/** The errors of a refused create or edit, as row errors. */
function refusal(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
  if (error.errors && Object.keys(error.errors).length > 0) return error.errors;
  return { row: error.statusCode === 403 ? ERROR('not_allowed') : error.message };
}

/** Stored specifications with the sheet's values put in by label. */
const mergeSpecifications = (stored: SpecificationValue[] | null, read: SpecificationValue[]) => [
  ...(stored ?? []).filter((item) => !read.some((other) => plainText(other.label) === plainText(item.label))),
  ...read,
];

/** Errors named by the sheet's columns: a specification's `specifications.<n>.value` by its label. */
function columnsOf(errors: FieldErrors, fields: readonly SpecificationField[]): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => {
      const index = /^specifications\.(\d+)\.value$/.exec(path)?.[1];
      const field = index === undefined ? undefined : fields[Number(index)];
      return [field ? `${SPECIFICATION_COLUMN}${field.label}` : path, message];
    }),
  );
}

/** Thrown to roll the transaction back after a dry run or a failed row. */
class RolledBack extends Error {}

export async function importContracts(
  env: Env,
  auth: AuthContext | null,
  rows: readonly Record<string, string>[],
  dryRun: boolean,
): Promise<ImportReport> {
  const grant = authorize(auth, contracts, 'create');
  // A company's people import into their company; a platform admin has none to import into.
  if (!auth || isPlatformAdmin(auth.viewer)) throw forbidden();
  const unknown = rows.flatMap((row) => Object.keys(row)).find((field) => !isImportColumn(field));
  if (unknown !== undefined) throw badRequest({ rows: ERROR('unknown_column') }, `Unknown column ${unknown}`);
  const lookups = await loadLookups(env, auth, grant);
  const today = dayOf(env.now());
  const serialize = serializer(contracts);
  const table = env.registry.table(contracts);
  const columns = env.registry.columns(contracts);

  const numbers = [...new Set(rows.map((row) => row.number?.trim()).filter((n): n is string => !!n))];
  const existing = new Map<string, Row>();
  for (let start = 0; start < numbers.length; start += 1000) {
    const found = (await env.db
      .select()
      .from(table)
      .where(
        and(
          inArray(columns.number, numbers.slice(start, start + 1000)),
          grantWhere(env.registry, contracts, grant),
        ),
      )) as Row[];
    for (const row of found) existing.set(String(row.number), row);
  }

  const report: ImportReport = {
    saved: false,
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    failed: 0,
    rows: [],
  };
  const seen = new Set<string>();
  const companyId = auth.user.companyId as number;
  const save = async (db: Database) => {
    const inTransaction: Env = { ...env, db, planLimitPerBatch: true, batchReads: new Map() };
    await lockCompany(db as unknown as Executor, companyId);
    for (const [index, texts] of rows.entries()) {
      if (Object.values(texts).every((text) => text.trim() === '')) {
        report.skipped += 1;
        continue;
      }
      const number = texts.number?.trim() ?? '';
      const { values, errors, suggestions } = convertRow(texts, lookups);
      const entry: ImportRow = { row: index + 2, number, action: null, errors, suggestions };
      if (report.rows.length < PREVIEW_ROWS) entry.values = shownValues(values, lookups);
      report.rows.push(entry);
      if (number !== '' && seen.has(number)) errors.number = ERROR('duplicate_in_file');
      seen.add(number);
      const stored = existing.get(number);
      const before = stored ? serialize(stored, today) : null;
      if (before && values.specifications)
        values.specifications = mergeSpecifications(
          before.specifications as SpecificationValue[],
          values.specifications as SpecificationValue[],
        );
      const body = before ? { ...before, ...values } : values;
      const parsed = parseFields(stored ? updateBody(contracts) : createBody(contracts), body);
      if (Object.keys(errors).length > 0) {
        // Checks of the fields that could be read still run, so a row shows all its errors at once.
        for (const [field, message] of Object.entries(parsed.errors))
          if (field in texts) errors[field] ??= message;
        continue;
      }
      if (before && sameValues(values, before)) {
        entry.action = 'unchanged';
        continue;
      }
      try {
        if (stored)
          await updateRecord(
            inTransaction,
            contracts,
            grant,
            Number(stored.id),
            parsed.values,
            parsed.errors,
          );
        else await createRecord(inTransaction, contracts, grant, parsed.values, parsed.errors);
        entry.action = stored ? 'update' : 'create';
      } catch (error) {
        Object.assign(errors, columnsOf(refusal(error), specificationFieldsOf(parsed.values, lookups)));
      }
    }
  };
  try {
    await env.db.transaction(async (tx) => {
      await save(tx as unknown as Database);
      // The plan's limit, once for the whole sheet: the new rows beyond it are refused.
      const excess = await planExcess(
        tx as unknown as Executor,
        env.registry,
        contracts,
        companyId,
        env.now(),
      );
      if (excess)
        for (const row of report.rows.filter((entry) => entry.action === 'create').slice(-excess.over))
          row.errors.row = excess.message;
      if (dryRun || report.rows.some((row) => Object.keys(row.errors).length > 0)) throw new RolledBack();
    });
    report.saved = true;
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  for (const row of report.rows) {
    if (Object.keys(row.errors).length > 0) {
      report.failed += 1;
      row.action = null;
    } else if (row.action === 'create') report.created += 1;
    else if (row.action === 'update') report.updated += 1;
    else if (row.action === 'unchanged') report.unchanged += 1;
  }
  return report;
}

export function importRoutes(app: FastifyInstance, env: Env): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contracts/import',
    // 5,000 rows of a 5 MB sheet, as JSON with its field names.
    { bodyLimit: 12 * 1024 * 1024, schema: { tags: ['contracts'], body: importBody } },
    async (request, reply) => {
      const { rows, dryRun } = request.body;
      const report = await importContracts(env, request.auth, rows, dryRun);
      const refused = !dryRun && !report.saved;
      return reply
        .status(refused ? 400 : 200)
        .send(refused ? { message: 'Import has errors', ...report } : report);
    },
  );
}
