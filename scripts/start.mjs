#!/usr/bin/env node
/**
 * `npm start`: builds the app and the server when a build is missing or older than its sources,
 * then starts the compiled server (dist-server/main.js, scripts/build-server.mjs), which serves the
 * app and /api on one port.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { appBuildIsStale, buildServer, serverArgs, serverBuildIsStale, serverEnv } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;

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

if (appBuildIsStale() || serverBuildIsStale())
  await whileLocked(async () => {
    if (appBuildIsStale()) {
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
