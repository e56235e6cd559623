/**
 * Bad inputs derived from every resource's declaration and from the auth calls
 * (tests/bench/fuzz.ts), sent by authorised users. No answer is a 5xx, and a refused request
 * changes no row. Seeded: FUZZ_SEED=<seed> replays a failing run; FUZZ_CASES sets the count.
 */
import { describe, expect, it } from 'vitest';
import { describeReport, runFuzz } from '../bench/fuzz';
import { setupTestApp } from './harness';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CASES = Number(process.env.FUZZ_CASES ?? 2000);

const t = setupTestApp();

describe('declaration-driven fuzzing', () => {
  it(`${CASES} bad requests: no 5xx, no row changed by a refused one (seed ${SEED})`, async () => {
    const report = await runFuzz(t, { seed: SEED, cases: CASES });
    const summary = `${describeReport(report)}\nreplay: FUZZ_SEED=${SEED} npx vitest run --project api tests/api/fuzz.test.ts`;
    console.log(summary.split('\n').slice(0, 2).join('\n'));
    expect(report.serverErrors, summary).toEqual([]);
    expect(report.changedRows, summary).toEqual([]);
    expect(report.nonCanonicalAccepted, summary).toEqual([]);
    expect(report.rulesBroken, summary).toEqual([]);
    // The run must reach the server's rules, not stop at the door: most answers are 400s.
    expect(report.statuses[400] ?? 0, summary).toBeGreaterThan(CASES / 3);
  }, 120_000);
});
