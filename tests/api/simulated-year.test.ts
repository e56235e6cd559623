/**
 * A year of deadlines, simulated (tests/bench/simulated-year.ts). 300 contracts
 * with random valid terms, the clock moved a day at a time through 400 days with random edits,
 * archives, restores, disabled alerts, restarts and two scheduler processes; the alerts an oracle
 * of its own computes from docs/requirements.md are compared with the mails a real SMTP server
 * received. Seeded: YEAR_SEED=<seed> replays a failing run.
 */
import { describe, expect, it } from 'vitest';
import { describeYear, simulateYear } from '../bench/simulated-year';
import { setupTestApp } from './harness';

const SEED = Number(process.env.YEAR_SEED ?? Math.floor(Math.random() * 2 ** 31));

const t = setupTestApp();

describe('a year of deadlines', () => {
  it(`300 contracts through 400 days: every alert once, on its day, none after an archive or a disable (seed ${SEED})`, async () => {
    const report = await simulateYear(t, {
      seed: SEED,
      contracts: 300,
      days: 400,
      editsPerDay: 1.5,
    });
    const summary = `${describeYear(report)}\nreplay: YEAR_SEED=${SEED} npx vitest run --project api tests/api/simulated-year.test.ts`;
    console.log(summary.split('\n').slice(0, 2).join('\n'));
    expect(report.refusedEdits, summary).toEqual([]);
    expect(report.missed, summary).toEqual([]);
    expect(report.doubled, summary).toEqual([]);
    expect(report.unexpected, summary).toEqual([]);
    expect(report.wrongDay, summary).toEqual([]);
    // The year must have had something to send.
    expect(report.expected, summary).toBeGreaterThan(300);
  }, 180_000);
});
