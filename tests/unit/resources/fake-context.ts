/** An in-memory HookContext for testing the resource hooks without the server. */
import type { HookContext, Row, RowFilter } from '../../../src/schema/dsl';

export class HookFailure extends Error {
  constructor(
    readonly error: { field?: string; message?: string; status?: number; errors?: Record<string, string> },
  ) {
    super(error.message ?? 'Validation failed');
  }
}

const matches = (row: Row, filter: RowFilter): boolean =>
  Object.entries(filter).every(([key, wanted]) =>
    Array.isArray(wanted) ? wanted.includes(row[key] as never) : row[key] === wanted,
  );

export interface FakeContext extends HookContext {
  rows: Record<string, Row[]>;
  revoked: number[];
}

export function fakeContext(
  options: {
    roles?: number[];
    userId?: number;
    companyId?: number | null;
    locationIds?: number[];
    today?: string;
    rows?: Record<string, Row[]>;
  } = {},
): FakeContext {
  const rows = structuredClone(options.rows ?? {});
  const revoked: number[] = [];
  return {
    viewer: { roles: options.roles ?? [2], hasSubscription: true },
    userId: options.userId ?? 1,
    companyId: options.companyId === undefined ? 10 : options.companyId,
    locationIds: options.locationIds ?? [],
    today: options.today ?? '2026-06-15',
    rows,
    revoked,
    async find(resource, filter) {
      return (rows[resource] ?? []).filter((row) => matches(row, filter)).map((row) => ({ ...row }));
    },
    async update(resource, filter, values) {
      const hit = (rows[resource] ?? []).filter((row) => matches(row, filter));
      for (const row of hit) Object.assign(row, values);
      return hit.length;
    },
    has: (resource) => resource in rows,
    hashPassword: async (password) => `hashed:${password}`,
    async revokeSessions(userId) {
      revoked.push(userId);
    },
    fail(error): never {
      throw new HookFailure(error);
    },
    failFields(errors) {
      if (Object.keys(errors).length > 0) throw new HookFailure({ errors: { ...errors } });
    },
  };
}

/** The failure a promise (or a function) ends with; fails the test when it does not fail. */
export async function failureOf(run: () => unknown): Promise<HookFailure['error']> {
  try {
    await run();
  } catch (error) {
    if (error instanceof HookFailure) return error.error;
    throw error;
  }
  throw new Error('expected the hook to fail');
}
