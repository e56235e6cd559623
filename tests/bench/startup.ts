/**
 * `npm run bench -- start`: from starting the server process to its first answer, on a data
 * folder that already holds the embedded database (migrated, with the demo data) — a restart, the
 * case that counts for an operator. The compiled server (`npm start`) against the budget, and the
 * server transpiled at start (tsx, `npm run dev`'s way) for comparison.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, serverArgs, serverBuildIsStale, serverEnv } from '../../scripts/build-server.mjs';
import { freePort } from '../e2e/harness';

const root = new URL('../..', import.meta.url).pathname;
const BUDGET_MS = 2000;
const STARTS = 5;

const COMMANDS = {
  compiled: serverArgs,
  'transpiled (tsx)': ['--import', 'tsx', join(root, 'server', 'main.ts')],
} as const;

/** Milliseconds from spawn to the first 200 of /api/health; the server is stopped afterwards. */
async function timeStart(args: readonly string[], dataDir: string): Promise<number> {
  const port = await freePort();
  const { DATABASE_URL: _embedded, ...env } = process.env;
  const started = performance.now();
  const server: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: serverEnv({ ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }),
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

export async function benchStartup(): Promise<void> {
  if (serverBuildIsStale()) await buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'contractbeheer-start-'));
  try {
    // The first start creates, migrates and seeds the database; it is not what is measured.
    const first = await timeStart(COMMANDS.compiled, dataDir);
    console.log(`\nstart: first start on an empty folder (migrate, seed) ${first.toFixed(0)} ms`);
    for (const [name, args] of Object.entries(COMMANDS)) {
      const times: number[] = [];
      for (let i = 0; i < STARTS; i += 1) times.push(await timeStart(args, dataDir));
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)];
      const verdict =
        name === 'compiled' ? `  budget ≤ ${BUDGET_MS} ms: ${median <= BUDGET_MS ? 'ok' : 'OVER'}` : '';
      console.log(
        `start to first answer, ${name.padEnd(16)} median ${median.toFixed(0).padStart(5)} ms  max ${times
          .at(-1)
          ?.toFixed(0)
          .padStart(5)} ms${verdict}`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
