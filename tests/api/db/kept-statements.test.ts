/**
 * A list page, the dashboard numbers and the profile are statements PostgreSQL keeps parsed and
 * planned (server/db/kept-statements.ts): asked again and again, they must still answer what is
 * stored after every change, and the same statement with other values the rows of those values.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SEEN_BEFORE_KEPT } from '../../../server/db/kept-statements';
import { type ContractRecord, contractBody, createContract } from '../contracts/fixtures';
import { setupTestApp } from '../harness';

const t = setupTestApp();
let token = '';

beforeAll(async () => {
  token = await t.login('beheerder@demo.nl');
});

// Past the name (SEEN_BEFORE_KEPT) and PostgreSQL's five custom plans, into its kept plan.
const KEPT_RUNS = SEEN_BEFORE_KEPT + 6;

const listUrl = (filter: Record<string, unknown>) =>
  `/api/contracts?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(
    JSON.stringify(['number', 'ASC']),
  )}&range=${encodeURIComponent('[0,24]')}`;

async function list(filter: Record<string, unknown>) {
  const answer = await t.call({ method: 'GET', url: listUrl(filter), token });
  expect(answer.statusCode, answer.body).toBe(200);
  return {
    rows: answer.json() as ContractRecord[],
    total: Number(String(answer.headers['content-range']).split('/')[1]),
  };
}

const summary = async () =>
  (await t.call({ method: 'GET', url: '/api/contracts/summary', token })).json() as Record<string, number>;

describe('statements kept by the database', () => {
  it('answer a list page with what is stored after each create, edit and delete', async () => {
    const byStatus = { status: 'active' };
    let before = await list(byStatus);
    for (let run = 1; run < KEPT_RUNS; run += 1) expect(await list(byStatus)).toEqual(before);

    const created = await createContract(t, token, { reference: 'Bewaarde vraag' });
    const afterCreate = await list(byStatus);
    expect(afterCreate.total).toBe(before.total + 1);
    expect(afterCreate.rows.map((row) => row.id)).toContain(created.id);

    const body = await contractBody(t, token, { ...created, reference: 'Bewaarde vraag, gewijzigd' });
    expect(
      (await t.call({ method: 'PUT', url: `/api/contracts/${created.id}`, token, payload: body })).statusCode,
    ).toBe(200);
    expect((await list(byStatus)).rows.find((row) => row.id === created.id)?.reference).toBe(
      'Bewaarde vraag, gewijzigd',
    );

    expect((await t.call({ method: 'DELETE', url: `/api/contracts/${created.id}`, token })).statusCode).toBe(
      200,
    );
    before = await list(byStatus);
    expect(before.total).toBe(afterCreate.total - 1);
    expect(before.rows.map((row) => row.id)).not.toContain(created.id);
  });

  it('answer the same statement with other values by those values', async () => {
    for (let run = 0; run < KEPT_RUNS; run += 1) await list({ status: 'active' });
    for (const status of ['active', 'notice_soon', 'expired']) {
      const { rows, total } = await list({ status });
      expect(
        rows.every((row) => row.status === status),
        status,
      ).toBe(true);
      expect(total, status).toBe(rows.length);
    }
    const all = await list({});
    const statuses = new Set(all.rows.map((row) => row.status));
    expect(statuses.size).toBeGreaterThan(1);
  });

  it('count the dashboard numbers after a change', async () => {
    let counted = await summary();
    for (let run = 1; run < KEPT_RUNS; run += 1) expect(await summary()).toEqual(counted);
    const created = await createContract(t, token);
    const after = await summary();
    expect(after.running).toBe(counted.running + 1);
    expect((await t.call({ method: 'DELETE', url: `/api/contracts/${created.id}`, token })).statusCode).toBe(
      200,
    );
    counted = await summary();
    expect(counted.running).toBe(after.running - 1);
  });
});
