/**
 * `GET /api/contracts/deadlines` (the calendar's data): the notice deadlines and end dates in a
 * window of the contracts the caller may see — tacit renewals after the current term included,
 * the handled term marked, the location restriction and the tenant kept, a dashboard reader
 * allowed, a bad window refused.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { addDays, addMonths } from '../../../src/schema/contract-dates';
import { userIdOf } from '../fixtures';
import { setupTestApp } from '../harness';
import { createContract, masterData, todayOf } from './fixtures';

const t = setupTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
});

interface Entry {
  contractId: number;
  kind: 'notice' | 'end';
  on: string;
  termEndsAt: string;
  current: boolean;
  outcome: string | null;
  locationName: string;
  supplierTypeName: string;
}

async function deadlines(token: string, from: string, to: string, filter?: object) {
  const query = `from=${from}&to=${to}${filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;
  const response = await t.call({ method: 'GET', url: `/api/contracts/deadlines?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { deadlines: Entry[]; truncated: boolean };
}

describe('the deadlines ahead', () => {
  it('lists each term a monthly renewal brings within the window, the current one first', async () => {
    const today = todayOf(t);
    const contract = await createContract(t, admin, {
      endsAt: addDays(today, 20),
      noticeAmount: 10,
      noticeUnit: 'days',
      renewalMonths: 1,
    });
    const { deadlines: found } = await deadlines(admin, today, addDays(addMonths(today, 3), -1));
    const mine = found.filter((entry) => entry.contractId === contract.id);
    expect(mine.filter((entry) => entry.kind === 'end').map((entry) => entry.on)).toEqual(
      [addDays(today, 20), addMonths(addDays(today, 20), 1), addMonths(addDays(today, 20), 2)].filter(
        (day) => day < addMonths(today, 3),
      ),
    );
    expect(mine[0]).toMatchObject({ kind: 'notice', on: addDays(today, 10), current: true, outcome: null });
    expect(mine.filter((entry) => entry.current).length).toBe(2);
    expect(mine[0].supplierTypeName).not.toBe('');
    // In day order, every one inside the window.
    const days = found.map((entry) => entry.on);
    expect([...days].sort()).toEqual(days);

    await t.call({
      method: 'POST',
      url: `/api/contracts/${contract.id}/outcome`,
      token: admin,
      payload: { outcome: 'let_renew' },
    });
    const after = (await deadlines(admin, today, addMonths(today, 2))).deadlines.filter(
      (entry) => entry.contractId === contract.id,
    );
    expect(after.filter((entry) => entry.outcome === 'let_renew').map((entry) => entry.kind)).toEqual([
      'notice',
      'end',
    ]);
    expect(after.filter((entry) => !entry.current).every((entry) => entry.outcome === null)).toBe(true);
  });

  it('keeps the list’s access: locations, the company, and a dashboard reader may look', async () => {
    const today = todayOf(t);
    const master = await masterData(t, admin);
    const [first, second] = master.locations;
    const here = await createContract(t, admin, { location: first.id, endsAt: addDays(today, 40) });
    const there = await createContract(t, admin, { location: second.id, endsAt: addDays(today, 40) });
    const window = [today, addDays(today, 60)] as const;
    const ids = (entries: Entry[]) => new Set(entries.map((entry) => entry.contractId));

    const reader = await t.login('lezer@demo.nl');
    expect(ids((await deadlines(reader, ...window)).deadlines)).toEqual(
      ids((await deadlines(admin, ...window)).deadlines),
    );
    await t.database.db
      .update(users)
      .set({ locationIds: [first.id] })
      .where(eq(users.id, await userIdOf(t, 'contracten@demo.nl')));
    const manager = await t.login('contracten@demo.nl');
    const seen = ids((await deadlines(manager, ...window)).deadlines);
    expect(seen.has(here.id)).toBe(true);
    expect(seen.has(there.id)).toBe(false);

    const other = await t.login('proef@demo.nl');
    const refused = await t.call({
      method: 'GET',
      url: `/api/contracts/deadlines?from=${window[0]}&to=${window[1]}`,
      token: other,
    });
    // A company without a subscription reads no company data at all.
    expect(refused.statusCode).toBe(403);
    // The list's filter narrows it.
    const filtered = await deadlines(admin, ...window, { location: second.id });
    expect(ids(filtered.deadlines)).toContain(there.id);
    expect(ids(filtered.deadlines).has(here.id)).toBe(false);
  });

  it('refuses a bad window', async () => {
    for (const query of [
      'from=2026-13-01&to=2027-01-01',
      'from=2026-02-30&to=2027-01-01',
      'from=2027-01-01&to=2026-01-01',
      'from=2026-01-01&to=2028-01-02',
      'from=2026-01-01',
      'from=2026-01-01&to=2026-02-01&filter=nojson',
    ]) {
      const response = await t.call({
        method: 'GET',
        url: `/api/contracts/deadlines?${query}`,
        token: admin,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const anonymous = await t.call({
      method: 'GET',
      url: '/api/contracts/deadlines?from=2026-01-01&to=2026-02-01',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
