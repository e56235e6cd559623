/**
 * `npm run bench -- import`: a 1,000-row contract sheet through POST /api/contracts/import on the
 * database TEST_DATABASE names (started by tests/bench/run.ts once per database): the check (dry
 * run), the save, and the same sheet again (every row unchanged). Prints seconds against the
 * budget of 5 s for each, and how long another user's page of contracts asked meanwhile took.
 */
import { sql } from 'drizzle-orm';
import { startTestApp, usePostgres } from '../api/harness';

const ROWS = 1000;
const BUDGET_S = 5;

const t = await startTestApp();
try {
  // A company bringing in its 1,000 contracts is on a plan that holds them.
  await t.database.db.execute(sql`update plans set max_contracts = 10000`);
  const [token, colleague] = await Promise.all([t.login('beheerder@demo.nl'), t.login('inkoop@demo.nl')]);
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    number: `BENCH-IMP-${i}`,
    supplier: i % 2 ? 'KPN' : 'Vodafone Business',
    location: ['Winkel Zeist', 'Bakkerij Amersfoort'][i % 2],
    owner: 'contracten@demo.nl',
    startsAt: '1-1-2026',
    endsAt: '31-12-2028',
    noticeAmount: '3 maanden',
    costAmount: '123,45',
    costPeriod: 'per maand',
    'specifications.Aantal aansluitingen': String((i % 9) + 1),
  }));
  const label = usePostgres ? 'PostgreSQL' : 'PGlite';
  for (const [step, dryRun] of [
    ['check', true],
    ['save', false],
    ['again, unchanged', false],
  ] as const) {
    const started = performance.now();
    const answering = t.call({
      method: 'POST',
      url: '/api/contracts/import',
      token,
      payload: { rows, dryRun },
    });
    // Another user's page of contracts, asked while the sheet is under way.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const asked = performance.now();
    await t.call({ method: 'GET', url: '/api/contracts?range=[0,24]', token: colleague });
    const waited = (performance.now() - asked) / 1000;
    const answer = await answering;
    const seconds = (performance.now() - started) / 1000;
    const report = answer.json() as { created: number; unchanged: number; failed: number };
    console.log(
      `${label}: import ${ROWS} rows, ${step.padEnd(17)} ${seconds.toFixed(1).padStart(5)} s  (${report.created} new, ${report.unchanged} unchanged, ${report.failed} failed)  budget ≤ ${BUDGET_S} s: ${seconds <= BUDGET_S && answer.statusCode === 200 ? 'ok' : 'OVER'}; a list meanwhile ${waited.toFixed(2)} s`,
    );
  }
} finally {
  await t.close();
}
