/** Shared by the platform tests: a valid onboarding request and the rows a company has. */
import { eq } from 'drizzle-orm';
import {
  planColumns,
  plansTable,
  subscriptionColumns,
  subscriptionsTable,
} from '../../../server/auth/subscriptions';
import { companies, locations, users } from '../../../server/db/schema';
import type { TestApp } from '../harness';

export async function planId(t: TestApp, name = 'Zakelijk'): Promise<number> {
  const [plan] = await t.database.db.select().from(plansTable).where(eq(planColumns.name, name));
  return (plan as { id: number }).id;
}

/** A complete, valid request; `emailAddress` differs per company so tests may onboard several. */
/** Eight digits of its own per admin address: each onboarded company is another one (KvK numbers are unique). */
const kvkNumberFor = (emailAddress: string): string =>
  String(
    10_000_000 + [...emailAddress].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 89_999_999, 7),
  );

export const onboardingBody = (plan: number, emailAddress: string, startsAt = '2026-01-01') => ({
  company: {
    name: 'Drukkerij Het Anker B.V.',
    kvkNumber: kvkNumberFor(emailAddress),
    vatNumber: 'NL123456782B01',
    address: 'Havenstraat 12',
    zipcode: '1234ab',
    city: 'Zwolle',
    billingEmail: 'facturen@hetanker.nl',
    iban: 'NL91ABNA0417164300',
  },
  subscription: { plan, startsAt },
  admin: {
    firstName: 'Anna',
    affix: 'de',
    lastName: 'Vries',
    emailAddress,
    telephone: '038 123 45 67',
  },
});

/** Everything stored for one company: itself, its locations, subscriptions and users. */
export async function companyRows(t: TestApp, companyId: number) {
  const { db } = t.database;
  return {
    company: (await db.select().from(companies).where(eq(companies.id, companyId)))[0],
    locations: await db.select().from(locations).where(eq(locations.companyId, companyId)),
    subscriptions: (await db
      .select()
      .from(subscriptionsTable)
      .where(eq(subscriptionColumns.companyId, companyId))) as Record<string, unknown>[],
    users: await db.select().from(users).where(eq(users.companyId, companyId)),
  };
}

/** How many rows the tables onboarding writes hold: unchanged after a refused request. */
export async function tableCounts(t: TestApp) {
  const { db } = t.database;
  return {
    companies: (await db.select().from(companies)).length,
    locations: (await db.select().from(locations)).length,
    subscriptions: (await db.select().from(subscriptionsTable)).length,
    users: (await db.select().from(users)).length,
    mails: (await t.outbox()).length,
  };
}
