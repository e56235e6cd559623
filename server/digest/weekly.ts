/**
 * The weekly digest (docs/requirements.md#alerts-and-mail): from Monday 07:00 Dutch time, each
 * user who chose it gets one mail with every notice deadline and end date of the coming 30, 60 or
 * 90 days of the contracts they may see (the list's access rules, location restriction included),
 * grouped by week, handled terms left out — the calendar's deadlines (server/contracts/deadlines.ts).
 *
 * Exactly once per user and week, also with several processes, a crash or a restart: the week is
 * recorded in `digest_deliveries` under a unique key in the same transaction as its mail enters the
 * outbox. A server down on Monday sends that week's digest on its first run later in the week; an
 * empty digest is recorded and not sent.
 */
import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import { deadlineCalendarMessagesNl } from '../../src/i18n/deadline-calendar.nl';
import { formatLongDate } from '../../src/i18n/format';
import {
  addDays,
  type DeadlineEntry,
  dayOf,
  dutchHour,
  isoWeek,
  isoWeekday,
} from '../../src/schema/contract-dates';
import { byWeek, DIGEST_HOUR, digestWeek } from '../../src/schema/digest';
import { contractPath, contracts } from '../../src/schema/resources/contracts';
import { recipientValues, renderTemplate } from '../../src/schema/template-placeholders';
import type { AlertEnv } from '../alerts/scheduler';
import { type SessionUser, sessionUserColumns } from '../auth/sessions';
import { hasActiveSubscription } from '../auth/subscriptions';
import { countableContracts } from '../contracts/countable';
import { deadlinesBetween } from '../contracts/deadlines';
import type { Database } from '../db/client';
import { digestDeliveries } from '../db/contract-tables';
import { companies, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { startJob } from '../jobs/runner';
import { templateFor } from '../mail/templates';
import { authorize, type Grant, grantWhere } from '../resources/access';

/** The digest is written in Dutch, the product's language, with the calendar's words. */
const texts = deadlineCalendarMessagesNl.app.deadline_calendar;

/** From Monday DIGEST_HOUR:00 in the Netherlands to the week's end, this week's digest is due. */
export const digestDue = (now: Date): boolean => isoWeekday(dayOf(now)) > 1 || dutchHour(now) >= DIGEST_HOUR;

/** '30 november t/m 6 december 2026', the year once when both days share it. */
const period = (from: string, to: string): string => {
  const first = formatLongDate(from);
  return `${from.slice(0, 4) === to.slice(0, 4) ? first.slice(0, -5) : first} t/m ${formatLongDate(to)}`;
};

/** The digest's list: per week a heading, then each deadline with its contract and link. */
export function digestList(deadlines: readonly DeadlineEntry[], appUrl: string): string {
  return byWeek(deadlines)
    .map(({ monday, items }) =>
      [
        `${texts.week_label.replace('%{number}', String(isoWeek(monday)))} (${period(monday, addDays(monday, 6))})`,
        ...items.map((deadline) => {
          const weekday = texts.weekdays[isoWeekday(deadline.on) as keyof typeof texts.weekdays];
          const supplier = [deadline.supplierName, deadline.supplierTypeName].filter(Boolean).join(', ');
          const kind = texts.kinds[deadline.kind].toLowerCase();
          return `- ${weekday} ${formatLongDate(deadline.on)}: ${kind} ${deadline.number} (${supplier})\n  ${appUrl}${contractPath(deadline.contractId)}`;
        }),
      ].join('\n'),
    )
    .join('\n\n');
}

interface Reader {
  user: SessionUser;
  days: number;
  hasSubscription: boolean;
  companyName: string;
}

/** The contract list's grant of a reader (a dashboard reader's included), or null when there is none. */
function readerGrant(reader: Reader): Grant | null {
  try {
    return authorize(
      { user: reader.user, viewer: { roles: reader.user.roles, hasSubscription: reader.hasSubscription } },
      countableContracts,
      'list',
    );
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 403) return null;
    throw error;
  }
}

/** One reader's digest of this week: recorded with its mail, or recorded empty; false when another process was first. */
async function sendDigest(env: AlertEnv, reader: Reader, week: string, today: string): Promise<boolean> {
  const grant = readerGrant(reader);
  const to = addDays(today, reader.days);
  const found = grant
    ? (await deadlinesBetween(env, grantWhere(env.registry, contracts, grant), today, to)).deadlines
    : [];
  const open = found.filter((deadline) => deadline.outcome === null);
  const mail =
    open.length === 0
      ? null
      : {
          to: reader.user.emailAddress,
          code: 'weekly_digest' as const,
          ...renderTemplate(await templateFor(env.db, 'weekly_digest'), {
            ...recipientValues(reader.user),
            'company.name': reader.companyName,
            'digest.list': digestList(open, env.appUrl),
            'digest.count': String(open.length),
            'digest.period': period(today, to),
            link: `${env.appUrl}/calendar`,
          }),
        };
  return env.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(digestDeliveries)
      .values({ userId: reader.user.id, week, deadlines: open.length, createdAt: env.now() })
      .onConflictDoNothing({ target: [digestDeliveries.userId, digestDeliveries.week] })
      .returning({ id: digestDeliveries.id });
    if (!recorded) return false;
    if (mail) {
      const [mailId] = await env.mailer.enqueueAll([mail], tx as unknown as Database);
      await tx.update(digestDeliveries).set({ mailId }).where(eq(digestDeliveries.id, recorded.id));
    }
    return mail !== null;
  });
}

/** One run: this week's digests not yet recorded, if due; returns how many mails it queued. */
export async function runDigests(env: AlertEnv): Promise<number> {
  const now = env.now();
  if (!digestDue(now)) return 0;
  const today = dayOf(now);
  const week = digestWeek(today);
  const readers: Reader[] = await env.db
    .select({
      user: sessionUserColumns,
      days: users.digestDays,
      hasSubscription: hasActiveSubscription(users.companyId, now),
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.active, true),
        ne(users.alertMail, 'single'),
        notExists(
          env.db
            .select({ one: sql`1` })
            .from(digestDeliveries)
            .where(and(eq(digestDeliveries.userId, users.id), eq(digestDeliveries.week, week))),
        ),
      ),
    );
  let queued = 0;
  // A company without a subscription gets nothing now; should it return this week, it gets it then.
  for (const reader of readers.filter((candidate) => candidate.hasSubscription))
    if (await sendDigest(env, reader, week, today)) queued += 1;
  if (queued > 0) env.mailer.nudge();
  return queued;
}

/** Runs the digests now and every `intervalMs`; returns the stop function. */
export const startDigests = (env: AlertEnv, intervalMs = 5 * 60_000): (() => Promise<void>) =>
  startJob(() => runDigests(env), { name: 'Weekly digest', intervalMs });
