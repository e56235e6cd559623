/**
 * The list query of ra-data-simple-rest: `sort=["field","ASC"]`, `range=[0,24]`,
 * `filter={"q":"…","field":value}`, parsed and checked into Drizzle SQL. Bad input is a 400.
 */
import { asc, desc, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { hasCompanyColumn, type Resource } from '../../src/schema/dsl';
import { searchFields } from '../../src/schema/search-fields';
import { searchMatch, searchMatchByRow } from '../db/search-text';
import { sortKeys } from '../db/sort-keys';
import { ApiError } from '../http/errors';
import { condition } from './conditions';
import type { FilterContext, ResourceExtension } from './extensions';

export const MAX_PAGE_SIZE = 1000;
const MAX_OFFSET = 10_000_000;

const bad = (message: string) => new ApiError(400, message);

function parseJson(raw: string | undefined, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw bad(`${name} is not valid JSON`);
  }
}

/** A list's order: its ORDER BY terms and the columns they read (the sorted field and the id). */
export interface ListOrder {
  orderBy: SQL[];
  sortColumns: PgColumn[];
}

export function parseSort(resource: Resource, columns: Record<string, PgColumn>, raw?: string): ListOrder {
  const parsed = parseJson(raw, 'sort');
  let field: string = resource.defaultSort.field;
  let order: string = resource.defaultSort.order;
  if (parsed !== undefined) {
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 2 ||
      typeof parsed[0] !== 'string' ||
      typeof parsed[1] !== 'string'
    )
      throw bad('sort must be ["field","ASC"|"DESC"]');
    [field, order] = [parsed[0], parsed[1].toUpperCase()];
    if (order !== 'ASC' && order !== 'DESC') throw bad('sort order must be ASC or DESC');
    const sortable =
      field === 'id' ||
      field === resource.defaultSort.field ||
      (resource.meta[field]?.sortable && resource.meta[field].kind !== 'password');
    if (!sortable || !columns[field]) throw bad(`Cannot sort on ${field}`);
  }
  const direction = order === 'DESC' ? desc : asc;
  // Ties broken by id, so pages never overlap or skip a row.
  if (field === 'id') return { orderBy: [direction(columns.id)], sortColumns: [columns.id] };
  const sorted = sortKeys(resource, columns, field);
  return {
    orderBy: [...sorted.keys, columns.id].map((key) => direction(key)),
    sortColumns: [...sorted.columns, columns.id],
  };
}

export function parseRange(raw?: string): { offset: number; limit: number } {
  const parsed = parseJson(raw, 'range');
  if (parsed === undefined) return { offset: 0, limit: 25 };
  const valid =
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    parsed.every((n) => Number.isSafeInteger(n) && n >= 0) &&
    parsed[0] <= parsed[1];
  if (!valid) throw bad('range must be [start, end] with 0 ≤ start ≤ end');
  const [start, end] = parsed as [number, number];
  if (start > MAX_OFFSET) throw bad(`range start may be at most ${MAX_OFFSET}`);
  if (end - start + 1 > MAX_PAGE_SIZE) throw bad(`range may hold at most ${MAX_PAGE_SIZE} rows`);
  return { offset: start, limit: end - start + 1 };
}

/**
 * `q`: case-insensitive substring of the searchable fields' text (search-text.ts); % and _ are
 * literal. `pieces`: the same rows, read through the trigram index for those pieces alone;
 * `byRow`: the same test as a walk of `byRow` makes it, row by row (searchMatchByRow).
 */
export function searchCondition(
  resource: Resource,
  columns: Record<string, PgColumn>,
  q: unknown,
  how: { pieces?: readonly string[]; byRow?: PgTable } = {},
): SQL | undefined {
  if (q === undefined || q === null) return undefined;
  if (typeof q !== 'string' && typeof q !== 'number') throw bad('q must be a text');
  const text = String(q).trim();
  if (text === '') return undefined;
  if (text.length > 200) throw bad('q may be at most 200 characters');
  const fields = searchFields(resource);
  if (fields.length === 0) return undefined;
  return how.byRow
    ? searchMatchByRow(how.byRow, columns, fields, text)
    : searchMatch(columns, fields, text, how.pieces);
}

export function parseFilter(resource: Resource, columns: Record<string, PgColumn>, raw?: string): SQL[] {
  return parseListFilter(resource, columns, raw).conditions;
}

/**
 * The filter's conditions, whether `q` searches (a search is counted less far: count.ts) and, when
 * it does, its condition (one of `conditions`), the same rows for gathering them through the
 * indexes (`indexedSearch`, with the prepared filter's indexPieces): the fields' match and the
 * filter's own (a contract's documents) apart, each found through its own index (count.ts), and,
 * given the `table`, the same test as a walk makes it row by row (`walkedSearch`).
 */
export function parseListFilter(
  resource: Resource,
  columns: Record<string, PgColumn>,
  raw?: string,
  extra: Omit<Partial<FilterContext>, 'columns'> & {
    filters?: ResourceExtension['filters'];
    table?: PgTable;
  } = {},
): { conditions: SQL[]; searched: boolean; search?: SQL; indexedSearch?: SQL[]; walkedSearch?: SQL } {
  const context = {
    columns,
    today: extra.today ?? '',
    tenant: extra.tenant ?? null,
    prepared: extra.prepared,
  };
  const parsed = parseJson(raw, 'filter');
  if (parsed === undefined) return { conditions: [], searched: false };
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw bad('filter must be a JSON object');
  const conditions: SQL[] = [];
  let search: SQL | undefined;
  let indexedSearch: SQL[] | undefined;
  let walkedSearch: SQL | undefined;
  for (const [key, value] of Object.entries(parsed)) {
    const own = extra.filters && Object.hasOwn(extra.filters, key) ? extra.filters[key] : undefined;
    if (key === 'q') {
      const fields = searchCondition(resource, columns, value);
      const more = fields && own ? own(value, context) : undefined;
      const withMore = (match: SQL | undefined) => (match && more ? (or(match, more) as SQL) : match);
      search = withMore(fields);
      const pieces = extra.prepared?.indexPieces;
      const indexedFields = pieces ? searchCondition(resource, columns, value, { pieces }) : fields;
      if (indexedFields) indexedSearch = more ? [indexedFields, more] : [indexedFields];
      if (extra.table)
        walkedSearch = withMore(searchCondition(resource, columns, value, { byRow: extra.table }));
      if (search) conditions.push(search);
      continue;
    }
    if (own) {
      conditions.push(own(value, context));
      continue;
    }
    const kind = resource.meta[key]?.kind;
    const filterable = key === 'id' || (key === 'companyId' && hasCompanyColumn(resource)) || kind;
    if (!filterable || !columns[key] || kind === 'password') throw bad(`Unknown filter ${key}`);
    conditions.push(condition(resource, columns[key], key, value));
  }
  return { conditions, searched: search !== undefined, search, indexedSearch, walkedSearch };
}
