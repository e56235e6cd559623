/**
 * The operator's file commands: `files:migrate` copies the local folder into object storage (again
 * after an interruption, without copying twice) so the same documents are served from there, and
 * `files:reconcile` finds files no row names and rows without their file.
 */
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { contractDocuments } from '../../../server/db/contract-tables';
import { s3FileStore } from '../../../server/files/s3-store';
import { type FileStore, readAll } from '../../../server/files/storage';
import { copyFiles, RECONCILE_GRACE_MS, reconcileFiles } from '../../../server/files/upkeep';
import { demoPdf } from '../../../server/seed/documents';
import { startS3, type TestS3 } from '../../s3-server';
import { createContract } from '../contracts/fixtures';
import { downloadTokenOf, storedFiles, upload } from '../contracts/fixtures-documents';
import { startTestApp, type TestApp } from '../harness';

let s3: TestS3;
let bucket: FileStore;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  s3 = await startS3();
  bucket = await s3FileStore(s3.filesUrl);
  t = await startTestApp();
  admin = await t.login('beheerder@demo.nl');
});
afterAll(async () => {
  await t.close();
  bucket.close();
  await s3.close();
});

const keysIn = async (store: FileStore) => {
  const keys: string[] = [];
  for await (const entry of store.list()) keys.push(entry.key);
  return keys.sort();
};

describe('files:migrate', () => {
  it('copies every document into the bucket once, and goes on after an interruption', async () => {
    const contract = await createContract(t, admin);
    const pdfs = ['één', 'twee', 'drie'].map((word) => demoPdf([`Document ${word}`]));
    for (const [i, bytes] of pdfs.entries())
      expect((await upload(t, admin, contract.id, { name: `${i}.pdf`, bytes })).statusCode).toBe(201);
    const local = (await keysIn(t.files)).filter((key) => key.startsWith(`${contract.id}/`));
    expect(local).toHaveLength(3);

    // An earlier run that stopped after the first file.
    const first = await t.files.get(local[0]);
    await bucket.put(local[0], first?.body as Readable, { maxBytes: 1e9, tooMany: () => new Error('no') });

    const copied: string[] = [];
    const result = await copyFiles(t.files, bucket, (key) => copied.push(key));
    expect(result.skipped).toBeGreaterThanOrEqual(1);
    expect(copied).not.toContain(local[0]);
    expect(copied).toEqual(expect.arrayContaining(local.slice(1)));
    for (const key of local)
      expect((await readAll(bucket, key))?.equals((await readAll(t.files, key)) as Buffer)).toBe(true);

    const again = await copyFiles(t.files, bucket);
    expect(again.copied).toBe(0);
    expect(again.skipped).toBe(result.copied + result.skipped);
  });

  it('lets a server on the bucket serve the documents the folder held', async () => {
    const contract = await createContract(t, admin);
    const bytes = demoPdf(['Verhuisd naar de bucket']);
    const uploaded = (await upload(t, admin, contract.id, { name: 'verhuisd.pdf', bytes })).json();
    await copyFiles(t.files, bucket);
    // The same database, its files from the bucket: what the server runs as after the move.
    const moved = await buildApp({
      db: t.database.db,
      config: readConfig({}),
      mailer: t.mailer,
      files: bucket,
      now: () => t.clock.now,
    });
    try {
      const token = await downloadTokenOf(t, admin);
      const response = await moved.inject({
        method: 'GET',
        url: `${uploaded.url}?_token=${encodeURIComponent(token)}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(bytes)).toBe(true);
    } finally {
      await moved.close();
    }
  });
});

describe('files:reconcile', () => {
  it('finds files no row names and rows without a file, and removes only those files', async () => {
    const contract = await createContract(t, admin);
    for (const name of ['kept.pdf', 'lost.pdf'])
      expect((await upload(t, admin, contract.id, { name, bytes: demoPdf([name]) })).statusCode).toBe(201);
    const [lost] = await t.database.db
      .select({ storageName: contractDocuments.storageName })
      .from(contractDocuments)
      .where(and(eq(contractDocuments.contractId, contract.id), eq(contractDocuments.fileName, 'lost.pdf')));
    // A crash between writing a file and its row leaves a file nobody names.
    const orphan = `${contract.id}/0123456789abcdef0123456789abcdef`;
    await t.files.put(orphan, Readable.from([Buffer.from('%PDF-1.4 orphan')]), {
      maxBytes: 100,
      tooMany: () => new Error('no'),
    });

    // Just written: an upload may still be about to write its row.
    const now = await reconcileFiles(t.database.db, t.files, { now: new Date(), remove: true });
    expect(now.orphans.map((entry) => entry.key)).not.toContain(orphan);
    expect(await storedFiles(t, contract.id)).toContain(orphan.split('/')[1]);

    // A file gone from under its row (a disk restored from an older backup).
    await t.files.remove(lost.storageName);
    const later = new Date(Date.now() + RECONCILE_GRACE_MS + 60_000);
    const dry = await reconcileFiles(t.database.db, t.files, { now: later, remove: false });
    expect(dry.orphans.map((entry) => entry.key)).toContain(orphan);
    expect(dry.missing.map((row) => row.storageName)).toContain(lost.storageName);
    expect(await storedFiles(t, contract.id)).toContain(orphan.split('/')[1]);

    const done = await reconcileFiles(t.database.db, t.files, { now: later, remove: true });
    expect(done.orphans.map((entry) => entry.key)).toContain(orphan);
    const left = await storedFiles(t, contract.id);
    expect(left).not.toContain(orphan.split('/')[1]);
    expect(left).toHaveLength(1);
  });
});
