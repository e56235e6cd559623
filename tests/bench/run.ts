/**
 * `npm run bench`: figures, not a test. Starts the API on a fresh embedded database (and on
 * PostgreSQL when DATABASE_URL is set), then measures calls over loopback with a fixed
 * concurrency and prints p50/p95 latencies against their budgets. Ends with the two proofs (the
 * fuzz test and the simulated year) at bench size (tests/bench/proofs.ts): `npm run bench -- fuzz
 * year` runs only those. Then the `throughput` section (tests/bench/throughput.ts: requests per
 * second at 10 connections, each server in a process of its own, against a bare Fastify server) and
 * the `web` section (tests/bench/web.ts: JavaScript on the wire and Lighthouse on a phone);
 * `npm run bench -- throughput` or `npm run bench -- web` (or `npm run bench:web`) runs only that;
 * `npm run bench -- import` a 1,000-row contract import (tests/bench/import.ts);
 * `npm run bench -- documents` the contract search once every bench contract has a 10-page document
 * (`lists` and `documents` take `postgres` or `pglite` to run on that database only);
 * `npm run bench -- start` times a restart of the compiled server (tests/bench/startup.ts);
 * `npm run bench -- memory` (its own, 10 minutes) reads the server's memory under load (memory.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '../../server/db/client';
import { createMailer } from '../../server/mail/mailer';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/demo';
import { createScratchDatabase } from '../scratch-database';
import { benchAlertDelivery } from './alerts';
import { benchBilling } from './billing';
import { BENCH_CONTRACTS, contractBenchQueries, seedBenchContracts, seedBenchDocuments } from './contracts';
import { benchMemory } from './memory';
import { benchQueries, seedBenchRows } from './resources';
import { benchStartup } from './startup';
import { benchThroughput } from './throughput';

/** Requests in flight at once: 1 is the latency one user sees (the budgets), 4 a busy office. */
const CONCURRENCY_LEVELS = [1, 4] as const;

interface Figures {
  requests: number;
  p50: number;
  p95: number;
  perSecond: number;
}

/** A call the bench times: it resolves once the whole answer has arrived, to its HTTP status. */
type Call = () => Promise<number>;

async function measure(count: number, request: Call, concurrency = 1): Promise<Figures> {
  // One untimed call first: a pooled connection that sat idle while the bench seeded (past the
  // server's 72 s keep-alive) is closed, and the first request on it fails with a reset.
  await request().catch(() => undefined);
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const t0 = performance.now();
      const status = await request();
      if (status < 200 || status > 299) throw new Error(`HTTP ${status}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { requests: latencies.length, p50: at(0.5), p95: at(0.95), perSecond: latencies.length / elapsed };
}

/**
 * The bench's client: Node's own HTTP on kept-alive connections, asking for a compressed answer as
 * a browser does and reading all of it. It runs in the server's process, so its own work falls
 * between the server's: `fetch` (undici) added ~1 ms to a list call's p50 and 4–7 ms to its p95
 * there (a page of 25 contracts at 100,000 rows, the two clients in turn: p95 10.6 against 6.2 ms).
 */
const agent = new http.Agent({ keepAlive: true });

const httpGet =
  (url: string, headers: Record<string, string>): Call =>
  () =>
    new Promise((resolve, reject) => {
      const request = http.get(
        url,
        { agent, headers: { 'accept-encoding': 'gzip, br', ...headers } },
        (answer) => {
          answer.on('data', () => undefined);
          answer.on('end', () => resolve(answer.statusCode ?? 0));
          answer.on('error', reject);
        },
      );
      request.on('error', reject);
    });

const show = (name: string, f: Figures, budgetP95?: number) =>
  console.log(
    `${name.padEnd(40)} ${String(f.requests).padStart(6)} req  p50 ${f.p50.toFixed(1).padStart(6)} ms  p95 ${f.p95
      .toFixed(1)
      .padStart(6)} ms  ${f.perSecond.toFixed(0).padStart(6)}/s${
      budgetP95 === undefined ? '' : `  budget p95 ≤ ${budgetP95} ms: ${f.p95 <= budgetP95 ? 'ok' : 'OVER'}`
    }`,
  );

/** p95 budget of a 25-row page of a list at 100,000 rows (sorted, by status, searched, deep), either database. */
const LIST_BUDGET = 10;
/** p95 budget of a reference field's options search of a term a fifth of the rows hold. */
const OPTIONS_BUDGET = 25;
/** p95 budget of the dashboard's contract numbers (issue 4). */
const SUMMARY_BUDGET = 50;

/** One call at each concurrency level, after a warm-up; the budget applies to a single user. */
async function measureLevels(name: string, get: Call, budget: number) {
  await measure(50, get);
  for (const concurrency of CONCURRENCY_LEVELS) {
    show(
      `${name} ×${concurrency}`,
      await measure(500, get, concurrency),
      concurrency === 1 ? budget : undefined,
    );
  }
}

/** `npm run bench -- billing`: only the billing run and the invoice PDF. */
const billingOnly = process.argv.includes('billing');
/** `npm run bench -- fuzz year` (either or both): only the proofs; a full bench ends with both. */
const proofsOnly = ['fuzz', 'year'].filter((name) => process.argv.includes(name));

/** `npm run bench -- web`: only the web section. */
const webOnly = process.argv.includes('web');
/** `npm run bench -- lists`: only the lists at 100,000 rows (and the profile), on each database. */
const listsOnly = process.argv.includes('lists');
/**
 * `npm run bench -- documents`: only the contract search at 100,000 contracts with one 10-page
 * document each, on each database.
 */
const documentsOnly = process.argv.includes('documents');
/** `npm run bench -- memory`: only the server's memory under 10 minutes of load (not in a full run). */
const memoryOnly = process.argv.includes('memory');
/** `npm run bench -- start`: only the start time of the server. */
const startOnly = process.argv.includes('start');
/** `npm run bench -- import`: only the 1,000-row contract import, on each database. */
const importOnly = process.argv.includes('import');
/** `npm run bench -- throughput`: only the throughput section. */
const throughputOnly = process.argv.includes('throughput');
/** `postgres` or `pglite` beside `lists` or `documents`: that database only. */
const databaseOnly = (['pglite', 'postgres'] as const).find((kind) => process.argv.includes(kind));

/** The web figures (tests/bench/web.ts), in a process of their own: a build, a server, Chromium. */
function runWeb() {
  console.log('\nweb: JavaScript on the wire and Lighthouse');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./web.ts', import.meta.url))],
    { stdio: 'inherit', env: process.env },
  );
  if (result.status !== 0) console.log('web: FAILED');
}

/** The proofs (tests/bench/proofs.ts) in a process of their own per database, as the API tests pick it. */
function runProofs(sections: readonly string[]) {
  const databases = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  for (const database of databases) {
    const started = performance.now();
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./proofs.ts', import.meta.url)), ...sections],
      { stdio: 'inherit', env: { ...process.env, TEST_DATABASE: database } },
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${sections.join(' and ')} on ${database}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`,
    );
  }
}

/** The contract import (tests/bench/import.ts) in a process of its own per database. */
function runImport() {
  const databases = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  for (const database of databases) {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./import.ts', import.meta.url))],
      { stdio: 'inherit', env: { ...process.env, TEST_DATABASE: database } },
    );
    if (result.status !== 0) console.log(`import on ${database}: FAILED`);
  }
}

/** The contract searches once each of the 100,000 bench contracts has a 10-page document (contracts.ts). */
async function benchDocumentSearch(database: DatabaseHandle, get: (path: string) => Call) {
  console.log(`a 10-page document for each contract in ${(await seedBenchDocuments(database)).toFixed(1)} s`);
  const { lists, documents } = contractBenchQueries();
  const searches = [...lists.filter((query) => query.name.includes('search')), ...documents];
  for (const query of searches) await measureLevels(query.name, get(query.url), LIST_BUDGET);
}

async function benchOn(label: string, target: DatabaseTarget) {
  const database = await openDatabase(target);
  await seedDemo(database.db);
  if (billingOnly) {
    console.log(`\n${label}`);
    await benchBilling(database.db);
    await database.close();
    return;
  }
  const listPath = documentsOnly ? null : await seedBenchRows(database.db);
  const config = readConfig({});
  const app = await buildApp({
    db: database.db,
    config,
    mailer: createMailer(database.db, { smtpUrl: null, from: 'bench@localhost' }),
    now: () => new Date(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = await (
    await post('/api/auth/login', { emailAddress: 'beheerder@demo.nl', password: DEMO_PASSWORD })
  ).json();
  const headers = { authorization: `Bearer ${login.accessToken}`, 'x-token-name': 'web' };
  const getPath = (path: string) => httpGet(`${base}${path}`, headers);

  console.log(`\n${label}`);
  if (documentsOnly) {
    console.log(
      `seeded ${BENCH_CONTRACTS} contracts in ${(await seedBenchContracts(database)).toFixed(1)} s`,
    );
    await benchDocumentSearch(database, getPath);
    await app.close();
    await database.close();
    return;
  }
  await measure(200, getPath('/api/auth/profile')); // warm-up
  show('GET /api/auth/profile', await measure(2000, getPath('/api/auth/profile')), 25);
  if (listPath) {
    for (const query of benchQueries(listPath)) {
      await measureLevels(query.name, getPath(query.url), 'options' in query ? OPTIONS_BUDGET : LIST_BUDGET);
    }
    const response = await fetch(`${base}${benchQueries(listPath)[0].url}`, { headers });
    console.log(`  (search answers Content-Range ${response.headers.get('content-range')})`);
  }
  const seconds = await seedBenchContracts(database);
  console.log(`seeded ${BENCH_CONTRACTS} contracts in ${seconds.toFixed(1)} s`);
  const contracts = contractBenchQueries();
  for (const query of contracts.lists) {
    await measureLevels(query.name, getPath(query.url), LIST_BUDGET);
  }
  await measureLevels(contracts.summary.name, getPath(contracts.summary.url), SUMMARY_BUDGET);
  const numbers = await fetch(`${base}${contracts.summary.url}`, { headers });
  console.log(`  (dashboard numbers ${await numbers.text()})`);
  if (listsOnly) {
    await app.close();
    await database.close();
    return;
  }
  // Sign-in is bound by argon2id (19 MiB, t=2) on purpose; the figure says what a burst costs.
  show(
    'POST /api/auth/login (argon2id)',
    await measure(40, async () => {
      const answer = await post('/api/auth/login', {
        emailAddress: 'contracten@demo.nl',
        password: DEMO_PASSWORD,
      });
      await answer.arrayBuffer();
      return answer.status;
    }),
  );
  await benchAlertDelivery(database.db);
  await benchBilling(database.db);
  await app.close();
  await database.close();
}

if (proofsOnly.length > 0) {
  runProofs(proofsOnly);
  process.exit(0);
}
if (webOnly) {
  runWeb();
  process.exit(0);
}
if (importOnly) {
  runImport();
  process.exit(0);
}
if (memoryOnly) {
  await benchMemory();
  process.exit(0);
}
if (startOnly) {
  await benchStartup();
  process.exit(0);
}
if (throughputOnly) {
  await benchThroughput();
  process.exit(0);
}
/** Each database in turn; PGlite in memory, or in a folder when the data would not fit (documents). */
async function benchDatabases(pgliteOnDisk: boolean) {
  if (databaseOnly !== 'postgres') await benchOnPglite(pgliteOnDisk);
  if (process.env.DATABASE_URL && databaseOnly !== 'pglite') {
    console.log('\nPostgreSQL runs on a scratch database that the bench creates and drops.');
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'contractbeheer_bench');
    try {
      await benchOn('PostgreSQL', { kind: 'postgres', url: scratch.url });
    } finally {
      await scratch.drop();
    }
  }
}

async function benchOnPglite(onDisk: boolean) {
  if (!onDisk) return benchOn('PGlite (embedded, in memory)', { kind: 'pglite', dataDir: null });
  const dataDir = mkdtempSync(join(tmpdir(), 'contractbeheer-bench-'));
  try {
    await benchOn('PGlite (embedded, in a folder)', { kind: 'pglite', dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// With 100,000 documents the embedded database runs in a folder, as it does in production.
await benchDatabases(documentsOnly);
if (!billingOnly && !listsOnly && !documentsOnly) {
  runProofs(['fuzz', 'year']);
  runImport();
  await benchStartup();
  await benchThroughput();
  runWeb();
}
