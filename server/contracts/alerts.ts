/**
 * A contract's alerts (docs/requirements.md#alerts-and-mail). Manual alerts (a send-on date, a message,
 * receivers, on or off) are rows of their own, added, changed, switched and removed here. The end and notice alerts are fields of the
 * contract, so setting or removing one goes through the engine's update: the declaration's rules (no end
 * alert on an indefinite contract, no notice alert without a notice period) and its stored term hold.
 */
import { and, arrayOverlaps, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALERT_MESSAGE_MAX_LENGTH } from '../../src/schema/alert-defaults';
import { field } from '../../src/schema/fields';
import { COLLEAGUE, contracts, PERIOD_UNITS } from '../../src/schema/resources/contracts';
import { dayOf } from '../auth/subscriptions';
import { rowId } from '../auth/validation';
import { contractAlerts } from '../db/contract-tables';
import { users } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { Caller } from '../resources/access';
import { authorize } from '../resources/access';
import { serializer } from '../resources/serialize';
import { type Env, updateRecord } from '../resources/write';
import { grantedContract, personColumns, personOf } from './granted';

const tags = ['contracts'];
const params = z.object({ id: rowId });
const alertParams = z.object({ id: rowId, alertId: rowId });
const RECEIVERS_MAX = 100;

const manualAlertBody = z.object({
  sendOn: z.iso.date({
    error: (issue) =>
      issue.input == null || issue.input === '' ? 'app.validation.required' : 'app.validation.date',
  }),
  message: field.longText({ required: true, max: ALERT_MESSAGE_MAX_LENGTH }),
  /** Empty: the contract's own receivers (or its owner) get it. */
  receivers: z
    .array(z.number().int().positive().max(2_147_483_647), { error: 'app.validation.choice' })
    .max(RECEIVERS_MAX, 'app.validation.too_many')
    .default([]),
  /** Off: the scheduler skips it until it is switched on again. */
  enabled: z.boolean({ error: 'app.validation.required' }).default(true),
});
type ManualAlertBody = z.infer<typeof manualAlertBody>;

const periodAlertBody = z.object({
  enabled: z.boolean({ error: 'app.validation.required' }),
  amount: field.number({ required: true, min: 1, max: 3650 }),
  unit: field.choice(PERIOD_UNITS, { required: true }),
});

type AlertKind = 'end' | 'notice';
type PeriodAlert = { enabled: boolean; amount: number | null; unit: string | null };

type AlertRow = typeof contractAlerts.$inferSelect;

const alertOut = (row: AlertRow, createdBy: { id: number; name: string } | null) => ({
  id: row.id,
  sendOn: row.sendOn,
  message: row.message,
  receivers: row.receivers,
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
  createdBy,
});

/**
 * Every receiver newly named must be an active company admin or contract manager of the contract's
 * company, as for the contract's own receivers (docs/requirements.md#roles-and-access: "alert receivers
 * are active company admins or contract managers … the API refuses others"); one the alert already
 * had stays allowed. A dashboard-only or deactivated colleague was accepted here before.
 */
async function checkReceivers(
  env: Env,
  companyId: number,
  receivers: number[],
  kept: readonly number[] = [],
): Promise<void> {
  const added = receivers.filter((id) => !kept.includes(id));
  if (added.length === 0) return;
  const found = await env.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, added),
        eq(users.companyId, companyId),
        eq(users.active, COLLEAGUE.active),
        arrayOverlaps(users.roles, [...COLLEAGUE.roles]),
      ),
    );
  if (found.length !== added.length) throw badRequest({ receivers: 'app.validation.reference' });
}

/**
 * The checked values of a manual alert to store. A new send-on date may not lie in the past; a
 * changed alert may keep the date it had (switching off an alert that went out last week).
 */
async function manualAlertValues(
  env: Env,
  companyId: number,
  body: ManualAlertBody,
  kept?: { sendOn: string; receivers: readonly number[] },
) {
  if (body.sendOn !== kept?.sendOn && body.sendOn < dayOf(env.now()))
    throw badRequest({ sendOn: 'resources.contracts.errors.send_on_past' });
  const receivers = [...new Set(body.receivers)];
  await checkReceivers(env, companyId, receivers, kept?.receivers);
  return { sendOn: body.sendOn, message: body.message, receivers, enabled: body.enabled };
}

const serialize = serializer(contracts);

/**
 * Writes the end or notice alert fields through the engine's update, with every other field as
 * stored. The rules' errors name the contract's fields; they are answered as this call's fields.
 */
async function writePeriodAlert(
  env: Env,
  auth: Caller | null,
  id: number,
  kind: AlertKind,
  alert: PeriodAlert,
) {
  const { grant, contract } = await grantedContract(env, auth, 'edit', id);
  const today = dayOf(env.now());
  const current = serialize(contract, today);
  const values: Record<string, unknown> = Object.fromEntries(
    Object.keys(contracts.input.shape).map((key) => [key, current[key]]),
  );
  const fields = {
    enabled: `${kind}AlertEnabled`,
    amount: `${kind}AlertAmount`,
    unit: `${kind}AlertUnit`,
  } as const;
  for (const [name, column] of Object.entries(fields)) values[column] = alert[name as keyof PeriodAlert];
  try {
    return serialize(await updateRecord(env, contracts, grant, id, values), today);
  } catch (error) {
    if (!(error instanceof ApiError) || !error.errors) throw error;
    const byColumn = new Map<string, string>(Object.entries(fields).map(([name, column]) => [column, name]));
    throw badRequest(
      Object.fromEntries(
        Object.entries(error.errors).map(([key, message]) => [byColumn.get(key) ?? key, message]),
      ),
    );
  }
}

export function alertRoutes(app: FastifyInstance, env: Env): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Access is checked before validation, so a caller without access learns nothing from a 400.
  const guard = (action: 'show' | 'edit') => ({
    preValidation: async (request: FastifyRequest) => {
      authorize(request.auth, contracts, action);
    },
  });
  const base = '/api/contracts/:id/alerts';

  api.get(base, { ...guard('show'), schema: { tags, params } }, async (request) => {
    const { contract } = await grantedContract(env, request.auth, 'show', request.params.id);
    const rows = await env.db
      .select({ alert: contractAlerts, person: personColumns })
      .from(contractAlerts)
      .leftJoin(users, eq(users.id, contractAlerts.createdBy))
      .where(eq(contractAlerts.contractId, contract.id))
      .orderBy(asc(contractAlerts.sendOn), asc(contractAlerts.id));
    return rows.map((row) => alertOut(row.alert, personOf(row.person)));
  });

  api.post(
    base,
    { ...guard('edit'), schema: { tags, params, body: manualAlertBody } },
    async (request, reply) => {
      const { contract } = await grantedContract(env, request.auth, 'edit', request.params.id);
      const companyId = contract.companyId as number;
      const values = await manualAlertValues(env, companyId, request.body);
      const author = request.auth?.user ?? null;
      const [row] = await env.db
        .insert(contractAlerts)
        .values({
          ...values,
          companyId,
          contractId: contract.id,
          createdBy: author?.id ?? null,
          createdAt: env.now(),
          updatedAt: env.now(),
        })
        .returning();
      return reply.status(201).send(alertOut(row, personOf(author)));
    },
  );

  api.put(
    `${base}/:alertId`,
    { ...guard('edit'), schema: { tags, params: alertParams, body: manualAlertBody } },
    async (request) => {
      const { contract } = await grantedContract(env, request.auth, 'edit', request.params.id);
      const mine = and(
        eq(contractAlerts.id, request.params.alertId),
        eq(contractAlerts.contractId, contract.id),
      );
      const [before] = await env.db.select().from(contractAlerts).where(mine);
      if (!before) throw notFound();
      const values = await manualAlertValues(env, before.companyId, request.body, before);
      // updatedAt brings a changed or re-enabled alert into the scheduler's next run (server/alerts/scheduler.ts).
      const [row] = await env.db
        .update(contractAlerts)
        .set({ ...values, updatedAt: env.now() })
        .where(mine)
        .returning();
      if (!row) throw notFound();
      const [author] = row.createdBy
        ? await env.db.select(personColumns).from(users).where(eq(users.id, row.createdBy))
        : [];
      return alertOut(row, personOf(author ?? null));
    },
  );

  api.delete(
    `${base}/:alertId`,
    { ...guard('edit'), schema: { tags, params: alertParams } },
    async (request) => {
      const { contract } = await grantedContract(env, request.auth, 'edit', request.params.id);
      const [removed] = await env.db
        .delete(contractAlerts)
        .where(and(eq(contractAlerts.id, request.params.alertId), eq(contractAlerts.contractId, contract.id)))
        .returning({ id: contractAlerts.id });
      if (!removed) throw notFound();
      return removed;
    },
  );

  for (const kind of ['end', 'notice'] as const) {
    api.put(
      `${base}/${kind}`,
      { ...guard('edit'), schema: { tags, params, body: periodAlertBody } },
      async (request) => writePeriodAlert(env, request.auth, request.params.id, kind, request.body),
    );
    api.delete(`${base}/${kind}`, { ...guard('edit'), schema: { tags, params } }, async (request) =>
      writePeriodAlert(env, request.auth, request.params.id, kind, {
        enabled: false,
        amount: null,
        unit: null,
      }),
    );
  }
}
