#!/usr/bin/env node
/**
 * `npm start`: builds the app and the server when a build is missing or older than its sources,
 * then starts the compiled server (dist-server/main.js, scripts/build-server.mjs), which serves the
 * app and /api on one port.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverArgs, serverBuildIsStale, serverEnv } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist', 'index.html');

const newestChange = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
};

const sources = [
  'src',
  'index.html',
  'vite.config.ts',
  'scripts/prerender-pages.mjs',
  'package-lock.json',
].map((path) => join(root, path));
const appIsStale = () =>
  !existsSync(built) || newestChange(built) < Math.max(...sources.filter(existsSync).map(newestChange));

const run = (command, args, env = process.env) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

/**
 * Several servers started at once from one folder (README, "Meerdere servers") build once: the
 * first takes the lock (a directory: making one is atomic), the others wait and find the builds
 * fresh. A lock left by a build that died is taken over after ten minutes.
 */
const lock = join(root, '.build-lock');
async function whileLocked(build) {
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 10 * 60_000)
        rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    await build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

if (appIsStale() || serverBuildIsStale())
  await whileLocked(async () => {
    if (appIsStale()) {
      console.log('De app wordt gebouwd (eenmalig, na elke wijziging)…');
      const status = run(process.execPath, [
        join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--logLevel',
        'warn',
      ]);
      if (status !== 0) process.exitCode = status;
    }
    if (process.exitCode === undefined && serverBuildIsStale()) await buildServer();
  });
if (process.exitCode === undefined) process.exit(run(process.execPath, serverArgs, serverEnv(process.env)));
