/**
 * A resource's hooks, and the HookContext handed to them (src/schema/dsl.ts): unrestricted reads and
 * updates of any registered resource inside the save's transaction, password hashing, session
 * revocation and a way to stop the save with a field error or a conflict.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type {
  AccessContext,
  HookContext,
  Resource,
  ResourceHooks,
  Row,
  RowFilter,
} from '../../src/schema/dsl';
import { hashPassword } from '../auth/passwords';
import { revokeUserAccess } from '../auth/sessions';
import { dayOf } from '../auth/subscriptions';
import type { Database } from '../db/client';
import { keptByServer, rowColumns } from '../db/document-words';
import { ApiError, badRequest } from '../http/errors';
import { type BatchReads, readOnce } from './batch-reads';
import { rowFilterSql } from './conditions';
import { declaredHooks } from './declared-hooks';
import type { Registry } from './registry';

const NO_HOOKS: ResourceHooks = {};

/**
 * The `hooks` exported beside a resource's declaration (collected in server/resources/declared-hooks.ts),
 * or none.
 */
export const hooksOf = (resource: Resource): ResourceHooks => declaredHooks[resource.name] ?? NO_HOOKS;

/** The database or a transaction of it. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export function hookContext(
  db: Executor,
  registry: Registry,
  access: AccessContext,
  now: () => Date,
  /** What this batch of writes has read (write.ts: `Env.batchReads`). */
  reads?: BatchReads,
): HookContext {
  const target = (name: string) => {
    const resource = registry.resources.get(name);
    if (!resource) throw new Error(`Hook: no resource ${name}`);
    const columns = registry.columns(resource);
    return { resource, table: registry.table(resource), columns };
  };
  return {
    ...access,
    today: dayOf(now()),
    has: (name) => registry.resources.has(name),
    find(name: string, filter: RowFilter): Promise<Row[]> {
      const { resource, table, columns } = target(name);
      return readOnce(
        reads,
        `${name} ${JSON.stringify(filter)}`,
        [name],
        async () =>
          (await db
            .select(rowColumns(columns))
            .from(table)
            .where(rowFilterSql(resource, columns, filter) ?? sql`true`)) as Row[],
      );
    },
    async update(name: string, filter: RowFilter, values: Record<string, unknown>): Promise<number> {
      // What was read of it may be what changes now.
      reads?.changed(name);
      const { resource, table, columns } = target(name);
      const known = Object.fromEntries(
        // The database or the server keeps some columns itself (document-words.ts).
        Object.entries(values).filter(
          ([key]) => key in columns && key !== 'id' && !keptByServer(columns[key]),
        ),
      );
      if ('updatedAt' in getTableColumns(table) && !('updatedAt' in known)) known.updatedAt = now();
      if (Object.keys(known).length === 0) return 0;
      const rows = await db
        .update(table)
        .set(known)
        .where(rowFilterSql(resource, columns, filter) ?? sql`true`)
        .returning({ id: columns.id });
      return rows.length;
    },
    hashPassword,
    revokeSessions: (userId) => revokeUserAccess(db as Database, userId, now()),
    fail({ field, message, status = 400 }): never {
      if (field) throw badRequest({ [field]: message });
      throw new ApiError(status, message);
    },
    failFields(errors) {
      if (Object.keys(errors).length > 0) throw badRequest({ ...errors });
    },
  };
}
