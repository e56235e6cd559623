/**
 * What a private calendar feed holds: the notice deadlines and end dates of the contracts the
 * token's user may see, by the same grant as their contract list (server/resources/access.ts).
 */
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import { calendarMessagesNl } from '../../src/i18n/calendar.nl';
import { formatDate } from '../../src/i18n/format';
import { OUTCOME_NAMES_NL } from '../../src/i18n/outcomes.nl';
import { canUseCompanyData, isPlatformAdmin } from '../../src/schema/access';
import type { Day, Outcome } from '../../src/schema/contract-dates';
import { contractPath, contracts } from '../../src/schema/resources/contracts';
import { sessionUserColumns } from '../auth/sessions';
import { hasActiveSubscription } from '../auth/subscriptions';
import { hashToken } from '../auth/tokens';
import { refreshTerms } from '../contracts/terms';
import { calendarFeeds, locations, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { authorize, type Caller, type Grant, grantWhere } from '../resources/access';
import type { Env } from '../resources/write';
import { type CalendarEvent, renderCalendar } from './ics';

/** The feed is written in Dutch, the product's language; the texts live with the app's. */
const texts = calendarMessagesNl.app.calendar.feed;

/** Fills polyglot's `%{name}` placeholders; the app's i18n provider does not run on the server. */
const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/%\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/**
 * The user behind a feed token, as `authorize` takes them; null for an unknown or revoked token,
 * a deactivated user or a company without an active subscription — the same people the session
 * middleware (server/auth/sessions.ts) and requireCompanyAccess turn away.
 */
export async function feedCaller(env: Env, token: string): Promise<Caller | null> {
  const [row] = await env.db
    .select({ user: sessionUserColumns, hasSubscription: hasActiveSubscription(users.companyId, env.now()) })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), eq(users.active, true)))
    .limit(1);
  if (!row) return null;
  const viewer = { roles: row.user.roles, hasSubscription: row.hasSubscription };
  return canUseCompanyData(viewer) ? { user: row.user, viewer } : null;
}

/**
 * The contract list's grant, or null for an empty feed: a role the list refuses (dashboard only),
 * and a platform admin, who belongs to no company — one link to every company's deadlines would
 * be far more than a personal calendar should carry.
 */
function listGrant(caller: Caller): Grant | null {
  if (isPlatformAdmin(caller.viewer)) return null;
  try {
    return authorize(caller, contracts, 'list');
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 403) return null;
    throw error;
  }
}

interface FeedRow {
  id: number;
  number: string;
  reference: string | null;
  supplier: string | null;
  location: string | null;
  endsAt: Day | null;
  noticeDeadline: Day | null;
  handledOutcome: Outcome | null;
  handledTermEndsAt: Day | null;
}

function contractEvents(row: FeedRow, appUrl: string, host: string): CalendarEvent[] {
  const url = `${appUrl}${contractPath(row.id)}`;
  const names = { number: row.number, supplier: row.supplier ?? '' };
  const description = [
    fill(texts.contract, names),
    row.reference ? fill(texts.reference, { reference: row.reference }) : null,
    row.location ? fill(texts.location, { location: row.location }) : null,
    row.endsAt ? fill(texts.ends_at, { date: formatDate(row.endsAt) }) : null,
    row.noticeDeadline ? fill(texts.notice_deadline, { date: formatDate(row.noticeDeadline) }) : null,
    // The calendar app keeps showing the date; the description says it needs nothing more.
    row.handledOutcome && row.handledTermEndsAt === row.endsAt
      ? fill(texts.handled, { outcome: OUTCOME_NAMES_NL[row.handledOutcome] })
      : null,
    fill(texts.open, { url }),
  ]
    .filter((line) => line !== null)
    .join('\n');
  const event = (kind: 'notice' | 'end', day: Day, summary: string): CalendarEvent => ({
    uid: `contract-${row.id}-${kind}@${host}`,
    day,
    summary: fill(summary, names),
    description,
    url,
  });
  return [
    ...(row.noticeDeadline ? [event('notice', row.noticeDeadline, texts.notice_summary)] : []),
    ...(row.endsAt ? [event('end', row.endsAt, texts.end_summary)] : []),
  ];
}

/** The events of every non-archived contract the caller may see, on its current term. */
async function feedEvents(env: Env, caller: Caller, appUrl: string): Promise<CalendarEvent[]> {
  const grant = listGrant(caller);
  if (!grant) return [];
  // Tacitly renewed terms roll forward first, as before the contract list is read.
  await refreshTerms(env);
  const c = env.registry.columns(contracts);
  const rows = (await env.db
    .select({
      id: c.id,
      number: c.number,
      reference: c.reference,
      supplier: c.supplierName,
      location: locations.name,
      endsAt: c.currentEndsAt,
      noticeDeadline: c.noticeDeadline,
      handledOutcome: c.handledOutcome,
      handledTermEndsAt: c.handledTermEndsAt,
    })
    .from(env.registry.table(contracts))
    .leftJoin(locations, eq(locations.id, c.location))
    .where(
      and(
        grantWhere(env.registry, contracts, grant),
        eq(c.archived, false),
        or(isNotNull(c.currentEndsAt), isNotNull(c.noticeDeadline)),
      ),
    )
    .orderBy(asc(c.id))) as FeedRow[];
  const host = new URL(appUrl).hostname;
  return rows.flatMap((row) => contractEvents(row, appUrl, host));
}

/** The caller's whole feed as iCalendar text, made now. */
export async function feedCalendar(env: Env, caller: Caller, appUrl: string): Promise<string> {
  return renderCalendar({
    prodId: '-//Contractbeheer//Agenda-koppeling//NL',
    name: texts.name,
    stamp: env.now(),
    events: await feedEvents(env, caller, appUrl),
  });
}
