/**
 * The private link in an end or notice alert mail (docs/requirements.md#handled-deadlines): its
 * receiver marks that deadline handled without signing in, for this one action. One link per mail,
 * stored as the hash of a 256-bit token (the mail's copy in the outbox is sealed like a reset link),
 * usable once, until the deadline it is about, and only while that term is the contract's current
 * one and the receiver may still change the contract.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canUseCompanyData, HANDLE_DEADLINE_PATH } from '../../src/schema/access';
import { currentTerm, dayOf, type Outcome } from '../../src/schema/contract-dates';
import { contracts, termsOf } from '../../src/schema/resources/contracts';
import { type SessionUser, sessionUserColumns } from '../auth/sessions';
import { hasActiveSubscription } from '../auth/subscriptions';
import { assertNotThrottled, recordFailure } from '../auth/throttle';
import { hashToken, newToken } from '../auth/tokens';
import { rowId } from '../auth/validation';
import { deadlineLinks } from '../db/contract-tables';
import { users } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { authorize, type Caller, grantWhere } from '../resources/access';
import type { Executor } from '../resources/hooks';
import type { Env } from '../resources/write';
import { handleTerm, outcomeBody } from './outcomes';

/** What a new link is about; `validUntil` is the deadline of the mail. */
export interface DeadlineLinkFor {
  companyId: number;
  contractId: number;
  userId: number;
  termEndsAt: string;
  validUntil: string;
}

/** The app's page a link opens, with its token (a `token=` parameter: the outbox seals it). */
export const deadlineLinkUrl = (appUrl: string, contractId: number, token: string): string =>
  `${appUrl}${HANDLE_DEADLINE_PATH}/${contractId}?token=${token}`;

/** New links for these mails: the tokens to put in them, and their rows to insert with the mails. */
export function newDeadlineLinks(wanted: DeadlineLinkFor[]) {
  const tokens = wanted.map(() => newToken());
  const rows = wanted.map((link, index) => ({ ...link, tokenHash: hashToken(tokens[index]) }));
  return { tokens, rows };
}

export async function insertDeadlineLinks(db: Executor, rows: ReturnType<typeof newDeadlineLinks>['rows']) {
  if (rows.length > 0) await db.insert(deadlineLinks).values(rows);
}

/** Outcomes the link offers; linking a follow-up contract needs the app (it lists the company's contracts). */
const LINK_OUTCOMES = ['cancelled', 'renewed', 'let_renew'] as const satisfies readonly Outcome[];

const linkBody = z.object({ contractId: rowId, token: z.string().min(1).max(200) });
const linkHandleBody = linkBody.extend({
  outcome: z.enum(LINK_OUTCOMES, { error: 'app.validation.choice' }),
  endsAt: outcomeBody.shape.endsAt,
  note: outcomeBody.shape.note,
});

const gone = (reason: 'used' | 'expired' | 'changed') => new ApiError(410, reason, { token: reason });

type LinkRow = typeof deadlineLinks.$inferSelect;

/**
 * The link of this token for this contract and the receiver as a caller, or a 404 (unknown, or
 * another contract's: never telling which) / 410 (used, past its deadline, its term over).
 */
async function openLink(env: Env, contractId: number, token: string, ip: string) {
  const now = env.now();
  // Per address: one shared key would let anyone's five wrong tokens lock every receiver out.
  const throttleKey = `deadline-link:${ip}`;
  await assertNotThrottled(env.db, throttleKey, ip, now);
  const [found] = await env.db
    .select({
      link: deadlineLinks,
      user: sessionUserColumns,
      active: users.active,
      hasSubscription: hasActiveSubscription(users.companyId, now),
    })
    .from(deadlineLinks)
    .innerJoin(users, eq(users.id, deadlineLinks.userId))
    .where(and(eq(deadlineLinks.tokenHash, hashToken(token)), eq(deadlineLinks.contractId, contractId)));
  if (!found) {
    await recordFailure(env.db, throttleKey, ip, now);
    throw notFound();
  }
  const { link, user } = found;
  if (link.usedAt) throw gone('used');
  if (link.validUntil < dayOf(now)) throw gone('expired');
  const viewer = { roles: user.roles, hasSubscription: found.hasSubscription };
  // A receiver who left, lost the role or the location, or whose company stopped, has no say any more.
  if (!found.active || !canUseCompanyData(viewer)) throw notFound();
  const caller: Caller = { user, viewer };
  let where: SQL | undefined;
  try {
    where = grantWhere(env.registry, contracts, authorize(caller, contracts, 'edit'));
  } catch {
    throw notFound();
  }
  const table = env.registry.table(contracts);
  const c = env.registry.columns(contracts);
  const [contract] = (await env.db
    .select()
    .from(table)
    .where(and(eq(c.id, contractId), where))) as Record<string, unknown>[];
  if (!contract) throw notFound();
  return { link, user, where, contract };
}

/** What the link's page shows: the contract, the deadline, and who it is for. */
function linkView(link: LinkRow, user: SessionUser, contract: Record<string, unknown>, today: string) {
  const term = currentTerm(termsOf(contract), today);
  return {
    contract: {
      number: contract.number as string,
      supplierName: (contract.supplierName as string | null) ?? '',
      endsAt: term.endsAt,
      noticeDeadline: term.noticeDeadline,
    },
    termEndsAt: link.termEndsAt,
    validUntil: link.validUntil,
    firstName: user.firstName,
    outcomes: LINK_OUTCOMES,
  };
}

export function deadlineLinkRoutes(app: FastifyInstance, env: Env): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contracts'];
  // The link's token is the credential; 429 after too many wrong ones from the address, 410 once used.
  const linkRoute = {
    tags,
    security: [],
    description:
      '404 for an unknown token; 429 after too many wrong ones from the address; 410 once the deadline is handled or has changed.',
  };

  api.post('/api/deadline-links/open', { schema: { ...linkRoute, body: linkBody } }, async (request) => {
    const { contractId, token } = request.body;
    const { link, user, contract } = await openLink(env, contractId, token, request.ip);
    const today = dayOf(env.now());
    const view = linkView(link, user, contract, today);
    if (view.contract.endsAt !== link.termEndsAt || contract.handledTermEndsAt === link.termEndsAt)
      throw gone('changed');
    return view;
  });

  api.post(
    '/api/deadline-links/handle',
    { schema: { ...linkRoute, body: linkHandleBody } },
    async (request) => {
      const { contractId, token, ...body } = request.body;
      const { link, user, where } = await openLink(env, contractId, token, request.ip);
      // Used once: the claim and the handling commit together or not at all.
      const claim = async (db: Executor, termEndsAt: string) => {
        if (termEndsAt !== link.termEndsAt) throw gone('changed');
        const claimed = await db
          .update(deadlineLinks)
          .set({ usedAt: env.now() })
          .where(and(eq(deadlineLinks.id, link.id), isNull(deadlineLinks.usedAt)))
          .returning({ id: deadlineLinks.id });
        if (claimed.length === 0) throw gone('used');
      };
      try {
        const row = await handleTerm(env, where, contractId, body, { user, via: 'link' }, claim);
        return { outcome: row.handledOutcome, termEndsAt: link.termEndsAt };
      } catch (error) {
        // Handled meanwhile (in the app, or through another receiver's link): this link is spent too.
        if (error instanceof ApiError && error.statusCode === 409) throw gone('changed');
        throw error;
      }
    },
  );
}
