/**
 * Contract alerts through the API: manual alerts added, listed and removed with their checks, the
 * end and notice alerts set, switched off and removed under the contract's own rules, and who may
 * reach which contract's alerts.
 */
import { eq } from 'drizzle-orm';
import { contractAlerts } from '../../../server/db/contract-tables';
import { addDays } from '../../../src/schema/contract-dates';
import { userIdOf } from '../fixtures';
import { setupTestApp } from '../harness';
import { type ContractRecord, createContract, todayOf } from './fixtures';
import { contractsAroundRestriction, otherCompanysContract } from './fixtures-documents';

const t = setupTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
});

const alertsUrl = (contractId: number) => `/api/contracts/${contractId}/alerts`;

const addAlert = (contractId: number, payload: Record<string, unknown>, token = admin) =>
  t.call({ method: 'POST', url: alertsUrl(contractId), token, payload });

const alertsOf = async (contractId: number, token = admin) =>
  (await t.call({ method: 'GET', url: alertsUrl(contractId), token })).json();

const setAlert = (contractId: number, kind: 'end' | 'notice', payload: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: `${alertsUrl(contractId)}/${kind}`, token: admin, payload });

describe('manual alerts', () => {
  it('are added, listed by send date and removed', async () => {
    const contract = await createContract(t, admin);
    const colleague = await userIdOf(t, 'contracten@demo.nl');
    const today = todayOf(t);
    const later = await addAlert(contract.id, {
      sendOn: addDays(today, 30),
      message: '  Offertes opvragen bij drie leveranciers  ',
      receivers: [colleague, colleague],
    });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json()).toMatchObject({
      sendOn: addDays(today, 30),
      message: 'Offertes opvragen bij drie leveranciers',
      receivers: [colleague],
      createdBy: { name: 'Anna van Dijk' },
    });
    const sooner = await addAlert(contract.id, { sendOn: today, message: 'Bel de leverancier' });
    expect(sooner.statusCode, sooner.body).toBe(201);
    expect(sooner.json().receivers).toEqual([]);

    expect(await alertsOf(contract.id)).toEqual([sooner.json(), later.json()]);

    const url = `${alertsUrl(contract.id)}/${sooner.json().id}`;
    const removed = await t.call({ method: 'DELETE', url, token: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: sooner.json().id });
    expect(await alertsOf(contract.id)).toEqual([later.json()]);
    expect((await t.call({ method: 'DELETE', url, token: admin })).statusCode).toBe(404);
  });

  it('go with their contract', async () => {
    const contract = await createContract(t, admin);
    await addAlert(contract.id, { sendOn: todayOf(t), message: 'Weg ermee' });
    await t.call({ method: 'DELETE', url: `/api/contracts/${contract.id}`, token: admin });
    const left = await t.database.db
      .select()
      .from(contractAlerts)
      .where(eq(contractAlerts.contractId, contract.id));
    expect(left).toEqual([]);
  });

  it('are checked field by field', async () => {
    const contract = await createContract(t, admin);
    const today = todayOf(t);
    const valid = { sendOn: today, message: 'Controleren', receivers: [] };
    const otherCompanyUser = await userIdOf(t, 'proef@demo.nl');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ sendOn: undefined }, { sendOn: 'app.validation.required' }],
      [{ sendOn: 'morgen' }, { sendOn: 'app.validation.date' }],
      [{ sendOn: '2026-02-30' }, { sendOn: 'app.validation.date' }],
      [{ sendOn: addDays(today, -1) }, { sendOn: 'resources.contracts.errors.send_on_past' }],
      [{ message: '   ' }, { message: 'app.validation.required' }],
      [{ message: 'x'.repeat(2001) }, { message: 'app.validation.too_long' }],
      [{ receivers: [otherCompanyUser] }, { receivers: 'app.validation.reference' }],
      [{ receivers: [2_000_000_000] }, { receivers: 'app.validation.reference' }],
      [{ receivers: Array.from({ length: 101 }, (_, i) => i + 1) }, { receivers: 'app.validation.too_many' }],
    ];
    for (const [change, errors] of cases) {
      const response = await addAlert(contract.id, { ...valid, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await alertsOf(contract.id)).toEqual([]);
    expect((await addAlert(contract.id, { ...valid, message: 'x'.repeat(2000) })).statusCode).toBe(201);
  });
});

describe('the end and notice alerts', () => {
  const alertFields = (record: ContractRecord, kind: 'end' | 'notice') => ({
    enabled: record[`${kind}AlertEnabled`],
    amount: record[`${kind}AlertAmount`],
    unit: record[`${kind}AlertUnit`],
  });
  /** Everything but the alert fields and the time of change: what an alert call must leave alone. */
  const rest = (record: ContractRecord) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !/^(end|notice)Alert|^updatedAt$/.test(key)));

  it.each(['end', 'notice'] as const)(
    'the %s alert is set, switched off and on, and removed',
    async (kind) => {
      const contract = await createContract(t, admin, { yearlyValue: 1200.5, renewalMonths: 12 });
      const set = await setAlert(contract.id, kind, { enabled: true, amount: 2, unit: 'months' });
      expect(set.statusCode, set.body).toBe(200);
      expect(alertFields(set.json(), kind)).toEqual({ enabled: true, amount: 2, unit: 'months' });
      expect(rest(set.json())).toEqual(rest(contract));

      const shown = await t.call({ method: 'GET', url: `/api/contracts/${contract.id}`, token: admin });
      expect(shown.json()).toEqual(set.json());

      const off = await setAlert(contract.id, kind, { enabled: false, amount: 10, unit: 'days' });
      expect(alertFields(off.json(), kind)).toEqual({ enabled: false, amount: 10, unit: 'days' });
      const on = await setAlert(contract.id, kind, { enabled: true, amount: 10, unit: 'days' });
      expect(alertFields(on.json(), kind)).toEqual({ enabled: true, amount: 10, unit: 'days' });

      const removed = await t.call({
        method: 'DELETE',
        url: `${alertsUrl(contract.id)}/${kind}`,
        token: admin,
      });
      expect(removed.statusCode).toBe(200);
      expect(alertFields(removed.json(), kind)).toEqual({ enabled: false, amount: null, unit: null });
      expect(rest(removed.json())).toEqual(rest(contract));
    },
  );

  it('follow the contract rules: no end alert without an end, no notice alert without a notice period', async () => {
    const indefinite = await createContract(t, admin, { indefinite: true, endsAt: null });
    const end = await setAlert(indefinite.id, 'end', { enabled: true, amount: 1, unit: 'months' });
    expect(end.statusCode).toBe(400);
    expect(end.json().errors).toEqual({ enabled: 'resources.contracts.errors.end_alert_indefinite' });

    const withoutNotice = await createContract(t, admin, { noticeAmount: null, noticeUnit: null });
    const notice = await setAlert(withoutNotice.id, 'notice', { enabled: true, amount: 1, unit: 'months' });
    expect(notice.statusCode).toBe(400);
    expect(notice.json().errors).toEqual({
      enabled: 'resources.contracts.errors.notice_alert_without_notice',
    });
    const shown = await t.call({ method: 'GET', url: `/api/contracts/${withoutNotice.id}`, token: admin });
    expect(shown.json().noticeAlertEnabled).toBe(false);
  });

  it('check their own fields', async () => {
    const contract = await createContract(t, admin);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ amount: 0 }, { amount: 'app.validation.too_small' }],
      [{ amount: 3651 }, { amount: 'app.validation.too_large' }],
      [{ amount: null }, { amount: 'app.validation.required' }],
      [{ unit: 'weeks' }, { unit: 'app.validation.choice' }],
      [{ enabled: 'ja' }, { enabled: 'app.validation.required' }],
    ];
    for (const [change, errors] of cases) {
      const response = await setAlert(contract.id, 'end', {
        enabled: true,
        amount: 1,
        unit: 'months',
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
  });
});

describe('access', () => {
  /** Every alerts call on `contractId` as `token`, with the status each answered. */
  async function probe(token: string, contractId: number, alertId: number) {
    const url = alertsUrl(contractId);
    const period = { enabled: true, amount: 1, unit: 'months' };
    return {
      list: (await t.call({ method: 'GET', url, token })).statusCode,
      add: (await addAlert(contractId, { sendOn: todayOf(t), message: 'x' }, token)).statusCode,
      remove: (await t.call({ method: 'DELETE', url: `${url}/${alertId}`, token })).statusCode,
      setEnd: (await t.call({ method: 'PUT', url: `${url}/end`, token, payload: period })).statusCode,
      removeNotice: (await t.call({ method: 'DELETE', url: `${url}/notice`, token })).statusCode,
    };
  }
  const everywhere = (status: number) => ({
    list: status,
    add: status,
    remove: status,
    setEnd: status,
    removeNotice: status,
  });
  const alertOn = async (contractId: number, token = admin) =>
    (await addAlert(contractId, { sendOn: todayOf(t), message: 'Controleren' }, token)).json().id as number;

  it("hides another company's contract alerts: 404 on every call", async () => {
    const foreign = await otherCompanysContract(t);
    const alertId = await alertOn(foreign.id, await t.login('admin@demo.nl'));
    expect(await probe(admin, foreign.id, alertId)).toEqual(everywhere(404));
  });

  it('answers 404 for an alert of another contract', async () => {
    const [mine, other] = [await createContract(t, admin), await createContract(t, admin)];
    const alertId = await alertOn(other.id);
    const response = await t.call({
      method: 'DELETE',
      url: `${alertsUrl(mine.id)}/${alertId}`,
      token: admin,
    });
    expect(response.statusCode).toBe(404);
    expect(await alertsOf(other.id)).toHaveLength(1);
  });

  it("limits a location-restricted manager to their locations' contracts", async () => {
    const { outside, inside } = await contractsAroundRestriction(t, admin);
    const buyer = await t.login('inkoop@demo.nl');
    expect(await probe(buyer, outside.id, await alertOn(outside.id))).toEqual(everywhere(404));
    expect(await probe(buyer, inside.id, await alertOn(inside.id))).toEqual({ ...everywhere(200), add: 201 });
  });

  it('refuses a dashboard reader and a company without a subscription with 403', async () => {
    const contract = await createContract(t, admin);
    const alertId = await alertOn(contract.id);
    expect(await probe(await t.login('lezer@demo.nl'), contract.id, alertId)).toEqual(everywhere(403));
    expect(await probe(await t.login('proef@demo.nl'), contract.id, alertId)).toEqual(everywhere(403));
    expect(await alertsOf(contract.id)).toHaveLength(1);
  });
});
