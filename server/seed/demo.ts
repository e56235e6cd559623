/**
 * Demo data for a brand-new embedded database (README "Demo accounts"): two companies, the six
 * documented accounts, a few more colleagues and the bakery's locations; then the master data and
 * the bakery's contacts (./resources.ts) and its contracts (./contracts.ts). Its invoices are made by
 * the billing run, as every company's are.
 */
import { count, eq } from 'drizzle-orm';
import { addMonths } from '../../src/schema/contract-dates';
import { hashPassword } from '../auth/passwords';
import { dayOf, planColumns, plansTable, subscriptionsTable } from '../auth/subscriptions';
import { runBilling } from '../billing/run';
import { readConfig } from '../config';
import type { Database } from '../db/client';
import { companies, locations, users } from '../db/schema';
import { keptMailQueue } from '../mail/mailer';
import { seedContracts } from './contracts';
import { seedResources } from './resources';

export const DEMO_PASSWORD = 'Demo-Wachtwoord-2026';
/** Base32 TOTP secret of tweestaps@demo.nl, documented so anyone can add it to an authenticator app. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.nl', roles: [1], note: 'platformbeheerder' },
  { email: 'beheerder@demo.nl', roles: [2], note: 'bedrijfsbeheerder, Bakkerij De Korenschoof B.V.' },
  { email: 'contracten@demo.nl', roles: [3], note: 'contractbeheerder' },
  {
    email: 'inkoop@demo.nl',
    roles: [3],
    note: 'contractbeheerder van twee locaties (Amersfoort, Nieuwegein)',
  },
  { email: 'lezer@demo.nl', roles: [4], note: 'alleen dashboard' },
  { email: 'proef@demo.nl', roles: [2], note: 'Fietsenmaker Van Dijk, geen abonnement' },
  { email: 'tweestaps@demo.nl', roles: [2], note: `tweestapsverificatie, geheim ${DEMO_TOTP_SECRET}` },
] as const;

type NewUser = typeof users.$inferInsert;

let demoHash: Promise<string> | null = null;

/**
 * The demo password's argon2id hash, computed once per process: every demo account has the same
 * (published) password, and each test file seeds a new database. The salt is therefore shared by
 * the demo accounts — acceptable ONLY for this demo data; real passwords are always hashed with
 * their own salt (hashPassword).
 */
const demoPasswordHash = (): Promise<string> => {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
};

/** Seeds only an empty database; returns whether it did. */
export async function seedDemo(db: Database): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  const passwordHash = demoPasswordHash;
  const today = dayOf(new Date());
  // The bakery is on the middle plan since the first of the month five months ago.
  const subscribedOn = addMonths(`${today.slice(0, 7)}-01`, -5);

  await db.transaction(async (tx) => {
    const [bakery, bikes] = await tx
      .insert(companies)
      .values([
        {
          name: 'Bakkerij De Korenschoof B.V.',
          kvkNumber: '30123456',
          vatNumber: 'NL123456782B01',
          address: 'Oudegracht 112',
          zipcode: '3511 AX',
          city: 'Utrecht',
          billingEmail: 'administratie@korenschoof.example',
          iban: 'NL91 ABNA 0417 1643 00',
        },
        { name: 'Fietsenmaker Van Dijk', address: 'Brink 7', zipcode: '7411 BR', city: 'Deventer' },
      ])
      .returning();
    const [plan] = await tx.select().from(plansTable).where(eq(planColumns.name, 'Zakelijk'));
    await tx.insert(subscriptionsTable).values({
      companyId: bakery.id,
      plan: (plan as { id: number }).id,
      startsAt: subscribedOn,
    } as never);

    const bakeryLocations = await tx
      .insert(locations)
      .values([
        {
          companyId: bakery.id,
          name: 'Hoofdkantoor Utrecht',
          address: 'Oudegracht 112',
          zipcode: '3511 AX',
          city: 'Utrecht',
          isMain: true,
        },
        {
          companyId: bakery.id,
          name: 'Bakkerij Amersfoort',
          address: 'Langestraat 48',
          zipcode: '3811 AH',
          city: 'Amersfoort',
        },
        {
          companyId: bakery.id,
          name: 'Winkel Zeist',
          address: 'Slotlaan 201',
          zipcode: '3701 GD',
          city: 'Zeist',
        },
        {
          companyId: bakery.id,
          name: 'Distributiecentrum Nieuwegein',
          address: 'Symfonielaan 3',
          zipcode: '3438 EW',
          city: 'Nieuwegein',
        },
      ])
      .returning();
    await tx.insert(locations).values({
      companyId: bikes.id,
      name: 'Werkplaats Deventer',
      address: 'Brink 7',
      zipcode: '7411 BR',
      city: 'Deventer',
      isMain: true,
    });

    const person = async (user: Omit<NewUser, 'passwordHash'>): Promise<NewUser> => ({
      ...user,
      passwordHash: await passwordHash(),
    });
    const people: NewUser[] = await Promise.all([
      person({
        emailAddress: 'admin@demo.nl',
        firstName: 'Petra',
        lastName: 'Platform',
        roles: [1],
        companyId: null,
        telephone: '030 123 4567',
      }),
      person({
        emailAddress: 'beheerder@demo.nl',
        firstName: 'Anna',
        affix: 'van',
        lastName: 'Dijk',
        roles: [2],
        companyId: bakery.id,
        telephone: '06 1234 5678',
      }),
      person({
        emailAddress: 'contracten@demo.nl',
        firstName: 'Mohamed',
        lastName: 'El Amrani',
        roles: [3],
        companyId: bakery.id,
        telephone: '06 2345 6789',
      }),
      person({
        emailAddress: 'lezer@demo.nl',
        firstName: 'Lotte',
        affix: 'de',
        lastName: 'Vries',
        roles: [4],
        companyId: bakery.id,
      }),
      person({
        emailAddress: 'proef@demo.nl',
        firstName: 'Bram',
        affix: 'van',
        lastName: 'Dijk',
        roles: [2],
        companyId: bikes.id,
        telephone: '0570 61 23 45',
      }),
      person({
        emailAddress: 'tweestaps@demo.nl',
        firstName: 'Sanne',
        lastName: 'Jansen',
        roles: [2],
        companyId: bakery.id,
        twoFactorEnabled: true,
        twoFactorSecret: DEMO_TOTP_SECRET,
      }),
      person({
        emailAddress: 'inkoop@demo.nl',
        firstName: 'Joost',
        lastName: 'Bakker',
        roles: [3],
        companyId: bakery.id,
        telephone: '06 3456 7890',
      }),
      person({
        emailAddress: 'oud-medewerker@demo.nl',
        firstName: 'Kees',
        affix: 'ter',
        lastName: 'Horst',
        roles: [3],
        companyId: bakery.id,
        active: false,
      }),
    ]);
    // The buyer only works for the Amersfoort bakery and the distribution centre.
    const buyer = people.find((user) => user.emailAddress === 'inkoop@demo.nl');
    if (buyer) buyer.locationIds = [bakeryLocations[1].id, bakeryLocations[3].id];
    await tx.insert(users).values(people);
    await seedResources(tx, { bakery: bakery.id });
    await seedContracts(tx, { bakery: bakery.id, today });
  });
  // The bakery's invoices so far, made as every company's are, each by the billing run of its
  // month's first day (so dated then, not all today); their mails stay in the outbox.
  const { appUrl } = readConfig();
  const mail = keptMailQueue();
  for (let month = subscribedOn; month <= today; month = addMonths(month, 1)) {
    const noonThatDay = new Date(`${month}T12:00:00Z`);
    await runBilling({ db, now: () => noonThatDay, appUrl, mail });
  }
  return true;
}
