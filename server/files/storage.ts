/**
 * Where every uploaded file of the product lives (contract documents, offer PDFs): one interface,
 * two drivers (docs/architecture.md#mail-and-files). The local folder `DATA_DIR/files` is the
 * default; `FILES_URL=s3://bucket…` puts them in S3-compatible object storage, so several servers
 * serve the same files.
 *
 * A file is written before its database row and removed after it: a row never points at a
 * missing file. What a crash leaves (a file without a row) `npm run files:reconcile` lists and
 * removes.
 */
import { type Readable, Transform } from 'node:stream';
import type { Config } from '../config';
import { diskFileStore } from './disk-store';

export interface StreamChecks {
  /** More bytes than this stop the stream at once with `tooMany()`'s error. */
  maxBytes: number;
  tooMany: () => Error;
  /** Each chunk as it passes, in order (e.g. to tell the file's type). */
  inspect?: (chunk: Buffer) => void;
  /** After the last byte arrived, before the file exists under its key: throw to refuse it. */
  accept?: (size: number) => void;
}

export interface StoredFile {
  body: Readable;
  size: number;
}

export interface StoredEntry {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface FileStore {
  /** For the start message and the operator: the folder or the bucket. */
  readonly description: string;
  /**
   * Streams `source` to `key`, never holding it whole in memory. The key holds the file only
   * when every byte arrived and every check passed; otherwise nothing is left and the error goes
   * on. Answers the number of bytes stored.
   */
  put(key: string, source: Readable, checks: StreamChecks): Promise<number>;
  /** The file at `key` as a stream with its size, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file at `key`; a missing one is fine. */
  remove(key: string): Promise<void>;
  /** Removes every file under `folder/` (a contract's). */
  removeFolder(folder: string): Promise<void>;
  /** Every stored file, in no particular order. */
  list(): AsyncIterable<StoredEntry>;
  /** Whether a small file can be written, read back and removed now (readiness). */
  check(): Promise<boolean>;
  /** Lets go of open connections (a graceful stop). */
  close(): void;
}

/** Where the readiness check writes, reads and removes its probe. */
export const READY_FOLDER = '_ready';

/** Keys are made by the server (`<contract id>/<random>`): anything else is a bug, not a path. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9._-]+)*$/;

export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..'))
    throw new Error(`Not a storage key: ${key}`);
  return key;
}

/**
 * The stream between an upload and its driver: counts the bytes (stopping past maxBytes), shows
 * each chunk to `inspect`, and runs `accept` when the source ended, before the end reaches the
 * driver, so a refused file fails the write instead of completing it.
 */
export function checkedStream(checks: StreamChecks): Transform & { size(): number } {
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > checks.maxBytes) {
        done(checks.tooMany());
        return;
      }
      checks.inspect?.(chunk);
      done(null, chunk);
    },
    flush(done) {
      try {
        checks.accept?.(size);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  return Object.assign(meter, { size: () => size });
}

/** The whole file at `key` (small files: a PDF's text, a download under 20 MB), or null. */
export async function readAll(store: FileStore, key: string): Promise<Buffer | null> {
  const file = await store.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const stores = new WeakMap<Config, FileStore>();

/** The configuration's file store, one per configuration (the S3 client is made on first use). */
export async function fileStoreOf(config: Pick<Config, 'dataDir' | 'filesUrl'>): Promise<FileStore> {
  const known = stores.get(config as Config);
  if (known) return known;
  const store = config.filesUrl
    ? await (await import('./s3-store')).s3FileStore(config.filesUrl)
    : diskFileStore(config.dataDir);
  stores.set(config as Config, store);
  return store;
}
