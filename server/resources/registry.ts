/**
 * The resources served by one app and their tables: the derived tables of server/db, the
 * foundation tables a resource binds to (users, locations), or a table derived here for a
 * resource that only a test declares.
 */
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { hasCompanyColumn, type Resource, storedFields } from '../../src/schema/dsl';
import { deriveTable, relationNames, resourceTables } from '../db/resource-tables';
import * as foundation from '../db/schema';

export interface Registry {
  resources: Map<string, Resource>;
  tableOf(name: string): PgTable | undefined;
  /** The table of a registered resource (throws for an unknown one: a programming error). */
  table(resource: Resource | string): PgTable;
  columns(resource: Resource | string): Record<string, PgColumn>;
}

const foundationTables = new Map(
  (Object.values(foundation) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
);

export function buildRegistry(list: readonly Resource[]): Registry {
  const resources = new Map(list.map((resource) => [resource.name, resource]));
  const tables = new Map<string, PgTable>();
  // A table derived here (a test's own resource) names its indexes clear of every other table's.
  let taken: Set<string> | undefined;
  const names = () => {
    taken ??= new Set(relationNames([...Object.values(resourceTables), ...foundationTables.values()]));
    return taken;
  };
  const tableOf = (name: string): PgTable | undefined => {
    const cached = tables.get(name);
    if (cached) return cached;
    const resource = resources.get(name);
    if (!resource) return resourceTables[name] ?? foundationTables.get(name.replaceAll('-', '_'));
    const table =
      resourceTables[name] ?? foundationTables.get(resource.table) ?? deriveTable(resource, tableOf, names());
    tables.set(name, table);
    return table;
  };
  const columnCache = new Map<string, Record<string, PgColumn>>();
  const registry: Registry = {
    resources,
    tableOf,
    table(resource) {
      const name = typeof resource === 'string' ? resource : resource.name;
      const table = tableOf(name);
      if (!table || !resources.has(name)) throw new Error(`Unknown resource ${name}`);
      return table;
    },
    columns(resource) {
      const name = typeof resource === 'string' ? resource : resource.name;
      let columns = columnCache.get(name);
      if (!columns) {
        columns = getTableColumns(registry.table(name)) as Record<string, PgColumn>;
        columnCache.set(name, columns);
      }
      return columns;
    },
  };
  // At start: every stored field needs its column, company scope needs company_id.
  for (const resource of list) {
    const columns = registry.columns(resource);
    const needed = [...storedFields(resource), 'id', ...(hasCompanyColumn(resource) ? ['companyId'] : [])];
    const missing = needed.filter((field) => !columns[field]);
    if (missing.length > 0)
      throw new Error(
        `Resource ${resource.name}: table ${resource.table} has no column for ${missing.join(', ')}`,
      );
  }
  return registry;
}
