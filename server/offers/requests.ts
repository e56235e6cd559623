/**
 * The offer scheduler (docs/requirements.md#offers): every run closes the requests that stopped
 * being live, makes a request for each contract that asks for offers today (asksForOffers in
 * src/schema/offers.ts, here in SQL), and sends each live request to every active sponsor of its
 * supplier type that has not had it yet.
 *
 * Exactly once, with several processes and after a restart (the alert scheduler's design): a
 * request is claimed by its unique key (contract, term) and a sponsor's copy by the unique key of
 * its link (request, sponsor), each in the same transaction as its mail and its share record, so a
 * second process finds the key and sends nothing, and nothing is recorded without its mail.
 */
import { and, eq, inArray, isNotNull, lt, ne, notExists, type SQL, sql } from 'drizzle-orm';
import { formatEuro, formatLongDate } from '../../src/i18n/format';
import { OFFER_FORM_PATH } from '../../src/schema/access';
import {
  DEFAULT_OFFER_WINDOW_DAYS,
  LIVE_REQUEST_STATUSES,
  type RequestStatus,
  sharedSpecifications,
} from '../../src/schema/offers';
import type { SpecificationValue } from '../../src/schema/resources/contract-specifications';
import { type OFFER_REQUEST_VALUES, renderTemplate } from '../../src/schema/template-placeholders';
import type { AlertEnv } from '../alerts/scheduler';
import { dayOf, hasActiveSubscription } from '../auth/subscriptions';
import { hashToken, newToken } from '../auth/tokens';
import { refreshTerms } from '../contracts/terms';
import type { Database } from '../db/client';
import { offerLinks, offerShares } from '../db/offer-tables';
import { locations } from '../db/schema';
import { type RunningJob, startJob } from '../jobs/runner';
import { type TemplateText, templateFor } from '../mail/templates';
import type { Executor } from '../resources/hooks';
import type { Env } from '../resources/write';
import { offerTables } from './tables';

/** The sponsor's form for a token. */
export const offerLinkUrl = (appUrl: string, token: string): string => `${appUrl}${OFFER_FORM_PATH}/${token}`;

type SharedValues = Record<(typeof OFFER_REQUEST_VALUES)[number], string>;

/** '- label: value' per filled-in specification: what a sponsor needs to price the same thing. */
export const specificationLines = (specifications: readonly SpecificationValue[] | null): string => {
  const lines = sharedSpecifications(specifications).map((item) => `- ${item.label}: ${item.value}`);
  return lines.length > 0 ? lines.join('\n') : '-';
};

/**
 * Whether the request's contract still asks for offers on this request's term (SQL on the request
 * joined with its contract and supplier type): what every link and every share checks, so turning
 * the opt-in off or archiving stops them at once, whatever path made the change.
 */
export function requestStillWanted(env: Env): SQL {
  const { r, c, t } = offerTables(env);
  return and(
    eq(c.archived, false),
    eq(c.offersOptIn, true),
    eq(t.purchasingAdvice, true),
    sql`${c.currentEndsAt} is not distinct from ${r.termEndsAt}`,
  ) as SQL;
}

/**
 * Closes the live requests of `contractIds` (all when left out) whose contract no longer asks for
 * offers (withdrawn), and those whose notice deadline passed without an offer (expired).
 * Returns how many it withdrew.
 */
export async function closeRequests(env: Env, contractIds?: readonly number[]): Promise<number> {
  const { requests, r, contracts, c, types, t } = offerTables(env);
  const today = dayOf(env.now());
  const only = contractIds ? inArray(r.contract, [...contractIds]) : undefined;
  if (contractIds?.length === 0) return 0;
  await env.db
    .update(requests)
    .set({ status: 'expired', closedAt: today, updatedAt: env.now() } as never)
    .where(and(inArray(r.status, ['open', 'sent']), lt(r.noticeDeadline, today), only));
  const withdrawn = await env.db.execute(sql`
    update ${requests} set status = 'withdrawn', closed_at = ${today}, updated_at = ${env.now()}
    from ${contracts}, ${types}
    where ${c.id} = ${r.contract} and ${t.id} = ${c.supplierType}
      and ${inArray(r.status, [...LIVE_REQUEST_STATUSES])}
      and ${r.noticeDeadline} >= ${today}
      and not (${requestStillWanted(env)})
      ${only ? sql`and ${only}` : sql``}
    returning ${r.id}`);
  return (withdrawn as unknown as { rows: unknown[] }).rows.length;
}

interface Candidate {
  id: number;
  companyId: number;
  currentEndsAt: string;
  noticeDeadline: string;
  supplierType: number;
  typeName: string;
  city: string;
  yearlyValue: number | null;
}

/** Makes the requests of the contracts that ask for offers today and have none for this term; returns how many. */
export async function createRequests(env: Env): Promise<number> {
  const { requests, r, contracts, c, types, t } = offerTables(env);
  const now = env.now();
  const today = dayOf(now);
  const window = sql`coalesce(${t.offerWindowDays}, ${DEFAULT_OFFER_WINDOW_DAYS})`;
  const candidates = (await env.db
    .select({
      id: c.id,
      companyId: c.companyId,
      currentEndsAt: c.currentEndsAt,
      noticeDeadline: c.noticeDeadline,
      supplierType: c.supplierType,
      typeName: t.name,
      city: locations.city,
      yearlyValue: c.yearlyValue,
    })
    .from(contracts)
    .innerJoin(types, eq(t.id, c.supplierType))
    .leftJoin(locations, eq(locations.id, c.location))
    .where(
      and(
        eq(c.archived, false),
        eq(c.offersOptIn, true),
        eq(t.purchasingAdvice, true),
        isNotNull(c.currentEndsAt),
        sql`${c.noticeDeadline} >= ${today}`,
        sql`${c.noticeDeadline} - ${window}::integer <= ${today}::date`,
        // A company that stopped its subscription shares nothing.
        hasActiveSubscription(c.companyId, now),
        notExists(
          env.db
            .select({ one: sql`1` })
            .from(requests)
            // With the company: the unique index (company, contract, term) answers it.
            .where(
              and(eq(r.companyId, c.companyId), eq(r.contract, c.id), eq(r.termEndsAt, c.currentEndsAt)),
            ),
        ),
      ),
    )) as Candidate[];
  let made = 0;
  for (const contract of candidates) {
    const [row] = await env.db
      .insert(requests)
      .values({
        companyId: contract.companyId,
        title: [contract.typeName, contract.city, formatLongDate(contract.noticeDeadline)]
          .filter(Boolean)
          .join(' · '),
        contract: contract.id,
        supplierType: contract.supplierType,
        status: 'open' satisfies RequestStatus,
        termEndsAt: contract.currentEndsAt,
        noticeDeadline: contract.noticeDeadline,
        city: contract.city ?? '',
        yearlyValue: contract.yearlyValue,
        createdAt: now,
        updatedAt: now,
      } as never)
      .onConflictDoNothing()
      .returning({ id: r.id });
    if (row) made += 1;
  }
  return made;
}

interface Pending {
  requestId: number;
  companyId: number;
  status: RequestStatus;
  noticeDeadline: string;
  termEndsAt: string;
  city: string;
  yearlyValue: number | null;
  typeName: string;
  specifications: SpecificationValue[] | null;
  sponsorId: number;
  sponsorName: string;
  contactName: string;
  emailAddress: string;
}

/** What a request shares, by placeholder: the need, never who has it. */
export const sharedValues = (
  pending: Pick<
    Pending,
    'typeName' | 'specifications' | 'city' | 'termEndsAt' | 'noticeDeadline' | 'yearlyValue'
  >,
): SharedValues => ({
  'request.type': pending.typeName,
  'request.specifications': specificationLines(pending.specifications),
  'request.city': pending.city || '-',
  'request.endsAt': formatLongDate(pending.termEndsAt),
  'request.noticeDeadline': formatLongDate(pending.noticeDeadline),
  'request.yearlyValue': pending.yearlyValue !== null ? formatEuro(Number(pending.yearlyValue)) : 'onbekend',
});

/** Sends every live request to the active sponsors of its type that have not had it; returns how many mails. */
export async function sendRequests(env: AlertEnv): Promise<number> {
  const { requests, r, contracts, c, types, t, sponsors, s } = offerTables(env);
  const today = dayOf(env.now());
  const pending = (await env.db
    .select({
      requestId: r.id,
      companyId: r.companyId,
      status: r.status,
      noticeDeadline: r.noticeDeadline,
      termEndsAt: r.termEndsAt,
      city: r.city,
      yearlyValue: r.yearlyValue,
      typeName: t.name,
      specifications: c.specifications,
      sponsorId: s.id,
      sponsorName: s.name,
      contactName: s.contactName,
      emailAddress: s.emailAddress,
    })
    .from(requests)
    .innerJoin(contracts, eq(c.id, r.contract))
    .innerJoin(types, eq(t.id, c.supplierType))
    .innerJoin(
      sponsors,
      and(eq(s.active, true), ne(s.emailAddress, ''), sql`${r.supplierType} = any(${s.supplierTypes})`),
    )
    .where(
      and(
        inArray(r.status, [...LIVE_REQUEST_STATUSES]),
        sql`${r.noticeDeadline} >= ${today}`,
        requestStillWanted(env),
        hasActiveSubscription(r.companyId, env.now()),
        notExists(
          env.db
            .select({ one: sql`1` })
            .from(offerLinks)
            .where(and(eq(offerLinks.requestId, r.id), eq(offerLinks.sponsorId, s.id))),
        ),
      ),
    )
    .orderBy(r.id, s.id)) as Pending[];
  let sent = 0;
  const template = pending.length > 0 ? await templateFor(env.db, 'offer_request') : null;
  for (const item of pending) if (template && (await sendToSponsor(env, item, today, template))) sent += 1;
  if (sent > 0) env.mailer.nudge();
  return sent;
}

/** One request to one sponsor: link, mail and share record together, or nothing when another process was first. */
async function sendToSponsor(
  env: AlertEnv,
  item: Pending,
  today: string,
  template: TemplateText,
): Promise<boolean> {
  const { requests, r } = offerTables(env);
  const token = newToken();
  const values = sharedValues(item);
  const mail = {
    to: item.emailAddress,
    code: 'offer_request' as const,
    ...renderTemplate(template, {
      'sponsor.name': item.sponsorName,
      'sponsor.contactName': item.contactName || item.sponsorName,
      ...values,
      link: offerLinkUrl(env.appUrl, token),
    }),
  };
  return env.db.transaction(async (tx) => {
    const db = tx as unknown as Executor;
    const [link] = await db
      .insert(offerLinks)
      .values({
        requestId: item.requestId,
        sponsorId: item.sponsorId,
        tokenHash: hashToken(token),
        validUntil: item.noticeDeadline,
        createdAt: env.now(),
      })
      .onConflictDoNothing()
      .returning({ id: offerLinks.id });
    if (!link) return false;
    const [mailId] = await env.mailer.enqueueAll([mail], tx as unknown as Database);
    await db.insert(offerShares).values({
      companyId: item.companyId,
      requestId: item.requestId,
      sponsorId: item.sponsorId,
      kind: 'request',
      values,
      mailId,
      createdAt: env.now(),
    });
    await db
      .update(requests)
      .set({ status: 'sent', sentAt: today, updatedAt: env.now() } as never)
      .where(and(eq(r.id, item.requestId), eq(r.status, 'open')));
    return true;
  });
}

/** One run: close, create, send; returns the mails queued. */
export async function runOfferRequests(env: AlertEnv): Promise<number> {
  await refreshTerms(env);
  await closeRequests(env);
  await createRequests(env);
  return sendRequests(env);
}

/** The offer scheduler running in this process, if any (startOfferRequests). */
let running: RunningJob | null = null;

/** Runs the offer scheduler now and every `intervalMs`; returns the stop function. */
export function startOfferRequests(env: AlertEnv, intervalMs = 5 * 60_000): () => Promise<void> {
  const job = startJob(() => runOfferRequests(env), { name: 'Offer requests', intervalMs });
  running = job;
  return async () => {
    if (running === job) running = null;
    await job();
  };
}

/**
 * A contract was just opted in (or its dates changed): run the scheduler of this process now
 * rather than at its next tick, so a request due today goes out within seconds.
 */
export const wakeOfferRequests = (): void => running?.wake();
