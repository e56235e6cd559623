/**
 * What the API computes about a contract's dates — the running term, its notice deadline, status
 * and days left — and the lists, sorts and dashboard numbers built on the stored term, also after
 * the clock passes a notice deadline and a tacitly renewing contract rolls over.
 */
import { addDays, addMonths } from '../../../src/schema/contract-dates';
import { DASHBOARD_NUMBERS } from '../../../src/schema/resources/contracts';
import { setupTestApp } from '../harness';
import { type ContractRecord, createContract, freshNumber, todayOf } from './fixtures';

const DAY = 86_400_000;
const t = setupTestApp();
let admin: string;
let buyer: string;
const signIn = async () => {
  [admin, buyer] = await Promise.all([t.login('beheerder@demo.nl'), t.login('inkoop@demo.nl')]);
};
beforeAll(async () => {
  await signIn();
});

const query = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function list(filter: Record<string, unknown>, sort?: [string, 'ASC' | 'DESC'], token = admin) {
  const response = await t.call({
    method: 'GET',
    url: `/api/contracts?range=[0,999]&filter=${query(filter)}${sort ? `&sort=${query(sort)}` : ''}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  const total = Number(String(response.headers['content-range']).split('/')[1]);
  return { rows: response.json() as ContractRecord[], total };
}
const idsOf = async (filter: Record<string, unknown>, sort?: [string, 'ASC' | 'DESC']) =>
  (await list(filter, sort)).rows.map((row) => row.id);

async function summary(token = admin): Promise<Record<string, number>> {
  const response = await t.call({ method: 'GET', url: '/api/contracts/summary', token });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const archive = (id: number, action: 'archive' | 'restore' = 'archive') =>
  t.call({ method: 'POST', url: `/api/contracts/${id}/${action}`, token: admin });

describe('computed fields', () => {
  it('give the end, the notice deadline, the status and the days left', async () => {
    const today = todayOf(t);
    const soonNotice = await createContract(t, admin, { endsAt: addDays(today, 40) });
    expect(soonNotice).toMatchObject({
      currentEndsAt: addDays(today, 40),
      noticeDeadline: addMonths(addDays(today, 40), -1),
      status: 'notice_soon',
      daysLeft: 40,
    });
    const ending = await createContract(t, admin, {
      endsAt: addDays(today, 60),
      noticeAmount: null,
      noticeUnit: null,
    });
    expect(ending).toMatchObject({ noticeDeadline: null, status: 'ending_soon', daysLeft: 60 });
    const late = await createContract(t, admin, {
      endsAt: addDays(today, 100),
      noticeAmount: 20,
      noticeUnit: 'days',
    });
    expect(late).toMatchObject({ noticeDeadline: addDays(today, 80), status: 'notice_soon' });
    const far = await createContract(t, admin, {
      endsAt: addDays(today, 100),
      noticeAmount: 5,
      noticeUnit: 'days',
    });
    expect(far).toMatchObject({ noticeDeadline: addDays(today, 95), status: 'active', daysLeft: 100 });
    const ended = await createContract(t, admin, { startsAt: null, endsAt: addDays(today, -1) });
    expect(ended).toMatchObject({ status: 'expired', daysLeft: -1 });
  });

  it('roll a tacitly renewing contract that is past its notice deadline to the next term', async () => {
    const today = todayOf(t);
    const agreedEnd = addMonths(today, -3);
    const contract = await createContract(t, admin, { endsAt: agreedEnd, renewalMonths: 12, startsAt: null });
    expect(contract).toMatchObject({
      endsAt: agreedEnd,
      currentEndsAt: addMonths(agreedEnd, 12),
      noticeDeadline: addMonths(agreedEnd, 11),
      status: 'active',
    });
  });
});

describe('after the clock passes a notice deadline', () => {
  it('lists, filters and sorts a tacitly renewed contract by its new term', async () => {
    const prefix = freshNumber('ROLL');
    const start = todayOf(t);
    const agreedEnd = addDays(start, 45);
    const renewing = await createContract(t, admin, {
      number: `${prefix}-a`,
      endsAt: agreedEnd,
      renewalMonths: 12,
    });
    // A fixed contract whose deadline falls between the old and the new deadline of the other.
    const fixed = await createContract(t, admin, {
      number: `${prefix}-b`,
      endsAt: addDays(start, 201),
      noticeAmount: 1,
      noticeUnit: 'days',
    });
    const mine = { q: prefix };
    expect(renewing.status).toBe('notice_soon');
    expect(await idsOf({ ...mine, noticeWithin: 30 })).toEqual([renewing.id]);
    expect(await idsOf(mine, ['noticeDeadline', 'ASC'])).toEqual([renewing.id, fixed.id]);

    t.clock.advance(20 * DAY);
    await signIn(); // sessions expire after a week idle
    const today = todayOf(t);
    const newEnd = addMonths(agreedEnd, 12);
    const shown = (
      await t.call({ method: 'GET', url: `/api/contracts/${renewing.id}`, token: admin })
    ).json();
    expect(shown).toMatchObject({
      endsAt: agreedEnd,
      currentEndsAt: newEnd,
      noticeDeadline: addMonths(newEnd, -1),
      status: 'active',
      daysLeft: Math.round((Date.parse(newEnd) - Date.parse(today)) / DAY),
    });
    const { rows } = await list(mine);
    expect(rows.find((row) => row.id === renewing.id)).toMatchObject({
      currentEndsAt: newEnd,
      status: 'active',
    });

    expect(await idsOf({ ...mine, noticeWithin: 30 })).toEqual([]);
    expect(await idsOf({ ...mine, noticeWithin: 400 })).toEqual(expect.arrayContaining([renewing.id]));
    expect(await idsOf({ ...mine, status: 'notice_soon' })).toEqual([]);
    expect(await idsOf({ ...mine, status: 'active' })).toEqual(expect.arrayContaining([renewing.id]));
    expect(await idsOf({ ...mine, endsWithin: 90 })).toEqual([]);
    expect(await idsOf(mine, ['noticeDeadline', 'ASC'])).toEqual([fixed.id, renewing.id]);
    expect(await idsOf(mine, ['currentEndsAt', 'DESC'])).toEqual([renewing.id, fixed.id]);
  });
});

describe('sorting', () => {
  it.each([
    ['noticeDeadline', 'ASC'],
    ['noticeDeadline', 'DESC'],
    ['currentEndsAt', 'ASC'],
    ['currentEndsAt', 'DESC'],
  ] as const)('orders by %s %s', async (field, order) => {
    const prefix = freshNumber('SORT');
    const today = todayOf(t);
    for (const days of [300, 20, 150, 75]) {
      await createContract(t, admin, { number: `${prefix}-${days}`, endsAt: addDays(today, days) });
    }
    const values = (await list({ q: prefix }, [field, order])).rows.map((row) => row[field] as string);
    const sorted = [...values].sort();
    expect(values).toEqual(order === 'ASC' ? sorted : sorted.reverse());
  });
});

describe('the dashboard numbers', () => {
  async function expectNumbersMatchLists(token: string) {
    const numbers = await summary(token);
    for (const [key, filter] of Object.entries(DASHBOARD_NUMBERS)) {
      expect(numbers[key], key).toBe((await list(filter, undefined, token)).total);
    }
    return numbers;
  }

  it('equal the totals of the lists they link to, also for a location-restricted viewer', async () => {
    const today = todayOf(t);
    await createContract(t, admin, { endsAt: addDays(today, 20), noticeAmount: 10, noticeUnit: 'days' });
    await createContract(t, admin, { endsAt: addDays(today, 70), noticeAmount: null, noticeUnit: null });
    await createContract(t, admin, { startsAt: null, endsAt: addDays(today, -10) });
    await createContract(t, buyer, { endsAt: addDays(today, 25), noticeAmount: 10, noticeUnit: 'days' });
    await createContract(t, admin, { indefinite: true, endsAt: null });
    const all = await expectNumbersMatchLists(admin);
    expect(all.noticeWithin30).toBeGreaterThan(0);
    expect(all.endsWithin90).toBeGreaterThan(0);
    expect(all.expiredLast30).toBeGreaterThan(0);
    const restricted = await expectNumbersMatchLists(buyer);
    expect(restricted.noticeWithin30).toBeGreaterThan(0);
    expect(restricted.running).toBeLessThan(all.running);
  });

  it('move when a contract is archived and restored', async () => {
    const contract = await createContract(t, admin, {
      endsAt: addDays(todayOf(t), 30),
      noticeAmount: 10,
      noticeUnit: 'days',
    });
    const before = await summary();
    const archived = await archive(contract.id);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ archived: true, status: 'archived' });
    const during = await summary();
    expect(during).toEqual({
      ...before,
      running: before.running - 1,
      noticeWithin30: before.noticeWithin30 - 1,
      noticeWithin90: before.noticeWithin90 - 1,
      endsWithin30: before.endsWithin30 - 1,
      endsWithin90: before.endsWithin90 - 1,
    });
    await expectNumbersMatchLists(admin);
    expect((await archive(contract.id, 'restore')).json()).toMatchObject({
      archived: false,
      status: 'notice_soon',
    });
    expect(await summary()).toEqual(before);
  });
});

describe('archive and restore', () => {
  it('move a contract between the archived and the open lists', async () => {
    const contract = await createContract(t, admin);
    await archive(contract.id);
    expect(await idsOf({ archived: true })).toContain(contract.id);
    expect(await idsOf({ status: 'archived' })).toContain(contract.id);
    expect(await idsOf({ archived: false })).not.toContain(contract.id);
    expect(await idsOf({ status: ['active', 'notice_soon', 'ending_soon', 'expired'] })).not.toContain(
      contract.id,
    );
    await archive(contract.id, 'restore');
    expect(await idsOf({ archived: true })).not.toContain(contract.id);
    expect(await idsOf({ status: 'active' })).toContain(contract.id);
  });

  it('answer 404 for a contract that does not exist', async () => {
    expect((await archive(999_999)).statusCode).toBe(404);
    expect((await archive(999_999, 'restore')).statusCode).toBe(404);
  });
});
