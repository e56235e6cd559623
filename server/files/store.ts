/**
 * Writing an upload to disk as it arrives, never holding it in memory
 * (docs/architecture.md#mail-and-files): into `<path>.part`, created exclusively, while the bytes
 * are counted and shown to the caller; renamed to `path` only when the whole stream arrived and
 * every check passed. So `path` is either absent or complete, and a failure anywhere (the stream
 * errors, a limit, a refused check, the disk) removes the partial file before the error goes on.
 */
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StreamChecks {
  /** More bytes than this stop the stream at once with `tooMany()`'s error. */
  maxBytes: number;
  tooMany: () => Error;
  /** Each chunk as it passes, in order (e.g. to tell the file's type). */
  inspect?: (chunk: Buffer) => void;
  /** After the last byte was written, before the rename: throw to refuse the file. */
  accept?: (size: number) => void;
}

/** Streams `source` to `path` (see above); answers the number of bytes written. */
export async function streamToFile(source: Readable, path: string, checks: StreamChecks): Promise<number> {
  const partial = `${path}.part`;
  await mkdir(dirname(path), { recursive: true });
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
  });
  try {
    // Opened before the first byte, so no open is still pending when the partial file is removed
    // (a stream opening its own file could create it after the rm); the stream closes it.
    const file = await open(partial, 'wx');
    await pipeline(source, meter, file.createWriteStream());
    checks.accept?.(size);
    await rename(partial, path);
    return size;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
