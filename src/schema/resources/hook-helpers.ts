/** Small pure helpers the resource hooks share. */
import type { DayRange } from '../billing';
import type { HookContext, Row } from '../dsl';

/** A subscription row's days. */
export const periodOf = (row: Record<string, unknown>): DayRange => ({
  from: row.startsAt as string,
  to: (row.endsAt as string | null) ?? null,
});

/**
 * The company a company-scoped row belongs to: an existing row's own, else the one the engine put
 * in the values (a platform admin choosing one), else the signed-in user's.
 */
export const companyOf = (
  context: Pick<HookContext, 'companyId'>,
  values: Record<string, unknown>,
  existing: Row | null,
): number | null => {
  if (existing && 'companyId' in existing) return (existing.companyId as number | null) ?? null;
  if ('companyId' in values) return (values.companyId as number | null) ?? null;
  return context.companyId;
};

/** The ids of a references value, each once; anything else gives none. */
export const idList = (value: unknown): number[] =>
  Array.isArray(value) ? [...new Set(value.filter((id): id is number => typeof id === 'number'))] : [];
