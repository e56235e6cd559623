/**
 * `npm run bench -- memory`: the server's resident memory under the throughput load (the contract
 * list, 10 connections) for 10 minutes (MEMORY_MINUTES to change), read from /proc every 30 s, on
 * the embedded database and, with DATABASE_URL, on a scratch PostgreSQL database. Prints the
 * samples, the highest, and the growth over the second half: a leak grows steadily, a healthy
 * server levels off once its caches and the database's pages are warm. With the embedded database
 * the process holds PostgreSQL itself (PGlite's WebAssembly heap starts at 128 MB).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from '../e2e/harness';
import { createScratchDatabase } from '../scratch-database';
import { CONTRACT_LIST, signIn } from './throughput';

const MINUTES = Number(process.env.MEMORY_MINUTES ?? 10);
const SAMPLE_SECONDS = 30;
const BUDGET_MB = 300;
/** Growth over the second half that still counts as flat. */
const FLAT_GROWTH = 0.1;

const residentMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

async function memoryOn(label: string, database: string | null): Promise<void> {
  console.log(
    `\nmemory, ${label}: server RSS under load (${CONTRACT_LIST.name}, 10 connections) for ${MINUTES} min`,
  );
  const server = await startServer('memory', 120_000, database);
  try {
    const headers = await signIn(server.baseUrl);
    const samples: { minute: number; mb: number }[] = [{ minute: 0, mb: residentMb(server.pid) }];
    const load = autocannon({
      url: `${server.baseUrl}${CONTRACT_LIST.path}`,
      connections: 10,
      duration: MINUTES * 60,
      headers,
    });
    const sampler = setInterval(() => {
      samples.push({ minute: (samples.length * SAMPLE_SECONDS) / 60, mb: residentMb(server.pid) });
    }, SAMPLE_SECONDS * 1000);
    const result = await load;
    clearInterval(sampler);
    samples.push({ minute: MINUTES, mb: residentMb(server.pid) });
    console.log(samples.map(({ minute, mb }) => `${minute.toFixed(1)} min ${mb.toFixed(0)} MB`).join(', '));
    const highest = Math.max(...samples.map((sample) => sample.mb));
    const half = samples.filter((sample) => sample.minute >= MINUTES / 2);
    const growth = (half.at(-1)?.mb ?? 0) / (half[0]?.mb ?? 1) - 1;
    const flat = growth <= FLAT_GROWTH;
    console.log(
      `${result.requests.total} requests (${result.requests.average.toFixed(0)}/s, ${result.non2xx + result.errors} failed); ` +
        `RSS highest ${highest.toFixed(0)} MB, budget ≤ ${BUDGET_MB} MB: ${highest <= BUDGET_MB ? 'ok' : 'OVER'}; ` +
        `second half ${(growth * 100).toFixed(1)}%: ${flat ? 'flat' : 'GROWING'}`,
    );
  } finally {
    await server.stop();
  }
}

export async function benchMemory(): Promise<void> {
  await memoryOn('embedded database', null);
  if (!process.env.DATABASE_URL) return;
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'contractbeheer_memory');
  try {
    await memoryOn('PostgreSQL', scratch.url);
  } finally {
    await scratch.drop();
  }
}
