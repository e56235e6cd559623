/**
 * The dashboard numbers for a dashboard reader (role 4): the counts of their company's contracts
 * within their locations, the same a colleague with those locations sees, while every contract
 * itself stays refused.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { userIdOf } from '../fixtures';
import { setupTestApp } from '../harness';
import { createContract } from './fixtures';

const t = setupTestApp();
let admin: string;
let buyer: string;
let reader: string;
beforeAll(async () => {
  [admin, buyer, reader] = await Promise.all(
    ['beheerder@demo.nl', 'inkoop@demo.nl', 'lezer@demo.nl'].map((email) => t.login(email)),
  );
});

async function summary(token: string): Promise<Record<string, number>> {
  const response = await t.call({ method: 'GET', url: '/api/contracts/summary', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const setLocations = async (email: string, locationIds: number[]) =>
  t.database.db
    .update(users)
    .set({ locationIds })
    .where(eq(users.id, await userIdOf(t, email)));

describe('a dashboard reader', () => {
  it("counts the company's contracts within its locations, and reads none of them", async () => {
    await createContract(t, buyer);
    const everything = await summary(admin);
    expect(await summary(reader)).toEqual(everything);

    const [buyerRow] = await t.database.db
      .select({ locationIds: users.locationIds })
      .from(users)
      .where(eq(users.id, await userIdOf(t, 'inkoop@demo.nl')));
    expect(buyerRow.locationIds.length).toBeGreaterThan(0);
    await setLocations('lezer@demo.nl', buyerRow.locationIds);
    const restricted = await summary(reader);
    expect(restricted).toEqual(await summary(buyer));
    expect(restricted.running).toBeGreaterThan(0);
    expect(restricted.running).toBeLessThan(everything.running);

    expect((await t.call({ method: 'GET', url: '/api/contracts', token: reader })).statusCode).toBe(403);
  });
});

describe('a company without a subscription', () => {
  it('is refused the numbers, as every company data call', async () => {
    const trial = await t.login('proef@demo.nl');
    expect((await t.call({ method: 'GET', url: '/api/contracts/summary', token: trial })).statusCode).toBe(
      403,
    );
  });
});
