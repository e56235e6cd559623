/**
 * Derived index names are unique by construction: across every table drizzle-kit sees, and for
 * any declaration (fuzzed), on the 63 bytes PostgreSQL keeps of a name.
 */
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as billing from '../../../server/db/billing-tables';
import * as contract from '../../../server/db/contract-tables';
import { derivedTables, deriveTable, relationNames } from '../../../server/db/resource-tables';
import * as foundation from '../../../server/db/schema';
import { accessByRole, defineResource, type Resource } from '../../../src/schema/dsl';
import { field } from '../../../src/schema/fields';

const tablesOf = (module: Record<string, unknown>): PgTable[] =>
  Object.values(module).filter((value): value is PgTable => {
    try {
      getTableConfig(value as PgTable);
      return true;
    } catch {
      return false;
    }
  });

const duplicates = (names: readonly string[]): string[] => {
  const seen = new Set<string>();
  return names.map((name) => name.slice(0, 63)).filter((name) => seen.has(name) || !seen.add(name));
};

describe('index names', () => {
  it('are unique across every table of the database schema (foundation and derived)', () => {
    const tables = [
      ...new Set([
        ...tablesOf(foundation),
        ...Object.values(derivedTables),
        ...tablesOf(contract),
        ...tablesOf(billing),
      ]),
    ];
    expect(tables.length).toBeGreaterThan(10);
    expect(duplicates(relationNames(tables))).toEqual([]);
  });

  it('keep the usual names, and take the alternative only on a collision', () => {
    const clash = defineResource({
      name: 'clashes',
      scope: 'company',
      fields: {
        name: field.text({ sortable: true, searchable: true }),
        extra: field.text(),
        startsAt: field.date({ sortable: true }),
        company: field.reference('companies'),
      },
      defaultSort: { field: 'name', order: 'ASC' },
      recordRepresentation: ['name', 'extra'],
      indexes: [['startsAt']],
      unique: ['name'],
      access: {
        list: () => true,
        show: () => true,
        create: () => true,
        edit: () => true,
        delete: () => true,
      },
    });
    const names = relationNames([deriveTable(clash as unknown as Resource, () => undefined)]);
    // Platform admins list it across companies: each sort index with and without the company.
    expect(names).toEqual([
      'clashes',
      'clashes_company_idx',
      'clashes_company_name_idx',
      'clashes_name_idx',
      'clashes_company_starts_at_idx',
      'clashes_starts_at_idx',
      'clashes_company_ref_idx',
      'clashes_company_search_walk_idx',
      'clashes_search_trgm_idx',
      'clashes_company_represent_idx',
      'clashes_represent_idx',
      'clashes_starts_at_list_idx',
      'clashes_name_unique',
    ]);
  });

  it('of company data only its own company lists lead with the company, and a sorted reference keeps its own', () => {
    const own = defineResource({
      name: 'owns',
      scope: 'company',
      fields: {
        name: field.text({ sortable: true }),
        extra: field.text(),
        supplier: field.reference('suppliers', { sortable: true }),
      },
      defaultSort: { field: 'name', order: 'ASC' },
      recordRepresentation: ['name', 'extra'],
      access: accessByRole({ read: [2, 3], write: [2] }),
    });
    const table = deriveTable(own as unknown as Resource, () => undefined);
    const btrees = getTableConfig(table).indexes.filter((entry) => !entry.config.name?.endsWith('trgm_idx'));
    const indexes = btrees.map((entry) => [
      entry.config.name,
      entry.config.columns.map((column) => (column as { name: string }).name),
    ]);
    expect(indexes).toEqual([
      ['owns_company_idx', ['company_id']],
      // A text sorts by its kept folded form (server/db/sort-keys.ts).
      ['owns_company_name_idx', ['company_id', 'name_sort_key', 'id']],
      ['owns_company_supplier_idx', ['company_id', 'supplier', 'id']],
      ['owns_supplier_idx', ['supplier']],
      // The order its list opens in, with the short search text a walked search tests
      // (server/db/search-text.ts: searchMatchByRow).
      ['owns_company_search_walk_idx', ['company_id', 'name_sort_key', 'id', 'search_short']],
      ['owns_company_represent_idx', ['company_id', 'name_sort_key', 'extra_sort_key', 'id']],
    ]);
  });

  it('are unique for any declarations (fuzzed)', () => {
    // Few, colliding words (and a long one: names alike in their first 63 bytes).
    const word = fc.constantFrom(
      'name',
      'a',
      'b',
      'aB',
      'company',
      'tenant',
      'searchTrgm',
      'q',
      'startsAt',
      'represent',
      'nameSort',
      'aVeryLongFieldNameThatGoesOnAndOnAndOnUntilPostgresCutsItOffX',
      'aVeryLongFieldNameThatGoesOnAndOnAndOnUntilPostgresCutsItOffY',
    );
    const kind = fc.constantFrom('text', 'date', 'number', 'reference', 'boolean');
    const declaration = fc.record({
      name: fc.constantFrom('a', 'a-b', 'a_b_c', 'b', 'name', 'company'),
      scope: fc.constantFrom('company' as const, 'platform' as const),
      fields: fc.uniqueArray(
        fc.record({ name: word, kind, sortable: fc.boolean(), searchable: fc.boolean() }),
        { selector: (entry) => entry.name, minLength: 1, maxLength: 8 },
      ),
      representation: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
      indexes: fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), { maxLength: 3 }),
      unique: fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 2 }), { maxLength: 3 }),
    });
    type Declaration = typeof declaration extends fc.Arbitrary<infer T> ? T : never;
    const build = (entry: Declaration) => {
      const names = entry.fields.map((f) => f.name);
      const pick = (indexes: number[]) => [...new Set(indexes.map((i) => names[i % names.length]))];
      const fields = Object.fromEntries(
        entry.fields.map((f) => {
          const flags = { sortable: f.sortable };
          const made =
            f.kind === 'text'
              ? field.text({ ...flags, searchable: f.searchable })
              : f.kind === 'date'
                ? field.date(flags)
                : f.kind === 'number'
                  ? field.number(flags)
                  : f.kind === 'reference'
                    ? field.reference('elsewhere', flags)
                    : field.boolean(flags);
          return [f.name, made];
        }),
      );
      return defineResource({
        name: entry.name,
        scope: entry.scope,
        fields,
        defaultSort: { field: 'id', order: 'ASC' },
        recordRepresentation: pick(entry.representation),
        indexes: entry.indexes.map(pick),
        unique: entry.unique.map(pick),
        access: {
          list: () => true,
          show: () => true,
          create: () => true,
          edit: () => true,
          delete: () => true,
        },
      }) as unknown as Resource;
    };
    fc.assert(
      fc.property(
        fc.uniqueArray(declaration, { selector: (entry) => entry.name.replaceAll('-', '_'), maxLength: 4 }),
        (entries) => {
          const taken = new Set<string>();
          const tables = entries.map((entry) => deriveTable(build(entry), () => undefined, taken));
          expect(duplicates(relationNames(tables))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
