/**
 * Valid values for any resource, built from its field metadata: what the matrix test posts and
 * what rows inserted straight into the database hold. Optional fields keep their empty value (a
 * hook may check their format); required ones get a plausible value; references point at an
 * existing row of the target in the same company, made first when there is none.
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { addDays } from '../../../src/schema/contract-dates';
import { type Resource, type RowFilter, uniqueFields, uniqueKeys } from '../../../src/schema/dsl';
import type { SpecificationField } from '../../../src/schema/resources/supplier-types';
import type { ResourceApp } from './setup';

let counter = 0;

/**
 * A row of `name` to point at: the first one, or — for a reference in a unique combination (an
 * offer's request and sponsor) — a new one, so two samples never collide. A new row matches the
 * field's `where` (an array: its first value).
 */
async function referenceTo(
  app: ResourceApp,
  name: string,
  companyId: number,
  fresh: { where?: RowFilter } | null = null,
): Promise<number | null> {
  const target = app.registry.resources.get(name);
  if (!target) return null;
  if (fresh) {
    const matching = Object.fromEntries(
      Object.entries(fresh.where ?? {}).map(([field, value]) => [
        field,
        Array.isArray(value) ? value[0] : value,
      ]),
    );
    const { insertRow } = await import('./setup');
    return (await insertRow(app, target, companyId, matching)).id;
  }
  const columns = app.registry.columns(target);
  const [row] = await app.t.database.db
    .select({ id: columns.id })
    .from(app.registry.table(target))
    .where(
      target.scope === 'company'
        ? eq(columns.companyId, companyId)
        : target.scope === 'platformOrCompany'
          ? or(eq(columns.companyId, companyId), isNull(columns.companyId))
          : undefined,
    )
    .orderBy(asc(columns.id))
    .limit(1);
  if (row) return row.id as number;
  const { insertRow } = await import('./setup');
  return (await insertRow(app, target, companyId)).id;
}

/**
 * A choice nobody uses yet, for a unique choice field (e.g. a template's code). When all are
 * taken (the seed has a template of every code), the oldest row is removed to make room.
 */
async function freeChoice(app: ResourceApp, resource: Resource, field: string, companyId: number) {
  const choices = resource.meta[field].choices ?? [];
  const columns = app.registry.columns(resource);
  const table = app.registry.table(resource);
  const used = await app.t.database.db
    .select({ id: columns.id, value: columns[field] })
    .from(table)
    .where(resource.scope === 'company' ? eq(columns.companyId, companyId) : undefined)
    .orderBy(asc(columns.id));
  const free = choices.find((choice) => !used.some((row) => row.value === choice));
  if (free !== undefined || used.length === 0) return free ?? choices[0];
  await app.t.database.db.delete(table).where(eq(columns.id, used[0].id));
  return used[0].value;
}

/** A valid value of each specification field type. */
const SPECIFICATION_SAMPLES: Record<string, string> = {
  text: 'Test',
  longText: 'Test',
  number: '12',
  money: '12.50',
  date: '2026-03-01',
  boolean: 'true',
};

/** Values that depend on other rows: a contract's type is its supplier's, its specifications that type's fields. */
const DEPENDENT: Record<
  string,
  (app: ResourceApp, values: Record<string, unknown>, n: number, companyId: number) => Promise<void>
> = {
  // A company has one subscription on a day: each sample gets a month of its own, long ago.
  async subscriptions(_app, values, n) {
    values.startsAt = addDays('1990-01-01', n * 40);
    values.endsAt = addDays(values.startsAt as string, 30);
  },
  async contracts(app, values, _n, companyId) {
    // The supplier must offer the contract's type: the type is the supplier's.
    const suppliers = app.registry.columns('suppliers');
    const [supplier] = await app.t.database.db
      .select({ type: suppliers.supplierType })
      .from(app.registry.table('suppliers'))
      .where(eq(suppliers.id, values.supplier as number));
    if (supplier) values.supplierType = supplier.type;
    // The supplier contact must work for that supplier: one of the company's contacts there, else none.
    const contacts = app.registry.columns('contacts');
    const [contact] = await app.t.database.db
      .select({ id: contacts.id })
      .from(app.registry.table('contacts'))
      .where(and(eq(contacts.companyId, companyId), eq(contacts.supplier, values.supplier as number)))
      .orderBy(asc(contacts.id))
      .limit(1);
    values.supplierContact = contact?.id ?? null;
    const types = app.registry.columns('supplier-types');
    const [type] = await app.t.database.db
      .select({ fields: types.specificationFields })
      .from(app.registry.table('supplier-types'))
      .where(eq(types.id, values.supplierType as number));
    const fields = (type?.fields ?? []) as SpecificationField[];
    values.specifications = fields.map((item) => ({
      label: item.label,
      value:
        item.fieldType === 'choice'
          ? item.options.split(',')[0].trim()
          : SPECIFICATION_SAMPLES[item.fieldType ?? 'text'],
    }));
  },
};

/** A fresh value of a unique example: digits stay as many digits (a KvK number), others get a suffix. */
export const freshUnique = (example: string, n: number): string =>
  /^\d+$/.test(example)
    ? String((Number(example) + n) % 10 ** example.length).padStart(example.length, '0')
    : `${example}-${n}`;

/** Unique fields of the example get a fresh value, so two samples never collide. */
const uniqueExample = (resource: Resource, n: number): Record<string, unknown> =>
  Object.fromEntries(
    uniqueFields(resource)
      .filter((name) => typeof resource.example[name] === 'string')
      .map((name) => [name, freshUnique(String(resource.example[name]), n)]),
  );

/**
 * Values for a new row. `stored`: also the read-only fields a row needs in the table (those the
 * API never takes, such as an invoice's subscription), for rows written straight into it.
 */
export async function sampleValues(
  app: ResourceApp,
  resource: Resource,
  companyId: number,
  { stored = false }: { stored?: boolean } = {},
): Promise<Record<string, unknown>> {
  counter += 1;
  const n = counter;
  const values: Record<string, unknown> = {};
  const keyed = uniqueKeys(resource).flat();
  for (const [name, meta] of Object.entries(resource.meta)) {
    if (meta.readOnly && !(stored && meta.required)) continue;
    const unique = uniqueFields(resource).includes(name);
    const text = (value: string) => value.slice(0, meta.maxLength ?? 200);
    switch (meta.kind) {
      case 'text':
      case 'longText':
        values[name] = meta.required || unique ? text(`Test ${name} ${n}`) : '';
        break;
      case 'email':
        values[name] = meta.required || unique ? `test+${n}@example.nl` : '';
        break;
      case 'phone':
        values[name] = meta.required ? '030 123 4567' : '';
        break;
      case 'number':
        values[name] = meta.required || unique ? n : null;
        break;
      case 'money':
        values[name] = meta.required ? 12.5 : null;
        break;
      case 'date':
        // A date in a unique combination (an invoice's period) differs per sample.
        values[name] = meta.required
          ? keyed.includes(name)
            ? addDays('2000-01-01', n)
            : '2026-03-01'
          : null;
        break;
      case 'boolean':
        values[name] = meta.defaultValue ?? false;
        break;
      case 'choice':
        values[name] = meta.required || unique ? await freeChoice(app, resource, name, companyId) : null;
        break;
      case 'choices':
        // The last choice: for roles that is the least powerful one.
        values[name] = meta.required ? [meta.choices?.at(-1)] : [];
        break;
      case 'reference':
        values[name] = meta.reference
          ? await referenceTo(
              app,
              meta.reference,
              companyId,
              keyed.includes(name) ? { where: meta.where } : null,
            )
          : null;
        break;
      case 'references': {
        const id = meta.required && meta.reference ? await referenceTo(app, meta.reference, companyId) : null;
        values[name] = id === null ? [] : [id];
        break;
      }
      case 'image':
        values[name] = null;
        break;
      case 'password':
        values[name] = 'Paarse-Olifant-Fietst-2026';
        break;
      case 'group':
        values[name] = [];
        break;
    }
  }
  // The declaration's own example makes a record whose fields hang together (a contract's dates).
  const sample = { ...values, ...resource.example, ...uniqueExample(resource, n) };
  await DEPENDENT[resource.name]?.(app, sample, n, companyId);
  return sample;
}
