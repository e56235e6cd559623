/**
 * Field conditions in SQL, shared by list filters (untrusted, checked here) and the row filters
 * of access rules and hooks (trusted). Values are checked against the field kind first, so a
 * malformed value is a 400 and never reaches PostgreSQL as a failing cast (a 500).
 */
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { hasCompanyColumn, type Resource, type RowFilter } from '../../src/schema/dsl';
import type { FieldKind } from '../../src/schema/fields';
import { ApiError } from '../http/errors';

export type Scalar = string | number | boolean | null;

const bad = (message: string) => new ApiError(400, message);
const INT_MAX = 2_147_483_647;

/** The kind of a filterable key: a declared field, or the id / company id columns. */
export function kindOf(resource: Resource, key: string): FieldKind | 'id' | undefined {
  if (key === 'id' || (key === 'companyId' && hasCompanyColumn(resource))) return 'id';
  return resource.meta[key]?.kind;
}

const isArrayKind = (kind: FieldKind | 'id'): boolean => kind === 'choices' || kind === 'references';

function scalarFor(kind: FieldKind | 'id', key: string, value: unknown, numericChoices: boolean): Scalar {
  if (value === null) return null;
  switch (kind) {
    case 'id':
    case 'number':
    case 'reference':
    case 'references': {
      const n = typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || Math.abs(n) > INT_MAX)
        throw bad(`Filter ${key}: expected a whole number`);
      return n;
    }
    case 'money': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > 1e12)
        throw bad(`Filter ${key}: expected a number`);
      return n;
    }
    case 'date': {
      const valid =
        typeof value === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
      if (!valid) throw bad(`Filter ${key}: expected a date (YYYY-MM-DD)`);
      return value;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw bad(`Filter ${key}: expected true or false`);
    case 'choices':
      if (numericChoices) return scalarFor('number', key, value, false);
      if (typeof value !== 'string' || value.length > 200) throw bad(`Filter ${key}: expected a text`);
      return value;
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'choice':
      if (typeof value === 'number') return String(value);
      if (typeof value !== 'string' || value.length > 1000) throw bad(`Filter ${key}: expected a text`);
      return value;
    default:
      throw bad(`Filter ${key}: this field cannot be filtered`);
  }
}

/** `ARRAY[$1, $2]::type[]`, built from parameters (drizzle would expand a JS array into a list). */
const arrayOf = (values: Scalar[], numeric: boolean): SQL =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(numeric ? 'integer[]' : 'text[]')}`;

/**
 * One key's condition: equality, IN for an array value, IS NULL for null; for an array column
 * (choices, references) a scalar must be contained and an array must overlap.
 */
export function condition(resource: Resource, column: PgColumn, key: string, raw: unknown): SQL {
  const kind = kindOf(resource, key);
  if (!kind) throw bad(`Unknown filter ${key}`);
  const numericChoices = kind === 'references' || typeof resource.meta[key]?.choices?.[0] === 'number';
  const list = Array.isArray(raw);
  if (list && raw.length > 1000) throw bad(`Filter ${key}: too many values`);
  const values = (list ? raw : [raw]).map((value) => scalarFor(kind, key, value, numericChoices));
  if (isArrayKind(kind)) {
    const present = values.filter((value): value is string | number => value !== null);
    if (!list && raw === null) return sql`cardinality(${column}) = 0`;
    if (present.length === 0) return sql`false`;
    return list
      ? sql`${column} && ${arrayOf(present, numericChoices)}`
      : sql`${column} @> ${arrayOf(present, numericChoices)}`;
  }
  if (!list) return values[0] === null ? isNull(column) : eq(column, values[0]);
  const present = values.filter((value) => value !== null);
  const parts: SQL[] = [];
  if (present.length > 0) parts.push(inArray(column, present));
  if (present.length < values.length) parts.push(isNull(column));
  return parts.length === 0 ? sql`false` : (or(...parts) as SQL);
}

/** The SQL of a row filter (an access rule's or a hook's); unknown keys are a programming error. */
export function rowFilterSql(
  resource: Resource,
  columns: Record<string, PgColumn>,
  filter: RowFilter,
): SQL | undefined {
  const parts = Object.entries(filter).map(([key, value]) => {
    const column = columns[key];
    if (!column) throw new Error(`Row filter of ${resource.name}: no column ${key}`);
    return kindOf(resource, key) ? condition(resource, column, key, value) : eq(column, value as never);
  });
  return and(...parts);
}

/** Whether values about to be written satisfy a row filter (create and edit under a filter rule). */
export function satisfies(values: Record<string, unknown>, filter: RowFilter): boolean {
  return Object.entries(filter).every(([key, expected]) => {
    if (key === 'id') return true;
    const actual = values[key];
    const allowed = Array.isArray(expected) ? expected : [expected];
    if (Array.isArray(actual)) return actual.some((item) => allowed.includes(item as never));
    return allowed.includes(actual as never);
  });
}
