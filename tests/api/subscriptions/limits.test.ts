/**
 * Plan limits (the `planLimit` of users and contracts): a create, or a user's re-activation,
 * beyond the active plan's cap is a 400 naming the plan and the cap; deactivated users and
 * archived contracts do not count; concurrent creates cannot pass the cap together.
 */
import { eq } from 'drizzle-orm';
import { plansTable, subscriptionColumns, subscriptionsTable } from '../../../server/auth/subscriptions';
import { createContract } from '../contracts/fixtures';
import { setupTestApp } from '../harness';
import { activeUserCount, BAKERY, companyId } from './fixtures';

const t = setupTestApp();
let admin: string;
let bakery: number;
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
  bakery = await companyId(t, BAKERY);
});

let serial = 0;
const createUser = (extra: Record<string, unknown> = {}) => {
  serial += 1;
  return t.call({
    method: 'POST',
    url: '/api/users',
    token: admin,
    payload: {
      firstName: 'Test',
      lastName: `Gebruiker ${serial}`,
      emailAddress: `limiet${serial}@korenschoof.nl`,
      roles: [3],
      ...extra,
    },
  });
};

/** Moves the bakery's subscription onto a new plan with these caps. */
async function putOnPlan(name: string, maxUsers: number | null, maxContracts: number | null) {
  const [plan] = (await t.database.db
    .insert(plansTable)
    .values({ name, monthlyPrice: '9.00', maxUsers, maxContracts, active: true } as never)
    .returning()) as { id: number }[];
  await t.database.db
    .update(subscriptionsTable)
    .set({ plan: plan.id } as never)
    .where(eq(subscriptionColumns.companyId, bakery));
}

const contractCount = async () => {
  const response = await t.call({ method: 'GET', url: '/api/contracts/summary', token: admin });
  const list = await t.call({
    method: 'GET',
    url: '/api/contracts?range=[0,0]&filter={"archived":false}',
    token: admin,
  });
  expect(response.statusCode).toBe(200);
  return Number(list.headers['content-range']?.toString().split('/')[1]);
};

describe('users', () => {
  it('up to the cap of Zakelijk (10 active users), then a 400 naming the plan', async () => {
    const before = await activeUserCount(t, bakery);
    for (let n = before; n < 10; n += 1) expect((await createUser()).statusCode).toBe(201);
    const refused = await createUser();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Het pakket Zakelijk staat maximaal 10 gebruikers toe. Kies een groter pakket op de abonnementspagina.',
    );
    serial += 1;
    const english = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      headers: { 'accept-language': 'en' },
      payload: {
        firstName: 'Test',
        lastName: 'English',
        emailAddress: `limit${serial}@korenschoof.nl`,
        roles: [3],
      },
    });
    expect(english.json().message).toBe(
      'The Zakelijk plan allows at most 10 users. Choose a larger plan on the subscription page.',
    );
    expect(await activeUserCount(t, bakery)).toBe(10);
  });

  it('an inactive user does not count; re-activating one beyond the cap is refused', async () => {
    const inactive = await createUser({ active: false });
    expect(inactive.statusCode).toBe(201);
    const record = inactive.json() as Record<string, unknown>;
    const id = record.id as number;
    const reactivate = await t.call({
      method: 'PUT',
      url: `/api/users/${id}`,
      token: admin,
      payload: { ...record, active: true, locationIds: [] },
    });
    expect(reactivate.statusCode, reactivate.body).toBe(400);
    expect(reactivate.json().message).toMatch(/^Het pakket Zakelijk staat maximaal 10 gebruikers toe\./);
    // Editing an active user at the cap is fine.
    const users = (
      await t.call({ method: 'GET', url: '/api/users?range=[0,99]&filter={"active":true}', token: admin })
    ).json();
    const someone = users.find((user: { emailAddress: string }) => user.emailAddress.startsWith('limiet'));
    const edit = await t.call({
      method: 'PUT',
      url: `/api/users/${someone.id}`,
      token: admin,
      payload: { ...someone, firstName: 'Anders' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // Deactivating one frees the place for the other.
    const off = await t.call({
      method: 'PUT',
      url: `/api/users/${someone.id}`,
      token: admin,
      payload: { ...someone, active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const again = await t.call({
      method: 'PUT',
      url: `/api/users/${id}`,
      token: admin,
      payload: { ...record, active: true },
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('concurrent creates never pass the cap together', async () => {
    await putOnPlan('Team', (await activeUserCount(t, bakery)) + 2, null);
    const answers = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 400, 400, 400, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json().message).toMatch(
      /^Het pakket Team staat maximaal \d+ gebruikers toe\./,
    );
  });

  it('an unlimited plan has no cap', async () => {
    await putOnPlan('Ruim', null, null);
    expect((await createUser()).statusCode).toBe(201);
  });
});

describe('contracts', () => {
  it('archived contracts do not count; creating beyond the cap is a 400 naming the plan', async () => {
    const open = await contractCount();
    await putOnPlan('Klein', null, open + 1);
    const first = await createContract(t, admin);
    await expect(createContract(t, admin)).rejects.toThrow(
      /400 .*Het pakket Klein staat maximaal \d+ contracten toe\. Kies een groter pakket op de abonnementspagina\./,
    );
    const archived = await t.call({
      method: 'POST',
      url: `/api/contracts/${first.id}/archive`,
      token: admin,
    });
    expect(archived.statusCode).toBe(200);
    await createContract(t, admin);
    // Restoring the archived one would make one too many.
    const restored = await t.call({
      method: 'POST',
      url: `/api/contracts/${first.id}/restore`,
      token: admin,
    });
    expect(restored.statusCode).toBe(400);
    expect(restored.json().message).toMatch(/^Het pakket Klein staat maximaal \d+ contracten toe\./);
  });

  it('concurrent creates never pass the cap together', async () => {
    await putOnPlan('Klein twee', null, (await contractCount()) + 1);
    const answers = await Promise.allSettled(Array.from({ length: 4 }, () => createContract(t, admin)));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
  });
});
