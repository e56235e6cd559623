#!/usr/bin/env node
/**
 * `npm test`: every test level in order — unit and component, API on PGlite, API on PostgreSQL
 * (when DATABASE_URL is set), then end-to-end in Chromium against the production build.
 * Ends with one line "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'contractbeheer-test-'));
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');

const steps = [
  { name: 'unit', args: ['--project', 'unit', '--project', 'component'], env: {} },
  { name: 'api-pglite', args: ['--project', 'api'], env: { TEST_DATABASE: 'pglite' } },
];
if (process.env.DATABASE_URL) {
  steps.push({ name: 'api-postgres', args: ['--project', 'api'], env: { TEST_DATABASE: 'postgres' } });
} else {
  console.log('DATABASE_URL is not set: the API tests run on PGlite only.');
}
steps.push({ name: 'e2e', args: ['--project', 'e2e'], env: {}, before: 'build' });

let passed = 0;
let failed = 0;
const failures = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  if (step.before === 'build') {
    const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    // The end-to-end tests run the compiled server, as `npm start` does.
    const serverBuilt = spawnSync(process.execPath, [join(root, 'scripts', 'build-server.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0 || serverBuilt.status !== 0) {
      failures.push(`${step.name}: the app did not build`);
      failed += 1;
      continue;
    }
  }
  const report = join(reports, `${step.name}.json`);
  const result = spawnSync(
    process.execPath,
    [vitest, 'run', ...step.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } },
  );
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
    // Named again at the end: a CI log is often read from its tail only.
    for (const file of summary.testResults) {
      for (const test of file.assertionResults) {
        if (test.status === 'failed') {
          failures.push(`${step.name}: ${file.name.replace(root, '')} › ${test.fullName}`);
        }
      }
    }
    if (result.status !== 0 && summary.numFailedTests === 0) {
      failed += 1;
      failures.push(`${step.name}: exited with ${result.status} (a suite failed to load?)`);
    }
  } catch {
    failed += 1;
    failures.push(`${step.name}: no report (exit ${result.status})`);
  }
}
rmSync(reports, { recursive: true, force: true });
for (const failure of failures) console.log(failure);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
