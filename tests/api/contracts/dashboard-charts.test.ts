/**
 * `GET /api/contracts/charts`: every figure is what the contract list counts with the filter its
 * bar or slice opens — the months ahead (`deadlineMonth`), yearly value by type and supplier
 * (`running`), contracts by status — within the caller's reach; handled terms leave the months.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { addDays, addMonths } from '../../../src/schema/contract-dates';
import { userIdOf } from '../fixtures';
import { setupTestApp } from '../harness';
import { type ContractRecord, createContract, masterData, todayOf } from './fixtures';

const t = setupTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
});

interface Charts {
  months: { month: string; types: { id: number; name: string; contracts: number }[] }[];
  valueByType: { id: number; name: string; value: number }[];
  valueBySupplier: { id: number; name: string; value: number }[];
  otherSuppliersValue: number;
  byStatus: { status: string; contracts: number }[];
}

const charts = async (token = admin): Promise<Charts> => {
  const response = await t.call({ method: 'GET', url: '/api/contracts/charts', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const listed = async (filter: object, token = admin): Promise<ContractRecord[]> => {
  const response = await t.call({
    method: 'GET',
    url: `/api/contracts?range=[0,999]&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const sum = (numbers: number[]) => Math.round(numbers.reduce((a, b) => a + b, 0) * 100) / 100;

describe('the dashboard charts', () => {
  it('count per month exactly the contracts the month’s list shows, per type', async () => {
    const today = todayOf(t);
    await createContract(t, admin, { endsAt: addDays(today, 45), noticeAmount: 1, noticeUnit: 'months' });
    const handled = await createContract(t, admin, {
      endsAt: addDays(today, 50),
      noticeAmount: 10,
      noticeUnit: 'days',
    });
    const before = await charts();
    expect(before.months).toHaveLength(12);
    expect(before.months[0].month).toBe(today.slice(0, 7));
    for (const { month, types } of before.months) {
      const rows = await listed({ deadlineMonth: month });
      expect(sum(types.map((type) => type.contracts)), month).toBe(rows.length);
      for (const type of types)
        expect(
          (await listed({ deadlineMonth: month, supplierType: type.id })).length,
          `${month} ${type.name}`,
        ).toBe(type.contracts);
    }
    // Marked handled (left to renew), its month counts one fewer, as its list does.
    const month = (handled.noticeDeadline as string).slice(0, 7);
    const total = (data: Charts) =>
      sum(data.months.find((entry) => entry.month === month)?.types.map((type) => type.contracts) ?? []);
    await t.call({
      method: 'POST',
      url: `/api/contracts/${handled.id}/outcome`,
      token: admin,
      payload: { outcome: 'let_renew' },
    });
    // Left to renew, neither its notice deadline nor its end counts: the contract leaves that month.
    expect(total(await charts())).toBe(total(before) - 1);
    expect(total(await charts())).toBe((await listed({ deadlineMonth: month })).length);
  });

  it('sum the yearly value of the running contracts by type and supplier, and count by status', async () => {
    const data = await charts();
    const running = await listed({ running: true });
    const value = (rows: ContractRecord[]) => sum(rows.map((row) => Number(row.yearlyValue ?? 0)));
    for (const type of data.valueByType)
      expect(type.value, type.name).toBe(value(running.filter((row) => row.supplierType === type.id)));
    expect(data.valueBySupplier.length).toBeLessThanOrEqual(10);
    for (const supplier of data.valueBySupplier)
      expect(supplier.value, supplier.name).toBe(
        value(await listed({ running: true, supplier: supplier.id })),
      );
    expect(sum([...data.valueBySupplier.map((supplier) => supplier.value), data.otherSuppliersValue])).toBe(
      value(running),
    );
    for (const { status, contracts } of data.byStatus)
      expect(contracts, status).toBe((await listed({ status })).length);
    expect(data.byStatus.map((row) => row.status)).not.toContain('archived');
  });

  it('keep to the caller’s reach: locations, company, a dashboard reader may look; a bad month is refused', async () => {
    const master = await masterData(t, admin);
    await t.database.db
      .update(users)
      .set({ locationIds: [master.locations[0].id] })
      .where(eq(users.id, await userIdOf(t, 'lezer@demo.nl')));
    const reader = await t.login('lezer@demo.nl');
    const theirs = await charts(reader);
    const all = await charts();
    const statusTotal = (data: Charts) => sum(data.byStatus.map((row) => row.contracts));
    expect(statusTotal(theirs)).toBeLessThan(statusTotal(all));
    expect(statusTotal(theirs)).toBe(
      (await listed({ location: master.locations[0].id })).filter((row) => row.status !== 'archived').length,
    );
    const other = await t.login('proef@demo.nl');
    expect((await t.call({ method: 'GET', url: '/api/contracts/charts', token: other })).statusCode).toBe(
      403,
    );
    for (const month of ['2026-13', '2026-1', 'nov', 2026]) {
      const response = await t.call({
        method: 'GET',
        url: `/api/contracts?filter=${encodeURIComponent(JSON.stringify({ deadlineMonth: month }))}`,
        token: admin,
      });
      expect(response.statusCode, String(month)).toBe(400);
    }
    expect((await listed({ deadlineMonth: addMonths(todayOf(t), -2).slice(0, 7) })).length).toBe(0);
  });
});
