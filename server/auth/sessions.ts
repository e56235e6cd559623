/**
 * Sessions: an opaque bearer token per sign-in (stored hashed), with a download-only token
 * derived from it. Revoked on logout, password change and deactivation (ASVS 7.4).
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { perDatabase, prepareKept } from '../db/kept-statements';
import { calendarFeeds, sessions, users } from '../db/schema';
import { dayOf, hasActiveSubscription } from './subscriptions';
import { hashToken, newToken } from './tokens';

/** A session ends 30 days after sign-in, or after 7 days without use. */
const ABSOLUTE_LIFETIME_MS = 30 * 24 * 3600_000;
const IDLE_LIFETIME_MS = 7 * 24 * 3600_000;
/** Record use at most once a minute, not on every call. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The download token is a one-way function of the bearer token: the server can hand it out again
 * with every profile without storing it, and it cannot be turned back into a bearer token.
 */
export const downloadTokenFor = (accessToken: string): string =>
  createHash('sha256').update(`download:${accessToken}`).digest('base64url');

export interface NewSession {
  accessToken: string;
  sessionId: number;
}

export async function createSession(
  db: Database,
  input: { userId: number; impersonatorId?: number | null; userAgent?: string; now: Date },
): Promise<NewSession> {
  const accessToken = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      impersonatorId: input.impersonatorId ?? null,
      tokenHash: hashToken(accessToken),
      downloadTokenHash: hashToken(downloadTokenFor(accessToken)),
      userAgent: (input.userAgent ?? '').slice(0, 300),
      createdAt: input.now,
      lastSeenAt: input.now,
      expiresAt: new Date(input.now.getTime() + ABSOLUTE_LIFETIME_MS),
    })
    .returning({ id: sessions.id });
  return { accessToken, sessionId: row.id };
}

export type StoredUser = typeof users.$inferSelect;

/**
 * Who is calling, as every request reads it: the user row without its secrets (password hash,
 * two-factor secrets) and without the avatar's bytes, which a request never needs and which can
 * be a megabyte. Routes that check a password load it themselves (reauthenticate.ts).
 */
export const sessionUserColumns = {
  id: users.id,
  companyId: users.companyId,
  firstName: users.firstName,
  affix: users.affix,
  lastName: users.lastName,
  emailAddress: users.emailAddress,
  telephone: users.telephone,
  roles: users.roles,
  locationIds: users.locationIds,
  twoFactorEnabled: users.twoFactorEnabled,
  avatarVersion: users.avatarVersion,
  hasAvatar: sql<boolean>`(${users.avatar} is not null)`,
};

export type SessionUser = Pick<
  StoredUser,
  Exclude<keyof typeof sessionUserColumns, 'hasAvatar'> & keyof StoredUser
> & { hasAvatar: boolean };

/** The session's view of a full user row (sign-in, which has read the row already). */
export const sessionUserOf = (user: StoredUser): SessionUser => ({
  id: user.id,
  companyId: user.companyId,
  firstName: user.firstName,
  affix: user.affix,
  lastName: user.lastName,
  emailAddress: user.emailAddress,
  telephone: user.telephone,
  roles: user.roles,
  locationIds: user.locationIds,
  twoFactorEnabled: user.twoFactorEnabled,
  avatarVersion: user.avatarVersion,
  hasAvatar: user.avatar !== null,
});

/** One user as the session reads it, or undefined. */
export async function loadSessionUser(db: Database, userId: number): Promise<SessionUser | undefined> {
  const [user] = await db.select(sessionUserColumns).from(users).where(eq(users.id, userId));
  return user;
}

export interface ResolvedSession {
  sessionId: number;
  impersonatorId: number | null;
  user: SessionUser;
  /** Whether the user's company has an active subscription today (read in the same query). */
  hasSubscription: boolean;
}

/**
 * The session lookup every request makes, built and prepared once per database (the query
 * builder's work cost as much CPU as the rest of a small call; PostgreSQL keeps the plan too).
 */
function prepareSessionQuery(db: Database, kind: 'bearer' | 'download') {
  const column = kind === 'bearer' ? sessions.tokenHash : sessions.downloadTokenHash;
  const statement = db
    .select({
      session: { id: sessions.id, impersonatorId: sessions.impersonatorId, lastSeenAt: sessions.lastSeenAt },
      user: sessionUserColumns,
      hasSubscription: hasActiveSubscription(users.companyId, sql.placeholder('today')),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(column, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        eq(users.active, true),
      ),
    )
    .limit(1);
  return prepareKept(statement, `session_by_${kind}_token`);
}

const sessionQueries = perDatabase((db) => ({
  bearer: prepareSessionQuery(db, 'bearer'),
  download: prepareSessionQuery(db, 'download'),
}));

/** The live session behind a token of the given kind, or null. */
export async function resolveSession(
  db: Database,
  token: string,
  kind: 'bearer' | 'download',
  now: Date,
): Promise<ResolvedSession | null> {
  const [row] = await sessionQueries(db)[kind].execute({
    tokenHash: hashToken(token),
    now,
    idleSince: new Date(now.getTime() - IDLE_LIFETIME_MS),
    today: dayOf(now),
  });
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return {
    sessionId: row.session.id,
    impersonatorId: row.session.impersonatorId,
    user: row.user,
    hasSubscription: row.hasSubscription,
  };
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * Ends what lets a user in without the password: every session, optionally sparing one (the one
 * changing its password), and the calendar link (a reactivated user makes a new one).
 */
export async function revokeUserAccess(
  db: Database,
  userId: number,
  now: Date,
  exceptSessionId?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
