/**
 * Drizzle tables derived from the resource declarations (src/schema/resources). A resource whose
 * table the foundation already defines (users, locations) is bound to that table instead; the
 * engine checks at start that it has a column for every stored field.
 */
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  type PgColumnBuilderBase,
  PgTable,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type Resource, representationFields, storedFields, uniqueKeys } from '../../src/schema/dsl';
import type { FieldMeta } from '../../src/schema/fields';
import { resources } from '../../src/schema/resources';
import * as foundation from './schema';
import { searchFields, searchText } from './search-text';

/** Kinds stored as `text not null default ''`: empty means not filled in. */
const TEXT_KINDS = new Set<FieldMeta['kind']>(['text', 'longText', 'email', 'phone']);

/** camelCase field → snake_case column. */
export const columnName = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function columnFor(name: string, meta: FieldMeta, referenced: (resource: string) => PgTable | undefined) {
  // Looked up when Drizzle resolves the foreign key, so resources may reference each other.
  const column = columnName(name);
  switch (meta.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
      return text(column).notNull().default('');
    case 'choice':
      return meta.required ? text(column).notNull() : text(column);
    case 'image':
      return text(column);
    case 'number':
      return meta.required ? integer(column).notNull() : integer(column);
    case 'money':
      return meta.required
        ? numeric(column, { precision: 14, scale: 2, mode: 'number' }).notNull()
        : numeric(column, { precision: 14, scale: 2, mode: 'number' });
    case 'date':
      return meta.required ? date(column, { mode: 'string' }).notNull() : date(column, { mode: 'string' });
    case 'boolean':
      return boolean(column)
        .notNull()
        .default(meta.defaultValue ?? false);
    case 'choices':
      return typeof meta.choices?.[0] === 'number'
        ? integer(column).array().notNull().default(sql`'{}'::integer[]`)
        : text(column).array().notNull().default(sql`'{}'::text[]`);
    case 'references':
      return integer(column).array().notNull().default(sql`'{}'::integer[]`);
    case 'group':
      return jsonb(column).notNull().default([]);
    case 'reference': {
      const base = meta.required ? integer(column).notNull() : integer(column);
      const target = meta.reference;
      if (!target || !referenced(target)) return base;
      // A required reference keeps its target from being deleted (409); an optional one is cleared.
      return base.references(() => getTableColumns(referenced(target) as PgTable).id as never, {
        onDelete: meta.required ? 'restrict' : 'set null',
      });
    }
    case 'password':
      throw new Error(`${name}: a password is not stored as a column`);
  }
}

const isTable = (value: unknown): value is PgTable => is(value, PgTable);

const foundationTables: Record<string, PgTable> = Object.fromEntries(
  (Object.values(foundation) as unknown[]).filter(isTable).map((table) => [getTableName(table), table]),
);

export function deriveTable(resource: Resource, referenced: (name: string) => PgTable | undefined): PgTable {
  const columns: Record<string, PgColumnBuilderBase> = { id: serial('id').primaryKey() };
  if (resource.scope === 'company') {
    columns.companyId = integer('company_id')
      .notNull()
      .references(() => foundation.companies.id, { onDelete: 'cascade' });
  }
  for (const name of storedFields(resource)) columns[name] = columnFor(name, resource.meta[name], referenced);
  columns.createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
  columns.updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

  return pgTable(resource.table, columns, (t) => {
    const table = t as Record<string, never>;
    const indexes = [];
    if (resource.scope === 'company')
      indexes.push(index(`${resource.table}_company_idx`).on(table.companyId));
    for (const [name, meta] of Object.entries(resource.meta)) {
      if (meta.kind === 'password') continue;
      const column = table[name];
      // Sorted lists order by the field, then id (ties): one index walk serves the page, no re-sort.
      if (meta.sortable)
        indexes.push(index(`${resource.table}_${columnName(name)}_idx`).on(column, table.id));
      else if (meta.kind === 'reference')
        indexes.push(index(`${resource.table}_${columnName(name)}_idx`).on(column));
    }
    // A trigram index over the searched text makes `q` (ILIKE '%…%') fast on large tables.
    const searched = searchFields(resource).map((field) => table[field] as PgColumn);
    if (searched.length > 0)
      indexes.push(
        index(`${resource.table}_search_trgm_idx`).using('gin', sql`${searchText(searched)} gin_trgm_ops`),
      );
    // The options endpoint orders by the record's name fields in turn, then id.
    const named = representationFields(resource);
    if (named.length > 1)
      indexes.push(
        index(`${resource.table}_name_idx`).on(...([...named.map((f) => table[f]), table.id] as [never])),
      );
    for (const fields of resource.indexes) {
      const on = [
        ...(resource.scope === 'company' ? [table.companyId] : []),
        ...fields.map((f) => table[f]),
        table.id,
      ];
      indexes.push(index(`${resource.table}_${fields.map(columnName).join('_')}_idx`).on(...(on as [never])));
    }
    for (const key of uniqueKeys(resource)) {
      const fields = key.map((name) => table[name]);
      const on = resource.scope === 'company' ? [table.companyId, ...fields] : fields;
      const unique = uniqueIndex(`${resource.table}_${key.map(columnName).join('_')}_unique`).on(
        ...(on as [never]),
      );
      // An optional text is stored as '' when empty: only filled-in values have to be unique.
      const text = key.length === 1 && TEXT_KINDS.has(resource.meta[key[0]].kind);
      indexes.push(text ? unique.where(sql`${table[key[0]]} <> ''`) : unique);
    }
    return indexes;
  });
}

function buildResourceTables(): Record<string, PgTable> {
  const tables: Record<string, PgTable> = {};
  const byName = new Map(resources.map((resource) => [resource.name, resource]));
  const tableOf = (name: string): PgTable | undefined => {
    const resource = byName.get(name);
    if (!resource) return undefined;
    tables[resource.name] ??= foundationTables[resource.table] ?? deriveTable(resource, tableOf);
    return tables[resource.name];
  };
  for (const resource of resources) tableOf(resource.name);
  return tables;
}

/** The table of every registered resource, by resource name. */
export const resourceTables: Record<string, PgTable> = buildResourceTables();

/** Only the derived ones, keyed by table name: what drizzle-kit adds to the foundation schema. */
export const derivedTables: Record<string, PgTable> = Object.fromEntries(
  Object.values(resourceTables)
    .filter((table) => !Object.values(foundationTables).includes(table))
    .map((table) => [getTableName(table), table]),
);
