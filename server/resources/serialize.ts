/**
 * Rows out and images in. Only declared fields go out (never server-only columns such as a
 * password hash); an image goes out as the path that serves it, and comes in as a data URL.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { hasCompanyColumn, type Resource, type Row, storedFields } from '../../src/schema/dsl';
import { imageTypeOf } from '../files/download';
import { badRequest } from '../http/errors';

export const IMAGE_MAX_BYTES = 1024 * 1024;

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
