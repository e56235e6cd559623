/**
 * Upgrading to month-end renewals (migration 0023): a contract agreed to end on a month's last day
 * renews to month ends (30 September quarterly: 31 December, 31 March), where the earlier rule said
 * 30 December and 30 March. A database written by the earlier rule — the stored term, a handled term
 * and its history, the alerts already sent — is moved along, so a handling still applies and no
 * alert goes out twice; other contracts keep their dates.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { runAlerts } from '../../../server/alerts/scheduler';
import { addMonths, noticeDeadline } from '../../../src/schema/contract-dates';
import { schedulerProcess } from '../alerts/fixtures';
import { setupTestApp } from '../harness';
import { type ContractRecord, createContract, todayOf } from './fixtures';

const DAY = 86_400_000;
const t = setupTestApp();

const migration = readFileSync(
  new URL('../../../server/db/migrations/0023_renewal_month_ends.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
  .filter(Boolean);

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('upgrading a database written by the earlier renewal rule', () => {
  it('moves renewed terms of month-end contracts to month ends, with their handlings and sent alerts', async () => {
    // "Today" is the next 15 January: the running term of a contract agreed to end on 30 September
    // of the year before and renewed quarterly ends 31 March (the earlier rule: 30 March).
    const realToday = todayOf(t);
    const year = Number(realToday.slice(0, 4)) + (realToday.slice(5) < '01-15' ? 0 : 1);
    t.clock.now = new Date(`${year}-01-15T10:00:00Z`);
    const admin = await t.login('beheerder@demo.nl');
    const agreedEnd = `${year - 1}-09-30`;
    const newEnd = `${year}-03-31`;
    const oldEnd = addMonths(agreedEnd, 6);
    expect(oldEnd).toBe(`${year}-03-30`);
    const notice = { amount: 10, unit: 'days' as const };
    const quarterly = {
      startsAt: `${year - 2}-10-01`,
      endsAt: agreedEnd,
      renewalMonths: 3,
      noticeAmount: notice.amount,
      noticeUnit: notice.unit,
    };
    const alerting = {
      ...quarterly,
      noticeAlertEnabled: true,
      noticeAlertAmount: 3,
      noticeAlertUnit: 'months',
      endAlertEnabled: true,
      endAlertAmount: 3,
      endAlertUnit: 'months',
    };
    const letRenew = await createContract(t, admin, quarterly);
    const cancelled = await createContract(t, admin, quarterly);
    const alerted = await createContract(t, admin, alerting);
    // Agreed to end on the 29th, not a month's last day: the same under both rules.
    const untouched = await createContract(t, admin, { ...alerting, endsAt: `${year - 1}-09-29` });
    for (const contract of [letRenew, cancelled, alerted]) expect(contract.currentEndsAt).toBe(newEnd);
    expect(untouched.currentEndsAt).toBe(`${year}-03-29`);
    for (const [contract, outcome] of [
      [letRenew, 'let_renew'],
      [cancelled, 'cancelled'],
    ] as const) {
      const handled = await t.call({
        method: 'POST',
        url: `/api/contracts/${contract.id}/outcome`,
        token: admin,
        payload: { outcome },
      });
      expect(handled.statusCode, handled.body).toBe(200);
    }

    // As the earlier rule stored them.
    const moved = [letRenew.id, cancelled.id, alerted.id];
    const oldDeadline = noticeDeadline(oldEnd, notice);
    await t.database.db.execute(sql`update contracts set current_ends_at = ${oldEnd},
      notice_deadline = ${oldDeadline}, handled_term_ends_at = case when handled_term_ends_at is null then null else ${oldEnd}::date end
      where id in ${moved}`);
    await t.database.db.execute(sql`update contract_outcomes set term_ends_at = ${oldEnd},
      notice_deadline = ${oldDeadline} where contract_id in ${moved}`);
    // The alerts the earlier rule sent: the end and notice alerts of the contract left unhandled.
    const process = schedulerProcess(t, null);
    await runAlerts(process);
    const sentBefore = await rows<{ contract_id: number; kind: string; target_on: string }>(
      sql`select contract_id, kind, target_on::text from alert_deliveries where contract_id in ${[alerted.id, untouched.id]} order by contract_id, kind`,
    );
    expect(sentBefore.filter((row) => row.contract_id === alerted.id)).toEqual([
      { contract_id: alerted.id, kind: 'end', target_on: oldEnd },
      { contract_id: alerted.id, kind: 'notice', target_on: oldDeadline },
    ]);
    expect(sentBefore.filter((row) => row.contract_id === untouched.id)).toHaveLength(2);

    await t.database.db.transaction(async (tx) => {
      for (const statement of migration) await tx.execute(sql.raw(statement));
    });
    // The next day's first read rolls the stored terms forward by the new rule.
    t.clock.advance(DAY);
    const read = async (id: number) =>
      (await t.call({ method: 'GET', url: `/api/contracts/${id}`, token: admin })).json() as ContractRecord;
    const newDeadline = noticeDeadline(newEnd, notice);
    expect(await read(letRenew.id)).toMatchObject({
      currentEndsAt: newEnd,
      noticeDeadline: newDeadline,
      status: 'active',
    });
    expect(await read(cancelled.id)).toMatchObject({
      currentEndsAt: newEnd,
      noticeDeadline: newDeadline,
      status: 'cancelled',
    });
    expect(await read(alerted.id)).toMatchObject({
      currentEndsAt: newEnd,
      noticeDeadline: newDeadline,
      status: 'notice_soon',
    });
    expect(await read(untouched.id)).toMatchObject({ currentEndsAt: `${year}-03-29` });
    const history = await t.call({
      method: 'GET',
      url: `/api/contracts/${cancelled.id}/outcomes`,
      token: admin,
    });
    expect(history.json()).toMatchObject([
      { outcome: 'cancelled', termEndsAt: newEnd, noticeDeadline: newDeadline },
    ]);

    // The alerts already sent are known under their new dates: none goes out again.
    await runAlerts(process);
    const sentAfter = await rows<{ contract_id: number; kind: string; target_on: string }>(
      sql`select contract_id, kind, target_on::text from alert_deliveries where contract_id in ${[alerted.id, untouched.id]} order by contract_id, kind`,
    );
    expect(sentAfter).toEqual([
      { contract_id: alerted.id, kind: 'end', target_on: newEnd },
      { contract_id: alerted.id, kind: 'notice', target_on: newDeadline },
      ...sentBefore.filter((row) => row.contract_id === untouched.id),
    ]);
    await process.mailer.stop();
  });
});
