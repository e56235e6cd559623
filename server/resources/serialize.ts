/**
 * Rows out and images in. Only declared fields go out (never server-only columns such as a
 * password hash); an image goes out as the path that serves it, and comes in as a data URL.
 */
import { type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { hasCompanyColumn, type Resource, type Row, storedFields } from '../../src/schema/dsl';
import { IMAGE_MAX_BYTES } from '../../src/schema/upload-limits';
import { imageTypeOf } from '../files/download';
import { badRequest } from '../http/errors';

export const imageFields = (resource: Resource): string[] =>
  storedFields(resource).filter((field) => resource.meta[field].kind === 'image');

/** The columns a read needs; an image column only as "is set" (lists never load the bytes). */
export function outputSelection(resource: Resource, columns: Record<string, PgColumn>) {
  const selection: Record<string, PgColumn | SQL> = { id: columns.id };
  if (hasCompanyColumn(resource)) selection.companyId = columns.companyId;
  for (const field of storedFields(resource)) {
    selection[field] =
      resource.meta[field].kind === 'image' ? sql<boolean>`(${columns[field]} is not null)` : columns[field];
  }
  if (columns.createdAt) selection.createdAt = columns.createdAt;
  if (columns.updatedAt) selection.updatedAt = columns.updatedAt;
  return selection;
}

const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;
const isMoment = (column: PgColumn): boolean =>
  column.columnType === 'PgTimestamp' || column.columnType === 'PgTimestampString';
/** A moment as JavaScript's toISOString writes it (milliseconds, UTC, "Z"). */
const isoText = (expression: string): string =>
  `to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What the serializer below makes of a row, as SQL: every stored field named by its field and in
 * the form the API sends it (an image as its path, money as a number, moments as ISO text), so the
 * database can write a list page as the answer's JSON itself (count.ts). Written once per
 * resource, as text: building it with the query builder on every call cost more CPU than the
 * rest of the call. An API test holds it equal to the serializer for every resource.
 */
export function apiSelectList(resource: Resource, table: PgTable, columns: Record<string, PgColumn>): SQL {
  const column = (name: string) => `${quoted(getTableConfig(table).name)}.${quoted(columns[name].name)}`;
  const updated = columns.updatedAt
    ? `coalesce(${column('updatedAt')}, ${column('createdAt')})`
    : columns.createdAt
      ? column('createdAt')
      : null;
  const version = updated ? `floor(extract(epoch from ${updated}) * 1000)::bigint` : '0';
  const items = [`${column('id')} as "id"`];
  if (hasCompanyColumn(resource)) items.push(`${column('companyId')} as "companyId"`);
  for (const field of storedFields(resource)) {
    const kind = resource.meta[field].kind;
    const value = column(field);
    const expression =
      kind === 'image'
        ? // imagePath(resource, id, field) + '?v=' + version, as the serializer writes it
          `case when ${value} is null then null else ${literal(`/api/${resource.name}/`)} || ${column('id')} || ${literal(`/${field}?v=`)} || ${version} end`
        : kind === 'money'
          ? `${value}::float8`
          : kind === 'date' && isMoment(columns[field])
            ? isoText(value)
            : value;
    items.push(`${expression} as ${quoted(field)}`);
  }
  // A declared field of the same name (the outbox's createdAt) is already in: a key appears once.
  const declared = new Set(storedFields(resource));
  if (!declared.has('createdAt'))
    items.push(`${columns.createdAt ? isoText(column('createdAt')) : 'null'} as "createdAt"`);
  if (!declared.has('updatedAt')) items.push(`${updated ? isoText(updated) : 'null'} as "updatedAt"`);
  return sql.raw(items.join(', '));
}

const iso = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString() : value == null ? null : new Date(String(value)).toISOString();

export const imagePath = (resource: Resource, id: number, field: string): string =>
  `/api/${resource.name}/${id}/${field}`;

/** A row (full, or read with outputSelection) as the API sends it, computed fields as of `today`. */
export type Serialize = (row: Record<string, unknown>, today: string) => Record<string, unknown>;

const serializers = new WeakMap<Resource, Serialize>();

/** The Serialize of one resource, with its fields and their kinds looked up once. */
export function serializer(resource: Resource): Serialize {
  const known = serializers.get(resource);
  if (known) return known;
  const company = hasCompanyColumn(resource);
  const fields = storedFields(resource).map((field) => ({ field, kind: resource.meta[field].kind }));
  const computed = resource.computed;
  const serialize: Serialize = (row, today) => {
    const out: Record<string, unknown> = { id: row.id };
    if (company) out.companyId = row.companyId;
    const updatedAt = iso(row.updatedAt ?? row.createdAt);
    for (const { field, kind } of fields) {
      const value = row[field];
      if (kind === 'image') {
        const version = updatedAt ? new Date(updatedAt).getTime() : 0;
        out[field] = value ? `${imagePath(resource, row.id as number, field)}?v=${version}` : null;
      } else if (kind === 'money' && value !== null && value !== undefined) {
        out[field] = Number(value);
      } else if (kind === 'date' && value != null && (value instanceof Date || String(value).length > 10)) {
        // A moment stored in a date field (the outbox's) goes out in one ISO form, however it was read.
        out[field] = iso(value);
      } else out[field] = value ?? null;
    }
    out.createdAt = iso(row.createdAt);
    out.updatedAt = updatedAt;
    return computed ? Object.assign(out, computed(out, today)) : out;
  };
  serializers.set(resource, serialize);
  return serialize;
}

/**
 * An image field's new stored value: a data URL of a PNG, JPEG or WebP (checked by its bytes,
 * at most 1 MB), null to remove it, or its own path sent back unchanged to keep it. An update
 * that leaves the field out never gets here: it keeps the stored image (write.ts).
 */
export function imageInput(
  resource: Resource,
  field: string,
  value: unknown,
  existing: Row | null,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') throw badRequest({ [field]: 'app.validation.image' });
  if (existing && value.split('?')[0] === imagePath(resource, existing.id, field))
    return (existing[field] as string | null) ?? null;
  const match = /^data:[\w/+.-]+;base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  const bytes = match ? Buffer.from(match[1], 'base64') : Buffer.alloc(0);
  const type = imageTypeOf(bytes);
  if (!type) throw badRequest({ [field]: 'app.validation.image' });
  if (bytes.length > IMAGE_MAX_BYTES) throw badRequest({ [field]: 'app.validation.image_too_large' });
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** A stored image (data URL) as bytes and type. */
export function imageBytes(stored: string): { body: Buffer; contentType: string } | null {
  const match = /^data:([\w/+.-]+);base64,(.*)$/s.exec(stored);
  return match ? { contentType: match[1], body: Buffer.from(match[2], 'base64') } : null;
}
