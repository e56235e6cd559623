/**
 * The local-folder driver of the file store (storage.ts): `DATA_DIR/files/<key>`. A file streams
 * into `<key>.part`, created exclusively, and is renamed to its key only when it arrived whole and
 * passed its checks, so a key is either absent or complete.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkedKey, checkedStream, type FileStore, READY_FOLDER, type StoredEntry } from './storage';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function diskFileStore(dataDir: string): FileStore {
  const root = join(dataDir, 'files');
  const pathOf = (key: string) => join(root, ...checkedKey(key).split('/'));

  async function* walk(folder: string): AsyncGenerator<StoredEntry> {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error) => {
      if (missing(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (entry.isFile()) {
        const info = await stat(path).catch(() => null);
        if (info)
          yield { key: relative(root, path).split(sep).join('/'), size: info.size, modifiedAt: info.mtime };
      }
    }
  }

  return {
    description: root,
    async put(key, source, checks) {
      const path = pathOf(key);
      const partial = `${path}.part`;
      // The source may fail while the folder and file are made, before the pipeline listens: its
      // error is kept (stream.errored) and the pipeline answers with it.
      source.on('error', () => undefined);
      await mkdir(dirname(path), { recursive: true });
      const meter = checkedStream(checks);
      try {
        // Opened before the first byte, so no open is still pending when the partial file is
        // removed (a stream opening its own file could create it after the rm); the stream closes it.
        const file = await open(partial, 'wx');
        await pipeline(source, meter, file.createWriteStream());
        await rename(partial, path);
        return meter.size();
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      const info = await stat(path).catch((error) => {
        if (missing(error)) return null;
        throw error;
      });
      return info?.isFile() ? { body: createReadStream(path), size: info.size } : null;
    },
    remove: (key) => rm(pathOf(key), { force: true }),
    removeFolder: (folder) => rm(pathOf(folder), { recursive: true, force: true }),
    list: () => walk(root),
    close() {},
    async check() {
      const probe = pathOf(`${READY_FOLDER}/${randomBytes(6).toString('hex')}`);
      return mkdir(dirname(probe), { recursive: true })
        .then(() => writeFile(probe, 'ok'))
        .then(() => readFile(probe, 'utf8'))
        .then((text) => text === 'ok')
        .catch(() => false)
        .finally(() => rm(probe, { force: true }).catch(() => undefined));
    },
  };
}
