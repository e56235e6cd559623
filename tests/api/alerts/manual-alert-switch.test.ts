/**
 * Manual alerts changed and switched through `PUT /api/contracts/:id/alerts/:alertId`: the same
 * checks and access as adding one, and the scheduler sends a switched-off alert never and a
 * switched-on one once (docs/requirements.md#alerts-and-mail).
 */
import { and, eq } from 'drizzle-orm';
import { runAlerts } from '../../../server/alerts/scheduler';
import { alertDeliveries } from '../../../server/db/contract-tables';
import { addDays } from '../../../src/schema/contract-dates';
import { createContract, todayOf } from '../contracts/fixtures';
import { contractsAroundRestriction, otherCompanysContract } from '../contracts/fixtures-documents';
import { setupTestApp } from '../harness';
import { schedulerProcess } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

const t = setupTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
});

const alertsUrl = (contractId: number) => `/api/contracts/${contractId}/alerts`;

async function addAlert(contractId: number, payload: Record<string, unknown>, token = admin) {
  const response = await t.call({ method: 'POST', url: alertsUrl(contractId), token, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; sendOn: string; message: string; receivers: number[] };
}

const change = (contractId: number, alertId: number, payload: Record<string, unknown>, token = admin) =>
  t.call({ method: 'PUT', url: `${alertsUrl(contractId)}/${alertId}`, token, payload });

/** One scheduler run as a server makes it (mails kept, no SMTP); `since` for a run between full ones. */
async function run(since?: Date) {
  const process = schedulerProcess(t, null);
  try {
    return await runAlerts(process, since);
  } finally {
    await process.mailer.stop();
  }
}

const deliveriesOf = async (alertId: number) =>
  t.database.db
    .select()
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.kind, 'manual'), eq(alertDeliveries.alertId, alertId)));

describe('changing a manual alert', () => {
  it('changes its date, message and receivers, and switches it off and on', async () => {
    // Re-login per test: clock moves below outlive a session.
    admin = await t.login('beheerder@demo.nl');
    const contract = await createContract(t, admin);
    const today = todayOf(t);
    const alert = await addAlert(contract.id, { sendOn: addDays(today, 10), message: 'Bellen' });
    expect(alert).toMatchObject({ enabled: true });

    const changed = await change(contract.id, alert.id, {
      sendOn: addDays(today, 20),
      message: '  Offertes opvragen  ',
      receivers: [],
      enabled: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: alert.id,
      sendOn: addDays(today, 20),
      message: 'Offertes opvragen',
      receivers: [],
      enabled: false,
      createdBy: { name: 'Anna van Dijk' },
    });
    const listed = await t.call({ method: 'GET', url: alertsUrl(contract.id), token: admin });
    expect(listed.json()).toEqual([changed.json()]);
  });

  it('is checked like a new one, but may keep a date that has passed', async () => {
    admin = await t.login('beheerder@demo.nl');
    const contract = await createContract(t, admin);
    const today = todayOf(t);
    const alert = await addAlert(contract.id, { sendOn: today, message: 'Controleren' });
    const valid = { sendOn: today, message: 'Controleren', receivers: [], enabled: true };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ sendOn: undefined }, { sendOn: 'app.validation.required' }],
      [{ sendOn: '2026-02-30' }, { sendOn: 'app.validation.date' }],
      [{ sendOn: addDays(today, -1) }, { sendOn: 'resources.contracts.errors.send_on_past' }],
      [{ message: '  ' }, { message: 'app.validation.required' }],
      [{ receivers: [2_000_000_000] }, { receivers: 'app.validation.reference' }],
      [{ enabled: 'ja' }, { enabled: 'app.validation.required' }],
    ];
    for (const [values, errors] of cases) {
      const response = await change(contract.id, alert.id, { ...valid, ...values });
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    // A day later the alert's own date lies in the past: switching it off keeps it.
    t.clock.advance(DAY);
    admin = await t.login('beheerder@demo.nl');
    const off = await change(contract.id, alert.id, { ...valid, enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ sendOn: today, enabled: false });
  });

  it('answers 404 for another company, another contract or an unknown alert; 403 for a dashboard reader', async () => {
    admin = await t.login('beheerder@demo.nl');
    const payload = { sendOn: todayOf(t), message: 'x', receivers: [], enabled: false };
    const foreign = await otherCompanysContract(t);
    const foreignAlert = await addAlert(
      foreign.id,
      { sendOn: todayOf(t), message: 'x' },
      await t.login('admin@demo.nl'),
    );
    expect((await change(foreign.id, foreignAlert.id, payload)).statusCode).toBe(404);

    const [mine, other] = [await createContract(t, admin), await createContract(t, admin)];
    const othersAlert = await addAlert(other.id, { sendOn: todayOf(t), message: 'x' });
    expect((await change(mine.id, othersAlert.id, payload)).statusCode).toBe(404);
    expect((await change(mine.id, 2_000_000_000, payload)).statusCode).toBe(404);

    expect((await change(mine.id, othersAlert.id, payload, await t.login('lezer@demo.nl'))).statusCode).toBe(
      403,
    );
    expect(
      (await change(mine.id, othersAlert.id, { nonsense: true }, await t.login('lezer@demo.nl'))).statusCode,
    ).toBe(403);

    const { outside, inside } = await contractsAroundRestriction(t, admin);
    const buyer = await t.login('inkoop@demo.nl');
    const outsideAlert = await addAlert(outside.id, { sendOn: todayOf(t), message: 'x' });
    const insideAlert = await addAlert(inside.id, { sendOn: todayOf(t), message: 'x' });
    expect((await change(outside.id, outsideAlert.id, payload, buyer)).statusCode).toBe(404);
    expect((await change(inside.id, insideAlert.id, payload, buyer)).statusCode).toBe(200);
  });
});

describe('the scheduler and a switched manual alert', () => {
  it('sends nothing for an alert switched off, and once when it is switched on again', async () => {
    admin = await t.login('beheerder@demo.nl');
    await run(); // what the demo data has due today
    const contract = await createContract(t, admin);
    const today = todayOf(t);
    const alert = await addAlert(contract.id, { sendOn: today, message: 'Vandaag' });
    const values = { sendOn: today, message: 'Vandaag', receivers: [] };
    expect((await change(contract.id, alert.id, { ...values, enabled: false })).statusCode).toBe(200);
    await run();
    expect(await deliveriesOf(alert.id)).toEqual([]);

    // Switched on between two full runs: the run that looks at changes since then sends it.
    t.clock.advance(60_000);
    const since = t.clock.now;
    t.clock.advance(60_000);
    expect((await change(contract.id, alert.id, { ...values, enabled: true })).statusCode).toBe(200);
    await run(since);
    expect(await deliveriesOf(alert.id)).toHaveLength(1);

    // Off and on again the same day: the occurrence was mailed, so it is not mailed twice.
    await change(contract.id, alert.id, { ...values, enabled: false });
    await change(contract.id, alert.id, { ...values, enabled: true });
    await run();
    await run(since);
    expect(await deliveriesOf(alert.id)).toHaveLength(1);
  });

  it('sends a future alert switched off and on again once, on its day', async () => {
    admin = await t.login('beheerder@demo.nl');
    const contract = await createContract(t, admin);
    const sendOn = addDays(todayOf(t), 2);
    const alert = await addAlert(contract.id, { sendOn, message: 'Overmorgen' });
    const values = { sendOn, message: 'Overmorgen', receivers: [] };
    await change(contract.id, alert.id, { ...values, enabled: false });
    t.clock.advance(2 * DAY);
    admin = await t.login('beheerder@demo.nl');
    await run();
    expect(await deliveriesOf(alert.id)).toEqual([]);

    expect((await change(contract.id, alert.id, { ...values, enabled: true })).statusCode).toBe(200);
    await run();
    await run();
    const delivered = await deliveriesOf(alert.id);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].targetOn).toBe(sendOn);
  });
});
