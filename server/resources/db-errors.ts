/** Database refusals as answers, never a 500: duplicates, missing or in-use references, bad values. */
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Resource, storedFields, uniqueKeys } from '../../src/schema/dsl';
import { ApiError, badRequest } from '../http/errors';

interface PgError {
  code: string;
  constraint?: string;
  detail?: string;
  column?: string;
}

/** The PostgreSQL error inside a Drizzle or driver error, if any. */
export function pgErrorOf(error: unknown): PgError | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Which declared field a constraint or its detail ("Key (lower(email_address))=…") names. */
function fieldOf(resource: Resource, columns: Record<string, PgColumn>, error: PgError): string | undefined {
  const candidates = storedFields(resource).filter((field) => columns[field]);
  const byColumn = (text: string) =>
    candidates
      .filter((field) => new RegExp(`\\b${columns[field].name}\\b`).test(text))
      .sort((a, b) => columns[b].name.length - columns[a].name.length)[0];
  const keys = /Key \((.*?)\)=/.exec(error.detail ?? '')?.[1];
  return (
    (keys && byColumn(keys.replace(/company_id/g, ''))) ||
    (error.column && candidates.find((field) => columns[field].name === error.column)) ||
    (error.constraint &&
      candidates
        .filter((field) => `${error.constraint}_`.includes(`_${columns[field].name}_`))
        .sort((a, b) => columns[b].name.length - columns[a].name.length)[0]) ||
    undefined
  );
}

export function mapDbError(
  error: unknown,
  resource: Resource,
  columns: Record<string, PgColumn>,
  action: 'write' | 'delete',
): never {
  const pg = pgErrorOf(error);
  if (!pg) throw error;
  const field = () => fieldOf(resource, columns, pg);
  switch (pg.code) {
    case '23505':
      throw badRequest({ [field() ?? uniqueKeys(resource)[0]?.[0] ?? '_']: 'app.validation.unique' });
    // 23001: a RESTRICT reference (a required one) refused the delete; 23503: any other reference.
    case '23001':
    case '23503':
      if (action === 'delete') throw new ApiError(409, 'app.errors.in_use');
      throw badRequest({ [field() ?? '_']: 'app.validation.reference' });
    case '23502':
      throw badRequest({ [field() ?? '_']: 'app.validation.required' });
    case '23514':
      throw badRequest({ [field() ?? '_']: 'app.validation.invalid' });
  }
  // Class 22: data exceptions (a value out of range, an impossible date …).
  if (pg.code.startsWith('22')) throw badRequest({ [field() ?? '_']: 'app.validation.invalid' });
  throw error;
}
