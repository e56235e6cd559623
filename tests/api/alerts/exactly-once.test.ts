/**
 * Exactly once under concurrency and crashes: two scheduler processes on one database, and a
 * process killed in the middle of sending, deliver every due alert once — none twice, none lost.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertEnv, runAlerts } from '../../../server/alerts/scheduler';
import { type DatabaseHandle, openDatabase } from '../../../server/db/client';
import { addDays } from '../../../src/schema/contract-dates';
import { startSmtpServer, type TestSmtpServer } from '../../smtp-server';
import { createContract, todayOf } from '../contracts/fixtures';
import { setupTestApp, usePostgres } from '../harness';
import { APP_URL, schedulerProcess, userId } from './fixtures';

const CONTRACTS = 24;

const t = setupTestApp();
let smtp: TestSmtpServer;
let admin: string;
let managerId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  admin = await t.login('beheerder@demo.nl');
  managerId = await userId(t, admin, 'contracten@demo.nl');
  // The demo contracts' own alerts due today are sent first, so each test counts only its own.
  const warmUp = schedulerProcess(t, smtp.url);
  await runAlerts(warmUp);
  await warmUp.mailer.deliverDue();
  await warmUp.mailer.stop();
}, 60_000);
afterAll(() => smtp.close());

/** CONTRACTS contracts whose end alert is due today, for two receivers each. */
async function dueContracts(prefix: string): Promise<string[]> {
  const today = todayOf(t);
  const numbers: string[] = [];
  for (let i = 0; i < CONTRACTS; i += 1) {
    const contract = await createContract(t, admin, {
      number: `${prefix}-${i}-${Math.random().toString(36).slice(2, 6)}`,
      endsAt: addDays(today, 10),
      receivers: [managerId],
      owner: null,
      endAlertEnabled: true,
      endAlertAmount: 30,
      endAlertUnit: 'days',
    });
    numbers.push(contract.number);
  }
  return numbers;
}

/** How often each contract number arrived. */
const arrivals = (numbers: string[]) =>
  numbers.map((number) => smtp.received.filter((mail) => mail.raw.includes(`${number} `)).length);

async function runProcess(process: AlertEnv) {
  await runAlerts(process);
  await process.mailer.deliverDue();
}

describe('exactly once', () => {
  it('two scheduler processes on one database deliver each alert once', async () => {
    const numbers = await dueContracts('TWEE');
    // On PostgreSQL each process has its own connection pool, as two servers would.
    const second: DatabaseHandle | null = t.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: t.databaseUrl })
      : null;
    const one = schedulerProcess(t, smtp.url, { batch: 4 });
    const two = schedulerProcess(t, smtp.url, { batch: 4, db: second?.db });
    try {
      await Promise.all([runProcess(one), runProcess(two), runProcess(one), runProcess(two)]);
    } finally {
      await Promise.all([one.mailer.stop(), two.mailer.stop()]);
      await second?.close();
    }
    expect(arrivals(numbers)).toEqual(numbers.map(() => 1));
  });

  // A killed process needs a second process on the same database: the embedded database belongs to
  // one process, so this runs in the PostgreSQL pass of the API tests (CI runs both).
  it.runIf(usePostgres)(
    'a process killed while sending is followed by one that sends the rest, nothing twice',
    async () => {
      const numbers = await dueContracts('KILL');
      const before = smtp.received.length;
      let child: ChildProcess | null = null;
      const exited = new Promise<void>((resolve) => {
        smtp.beforeAccept = async () => {
          if (smtp.received.length - before < 7) return;
          // Give the process time to record the mails it sent, then kill it before this one is accepted.
          await new Promise((r) => setTimeout(r, 300));
          child?.kill('SIGKILL');
          throw Object.assign(new Error('Connection lost'), { responseCode: 421 });
        };
        child = spawn(
          process.execPath,
          ['--import', 'tsx', fileURLToPath(new URL('./scheduler-child.ts', import.meta.url))],
          {
            env: {
              ...process.env,
              DATABASE_URL: t.databaseUrl ?? '',
              SMTP_URL: smtp.url,
              NOW: t.clock.now.toISOString(),
              APP_URL,
            },
            stdio: 'ignore',
          },
        );
        child.on('exit', () => resolve());
      });
      await exited;
      smtp.beforeAccept = undefined;
      expect(smtp.received.length - before).toBe(7);

      // The restarted process takes over the dead one's claims once they run out (2 minutes).
      t.clock.advance(3 * 60_000);
      const restarted = schedulerProcess(t, smtp.url);
      try {
        await runProcess(restarted);
      } finally {
        await restarted.mailer.stop();
      }
      expect(arrivals(numbers)).toEqual(numbers.map(() => 1));
    },
    60_000,
  );
});
