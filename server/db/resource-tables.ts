/**
 * Drizzle tables derived from the resource declarations (src/schema/resources). A resource whose
 * table the foundation already defines (users, locations) is bound to that table instead; the
 * engine checks at start that it has a column for every stored field.
 */
import { and, getTableColumns, getTableName, is, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  getTableConfig,
  type IndexBuilder,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
  PgTable,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PLATFORM_ADMIN } from '../../src/schema/access';
import {
  hasCompanyColumn,
  type Resource,
  representationFields,
  storedFields,
  uniqueKeys,
} from '../../src/schema/dsl';
import { type FieldMeta, isTextKind } from '../../src/schema/fields';
import { resources } from '../../src/schema/resources';
import { searchFields } from '../../src/schema/search-fields';
import { DOCUMENT_WORDS_COLUMN, tsvector } from './document-words';
import * as foundation from './schema';
import {
  foldedSql,
  SEARCH_SHORT_COLUMN,
  SEARCH_TEXT_COLUMN,
  searchShortGeneration,
  searchTextGeneration,
} from './search-text';
import { keepsSortKey, sortKeyProperty, sortKeys } from './sort-keys';

/** camelCase field → snake_case column. */
export const columnName = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function columnFor(name: string, meta: FieldMeta, referenced: (resource: string) => PgTable | undefined) {
  // Looked up when Drizzle resolves the foreign key, so resources may reference each other.
  const column = columnName(name);
  switch (meta.kind) {
    // A text (isTextKind) is stored `not null default ''`: empty means not filled in.
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
      // A required reference keeps its target from being deleted (409), an optional one is
      // cleared, a cascading one goes with it.
      return base.references(() => getTableColumns(referenced(target) as PgTable).id as never, {
        onDelete: meta.cascade ? 'cascade' : meta.required ? 'restrict' : 'set null',
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

/** PostgreSQL cuts a name to 63 bytes: two names alike in those collide in the database. */
const PG_NAME_MAX = 63;

/**
 * Index names are one namespace per database schema (with the tables). Each index a declaration
 * derives asks for its usual name first, so every index that exists today keeps its name; when
 * that name is taken (a representation `name_idx` next to a sortable field `name`, a declared
 * index `[['startsAt']]` next to the sortable `startsAt`, another table's index) it takes its
 * alternative, then a numbered one. Unique by construction, checked on the first 63 bytes.
 */
export function claimName(taken: Set<string>, preferred: string, alternative: string): string {
  const free = (name: string) => !taken.has(name.slice(0, PG_NAME_MAX));
  let name = [preferred, alternative].find(free);
  for (let n = 2; !name; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${alternative.slice(0, PG_NAME_MAX - suffix.length)}${suffix}`;
    if (free(candidate)) name = candidate;
  }
  taken.add(name.slice(0, PG_NAME_MAX));
  return name;
}

/** Whether a platform admin's list of this company data holds every company's rows. */
const listedAcrossCompanies = (resource: Resource): boolean =>
  resource.access.list({
    viewer: { roles: [PLATFORM_ADMIN], hasSubscription: false },
    userId: 0,
    companyId: null,
    locationIds: [],
  }) !== false;

interface PlannedIndex {
  name: string;
  build: (table: Record<string, never>, name: string) => IndexBuilder;
}

/**
 * The indexes of a derived table, named once here (drizzle calls a table's index callback on
 * every read of its config, so names are claimed before, not inside it).
 */
function planIndexes(resource: Resource, taken: Set<string>): PlannedIndex[] {
  const t = resource.table;
  const planned: PlannedIndex[] = [];
  const plan = (preferred: string, alternative: string, build: PlannedIndex['build']) =>
    planned.push({ name: claimName(taken, preferred, alternative), build });
  if (hasCompanyColumn(resource))
    plan(`${t}_company_idx`, `${t}_tenant_idx`, (table, name) => index(name).on(table.companyId));
  // Company data is listed per company: its sort indexes lead with the company, so a page walks
  // that company's rows only, and its ids come from the index alone (an index-only scan). Where a
  // platform admin lists the rows of every company, the index without the company serves that.
  const perCompany = resource.scope === 'company';
  const acrossCompanies = !perCompany || listedAcrossCompanies(resource);
  for (const [name, meta] of Object.entries(resource.meta)) {
    if (meta.kind === 'password') continue;
    const column = columnName(name);
    // Sorted lists order by the field, then id (ties): one index walk serves the page, no re-sort.
    // A reference that only a company index sorts keeps an index of its own (foreign key lookups).
    // The keys are the list's own (sort-keys.ts): a text's kept folded form.
    const keys = (table: Record<string, never>) => sortKeys(resource, table, name).keys as [never];
    if (meta.sortable && perCompany)
      plan(`${t}_company_${column}_idx`, `${t}_company_${column}_sort_idx`, (table, index_) =>
        index(index_).on(table.companyId, ...keys(table), table.id),
      );
    if (meta.sortable && acrossCompanies)
      plan(`${t}_${column}_idx`, `${t}_${column}_sort_idx`, (table, index_) =>
        index(index_).on(...keys(table), table.id),
      );
    else if (meta.kind === 'reference')
      plan(`${t}_${column}_idx`, `${t}_${column}_ref_idx`, (table, index_) => index(index_).on(table[name]));
  }
  // A search that walks the order a company's list opens in tests each row on the short search text
  // this index carries after the id (search-text.ts: searchMatchByRow), not on the row's table page.
  // Apart from that order's own index, which deep pages walk: entries four times as wide would make
  // a walk of 50,000 of them read four times the pages.
  const opening = resource.defaultSort.field;
  const openingStored = opening === 'createdAt' || storedFields(resource).includes(opening);
  if (perCompany && searchFields(resource).length > 0 && openingStored)
    plan(`${t}_company_search_walk_idx`, `${t}_company_q_walk_idx`, (table, name) =>
      index(name).on(
        ...([
          table.companyId,
          ...sortKeys(resource, table, opening).keys,
          table.id,
          table.searchShort,
        ] as never[] as [never]),
      ),
    );
  // A trigram index over the stored search text makes `q` (LIKE '%…%') fast on large tables.
  if (searchFields(resource).length > 0)
    plan(`${t}_search_trgm_idx`, `${t}_q_trgm_idx`, (table, name) =>
      index(name).using('gin', sql`${table.searchText} gin_trgm_ops`),
    );
  // The words of the rows' documents, which `q` also finds (document-words.ts).
  if (resource.documentWords)
    plan(`${t}_document_words_idx`, `${t}_document_words_gin_idx`, (table, name) =>
      index(name).using('gin', table.documentWords),
    );
  // The options endpoint orders by the record's name fields in turn, then id.
  const named = representationFields(resource);
  const nameKeys = (table: Record<string, never>) =>
    named.flatMap((field) => sortKeys(resource, table, field).keys) as never[];
  if (named.length > 1 && perCompany)
    plan(`${t}_company_name_idx`, `${t}_company_represent_idx`, (table, name) =>
      index(name).on(...([table.companyId, ...nameKeys(table), table.id] as never[] as [never])),
    );
  if (named.length > 1 && acrossCompanies)
    plan(`${t}_name_idx`, `${t}_represent_idx`, (table, name) =>
      index(name).on(...([...nameKeys(table), table.id] as [never])),
    );
  for (const fields of resource.indexes) {
    const columns = fields.map(columnName).join('_');
    plan(`${t}_${columns}_idx`, `${t}_${columns}_list_idx`, (table, name) =>
      index(name).on(
        ...([
          ...(hasCompanyColumn(resource) ? [table.companyId] : []),
          ...fields.map((f) => table[f]),
          table.id,
        ] as [never]),
      ),
    );
  }
  for (const key of uniqueKeys(resource)) {
    const columns = key.map(columnName).join('_');
    // An optional text is stored as '' when empty: only filled-in values have to be unique.
    const text = key.length === 1 && isTextKind(resource.meta[key[0]].kind);
    const filled = (table: Record<string, never>) => (text ? sql`${table[key[0]]} <> ''` : undefined);
    if (resource.scope === 'platformOrCompany') {
      // Shared rows unique among themselves, a company's own among its own (NULLs are distinct in
      // one index). That an own row does not repeat a shared one is checked on write (write.ts).
      plan(`${t}_${columns}_unique`, `${t}_${columns}_key_unique`, (table, name) =>
        uniqueIndex(name)
          .on(...(key.map((field) => table[field]) as [never]))
          .where(and(isNull(table.companyId), filled(table)) as SQL),
      );
      plan(`${t}_${columns}_own_unique`, `${t}_${columns}_own_key_unique`, (table, name) =>
        uniqueIndex(name)
          .on(...([table.companyId, ...key.map((field) => table[field])] as [never]))
          .where(and(isNotNull(table.companyId), filled(table)) as SQL),
      );
      continue;
    }
    plan(`${t}_${columns}_unique`, `${t}_${columns}_key_unique`, (table, name) => {
      const fields = key.map((field) => table[field]);
      const on = resource.scope === 'company' ? [table.companyId, ...fields] : fields;
      const unique = uniqueIndex(name).on(...(on as [never]));
      const where = filled(table);
      return where ? unique.where(where) : unique;
    });
  }
  return planned;
}

/** The table and index names of tables (relations share one namespace in PostgreSQL). */
export function relationNames(tables: readonly PgTable[]): string[] {
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    return [
      config.name,
      ...config.indexes.map((entry) => entry.config.name ?? ''),
      ...config.uniqueConstraints.map((entry) => entry.getName() ?? ''),
    ].filter(Boolean);
  });
}

/**
 * The table of a resource. `taken` holds the relation names already in use (other tables and
 * their indexes); the derived index names are added to it.
 */
export function deriveTable(
  resource: Resource,
  referenced: (name: string) => PgTable | undefined,
  taken: Set<string> = new Set(),
): PgTable {
  const columns: Record<string, PgColumnBuilderBase> = { id: serial('id').primaryKey() };
  if (resource.scope === 'company') {
    columns.companyId = integer('company_id')
      .notNull()
      .references(() => foundation.companies.id, { onDelete: 'cascade' });
  }
  // 'platformOrCompany': no company is a shared row; a company's own rows go with it.
  if (resource.scope === 'platformOrCompany')
    columns.companyId = integer('company_id').references(() => foundation.companies.id, {
      onDelete: 'cascade',
    });
  for (const name of storedFields(resource)) columns[name] = columnFor(name, resource.meta[name], referenced);
  // A sorted text kept folded, kept by the database itself (sort-keys.ts).
  for (const name of storedFields(resource).filter((field) => keepsSortKey(resource, field))) {
    if (columns[sortKeyProperty(name)])
      throw new Error(`${resource.name}: a field is named ${sortKeyProperty(name)}, the sort key of ${name}`);
    columns[sortKeyProperty(name)] = text(`${columnName(name)}_sort_key`)
      .notNull()
      .generatedAlwaysAs(foldedSql(sql`${sql.identifier(columnName(name))}`));
  }
  // What `q` searches, lowercased, kept by the database itself (search-text.ts).
  const searched = searchFields(resource);
  if (searched.length > 0) {
    columns.searchText = text(SEARCH_TEXT_COLUMN).generatedAlwaysAs(
      searchTextGeneration(searched.map(columnName)),
    );
    columns.searchShort = text(SEARCH_SHORT_COLUMN).generatedAlwaysAs(
      searchShortGeneration(searched.map(columnName)),
    );
  }
  if (resource.documentWords)
    columns.documentWords = tsvector(DOCUMENT_WORDS_COLUMN).notNull().default(sql`''::tsvector`);
  columns.createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
  columns.updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

  taken.add(resource.table);
  const planned = planIndexes(resource, taken);
  return pgTable(resource.table, columns, (t) => {
    const table = t as Record<string, never>;
    return planned.map(({ name, build }) => build(table, name));
  });
}

function buildResourceTables(): Record<string, PgTable> {
  const tables: Record<string, PgTable> = {};
  const taken = new Set(relationNames(Object.values(foundationTables)));
  const byName = new Map(resources.map((resource) => [resource.name, resource]));
  const tableOf = (name: string): PgTable | undefined => {
    const resource = byName.get(name);
    if (!resource) return undefined;
    tables[resource.name] ??= foundationTables[resource.table] ?? deriveTable(resource, tableOf, taken);
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
