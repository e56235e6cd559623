/**
 * `npm run bench -- throughput`: requests per second under load, each server in a process of its
 * own and autocannon in this one, 10 connections for 10 s per call (after a 2 s warm-up):
 * - a bare Fastify "hello" server, the ceiling of this machine and this Node;
 * - the product's server (as `npm start` runs it) with the demo data, signed in as the company
 *   admin, on the embedded database and, with DATABASE_URL, on a scratch PostgreSQL database.
 * Prints req/s, p50 and p99 latency, the ratio to the hello server and each budget's verdict.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { startServer } from '../e2e/harness';
import { createScratchDatabase } from '../scratch-database';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.THROUGHPUT_SECONDS ?? 10);

type DatabaseKind = 'pglite' | 'postgres';

interface Call {
  name: string;
  path: string;
  /** Least requests per second, per database. */
  perSecond: Record<DatabaseKind, number>;
  /** Most p99 latency in ms at 10 connections. */
  p99: number;
  /** Headers beyond the session's. */
  headers?: Record<string, string>;
}

const sort = (field: string) => encodeURIComponent(JSON.stringify([field, 'ASC']));
/** The call the load is about: a page of 25 contracts, sorted (also the memory bench's load). */
export const CONTRACT_LIST: Call = {
  name: 'GET /api/contracts (25, sorted)',
  path: `/api/contracts?sort=${sort('noticeDeadline')}&range=${encodeURIComponent('[0,24]')}`,
  perSecond: { pglite: 500, postgres: 1000 },
  p99: 50,
};
const CALLS: Call[] = [
  CONTRACT_LIST,
  // As a browser asks for it: the ~30 kB page answered as ~4.5 kB of gzip (server/http/compression.ts).
  {
    ...CONTRACT_LIST,
    name: 'GET /api/contracts, gzipped',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  },
  {
    name: 'GET /api/auth/profile',
    path: '/api/auth/profile',
    perSecond: { pglite: 500, postgres: 1500 },
    p99: 50,
  },
  {
    name: 'GET /api/contracts/summary',
    path: '/api/contracts/summary',
    perSecond: { pglite: 500, postgres: 1500 },
    p99: 50,
  },
];

/** The ratio to the bare server that the contract list must reach. */
const HELLO_RATIO = 0.04;

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}, seconds = SECONDS): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const line = (name: string, f: Figures, verdict = '') =>
  console.log(
    `${name.padEnd(36)} ${f.perSecond.toFixed(0).padStart(7)}/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(
      f.p99,
    ).padStart(4)} ms${f.errors ? `  ${f.errors} FAILED` : ''}${verdict}`,
  );

/** A bare Fastify server answering {"hello":"world"}, in a process of its own. */
async function helloServer(): Promise<{ url: string; stop: () => void }> {
  const program = `
    import Fastify from 'fastify';
    const app = Fastify();
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(app.server.address().port);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', program], {
    cwd: new URL('../..', import.meta.url).pathname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (d) => resolve(String(d).trim())),
  );
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

export async function signIn(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'beheerder@demo.nl', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}`, 'x-token-name': 'web' };
}

async function benchProduct(kind: DatabaseKind, database: string | null, hello: number): Promise<void> {
  console.log(`\n${kind === 'pglite' ? 'embedded database (PGlite)' : 'PostgreSQL on loopback'}`);
  const server = await startServer('throughput', 120_000, database);
  try {
    const headers = await signIn(server.baseUrl);
    for (const call of CALLS) {
      const url = `${server.baseUrl}${call.path}`;
      const callHeaders = { ...headers, ...call.headers };
      await load(url, callHeaders, 2);
      const figures = await load(url, callHeaders);
      const budget = call.perSecond[kind];
      const met = figures.perSecond >= budget && figures.p99 <= call.p99 && figures.errors === 0;
      line(
        call.name,
        figures,
        `  budget ≥ ${budget}/s, p99 ≤ ${call.p99} ms: ${met ? 'ok' : 'OVER'}  (${(figures.perSecond / hello).toFixed(3)}× hello)`,
      );
    }
  } finally {
    await server.stop();
  }
}

export async function benchThroughput(): Promise<void> {
  console.log(`\nthroughput: ${CONNECTIONS} connections, ${SECONDS} s per call`);
  const hello = await helloServer();
  let helloPerSecond: number;
  try {
    await load(hello.url, {}, 2);
    const figures = await load(hello.url);
    helloPerSecond = figures.perSecond;
    line('bare Fastify hello', figures);
  } finally {
    hello.stop();
  }
  console.log(
    `(the contract list's goal: ≥ ${HELLO_RATIO}× hello = ${(HELLO_RATIO * helloPerSecond).toFixed(0)}/s)`,
  );
  await benchProduct('pglite', null, helloPerSecond);
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'contractbeheer_throughput');
    try {
      await benchProduct('postgres', scratch.url, helloPerSecond);
    } finally {
      await scratch.drop();
    }
  }
}
