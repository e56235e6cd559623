/**
 * Staff leaving without breaking alerts (docs/requirements.md#roles-and-access): what a user is
 * responsible for, and deleting or deactivating them while their contracts and manual alerts move
 * to a successor, in one transaction.
 *
 * - `GET /api/users/:id/responsibilities`: the counts the dialog shows, and the colleagues who may
 *   succeed (active, same company, role 2 or 3: whom a contract may name, `COLLEAGUE`).
 * - `POST /api/users/:id/hand-over {successor, action}`: the successor becomes owner where the user
 *   was, and takes their place among internal contacts and receivers (contracts and manual alerts,
 *   no duplicates); then the user is deleted or deactivated by the engine (hooks, plan limit,
 *   sessions). Without a successor the user is only removed, which is refused when a contract would
 *   be left with nobody to warn (the scheduler mails the receivers, else the owner: active ones).
 *
 * Access as the users resource's own `delete` / `edit`; another company's user is a 404.
 */
import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Row, representRecord } from '../../src/schema/dsl';
import { COLLEAGUE, contracts } from '../../src/schema/resources/contracts';
import { users } from '../../src/schema/resources/users';
import { dayOf } from '../auth/subscriptions';
import { rowId } from '../auth/validation';
import type { Database } from '../db/client';
import { contractAlerts } from '../db/contract-tables';
import { badRequest, notFound } from '../http/errors';
import { authorize, type Grant, grantWhere } from '../resources/access';
import { rowFilterSql } from '../resources/conditions';
import { serializer } from '../resources/serialize';
import { deleteRecord, type Env, loadRow, updateRecord } from '../resources/write';

const tags = ['users'];
const params = z.object({ id: rowId });
const handOverBody = z.object({
  /** Null: nobody takes over; allowed only when every contract keeps someone to warn. */
  successor: rowId.nullable(),
  action: z.enum(['delete', 'deactivate']),
});

export interface Responsibilities {
  /** Contracts the user owns. */
  owner: number;
  /** Contracts naming the user as internal contact. */
  internalContact: number;
  /** Contracts whose alerts (own receivers or a manual alert's) go to the user. */
  receiver: number;
  /** Contracts that would warn nobody if nobody takes over: a successor is required. */
  unwarned: number;
  successors: { id: number; name: string }[];
}

/** `id = any(column)` for an integer array column. */
const holds = (column: PgColumn | SQL, id: number): SQL => sql`${id}::integer = any(${column})`;

/**
 * The contracts that would warn nobody once the user is gone: as the scheduler chooses
 * (server/alerts/scheduler.ts), the remaining receivers if any are listed, else the owner;
 * only active users of the contract's company are mailed.
 */
function warnsNobodyWithout(columns: Record<string, PgColumn>, id: number): SQL {
  const remaining = sql`array_remove(${columns.receivers}, ${id}::integer)`;
  return sql`not exists (select 1 from users u where u.id <> ${id}::integer and u.active
    and u.company_id = ${columns.companyId}
    and u.id = any(case when cardinality(${remaining}) > 0 then ${remaining}
      else array[(case when ${columns.owner} = ${id}::integer then null else ${columns.owner} end)] end))`;
}

/** The list with the user replaced by the successor (kept in place, no duplicates), or removed. */
function replaced(column: PgColumn, id: number, successor: number | null): SQL {
  if (successor === null) return sql`array_remove(${column}, ${id}::integer)`;
  return sql`array(select member from unnest(array_replace(${column}, ${id}::integer, ${successor}::integer))
    with ordinality as listed(member, position) group by member order by min(position))`;
}

/** Counts over the company's contracts, for the dialog and for the rule without a successor. */
async function responsibilities(env: Env, user: Row): Promise<Omit<Responsibilities, 'successors'>> {
  const companyId = user.companyId as number | null;
  const none = { owner: 0, internalContact: 0, receiver: 0, unwarned: 0 };
  if (companyId === null) return none;
  const columns = env.registry.columns(contracts);
  const id = user.id;
  const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::integer`;
  const inManualAlert = sql`exists (select 1 from ${contractAlerts} a
    where a.contract_id = ${columns.id} and ${holds(sql`a.receivers`, id)})`;
  const [counts] = await env.db
    .select({
      owner: count(eq(columns.owner, id)),
      internalContact: count(holds(columns.internalContacts, id)),
      receiver: count(sql`${holds(columns.receivers, id)} or ${inManualAlert}`),
      unwarned: count(
        sql`(${columns.owner} = ${id}::integer or ${holds(columns.receivers, id)}) and ${warnsNobodyWithout(columns, id)}`,
      ),
    })
    .from(env.registry.table(contracts))
    .where(eq(columns.companyId, companyId));
  return counts ?? none;
}

/** Active colleagues of the user's company with role 2 or 3, the user left out. */
async function successorsOf(env: Env, user: Row, only?: number): Promise<{ id: number; name: string }[]> {
  const companyId = user.companyId as number | null;
  if (companyId === null) return [];
  const columns = env.registry.columns(users);
  const rows = await env.db
    .select()
    .from(env.registry.table(users))
    .where(
      and(
        eq(columns.companyId, companyId),
        ne(columns.id, user.id),
        only === undefined ? undefined : eq(columns.id, only),
        rowFilterSql(users, columns, COLLEAGUE),
      ),
    )
    .orderBy(asc(columns.firstName), asc(columns.lastName), asc(columns.id));
  return (rows as Row[]).map((row) => ({ id: row.id, name: representRecord(users, row) }));
}

/** Moves the user's contracts and manual alerts to the successor (or drops the user from them). */
async function moveResponsibilities(env: Env, user: Row, successor: number | null): Promise<void> {
  const companyId = user.companyId as number | null;
  if (companyId === null) return;
  const columns = env.registry.columns(contracts);
  const id = user.id;
  const alertHeld = and(eq(contractAlerts.companyId, companyId), holds(contractAlerts.receivers, id));
  await env.db
    .update(env.registry.table(contracts))
    .set({
      owner: sql`case when ${columns.owner} = ${id}::integer then ${successor}::integer else ${columns.owner} end`,
      internalContacts: replaced(columns.internalContacts, id, successor),
      receivers: replaced(columns.receivers, id, successor),
      // A new receiver list is a new occurrence for the alert scheduler, which looks at changed rows.
      updatedAt: env.now(),
    })
    .where(
      and(
        eq(columns.companyId, companyId),
        or(
          eq(columns.owner, id),
          holds(columns.internalContacts, id),
          holds(columns.receivers, id),
          inArray(
            columns.id,
            env.db.select({ id: contractAlerts.contractId }).from(contractAlerts).where(alertHeld),
          ),
        ),
      ),
    );
  await env.db
    .update(contractAlerts)
    .set({ receivers: replaced(contractAlerts.receivers, id, successor), updatedAt: env.now() })
    .where(alertHeld);
}

/** The user within the caller's grant, or 404 (another company's user does not exist). */
async function grantedUser(env: Env, grant: Grant, id: number): Promise<Row> {
  const user = await loadRow(env, users, id, grantWhere(env.registry, users, grant));
  if (!user) throw notFound();
  return user;
}

export function handOverRoutes(app: FastifyInstance, env: Env): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const serialize = serializer(users);

  api.get(
    '/api/users/:id/responsibilities',
    {
      preValidation: async (request) => {
        authorize(request.auth, users, 'edit');
      },
      schema: { tags, params },
    },
    async (request): Promise<Responsibilities> => {
      const grant = authorize(request.auth, users, 'edit');
      const user = await grantedUser(env, grant, request.params.id);
      return { ...(await responsibilities(env, user)), successors: await successorsOf(env, user) };
    },
  );

  api.post(
    '/api/users/:id/hand-over',
    {
      // Deleting asks the users' delete rule, deactivating their edit rule; both before validation.
      preValidation: async (request) => {
        const action = (request.body as { action?: unknown } | undefined)?.action;
        authorize(request.auth, users, action === 'delete' ? 'delete' : 'edit');
      },
      schema: { tags, params, body: handOverBody },
    },
    async (request) => {
      const { successor, action } = request.body;
      const grant = authorize(request.auth, users, action === 'delete' ? 'delete' : 'edit');
      const row = await env.db.transaction(async (tx) => {
        // The engine's own delete and update run inside this transaction (as a savepoint).
        const inTransaction: Env = { ...env, db: tx as unknown as Database };
        const user = await grantedUser(inTransaction, grant, request.params.id);
        if (successor !== null) {
          const valid = await successorsOf(inTransaction, user, successor);
          if (valid.length === 0) throw badRequest({ successor: 'resources.users.errors.successor_invalid' });
        } else if ((await responsibilities(inTransaction, user)).unwarned > 0) {
          throw badRequest({ successor: 'resources.users.errors.successor_required' });
        }
        await moveResponsibilities(inTransaction, user, successor);
        return action === 'delete'
          ? deleteRecord(inTransaction, users, grant, user.id)
          : updateRecord(inTransaction, users, grant, user.id, { active: false });
      });
      return serialize(row, dayOf(env.now()));
    },
  );
}
