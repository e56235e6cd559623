/**
 * `POST /api/contracts/import` (docs/contracts-api.md#import): contracts from the rows of a
 * spreadsheet, one object per row keyed by field name, each value as the sheet shows it
 * ('31-12-2026', '1.234,56', '3 maanden', 'Eneco', 'Ja'); `row` numbers in the answer count the
 * heading as row 1, so a blank row is sent as `{}` and skipped.
 *
 * - Each text becomes the field's value (import-values.ts, src/schema/sheet-values.ts); references are matched
 *   by name among what the form's dropdown offers the caller (suppliers also by KvK number, people
 *   also by e-mail address); a name matching none is an error with the nearest names, or, for a
 *   supplier with `newSuppliers`, added as the company's own (addNewSuppliers).
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
import { mayImportContracts } from '../../src/schema/access';
import {
  type ImportReport,
  type ImportRow,
  missingRequiredColumns,
  nameKey,
  SPECIFICATION_COLUMN,
} from '../../src/schema/contract-import';
import type { Row } from '../../src/schema/dsl';
import { REQUIRED } from '../../src/schema/fields';
import type { SpecificationValue } from '../../src/schema/resources/contract-specifications';
import { contracts } from '../../src/schema/resources/contracts';
import type { SpecificationField } from '../../src/schema/resources/supplier-types';
import { suppliers } from '../../src/schema/resources/suppliers';
import { plainText } from '../../src/schema/sheet-values';
import { IMPORT_MAX_ROWS } from '../../src/schema/upload-limits';
import type { AuthContext } from '../auth/context';
import { dayOf } from '../auth/subscriptions';
import type { Database } from '../db/client';
import { rowColumns } from '../db/document-words';
import { ApiError, badRequest, forbidden } from '../http/errors';
import { authorize, grantWhere } from '../resources/access';
import { BatchReads } from '../resources/batch-reads';
import type { Executor } from '../resources/hooks';
import { createBody, updateBody } from '../resources/routes';
import { serializer } from '../resources/serialize';
import { createRecord, type Env, type FieldErrors, parseFields, updateRecord } from '../resources/write';
import { countTowardsLimit, lockCompany, planExcess } from '../subscriptions/limits';
import {
  columnOfField,
  convertRow,
  ERROR,
  isImportColumn,
  type Lookups,
  loadLookups,
  shownValues,
  specificationFieldsOf,
  UNKNOWN,
} from './import-values';

const isBlank = (row: Readonly<Record<string, string>>) =>
  Object.values(row).every((text) => text.trim() === '');

const importBody = z.object({
  // Blank rows keep the sheet's row numbers and do not count; a sheet's trailing empty rows are
  // many at most.
  rows: z
    .array(z.record(z.string().max(100), z.string().max(10_000)))
    .max(4 * IMPORT_MAX_ROWS, { message: 'app.contracts.import.too_many' })
    .refine((rows) => rows.filter((row) => !isBlank(row)).length <= IMPORT_MAX_ROWS, {
      message: 'app.contracts.import.too_many',
    }),
  dryRun: z.boolean().default(false),
  newSuppliers: z.boolean().default(false),
});

/** Rows between two turns given to other requests. */
const YIELD_EVERY_ROWS = 25;

/** Rows a check runs in one transaction (~0.3 s on the embedded database). */
export const CHECK_BATCH_ROWS = 100;

/** How many rows the answer shows as they will be saved. */
export const PREVIEW_ROWS = 10;

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

/**
 * Errors named by the sheet's columns: a specification's `specifications.<n>.value` by its label;
 * a required field or specification the sheet has no column for says to add that column; an empty
 * end date says how a contract without one is written (convertRow reads "onbepaalde tijd").
 */
function columnsOf(
  errors: FieldErrors,
  fields: readonly SpecificationField[],
  texts: Readonly<Record<string, string>>,
): FieldErrors {
  const lacking = missingRequiredColumns(Object.keys(texts));
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => {
      const index = /^specifications\.(\d+)\.value$/.exec(path)?.[1];
      const field = index === undefined ? undefined : fields[Number(index)];
      if (!field) {
        const required = message === REQUIRED;
        const told = required && lacking.includes(path) ? ERROR('required_column') : message;
        return [
          columnOfField(path, texts),
          required && path === 'endsAt' && told === message ? ERROR('no_end_date') : told,
        ];
      }
      const column = `${SPECIFICATION_COLUMN}${field.label}`;
      const absent = message === REQUIRED && !(column in texts);
      return [column, absent ? ERROR('missing_column') : message];
    }),
  );
}

/** A supplier the sheet names that the import would add (addNewSuppliers). */
type NewSupplier = { name: string; supplierType: number };

/**
 * With `newSuppliers`: each supplier the sheet names that matches none the caller may pick, once
 * (by name key), as the type its first row gives. A name without a known type stays unknown.
 */
function newSuppliersOf(rows: readonly Record<string, string>[], lookups: Lookups): Map<string, NewSupplier> {
  const wanted = new Map<string, NewSupplier>();
  for (const texts of rows) {
    const name = texts.supplier?.trim();
    if (!name || wanted.has(nameKey(name)) || !isUnknown(lookups.supplier.find(name))) continue;
    const type = texts.supplierType?.trim() ? lookups.supplierType.find(texts.supplierType) : null;
    if (type && 'id' in type) wanted.set(nameKey(name), { name, supplierType: type.id });
  }
  return wanted;
}

/**
 * Adds `wanted` as the company's own suppliers in the import's transaction (rolled back with it).
 * Answers the lookups that know them, so their rows then match them, the names added and why the
 * supplier form refused others (by name key: a name too long …).
 */
async function addNewSuppliers(
  env: Env,
  auth: AuthContext,
  wanted: ReadonlyMap<string, NewSupplier>,
  lookups: Lookups,
): Promise<{ lookups: Lookups; added: string[]; refused: Map<string, string> }> {
  const grant = authorize(auth, suppliers, 'create');
  const options: Parameters<Lookups['supplier']['with']>[0] = [];
  const refused = new Map<string, string>();
  for (const [key, supplier] of wanted) {
    const parsed = parseFields(createBody(suppliers), supplier);
    try {
      const row = await createRecord(env, suppliers, grant, parsed.values, parsed.errors);
      options.push({ ...supplier, id: Number(row.id), kvkNumber: null });
    } catch (error) {
      // A name the supplier form refuses (too long …): its rows say why.
      if (!(error instanceof ApiError)) throw error;
      refused.set(key, error.errors?.name ?? error.message);
    }
  }
  return {
    lookups: options.length > 0 ? { ...lookups, supplier: lookups.supplier.with(options) } : lookups,
    added: options.map((option) => option.name),
    refused,
  };
}

const isUnknown = (found: { id: number } | { error: string }): boolean =>
  'error' in found && found.error === UNKNOWN;

/** Thrown to roll the transaction back after a dry run or a failed row. */
class RolledBack extends Error {}

export async function importContracts(
  env: Env,
  auth: AuthContext | null,
  rows: readonly Record<string, string>[],
  { dryRun, newSuppliers }: { dryRun: boolean; newSuppliers: boolean },
): Promise<ImportReport> {
  const grant = authorize(auth, contracts, 'create');
  if (!auth || !mayImportContracts(auth.viewer)) throw forbidden();
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
      .select(rowColumns(columns))
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
    newSuppliers: [],
    rows: [],
  };
  const seen = new Set<string>();
  const companyId = auth.user.companyId as number;
  const wantedSuppliers = newSuppliers ? newSuppliersOf(rows, lookups) : new Map<string, NewSupplier>();
  const added = new Set<string>();
  /** The rows of one transaction: checked, and written unless it is rolled back. */
  const saveRows = async (db: Database, entries: readonly (readonly [number, Record<string, string>])[]) => {
    // The suppliers these rows need, added within this transaction.
    const named = new Set(entries.map(([, texts]) => nameKey(texts.supplier ?? '')));
    const needed = new Map([...wantedSuppliers].filter(([key]) => named.has(key)));
    const withSuppliers = await addNewSuppliers({ ...env, db }, auth, needed, lookups);
    for (const name of withSuppliers.added) added.add(name);
    const inTransaction: Env = { ...env, db, planLimitPerBatch: true, batchReads: new BatchReads() };
    for (const [index, texts] of entries) {
      // The embedded database answers within the same turn of the event loop, so thousands of rows
      // would starve every other request (a health check waited 20 s): let them in now and then.
      if (index % YIELD_EVERY_ROWS === YIELD_EVERY_ROWS - 1)
        await new Promise((resolve) => setImmediate(resolve));
      if (isBlank(texts)) {
        report.skipped += 1;
        continue;
      }
      const number = texts.number?.trim() ?? '';
      const { values, errors, suggestions } = convertRow(texts, withSuppliers.lookups);
      // Asked to add unknown suppliers, a row that names one without its type is told what is missing.
      if (newSuppliers && errors.supplier === UNKNOWN && !texts.supplierType?.trim())
        errors.supplier = ERROR('new_supplier_type');
      else if (errors.supplier === UNKNOWN && texts.supplier)
        errors.supplier = withSuppliers.refused.get(nameKey(texts.supplier)) ?? UNKNOWN;
      const entry: ImportRow = { row: index + 2, number, action: null, errors, suggestions };
      if (report.rows.length < PREVIEW_ROWS) entry.values = shownValues(values, withSuppliers.lookups);
      report.rows.push(entry);
      if (number !== '' && seen.has(number)) errors.number = ERROR('duplicate_in_file');
      seen.add(number);
      const stored = existing.get(number);
      // A blank owner makes a new contract the importer's (the contracts hook); an existing one
      // keeps its owner, so the same sheet imported again changes nothing.
      if (stored && texts.owner?.trim() === '') delete values.owner;
      const before = stored ? serialize(stored, today) : null;
      if (before && values.specifications)
        values.specifications = mergeSpecifications(
          before.specifications as SpecificationValue[],
          values.specifications as SpecificationValue[],
        );
      const body = before ? { ...before, ...values } : values;
      const parsed = parseFields(stored ? updateBody(contracts) : createBody(contracts), body);
      if (Object.keys(errors).length > 0) {
        // Checks of the fields that could be read still run, so a row shows all its errors at once,
        // a column a new contract needs and the sheet lacks too.
        const lacking = stored ? [] : missingRequiredColumns(Object.keys(texts));
        for (const [field, message] of Object.entries(parsed.errors)) {
          const column = columnOfField(field, texts);
          if (column in texts) errors[column] ??= message;
          else if (lacking.includes(field)) errors[field] ??= ERROR('required_column');
        }
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
        Object.assign(
          errors,
          columnsOf(refusal(error), specificationFieldsOf(parsed.values, lookups), texts),
        );
      }
    }
  };

  // A save is one transaction. A check stores nothing, so it runs in transactions of a hundred
  // rows, each rolled back: the embedded database has one connection, and a 5,000-row check held
  // it for 17–21 s, every other user's request waiting. Between two batches the requests waiting
  // go first. What one transaction would carry to the next is carried here: the numbers seen
  // (`seen`), the suppliers to add (each transaction adds those its rows name) and how far the
  // rows moved the plan's count (`counted`).
  const entries = [...rows.entries()];
  const batches = dryRun
    ? Array.from({ length: Math.ceil(entries.length / CHECK_BATCH_ROWS) }, (_, i) =>
        entries.slice(i * CHECK_BATCH_ROWS, (i + 1) * CHECK_BATCH_ROWS),
      )
    : [entries];
  const planCount = (db: Executor) => countTowardsLimit(db, env.registry, contracts, companyId);
  let counted = 0;
  for (const [batch, batchEntries] of batches.entries()) {
    const last = batch === batches.length - 1;
    if (batch > 0) await new Promise((resolve) => setImmediate(resolve));
    try {
      await env.db.transaction(async (tx) => {
        const db = tx as unknown as Executor;
        await lockCompany(db, companyId);
        const countBefore = last ? 0 : await planCount(db);
        await saveRows(tx as unknown as Database, batchEntries);
        if (!last) {
          counted += (await planCount(db)) - countBefore;
          throw new RolledBack();
        }
        // The plan's limit, once for the whole sheet: the new rows beyond it are refused.
        const excess = await planExcess(db, env.registry, contracts, companyId, env.now(), counted);
        if (excess) {
          report.planLimit = excess.values;
          for (const row of report.rows.filter((entry) => entry.action === 'create').slice(-excess.over))
            row.errors.row = excess.key;
        }
        if (dryRun || report.rows.some((row) => Object.keys(row.errors).length > 0)) throw new RolledBack();
      });
      report.saved = true;
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  }
  report.newSuppliers = [...wantedSuppliers.values()]
    .map((supplier) => supplier.name)
    .filter((name) => added.has(name));
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
    // 5,000 rows of a 5 MB sheet, as JSON with its field names: a zipped .xlsx of 5 MB or less
    // holds far more text than that (5,000 descriptions of 3,000 characters were 16 MB).
    { bodyLimit: 40 * 1024 * 1024, schema: { tags: ['contracts'], body: importBody } },
    async (request, reply) => {
      const { rows, dryRun, newSuppliers } = request.body;
      const report = await importContracts(env, request.auth, rows, { dryRun, newSuppliers });
      const refused = !dryRun && !report.saved;
      return reply
        .status(refused ? 400 : 200)
        .send(refused ? { message: 'Import has errors', ...report } : report);
    },
  );
}
