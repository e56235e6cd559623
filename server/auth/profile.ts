/** The profile the app keeps after sign-in (docs/auth-api.md#profile). */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { perDatabase, prepareKept } from '../db/kept-statements';
import { companies, users } from '../db/schema';
import { downloadTokenFor, type SessionUser } from './sessions';
import { activeSubscriptionOf, activeSubscriptionQuery, dayOf } from './subscriptions';

export const fullName = (user: Pick<SessionUser, 'firstName' | 'affix' | 'lastName'>): string =>
  [user.firstName, user.affix, user.lastName].filter((part) => part.trim() !== '').join(' ');

export const avatarPath = (user: Pick<SessionUser, 'id' | 'hasAvatar' | 'avatarVersion'>): string | null =>
  user.hasAvatar ? `/api/auth/avatar/${user.id}?v=${user.avatarVersion}` : null;

/** The company and its active subscription in one statement, prepared (read on every page load). */
const companyQuery = perDatabase((db) => {
  const current = activeSubscriptionQuery(db, companies.id, sql.placeholder('today')).as('current');
  const statement = db
    .select({ id: companies.id, name: companies.name, subscription: current._.selectedFields })
    .from(companies)
    .leftJoinLateral(current, sql`true`)
    .where(eq(companies.id, sql.placeholder('companyId')));
  return prepareKept(statement, 'company_with_subscription');
});

export async function buildProfile(
  db: Database,
  user: SessionUser,
  session: { accessToken: string; impersonatorId: number | null },
  now: Date,
) {
  const [[company], [impersonator]] = await Promise.all([
    user.companyId ? companyQuery(db).execute({ companyId: user.companyId, today: dayOf(now) }) : [],
    session.impersonatorId ? db.select().from(users).where(eq(users.id, session.impersonatorId)) : [],
  ]);
  const subscription = activeSubscriptionOf(company?.subscription ?? undefined);
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
    company: company ? { id: company.id, name: company.name } : null,
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
