/**
 * The file store's contract, held by both drivers: the local folder and S3-compatible object
 * storage (a real s3rver on loopback). A key holds a file only when every byte arrived and every
 * check passed; nothing is left behind by a refusal or a broken upload.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskFileStore } from '../../../server/files/disk-store';
import { s3FileStore } from '../../../server/files/s3-store';
import { type FileStore, readAll, type StreamChecks } from '../../../server/files/storage';
import { startS3, type TestS3 } from '../../s3-server';

let folder: string;
let s3: TestS3;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'contractbeheer-files-'));
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

const drivers: [string, () => Promise<FileStore>][] = [
  ['the local folder', async () => diskFileStore(folder)],
  ['S3-compatible storage', () => s3FileStore(s3.filesUrl)],
];

class TooMany extends Error {}
const limit = (maxBytes: number, extra: Partial<StreamChecks> = {}): StreamChecks => ({
  maxBytes,
  tooMany: () => new TooMany('too many bytes'),
  ...extra,
});

/** `total` bytes in chunks of 64 kB, each byte telling its position. */
function bytesOf(total: number): Buffer {
  const bytes = Buffer.alloc(total);
  for (let i = 0; i < total; i += 1) bytes[i] = (i * 31 + 7) % 251;
  return bytes;
}
const chunked = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += 65_536) yield bytes.subarray(i, i + 65_536);
    })(),
  );

async function keysOf(store: FileStore, folderName: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of store.list()) if (entry.key.startsWith(`${folderName}/`)) keys.push(entry.key);
  return keys.sort();
}

describe.each(drivers)('%s', (_name, open) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  it('gives back what it took, byte for byte, with its size; 12 MB goes in parts', async () => {
    const small = Buffer.from('%PDF-1.4 a small document');
    expect(await store.put('1/small', Readable.from([small]), limit(1024))).toBe(small.length);
    expect((await readAll(store, '1/small'))?.equals(small)).toBe(true);

    const large = bytesOf(12 * 1024 * 1024 + 5);
    const seen: number[] = [];
    const size = await store.put(
      '1/large',
      chunked(large),
      limit(20 * 1024 * 1024, { inspect: (chunk) => seen.push(chunk.length) }),
    );
    expect(size).toBe(large.length);
    expect(seen.reduce((a, b) => a + b, 0)).toBe(large.length);
    const file = await store.get('1/large');
    expect(file?.size).toBe(large.length);
    // Compared as bytes: a deep equality of 12 MB takes minutes.
    expect((await readAll(store, '1/large'))?.equals(large)).toBe(true);
    expect(await keysOf(store, '1')).toEqual(['1/large', '1/small']);
  });

  it('answers null for a key that holds nothing, and removing it is fine', async () => {
    expect(await store.get('2/nothing-here')).toBeNull();
    await store.remove('2/nothing-here');
    await store.removeFolder('2');
  });

  it('keeps nothing of a file past its limit, refused by its check, or cut off', async () => {
    const tooMany = store.put('3/too-many', chunked(bytesOf(300_000)), limit(200_000));
    await expect(tooMany).rejects.toBeInstanceOf(TooMany);

    class Refused extends Error {}
    const refused = store.put(
      '3/refused',
      chunked(bytesOf(7 * 1024 * 1024)),
      limit(20 * 1024 * 1024, {
        accept: (size) => {
          throw new Refused(`not this one (${size} bytes)`);
        },
      }),
    );
    await expect(refused).rejects.toBeInstanceOf(Refused);

    const broken = new Readable({ read() {} });
    const cut = store.put('3/cut', broken, limit(20 * 1024 * 1024));
    broken.push(bytesOf(100_000));
    broken.destroy(new Error('the client went away'));
    await expect(cut).rejects.toThrow('the client went away');

    expect(await keysOf(store, '3')).toEqual([]);
    for (const key of ['3/too-many', '3/refused', '3/cut']) expect(await store.get(key)).toBeNull();
  });

  it('removes one file, and a folder with all of its files only', async () => {
    for (const key of ['4/a', '4/b', '4/c', '40/other'])
      await store.put(key, Readable.from([Buffer.from(key)]), limit(100));
    await store.remove('4/a');
    expect(await keysOf(store, '4')).toEqual(['4/b', '4/c']);
    await store.removeFolder('4');
    expect(await keysOf(store, '4')).toEqual([]);
    expect(await keysOf(store, '40')).toEqual(['40/other']);
  });

  it('lists every file with its size and time', async () => {
    await store.put('5/listed', Readable.from([Buffer.from('12345')]), limit(100));
    const entries = [];
    for await (const entry of store.list()) entries.push(entry);
    const listed = entries.find((entry) => entry.key === '5/listed');
    expect(listed?.size).toBe(5);
    expect(Math.abs((listed?.modifiedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a key that is not one of its own making', async () => {
    for (const key of ['../etc/passwd', '1/../../x', '/abs', '1//x', 'a b', ''])
      await expect(store.put(key, Readable.from([Buffer.from('x')]), limit(10))).rejects.toThrow(
        'Not a storage key',
      );
  });

  it('is ready when it can write, read and remove', async () => {
    expect(await store.check()).toBe(true);
  });
});

it('S3 storage under a prefix keeps its keys there and lists them without it', async () => {
  const [host, query] = s3.filesUrl.slice('s3://'.length).split('?');
  const prefixed = await s3FileStore(`s3://${host}/contractbeheer/productie?${query}`);
  const whole = await s3FileStore(s3.filesUrl);
  try {
    await prefixed.put('6/in-prefix', Readable.from([Buffer.from('x')]), limit(10));
    expect(await keysOf(prefixed, '6')).toEqual(['6/in-prefix']);
    expect(await keysOf(whole, 'contractbeheer')).toEqual(['contractbeheer/productie/6/in-prefix']);
    await prefixed.removeFolder('6');
    expect(await keysOf(whole, 'contractbeheer')).toEqual([]);
  } finally {
    prefixed.close();
    whole.close();
  }
});

it('S3 storage that does not answer is not ready', async () => {
  const unreachable = await s3FileStore(
    's3://nowhere?endpoint=http%3A%2F%2F127.0.0.1%3A9&forcePathStyle=true',
  );
  expect(await unreachable.check()).toBe(false);
});
