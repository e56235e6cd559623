/**
 * Backup and restore of an embedded-database install (README, "Backups"): one `.tar.gz` of
 * everything DATA_DIR holds that matters — the database folder (`db/`), the uploaded files
 * (`files/`) and the server's secret (`secret.key`, which opens the sealed links of mails still in
 * the outbox) — with a manifest. The embedded database is a folder of one process: both commands
 * run while the server is stopped and refuse while it runs (its pid in `DATA_DIR/server.pid`).
 * On PostgreSQL and object storage, their own tools back up (pg_dump, bucket versioning).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** What a backup holds, relative to DATA_DIR. */
const PARTS = ['db', 'files', 'secret.key'] as const;
const MANIFEST = 'backup.json';
export const SERVER_PID_FILE = 'server.pid';

export interface Manifest {
  product: 'contractbeheer';
  createdAt: string;
  /** How many files (documents, offer PDFs) and bytes were in `files/`. */
  files: number;
  bytes: number;
}

/** The pid of a server that runs on this DATA_DIR now, or null. */
export function runningServer(dataDir: string): number | null {
  const path = join(dataDir, SERVER_PID_FILE);
  if (!existsSync(path)) return null;
  const pid = Number(readFileSync(path, 'utf8').trim());
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null; // gone without removing its file (a crash)
  }
  // A pid the system gave to another program since: only a Node process counts (Linux tells).
  const cmdline = `/proc/${pid}/cmdline`;
  return existsSync(cmdline) && !readFileSync(cmdline, 'utf8').includes('node') ? null : pid;
}

function refuseWhileRunning(dataDir: string): void {
  const pid = runningServer(dataDir);
  if (pid !== null) throw new Error(`De server draait nog op ${dataDir} (pid ${pid}): stop hem eerst.`);
}

async function countFiles(folder: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/** Writes the archive of `dataDir` to `archive` (a new file); answers its manifest. */
export async function backupDataDir(dataDir: string, archive: string, now = new Date()): Promise<Manifest> {
  refuseWhileRunning(dataDir);
  if (!existsSync(join(dataDir, 'db', 'PG_VERSION')))
    throw new Error(`Geen ingebouwde database in ${join(dataDir, 'db')}`);
  if (existsSync(archive)) throw new Error(`${archive} bestaat al`);
  const manifest: Manifest = {
    product: 'contractbeheer',
    createdAt: now.toISOString(),
    ...(await countFiles(join(dataDir, 'files'))),
  };
  await writeFile(join(dataDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  await mkdir(dirname(archive), { recursive: true });
  const present = PARTS.filter((part) => existsSync(join(dataDir, part)));
  // Written under another name first: an interrupted backup never looks like a whole one.
  const partial = `${archive}.part`;
  try {
    // Loaded here: the server imports this module for its pid file only.
    const { create } = await import('tar');
    await create({ gzip: true, file: partial, cwd: dataDir, portable: true }, [MANIFEST, ...present]);
    await rename(partial, archive);
  } finally {
    await rm(partial, { force: true });
  }
  return manifest;
}

/**
 * Puts the archive's database, files and secret in `dataDir`. What was there is not deleted: it
 * moves to `dataDir/before-restore-<time>/`. Answers the manifest and that folder (null: nothing was there).
 */
export async function restoreDataDir(
  archive: string,
  dataDir: string,
  now = new Date(),
): Promise<{ manifest: Manifest; keptIn: string | null }> {
  refuseWhileRunning(dataDir);
  await mkdir(dataDir, { recursive: true });
  const unpacked = await mkdtemp(join(dataDir, '.restore-'));
  try {
    const { extract } = await import('tar');
    await extract({ file: archive, cwd: unpacked, strict: true });
    const manifest = JSON.parse(await readFile(join(unpacked, MANIFEST), 'utf8')) as Manifest;
    if (manifest.product !== 'contractbeheer' || !existsSync(join(unpacked, 'db', 'PG_VERSION')))
      throw new Error(`${basename(archive)} is geen back-up van Contractbeheer`);
    const present = PARTS.filter((part) => existsSync(join(dataDir, part)));
    const keptIn =
      present.length === 0
        ? null
        : join(dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
    if (keptIn) {
      await mkdir(keptIn);
      for (const part of present) await rename(join(dataDir, part), join(keptIn, part));
    }
    for (const part of PARTS)
      if (existsSync(join(unpacked, part))) await rename(join(unpacked, part), join(dataDir, part));
    return { manifest, keptIn };
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
