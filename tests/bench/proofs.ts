/**
 * The two proofs (the fuzz test and the simulated year) at bench size, on the database
 * TEST_DATABASE names (as the API tests):
 * `fuzz` — 20,000 declaration-driven bad requests (tests/bench/fuzz.ts); `year` — 10,000 contracts
 * through 400 simulated days (tests/bench/simulated-year.ts). Started by tests/bench/run.ts once
 * per database (`npm run bench -- fuzz year`); prints cases, failures and run times. A seed is
 * chosen at random unless BENCH_SEED is set, and printed; BENCH_FUZZ_CASES and BENCH_YEAR_CONTRACTS
 * change the sizes.
 */
import { startTestApp, usePostgres } from '../api/harness';
import { describeReport, runFuzz } from './fuzz';
import { describeYear, simulateYear } from './simulated-year';

const label = usePostgres ? 'PostgreSQL' : 'PGlite';
const seed = Number(process.env.BENCH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const sections = process.argv.slice(2);
let failed = false;

if (sections.includes('fuzz')) {
  const t = await startTestApp();
  try {
    const report = await runFuzz(t, { seed, cases: Number(process.env.BENCH_FUZZ_CASES ?? 20_000) });
    console.log(`\n${label}: fuzz, ${describeReport(report)}`);
    failed ||=
      report.serverErrors.length +
        report.changedRows.length +
        report.nonCanonicalAccepted.length +
        report.rulesBroken.length >
      0;
  } finally {
    await t.close();
  }
}

if (sections.includes('year')) {
  const t = await startTestApp();
  try {
    const report = await simulateYear(t, {
      seed,
      contracts: Number(process.env.BENCH_YEAR_CONTRACTS ?? 10_000),
      days: 400,
      editsPerDay: 10,
      log: (line) => console.log(`  ${line}`),
    });
    console.log(`\n${label}: simulated year, ${describeYear(report)}`);
    failed ||=
      report.missed.length + report.doubled.length + report.unexpected.length + report.wrongDay.length > 0;
  } finally {
    await t.close();
  }
}

process.exit(failed ? 1 : 0);
