/** Shared by the subscription API tests: the demo companies, a valid start body, plan ids. */
import { eq } from 'drizzle-orm';
import { planColumns, plansTable } from '../../../server/auth/subscriptions';
import { companies, users } from '../../../server/db/schema';
import type { TestApp } from '../harness';

export const BAKERY = 'Bakkerij De Korenschoof B.V.';
export const BIKES = 'Fietsenmaker Van Dijk';

export async function companyId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, name));
  if (!row) throw new Error(`no company ${name}`);
  return row.id;
}

/** Plan ids by name (Basis, Zakelijk, Onbeperkt and any a test adds). */
export async function planIds(t: TestApp): Promise<Record<string, number>> {
  const rows = await t.database.db.select().from(plansTable);
  return Object.fromEntries((rows as { id: number; name: string }[]).map((row) => [row.name, row.id]));
}

export const setPlanActive = (t: TestApp, id: number, active: boolean) =>
  t.database.db
    .update(plansTable)
    .set({ active } as never)
    .where(eq(planColumns.id, id));

export const validCompany = {
  name: 'Fietsenmaker Van Dijk',
  kvkNumber: '12345678',
  vatNumber: 'NL123456782B01',
  address: 'Brink 7',
  zipcode: '7411br',
  city: 'Deventer',
  billingEmail: 'facturen@vandijk.example',
  iban: 'NL91ABNA0417164300',
};

export const startBody = (plan: number, company: Record<string, unknown> = {}, acceptTerms = true) => ({
  plan,
  company: { ...validCompany, ...company },
  acceptTerms,
});

export const post = (t: TestApp, token: string, url: string, payload: unknown) =>
  t.call({ method: 'POST', url, token, payload: payload as Record<string, unknown> });

export const overview = async (t: TestApp, token: string) => {
  const response = await t.call({ method: 'GET', url: '/api/subscription', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Users of a company that count towards its plan (active ones). */
export async function activeUserCount(t: TestApp, company: number): Promise<number> {
  const rows = await t.database.db.select().from(users).where(eq(users.companyId, company));
  return rows.filter((row) => row.active).length;
}
