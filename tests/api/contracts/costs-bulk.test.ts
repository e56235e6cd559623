/**
 * Contract costs (amount per period, VAT, payment term, the derived yearly value), the list's
 * totals for a filter (GET /api/contracts/totals) and the bulk actions (POST /api/contracts/bulk):
 * the same grant and rules as single edits, all or nothing.
 */
import { eq } from 'drizzle-orm';
import { plansTable, subscriptionColumns, subscriptionsTable } from '../../../server/auth/subscriptions';
import { userIdOf } from '../fixtures';
import { setupTestApp } from '../harness';
import { BAKERY, companyId } from '../subscriptions/fixtures';
import { type ContractRecord, contractBody, createContract, type Location, masterData } from './fixtures';

const t = setupTestApp();
let admin: string;
let buyer: string;
let reader: string;
beforeAll(async () => {
  [admin, buyer, reader] = await Promise.all(
    ['beheerder@demo.nl', 'inkoop@demo.nl', 'lezer@demo.nl'].map((email) => t.login(email)),
  );
});

const query = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const stored = async (id: number) =>
  (await t.call({ method: 'GET', url: `/api/contracts/${id}`, token: admin })).json() as ContractRecord;
const totals = async (filter: Record<string, unknown>, token = admin) => {
  const response = await t.call({
    method: 'GET',
    url: `/api/contracts/totals?filter=${query(filter)}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const bulk = (payload: Record<string, unknown>, token = admin) =>
  t.call({ method: 'POST', url: '/api/contracts/bulk', token, payload });
let marked = 0;
/** A reference no other test contract has, to find a test's contracts by the search. */
const marker = () => {
  marked += 1;
  return `kostenmerk-${marked}-${Math.random().toString(36).slice(2, 7)}`;
};

describe('costs', () => {
  it('derive the yearly value from a monthly amount excl. VAT, and its VAT-inclusive twin', async () => {
    const created = await createContract(t, admin, {
      costAmount: 100,
      costPeriod: 'month',
      vatIncluded: false,
      vatRate: 21,
      paymentTermDays: 30,
      // A figure sent besides the amount is replaced by the derived one.
      yearlyValue: 5,
    });
    expect(created).toMatchObject({
      costAmount: 100,
      costPeriod: 'month',
      vatRate: 21,
      paymentTermDays: 30,
      yearlyValue: 1200,
      yearlyValueInclVat: 1452,
    });
  });

  it('take a quarterly amount incl. VAT apart', async () => {
    const created = await createContract(t, admin, {
      costAmount: 363,
      costPeriod: 'quarter',
      vatIncluded: true,
      vatRate: 21,
    });
    expect(created).toMatchObject({ yearlyValue: 1200, yearlyValueInclVat: 1452 });
  });

  it('keep a yearly value entered on its own (clients that know no amounts), incl. VAT only with a rate', async () => {
    const plain = await createContract(t, admin, { yearlyValue: 5400 });
    expect(plain).toMatchObject({ yearlyValue: 5400, yearlyValueInclVat: null, costAmount: null });
    const withRate = await createContract(t, admin, { yearlyValue: 5400, vatRate: 9 });
    expect(withRate).toMatchObject({ yearlyValue: 5400, yearlyValueInclVat: 5886 });
    // An update that clears the amount keeps the last yearly value it is sent.
    const derived = await createContract(t, admin, { costAmount: 10, costPeriod: 'year' });
    const cleared = await t.call({
      method: 'PUT',
      url: `/api/contracts/${derived.id}`,
      token: admin,
      payload: await contractBody(t, admin, {
        ...derived,
        costAmount: null,
        costPeriod: null,
        yearlyValue: 77,
      }),
    });
    expect(cleared.json()).toMatchObject({ yearlyValue: 77, costAmount: null });
  });

  it('are validated on their fields', async () => {
    const errorsOf = async (overrides: Record<string, unknown>) => {
      const response = await t.call({
        method: 'POST',
        url: '/api/contracts',
        token: admin,
        payload: await contractBody(t, admin, overrides),
      });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors as Record<string, string>;
    };
    expect(await errorsOf({ costAmount: 10 })).toEqual({
      costPeriod: 'resources.contracts.errors.cost_incomplete',
    });
    expect(await errorsOf({ costPeriod: 'month' })).toEqual({
      costAmount: 'resources.contracts.errors.cost_incomplete',
    });
    expect(await errorsOf({ costAmount: 10, costPeriod: 'month', vatIncluded: true })).toEqual({
      vatRate: 'resources.contracts.errors.vat_rate_required',
    });
    expect(
      await errorsOf({ costAmount: -1, costPeriod: 'week', vatRate: 101, paymentTermDays: -1 }),
    ).toMatchObject({
      costAmount: 'app.validation.too_small',
      costPeriod: 'app.validation.choice',
      vatRate: 'app.validation.too_large',
      paymentTermDays: 'app.validation.too_small',
    });
    // An amount the field takes whose year, or VAT on top, would not fit the stored yearly value.
    expect(await errorsOf({ costAmount: 99_999_999_999, costPeriod: 'month' })).toEqual({
      costAmount: 'app.validation.too_large',
    });
    expect(await errorsOf({ yearlyValue: 999_999_999_999, vatRate: 21 })).toEqual({
      yearlyValue: 'app.validation.too_large',
    });
  });
});

describe('the totals', () => {
  it('sum the yearly values of the whole filter, not one page, within the caller’s locations', async () => {
    const reference = marker();
    const mine = (await masterData(t, buyer)).locations.map((location) => location.id);
    const other = (await masterData(t, admin)).locations.find((l) => !mine.includes(l.id)) as Location;
    const location = mine[0];
    await createContract(t, admin, {
      reference,
      location,
      costAmount: 100,
      costPeriod: 'month',
      vatRate: 21,
    });
    await createContract(t, admin, { reference, location, yearlyValue: 800 });
    await createContract(t, admin, { reference, location });
    await createContract(t, admin, { reference, location: other.id, yearlyValue: 1000, vatRate: 0 });
    expect(await totals({ q: reference })).toEqual({
      count: 4,
      yearlyValue: 3000,
      yearlyValueInclVat: 2452,
      withoutYearlyValue: 1,
      withoutVatRate: 1,
    });
    // The list pages those four; the totals stay those of the filter.
    const page = await t.call({
      method: 'GET',
      url: `/api/contracts?range=[0,1]&filter=${query({ q: reference })}`,
      token: admin,
    });
    expect(page.json()).toHaveLength(2);
    // A contract manager restricted to some locations counts only theirs.
    expect((await totals({ q: reference }, buyer)).count).toBe(3);
    expect((await totals({ q: reference }, buyer)).yearlyValue).toBe(2000);
  });

  it('are refused to a dashboard reader, and a bad filter is a 400', async () => {
    expect((await t.call({ method: 'GET', url: '/api/contracts/totals', token: reader })).statusCode).toBe(
      403,
    );
    const bad = await t.call({ method: 'GET', url: '/api/contracts/totals?filter=%7B', token: admin });
    expect(bad.statusCode).toBe(400);
  });
});

describe('bulk actions', () => {
  it('archive and restore the chosen contracts and answer the counts', async () => {
    const [a, b] = [await createContract(t, admin), await createContract(t, admin)];
    const archived = await bulk({ ids: [a.id, b.id], action: 'archive' });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toEqual({ matched: 2, changed: 2 });
    expect(await stored(a.id)).toMatchObject({ archived: true, status: 'archived' });
    // Already archived: matched, not changed.
    expect((await bulk({ ids: [a.id], action: 'archive' })).json()).toEqual({ matched: 1, changed: 0 });
    expect((await bulk({ ids: [a.id, b.id], action: 'restore' })).json()).toEqual({ matched: 2, changed: 2 });
    expect(await stored(b.id)).toMatchObject({ archived: false, status: 'active' });
  });

  it('work on every contract a list filter selects', async () => {
    const reference = marker();
    const chosen = [
      await createContract(t, admin, { reference }),
      await createContract(t, admin, { reference }),
      await createContract(t, admin, { reference }),
    ];
    const outside = await createContract(t, admin);
    const colleague = await userIdOf(t, 'inkoop@demo.nl');
    const answer = await bulk({ filter: { q: reference }, action: 'owner', value: colleague });
    expect(answer.json()).toEqual({ matched: 3, changed: 3 });
    for (const contract of chosen) expect((await stored(contract.id)).owner).toBe(colleague);
    expect((await stored(outside.id)).owner).not.toBe(colleague);
  });

  it('replace the receivers, checked like a single edit', async () => {
    const contract = await createContract(t, admin);
    const [me, colleague, dashboardReader] = await Promise.all(
      ['beheerder@demo.nl', 'inkoop@demo.nl', 'lezer@demo.nl'].map((email) => userIdOf(t, email)),
    );
    const set = await bulk({ ids: [contract.id], action: 'receivers', value: [me, colleague, me] });
    expect(set.json()).toEqual({ matched: 1, changed: 1 });
    expect((await stored(contract.id)).receivers).toEqual([me, colleague]);
    // A dashboard reader may not receive alerts (role 2 or 3 only): 400, nothing changed.
    const refused = await bulk({ ids: [contract.id], action: 'receivers', value: [dashboardReader] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ value: 'app.validation.reference' });
    expect((await stored(contract.id)).receivers).toEqual([me, colleague]);
    const badOwner = await bulk({ ids: [contract.id], action: 'owner', value: dashboardReader });
    expect(badOwner.statusCode).toBe(400);
    expect((await bulk({ ids: [contract.id], action: 'owner' })).statusCode).toBe(400);
    expect((await bulk({ action: 'archive' })).statusCode).toBe(400);
    expect((await bulk({ ids: [contract.id], action: 'delete' })).statusCode).toBe(400);
  });

  it('are all or nothing for a contract manager restricted to some locations', async () => {
    const mine = (await masterData(t, buyer)).locations.map((location) => location.id);
    const other = (await masterData(t, admin)).locations.find((l) => !mine.includes(l.id)) as Location;
    const reference = marker();
    const inside = await createContract(t, admin, { reference, location: mine[0] });
    const outside = await createContract(t, admin, { reference, location: other.id });
    // One contract elsewhere in the ids: 404, and the own contract is not archived either.
    const refused = await bulk({ ids: [inside.id, outside.id], action: 'archive' }, buyer);
    expect(refused.statusCode).toBe(404);
    expect((await stored(inside.id)).archived).toBe(false);
    expect((await stored(outside.id)).archived).toBe(false);
    // By filter (the list's default: not archived), only the contracts of their locations are reached.
    expect(
      (await bulk({ filter: { q: reference, archived: false }, action: 'archive' }, buyer)).json(),
    ).toEqual({
      matched: 1,
      changed: 1,
    });
    expect((await stored(inside.id)).archived).toBe(true);
    expect((await stored(outside.id)).archived).toBe(false);
    // The stored status follows: the status filter finds it archived.
    const archivedIds = await t.call({
      method: 'GET',
      url: `/api/contracts?filter=${query({ q: reference, status: 'archived' })}`,
      token: admin,
    });
    expect(archivedIds.json().map((row: ContractRecord) => row.id)).toEqual([inside.id]);
  });

  it('are refused to a dashboard reader and to another company', async () => {
    const contract = await createContract(t, admin);
    expect((await bulk({ ids: [contract.id], action: 'archive' }, reader)).statusCode).toBe(403);
    const cyclist = await t.login('proef@demo.nl');
    // Without a subscription the bike shop reaches no company data at all.
    expect((await bulk({ ids: [contract.id], action: 'archive' }, cyclist)).statusCode).toBe(403);
    expect((await stored(contract.id)).archived).toBe(false);
  });

  it('restore within the plan limit, or none of them', async () => {
    const [a, b] = [await createContract(t, admin), await createContract(t, admin)];
    expect((await bulk({ ids: [a.id, b.id], action: 'archive' })).json()).toEqual({ matched: 2, changed: 2 });
    const open = await t.call({
      method: 'GET',
      url: `/api/contracts?range=[0,0]&filter=${query({ archived: false })}`,
      token: admin,
    });
    const counted = Number(open.headers['content-range']?.toString().split('/')[1]);
    // Room for one more contract: restoring both is refused, and neither is restored.
    const [plan] = (await t.database.db
      .insert(plansTable)
      .values({
        name: 'Krap',
        monthlyPrice: '9.00',
        maxUsers: null,
        maxContracts: counted + 1,
        active: true,
      } as never)
      .returning()) as { id: number }[];
    const bakery = await companyId(t, BAKERY);
    const [subscription] = (await t.database.db
      .select()
      .from(subscriptionsTable)
      .where(eq(subscriptionColumns.companyId, bakery))) as { plan: number }[];
    await t.database.db
      .update(subscriptionsTable)
      .set({ plan: plan.id } as never)
      .where(eq(subscriptionColumns.companyId, bakery));
    try {
      const refused = await bulk({ ids: [a.id, b.id], action: 'restore' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^Het pakket Krap staat maximaal \d+ contracten toe\./);
      expect((await stored(a.id)).archived).toBe(true);
      expect((await stored(b.id)).archived).toBe(true);
      expect((await bulk({ ids: [a.id], action: 'restore' })).json()).toEqual({ matched: 1, changed: 1 });
    } finally {
      await t.database.db
        .update(subscriptionsTable)
        .set({ plan: subscription.plan } as never)
        .where(eq(subscriptionColumns.companyId, bakery));
    }
  });
});
