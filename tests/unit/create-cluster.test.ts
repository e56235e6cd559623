// @vitest-environment node
/**
 * A new embedded data folder's cluster is made by a short-lived Node process, never in the server's
 * own (server/db/client.ts: PGlite's initdb instance would stay resident there); a folder that holds
 * a cluster is left alone.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const execFile = vi.hoisted(() =>
  vi.fn(
    (_file: string, _args: string[], done: (error: Error | null, stdout: string, stderr: string) => void) =>
      done(null, '', ''),
  ),
);
vi.mock('node:child_process', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:child_process')>();
  return { ...actual, default: { ...actual, execFile }, execFile };
});

const { createCluster } = await import('../../server/db/client');

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'contractbeheer-cluster-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  execFile.mockClear();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('creating the embedded cluster', () => {
  it('runs PGlite in a process of its own for a new folder, with the server start parameters', async () => {
    const folder = newFolder();
    await createCluster(folder, ['--single', '-c', 'shared_buffers=32MB']);
    expect(execFile).toHaveBeenCalledTimes(1);
    const [file, args] = execFile.mock.calls[0] ?? [];
    expect(file).toBe(process.execPath);
    expect(args?.[0]).toBe('-e');
    expect(args?.[2]).toMatch(/@electric-sql[/\\]pglite[/\\]/);
    expect(args?.slice(3)).toEqual([folder, JSON.stringify(['--single', '-c', 'shared_buffers=32MB'])]);
  });

  it('leaves a folder that holds a cluster alone', async () => {
    const folder = newFolder();
    writeFileSync(join(folder, 'PG_VERSION'), '17\n');
    await createCluster(folder, []);
    expect(execFile).not.toHaveBeenCalled();
  });
});
