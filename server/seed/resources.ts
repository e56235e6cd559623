/**
 * Writes the demo master data and company records into the resource tables
 * (server/db/resource-tables.ts) inside seedDemo's transaction.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { resourceTables } from '../db/resource-tables';
import { ensureDefaultTemplates } from '../mail/templates';
import { DEMO_CONTACTS } from './company-data';
import { DEMO_SPONSORS, DEMO_SUPPLIER_TYPES, DEMO_SUPPLIERS } from './master-data';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const table = (name: string): PgTable => {
  const found = resourceTables[name];
  if (!found) throw new Error(`The demo seed needs the resource '${name}'`);
  return found;
};

/** Inserts rows and returns their ids by the value of `key`. */
async function insert(
  tx: Transaction,
  resource: string,
  rows: Record<string, unknown>[],
  key = 'name',
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  // The derived tables are typed as plain PgTables, so their insert values are untyped records.
  const inserted = (await tx
    .insert(table(resource))
    .values(rows as never)
    .returning()) as Record<string, unknown>[];
  return new Map(inserted.map((row) => [String(row[key]), row.id as number]));
}

export async function seedResources(tx: Transaction, companies: { bakery: number }): Promise<void> {
  const typeIds = await insert(
    tx,
    'supplier-types',
    DEMO_SUPPLIER_TYPES.map((type) => ({ ...type, specificationFields: [...type.specificationFields] })),
  );
  const supplierIds = await insert(
    tx,
    'suppliers',
    DEMO_SUPPLIERS.map(({ type, ...supplier }) => ({ ...supplier, supplierType: typeIds.get(type) })),
  );
  await insert(
    tx,
    'sponsors',
    DEMO_SPONSORS.map(({ types, ...sponsor }) => ({
      ...sponsor,
      supplierTypes: types.map((name) => typeIds.get(name)),
    })),
  );
  await ensureDefaultTemplates(tx);
  await insert(
    tx,
    'contacts',
    DEMO_CONTACTS.map(({ supplier, ...contact }) => ({
      ...contact,
      companyId: companies.bakery,
      supplier: supplier ? (supplierIds.get(supplier) ?? null) : null,
    })),
    'emailAddress',
  );
}
