/**
 * The list's status and deadline filters (SQL over the stored term, server/contracts/filters.ts)
 * agree with what the API computes for each contract, for random contracts around today, some with
 * their term marked handled, and after the clock moves on (tacit renewals roll over in between).
 */
import fc from 'fast-check';
import { addDays, CONTRACT_STATUSES, endsWithTerm } from '../../../src/schema/contract-dates';
import { setupTestApp } from '../harness';
import { type ContractRecord, createContract, freshNumber, todayOf } from './fixtures';

const DAY = 86_400_000;

const t = setupTestApp();
let admin: string;
/** Days the clock moved since `admin` signed in: sessions expire after a week idle. */
let daysSinceLogin = 0;
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
});

const query = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function ids(filter: Record<string, unknown>): Promise<number[]> {
  const response = await t.call({
    method: 'GET',
    url: `/api/contracts?range=[0,999]&filter=${query(filter)}`,
    token: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ContractRecord[]).map((row) => row.id).sort((a, b) => a - b);
}

const idsWhere = (rows: ContractRecord[], keep: (row: ContractRecord) => boolean) =>
  rows
    .filter(keep)
    .map((row) => row.id)
    .sort((a, b) => a - b);

const inRange = (day: string | null, from: string, to: string) => day !== null && day >= from && day <= to;

/** Days around the limits the filters test (today, 30, 90, 365 days), and anywhere else. */
const daysAround = fc.oneof(
  fc.integer({ min: -150, max: 450 }),
  fc.constantFrom(-31, -30, -1, 0, 1, 29, 30, 31, 89, 90, 91, 364, 365, 366),
);

const contractArbitrary = fc.record({
  /** The end date's distance from the day the filters are checked (after the clock moved). */
  endOffset: daysAround,
  indefinite: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
  notice: fc.option(
    fc.oneof(
      fc.record({ amount: fc.integer({ min: 1, max: 120 }), unit: fc.constant('days' as const) }),
      fc.record({ amount: fc.constantFrom(1, 30, 60, 90), unit: fc.constant('days' as const) }),
      fc.record({ amount: fc.integer({ min: 1, max: 6 }), unit: fc.constant('months' as const) }),
    ),
  ),
  renewalMonths: fc.option(fc.integer({ min: 1, max: 24 })),
  /** What became of the term running at creation, if it was marked handled. */
  outcome: fc.option(fc.constantFrom('cancelled', 'renewed', 'new_contract', 'let_renew'), { freq: 2 }),
  archived: fc.boolean(),
});

const plain = (endOffset: number, notice: { amount: number; unit: 'days' } | null = null) => ({
  endOffset,
  indefinite: false,
  notice,
  renewalMonths: null,
  outcome: null,
  archived: false,
});
/** Always checked first: contracts exactly on the limits of the statuses and the day counts. */
const LIMITS: [ReturnType<typeof plain>[], number, number][] = [
  [[plain(90), plain(91, { amount: 1, unit: 'days' }), plain(0), plain(-1)], 0, 1],
  [[plain(91), plain(90, { amount: 90, unit: 'days' }), plain(30), plain(-30)], 3, 30],
  [[plain(91, { amount: 90, unit: 'days' }), plain(-31), plain(89, { amount: 90, unit: 'days' })], 0, 90],
];

describe('the status and deadline filters', () => {
  it('return exactly the contracts whose computed fields say so', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(contractArbitrary, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom<number>(0, 1, 30, 90, 365),
        async (contracts, advanceDays, within) => {
          const prefix = freshNumber('PROP');
          const today0 = todayOf(t);
          const createdIds: number[] = [];
          for (const [index, contract] of contracts.entries()) {
            const indefinite = contract.indefinite;
            const created = await createContract(t, admin, {
              number: `${prefix}-${index}`,
              startsAt: null,
              indefinite,
              endsAt: indefinite ? null : addDays(today0, advanceDays + contract.endOffset),
              noticeAmount: contract.notice?.amount ?? null,
              noticeUnit: contract.notice?.unit ?? null,
              renewalMonths: indefinite ? null : contract.renewalMonths,
            });
            createdIds.push(created.id);
            if (contract.outcome && created.currentEndsAt && created.currentEndsAt >= today0) {
              const handled = await t.call({
                method: 'POST',
                url: `/api/contracts/${created.id}/outcome`,
                token: admin,
                payload: {
                  outcome:
                    contract.outcome === 'new_contract' && index === 0 ? 'cancelled' : contract.outcome,
                  endsAt: addDays(created.currentEndsAt, 365),
                  followUpId: index > 0 ? createdIds[index - 1] : null,
                },
              });
              expect(handled.statusCode, handled.body).toBe(200);
            }
            if (contract.archived) {
              const archived = await t.call({
                method: 'POST',
                url: `/api/contracts/${created.id}/archive`,
                token: admin,
              });
              expect(archived.statusCode).toBe(200);
            }
          }
          t.clock.advance(advanceDays * DAY);
          daysSinceLogin += advanceDays;
          if (daysSinceLogin > 5) {
            admin = await t.login('beheerder@demo.nl');
            daysSinceLogin = 0;
          }
          const today = todayOf(t);
          const mine = { q: prefix };
          const rows = (
            await t.call({
              method: 'GET',
              url: `/api/contracts?range=[0,999]&filter=${query(mine)}`,
              token: admin,
            })
          ).json() as ContractRecord[];
          expect(rows).toHaveLength(contracts.length);

          for (const status of CONTRACT_STATUSES) {
            expect(await ids({ ...mine, status }), status).toEqual(
              idsWhere(rows, (row) => row.status === status),
            );
          }
          const open = (row: ContractRecord) => row.archived !== true;
          expect(await ids({ ...mine, running: true })).toEqual(
            idsWhere(rows, (row) => open(row) && (row.currentEndsAt === null || row.currentEndsAt >= today)),
          );
          // A handled term leaves the deadline counts, except that a cancelled contract still ends.
          const ends = (row: ContractRecord) => !row.handled || endsWithTerm(row.handledOutcome);
          expect(await ids({ ...mine, endsWithin: within })).toEqual(
            idsWhere(
              rows,
              (row) => open(row) && ends(row) && inRange(row.currentEndsAt, today, addDays(today, within)),
            ),
          );
          expect(await ids({ ...mine, noticeWithin: within })).toEqual(
            idsWhere(
              rows,
              (row) =>
                open(row) && !row.handled && inRange(row.noticeDeadline, today, addDays(today, within)),
            ),
          );
          expect(await ids({ ...mine, expiredWithin: within })).toEqual(
            idsWhere(
              rows,
              (row) => open(row) && inRange(row.currentEndsAt, addDays(today, -within), addDays(today, -1)),
            ),
          );
        },
      ),
      { numRuns: 30, examples: LIMITS },
    );
  });
});
