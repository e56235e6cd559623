/** The profile the app keeps after sign-in (docs/auth-api.md#profile). */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema';
import { downloadTokenFor, type SessionUser } from './sessions';
import { activeSubscription } from './subscriptions';

export const fullName = (user: Pick<SessionUser, 'firstName' | 'affix' | 'lastName'>): string =>
  [user.firstName, user.affix, user.lastName].filter((part) => part.trim() !== '').join(' ');

export const avatarPath = (user: Pick<SessionUser, 'id' | 'avatar' | 'avatarVersion'>): string | null =>
  user.avatar ? `/api/auth/avatar/${user.id}?v=${user.avatarVersion}` : null;

export async function buildProfile(
  db: Database,
  user: SessionUser,
  session: { accessToken: string; impersonatorId: number | null },
  now: Date,
) {
  const [[company], subscription, [impersonator]] = await Promise.all([
    user.companyId
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(eq(companies.id, user.companyId))
      : [],
    activeSubscription(db, user.companyId, now),
    session.impersonatorId ? db.select().from(users).where(eq(users.id, session.impersonatorId)) : [],
  ]);
  return {
    id: user.id,
    firstName: user.firstName,
    affix: user.affix,
    lastName: user.lastName,
    name: fullName(user),
    emailAddress: user.emailAddress,
    telephone: user.telephone,
    avatar: avatarPath(user),
    roles: user.roles,
    company: company ?? null,
    subscription: subscription
      ? {
          plan: subscription.plan.name,
          startsAt: subscription.startsAt,
          endsAt: subscription.endsAt,
          cancelledOn: subscription.cancelledOn,
        }
      : null,
    twoFactorEnabled: user.twoFactorEnabled,
    locations: [...user.locationIds].sort((a, b) => a - b),
    downloadToken: downloadTokenFor(session.accessToken),
    impersonator: impersonator ? { id: impersonator.id, name: fullName(impersonator) } : null,
  };
}

export type Profile = Awaited<ReturnType<typeof buildProfile>>;
