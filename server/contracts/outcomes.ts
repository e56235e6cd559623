/**
 * Handled deadlines (docs/requirements.md#handled-deadlines): a user says what became of the
 * contract's current term — cancelled, renewed with a new end date, replaced by a follow-up
 * contract, or left to renew tacitly. The term then sends no more end or notice alerts, leaves the
 * "within N days" numbers, and a cancelled (or replaced) contract renews no more. Marked from the
 * app (signed in) or from the private link in an alert mail (deadline-links.ts), both through
 * `handleTerm`, which keeps the contract's stored term and status and the history in one transaction.
 */
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { contractApiMessagesEn } from '../../src/i18n/contracts-api.en';
import {
  currentTerm,
  daysBetween,
  isHandled,
  OUTCOME_NOTE_MAX_LENGTH,
  OUTCOMES,
  type Outcome,
} from '../../src/schema/contract-dates';
import type { Row } from '../../src/schema/dsl';
import { contracts, storedTerm, termsOf } from '../../src/schema/resources/contracts';
import { fullName } from '../auth/profile';
import type { SessionUser } from '../auth/sessions';
import { dayOf } from '../auth/subscriptions';
import { rowId } from '../auth/validation';
import { contractOutcomes, type HANDLED_VIA } from '../db/contract-tables';
import { users } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import { grantWhere } from '../resources/access';
import type { Executor } from '../resources/hooks';
import { serializer } from '../resources/serialize';
import type { Env } from '../resources/write';
import { grantedContract, personColumns, personOf } from './granted';
import { refreshTerms } from './terms';

const tags = ['contracts'];
const params = z.object({ id: rowId });
/** A renewal further than this beyond the current end is a typo, not a contract. */
const MAX_RENEWAL_YEARS = 30;

export const outcomeBody = z.object({
  outcome: z.enum(OUTCOMES, { error: 'app.validation.choice' }),
  /** Renewed: the new end date. */
  endsAt: z.iso.date({ error: 'app.validation.date' }).nullish(),
  /** A new contract: the contract that follows this one up. */
  followUpId: rowId.nullish(),
  note: z.string().trim().max(OUTCOME_NOTE_MAX_LENGTH, 'app.validation.too_long').nullish(),
});
export type OutcomeBody = z.infer<typeof outcomeBody>;

/** Who handles: the user (signed in, or the receiver of the mail's link) and the way. */
export interface Handler {
  user: Pick<SessionUser, 'id' | 'firstName' | 'affix' | 'lastName'>;
  via: (typeof HANDLED_VIA)[number];
}

const conflict = (message: string) => new ApiError(409, message);
/** A field's error; the key is one the message catalogues have, so the dialog never shows a raw key. */
const fail = (field: string, key: keyof typeof contractApiMessagesEn.resources.contracts.errors) =>
  badRequest({ [field]: `resources.contracts.errors.${key}` });

/**
 * Marks the current term of the contract `where` selects (within the caller's reach) handled.
 * 404 when it is not there, 400 when it has no open term (archived, indefinite, ended) or the
 * outcome's details are wrong, 409 when that term was already handled.
 */
export async function handleTerm(
  env: Env,
  where: SQL | undefined,
  id: number,
  body: OutcomeBody,
  handler: Handler,
  /** Run first in the transaction with the term about to be handled (a mail link claims itself). */
  claim?: (db: Executor, termEndsAt: string) => Promise<void>,
): Promise<Row> {
  await refreshTerms(env);
  const today = dayOf(env.now());
  const table = env.registry.table(contracts);
  const c = env.registry.columns(contracts);
  const mine = and(eq(c.id, id), where);
  return env.db.transaction(async (tx) => {
    const db = tx as unknown as Executor;
    const [contract] = (await db.select().from(table).where(mine).for('update')) as Row[];
    if (!contract) throw notFound();
    const terms = termsOf(contract);
    const term = currentTerm(terms, today);
    if (contract.archived === true) throw fail('outcome', 'outcome_archived');
    if (term.endsAt === null || daysBetween(today, term.endsAt) < 0) throw fail('outcome', 'outcome_no_term');
    if (isHandled(terms.handled, term)) throw conflict('This term has already been handled');
    await claim?.(db, term.endsAt);
    const changes: Record<string, unknown> = {
      handledTermEndsAt: term.endsAt,
      handledOutcome: body.outcome,
    };
    if (body.outcome === 'renewed') {
      if (!body.endsAt) throw fail('endsAt', 'outcome_ends_at_required');
      if (body.endsAt <= term.endsAt) throw fail('endsAt', 'outcome_ends_at_later');
      if (daysBetween(term.endsAt, body.endsAt) > MAX_RENEWAL_YEARS * 366)
        throw fail('endsAt', 'outcome_ends_at_far');
      changes.endsAt = body.endsAt;
    }
    if (body.outcome === 'new_contract') {
      if (!body.followUpId) throw fail('followUpId', 'outcome_follow_up_required');
      const [followUp] = await db
        .select({ id: c.id })
        .from(table)
        .where(
          and(eq(c.id, body.followUpId), eq(c.companyId, contract.companyId as number), ne(c.id, id), where),
        );
      if (!followUp) throw fail('followUpId', 'outcome_follow_up_unknown');
    }
    const inserted = await db
      .insert(contractOutcomes)
      .values({
        companyId: contract.companyId as number,
        contractId: id,
        termEndsAt: term.endsAt,
        noticeDeadline: term.noticeDeadline,
        outcome: body.outcome,
        newEndsAt: body.outcome === 'renewed' ? body.endsAt : null,
        previousEndsAt: body.outcome === 'renewed' ? (contract.endsAt as string | null) : null,
        followUpId: body.outcome === 'new_contract' ? body.followUpId : null,
        note: body.note || null,
        handledBy: handler.user.id,
        handledByName: fullName(handler.user),
        via: handler.via,
        createdAt: env.now(),
      })
      // The row lock makes this rare; a term handled before (and undone) leaves no row behind.
      .onConflictDoNothing()
      .returning({ id: contractOutcomes.id });
    if (inserted.length === 0) throw conflict('This term has already been handled');
    const next = { ...contract, ...changes };
    const [row] = (await db
      .update(table)
      .set({ ...changes, ...storedTerm(next, today), updatedAt: env.now() } as never)
      .where(eq(c.id, id))
      .returning()) as Row[];
    return row;
  });
}

/**
 * Undoes the handling of the current term (a mistake, a change of plan): alerts and numbers count
 * it again and a cancelled contract renews again. A renewal is not undone here: its new end date
 * is the contract's own now, changed like any other date.
 */
async function undoHandling(env: Env, where: SQL | undefined, id: number): Promise<Row> {
  await refreshTerms(env);
  const today = dayOf(env.now());
  const table = env.registry.table(contracts);
  const c = env.registry.columns(contracts);
  return env.db.transaction(async (tx) => {
    const db = tx as unknown as Executor;
    const [contract] = (await db
      .select()
      .from(table)
      .where(and(eq(c.id, id), where))
      .for('update')) as Row[];
    if (!contract) throw notFound();
    const terms = termsOf(contract);
    if (!isHandled(terms.handled, currentTerm(terms, today)))
      throw conflict('The current term has not been handled');
    await db
      .delete(contractOutcomes)
      .where(
        and(
          eq(contractOutcomes.contractId, id),
          eq(contractOutcomes.termEndsAt, contract.handledTermEndsAt as string),
        ),
      );
    const changes = { handledTermEndsAt: null, handledOutcome: null };
    const [row] = (await db
      .update(table)
      .set({ ...changes, ...storedTerm({ ...contract, ...changes }, today), updatedAt: env.now() } as never)
      .where(eq(c.id, id))
      .returning()) as Row[];
    return row;
  });
}

/** A contract's handled terms, newest first, as the detail page shows them. */
async function outcomeHistory(env: Env, contractId: number) {
  const table = env.registry.table(contracts);
  const c = env.registry.columns(contracts);
  const rows = await env.db
    .select({
      outcome: contractOutcomes,
      handledBy: personColumns,
      followUpNumber: c.number,
    })
    .from(contractOutcomes)
    .leftJoin(users, eq(users.id, contractOutcomes.handledBy))
    .leftJoin(table, eq(c.id, contractOutcomes.followUpId))
    .where(eq(contractOutcomes.contractId, contractId))
    .orderBy(asc(contractOutcomes.termEndsAt));
  return rows.reverse().map(({ outcome, handledBy, followUpNumber }) => ({
    id: outcome.id,
    termEndsAt: outcome.termEndsAt,
    noticeDeadline: outcome.noticeDeadline,
    outcome: outcome.outcome as Outcome,
    newEndsAt: outcome.newEndsAt,
    followUp: outcome.followUpId ? { id: outcome.followUpId, number: followUpNumber ?? '' } : null,
    note: outcome.note,
    handledBy: personOf(handledBy) ?? { id: null, name: outcome.handledByName },
    via: outcome.via,
    handledAt: outcome.createdAt.toISOString(),
  }));
}

export function outcomeRoutes(app: FastifyInstance, env: Env): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const serialize = serializer(contracts);
  const today = () => dayOf(env.now());

  api.post('/api/contracts/:id/outcome', { schema: { tags, params, body: outcomeBody } }, async (request) => {
    const { grant } = await grantedContract(env, request.auth, 'edit', request.params.id);
    const where = grantWhere(env.registry, contracts, grant);
    const row = await handleTerm(env, where, request.params.id, request.body, {
      user: grant.auth.user,
      via: 'app',
    });
    return serialize(row as Record<string, unknown>, today());
  });

  api.delete('/api/contracts/:id/outcome', { schema: { tags, params } }, async (request) => {
    const { grant } = await grantedContract(env, request.auth, 'edit', request.params.id);
    const row = await undoHandling(env, grantWhere(env.registry, contracts, grant), request.params.id);
    return serialize(row as Record<string, unknown>, today());
  });

  api.get('/api/contracts/:id/outcomes', { schema: { tags, params } }, async (request) => {
    await grantedContract(env, request.auth, 'show', request.params.id);
    return outcomeHistory(env, request.params.id);
  });
}
