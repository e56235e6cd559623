/**
 * Backup and restore of an embedded-database install: `npm run backup` writes one archive of the
 * database, the files and the secret; `npm run restore` brings back the same rows and files (what
 * was there is kept aside); both refuse while a server runs on the folder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backupDataDir, restoreDataDir, SERVER_PID_FILE } from '../../server/backup/embedded';
import { openDatabase } from '../../server/db/client';
import { diskFileStore } from '../../server/files/disk-store';
import { readAll } from '../../server/files/storage';
import { seedDemo } from '../../server/seed/demo';

const root = fileURLToPath(new URL('../..', import.meta.url));
let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'contractbeheer-backup-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

const pgliteIn = (dataDir: string) => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
const countOf = async (dataDir: string) => {
  const database = await pgliteIn(dataDir);
  try {
    const result = (await database.db.execute(
      sql`select (select count(*) from users)::int as users, (select count(*) from contracts)::int as contracts`,
    )) as unknown as { rows: { users: number; contracts: number }[] };
    return result.rows[0];
  } finally {
    await database.close();
  }
};

it('brings back the same rows and files, keeping aside what was there', async () => {
  const dataDir = join(work, 'data');
  const database = await pgliteIn(dataDir);
  await seedDemo(database.db);
  await database.close();
  const files = diskFileStore(dataDir);
  const document = Buffer.from('%PDF-1.4 het contract');
  await files.put('1/0123456789abcdef0123456789abcdef', Readable.from([document]), {
    maxBytes: 100,
    tooMany: () => new Error('too many'),
  });
  await writeFile(join(dataDir, 'secret.key'), 'het-geheim-van-deze-server-0123456789\n');
  const before = await countOf(dataDir);
  expect(before.users).toBeGreaterThan(0);

  const archive = join(work, 'backups', 'backup.tar.gz');
  const manifest = await backupDataDir(dataDir, archive);
  expect(manifest).toMatchObject({ product: 'contractbeheer', files: 1, bytes: document.length });
  await expect(backupDataDir(dataDir, archive)).rejects.toThrow('bestaat al');

  // Then things go wrong: rows and a file gone.
  const damaged = await pgliteIn(dataDir);
  await damaged.db.execute(sql`delete from contracts`);
  await damaged.close();
  await files.removeFolder('1');
  expect((await countOf(dataDir)).contracts).toBe(0);

  const { keptIn } = await restoreDataDir(archive, dataDir);
  expect(await countOf(dataDir)).toEqual(before);
  expect((await readAll(files, '1/0123456789abcdef0123456789abcdef'))?.equals(document)).toBe(true);
  expect(keptIn && (await readdir(keptIn)).sort()).toEqual(['db', 'files', 'secret.key']);
  expect((await countOf(keptIn as string)).contracts).toBe(0);

  // Restored into an empty folder too (a new machine).
  const fresh = join(work, 'fresh');
  expect((await restoreDataDir(archive, fresh)).keptIn).toBeNull();
  expect(await countOf(fresh)).toEqual(before);
  // Seven openings of an embedded database on disk, two backups and two restores: 22–28 s alone
  // on a 2-core VM, so the 30 s default of the API tests is too tight.
}, 90_000);

it('refuses while a server runs on the folder, and an archive that is not a backup', async () => {
  const dataDir = join(work, 'busy');
  const database = await pgliteIn(dataDir);
  await database.close();
  // The test runner's process stands in for a running server (a Node process, alive).
  await writeFile(join(dataDir, SERVER_PID_FILE), `${process.ppid}\n`);
  await expect(backupDataDir(dataDir, join(work, 'busy.tar.gz'))).rejects.toThrow('draait nog');
  await expect(restoreDataDir(join(work, 'busy.tar.gz'), dataDir)).rejects.toThrow('draait nog');
  expect(existsSync(join(work, 'busy.tar.gz'))).toBe(false);
  // A pid file a crash left behind does not stop anything.
  await writeFile(join(dataDir, SERVER_PID_FILE), '999999999\n');
  await backupDataDir(dataDir, join(work, 'busy.tar.gz'));

  const notABackup = join(work, 'other.tar.gz');
  const { create } = await import('tar');
  await writeFile(join(work, 'backup.json'), '{"product":"iets anders"}');
  await create({ gzip: true, file: notABackup, cwd: work }, ['backup.json']);
  await expect(restoreDataDir(notABackup, join(work, 'untouched'))).rejects.toThrow('geen back-up');
});

it('runs as npm run backup and npm run restore', () => {
  const env = { ...process.env, DATA_DIR: join(work, 'data'), DATABASE_URL: '' };
  const npmRun = (script: string, archive: string) =>
    spawnSync('npm', ['run', '--silent', script, '--', archive], { cwd: root, env, encoding: 'utf8' });
  const archive = join(work, 'cli.tar.gz');
  const backup = npmRun('backup', archive);
  expect(backup.status, backup.stderr).toBe(0);
  expect(backup.stdout).toContain('Back-up geschreven');
  const restore = npmRun('restore', archive);
  expect(restore.status, restore.stderr).toBe(0);
  expect(restore.stdout).toContain('Teruggezet');
}, 60_000);
