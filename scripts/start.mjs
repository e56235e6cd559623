#!/usr/bin/env node
/**
 * `npm start`: builds the app and the server when a build is missing or older than its sources,
 * then starts the compiled server (dist-server/main.js, scripts/build-server.mjs), which serves the
 * app and /api on one port.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverBuild, serverBuildIsStale } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist', 'index.html');

const newestChange = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
};

const sources = ['src', 'index.html', 'vite.config.ts', 'package-lock.json'].map((path) => join(root, path));
const stale =
  !existsSync(built) || newestChange(built) < Math.max(...sources.filter(existsSync).map(newestChange));

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (stale) {
  console.log('De app wordt gebouwd (eenmalig, na elke wijziging)…');
  run(process.execPath, [
    join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    '--logLevel',
    'warn',
  ]);
}
if (serverBuildIsStale()) await buildServer();
run(process.execPath, ['--enable-source-maps', serverBuild]);
