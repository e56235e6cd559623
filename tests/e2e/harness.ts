/**
 * End-to-end harness: the production build served by the real server (compiled from
 * `server/main.ts` as `npm start` runs it, rebuilt when a source changed) on a free port with a
 * fresh embedded database and the demo seed, driven by Debian's Chromium.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { buildServer, serverArgs, serverBuildIsStale, serverEnv } from '../../scripts/build-server.mjs';

const root = new URL('../..', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export interface E2E {
  baseUrl: string;
  browser: Browser;
  /** A fresh browser context (own localStorage) and page. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export interface RunningServer {
  baseUrl: string;
  /** The server's process id (the benchmarks read its memory and CPU time). */
  pid: number;
  /** The process's exit code once it exited (null while it runs). */
  exitCode(): number | null;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * The real server (compiled `server/main.ts`) in a process of its own on a free port, with a fresh embedded
 * database in a temporary data directory and the demo seed; resolves once /api/health answers.
 * `database`: a PostgreSQL URL to use instead (the benchmarks), seeded with the demo data.
 * `newDataDir`: a data directory to start from a copy of (the demo's first start, template-folder.ts).
 */
export async function startServer(
  name = 'e2e',
  startTimeoutMs = 60_000,
  database: string | null = null,
  extraEnv: Record<string, string> = {},
  newDataDir: string | null = null,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `contractbeheer-${name}-`));
  if (newDataDir) cpSync(newDataDir, dataDir, { recursive: true });
  const { DATABASE_URL: _embeddedUnlessAsked, ...inherited } = process.env;
  const env = database ? { ...inherited, DATABASE_URL: database, SEED_DEMO: 'true' } : inherited;
  if (serverBuildIsStale()) await buildServer();
  const server: ChildProcess = spawn(process.execPath, serverArgs, {
    cwd: root,
    env: serverEnv({
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      ...extraEnv,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited: ${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    pid: server.pid as number,
    exitCode: () => server.exitCode,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The background jobs, by the names their metrics give them. */
export const JOBS = ['Alert run', 'Weekly digest', 'Offer requests', 'Billing run', 'Database maintenance'];

/** Each job's runs in the server process at `baseUrl`, from its metrics (`metricsToken`). */
async function jobRuns(baseUrl: string, metricsToken: string): Promise<Record<string, number>> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const text = await response.text();
  return Object.fromEntries(
    JOBS.map((job) => {
      const series = `job_runs{job="${job}"} `;
      const line = text.split('\n').find((candidate) => candidate.startsWith(series));
      return [job, line ? Number(line.slice(series.length)) : 0];
    }),
  );
}

/** Waits (up to `timeoutMs`) until every background job has run at least once; returns their runs. */
export async function jobsRunOnce(
  baseUrl: string,
  metricsToken: string,
  timeoutMs = 30_000,
): Promise<Record<string, number>> {
  const deadline = Date.now() + timeoutMs;
  let runs = await jobRuns(baseUrl, metricsToken);
  while (Object.values(runs).some((n) => n < 1) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    runs = await jobRuns(baseUrl, metricsToken);
  }
  return runs;
}

/**
 * Debian's Chromium, headless. `scrollbars`: with the scrollbars a desktop shows, which take their
 * width from the page (Playwright hides them by default; a phone's float over the page).
 */
export const launchChromium = ({ scrollbars = false }: { scrollbars?: boolean } = {}): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    ignoreDefaultArgs: scrollbars ? ['--hide-scrollbars'] : [],
  });

/** `env`: more configuration for the server (e.g. SMTP_URL of a test mail server). */
export async function startE2E(env: Record<string, string> = {}): Promise<E2E> {
  if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('Build the app first (npm run build)');
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install chromium`);
  // Under Vitest, a copy of the data folder made once for the run; outside it (the benchmarks,
  // scripts/screenshots.ts) the server makes its own.
  const newDataDir = process.env.VITEST ? (await import('vitest')).inject('newDataDir') : null;
  const { baseUrl, stop } = await startServer('e2e', 60_000, null, env, newDataDir);
  const browser = await launchChromium();
  return {
    baseUrl,
    browser,
    async newPage() {
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: 'nl-NL',
        viewport: { width: 1366, height: 860 },
      });
      const page = await context.newPage();
      // E2E_THROTTLE=4: the page's CPU four times slower (a phone, a busy CI machine), where
      // races that a fast machine hides show.
      if (process.env.E2E_THROTTLE) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.E2E_THROTTLE) });
      }
      return { context, page };
    },
    async close() {
      await browser.close();
      await stop();
    },
  };
}
