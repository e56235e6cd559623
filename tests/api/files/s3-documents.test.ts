/**
 * The product on S3-compatible object storage (FILES_URL; a real s3rver on loopback): a contract's
 * documents are uploaded, read for search, downloaded, deleted and go with their contract, and an
 * offer's PDF likewise, exactly as on the local folder; the readiness check asks the bucket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUnreadDocuments } from '../../../server/contracts/document-text';
import { s3FileStore } from '../../../server/files/s3-store';
import { demoPdf } from '../../../server/seed/documents';
import { startS3, type TestS3 } from '../../s3-server';
import { createContract } from '../contracts/fixtures';
import { downloadTokenOf, storedFiles, upload } from '../contracts/fixtures-documents';
import { startTestApp, type TestApp } from '../harness';

let s3: TestS3;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  s3 = await startS3();
  t = await startTestApp({ files: await s3FileStore(s3.filesUrl) });
  admin = await t.login('beheerder@demo.nl');
});
afterAll(async () => {
  await t.close();
  t.files.close();
  await s3.close();
});

const search = async (q: string): Promise<string[]> => {
  const filter = encodeURIComponent(JSON.stringify({ q }));
  const response = await t.call({ method: 'GET', url: `/api/contracts?filter=${filter}`, token: admin });
  return (response.json() as { number: string }[]).map((contract) => contract.number);
};

describe('documents in object storage', () => {
  it('stores, reads, serves and removes a document', async () => {
    const contract = await createContract(t, admin, { number: 'S3-DOC-1' });
    const pdf = demoPdf(['Contract S3-DOC-1', 'Levering van Wolkenkrabbermelk per aangetekende brief']);
    const uploaded = await upload(t, admin, contract.id, {
      name: 'Contract.pdf',
      bytes: pdf,
      type: 'application/pdf',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [stored] = await storedFiles(t, contract.id);
    expect(stored).toMatch(/^[0-9a-f]{32}$/);

    await readUnreadDocuments({ db: t.database.db, files: t.files });
    expect(await search('Wolkenkrabbermelk')).toEqual(['S3-DOC-1']);

    const { url } = uploaded.json();
    const token = await downloadTokenOf(t, admin);
    const download = await t.call({ method: 'GET', url: `${url}?_token=${encodeURIComponent(token)}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(pdf.length));
    expect(download.headers['content-disposition']).toContain('Contract.pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const removed = await t.call({ method: 'DELETE', url, token: admin });
    expect(removed.statusCode).toBe(200);
    expect(await storedFiles(t, contract.id)).toEqual([]);
    expect(
      (await t.call({ method: 'GET', url: `${url}?_token=${encodeURIComponent(token)}` })).statusCode,
    ).toBe(404);
  });

  it('refuses a file that is not a document and keeps no object of it', async () => {
    const contract = await createContract(t, admin);
    const refused = await upload(t, admin, contract.id, {
      name: 'run.exe',
      bytes: Buffer.from('MZ\x90\x00binary'),
    });
    expect(refused.statusCode).toBe(400);
    expect(await storedFiles(t, contract.id)).toEqual([]);
  });

  it('removes every object of a deleted contract', async () => {
    const contract = await createContract(t, admin);
    for (const name of ['a.pdf', 'b.pdf'])
      expect((await upload(t, admin, contract.id, { name, bytes: demoPdf([name]) })).statusCode).toBe(201);
    expect(await storedFiles(t, contract.id)).toHaveLength(2);
    const deleted = await t.call({ method: 'DELETE', url: `/api/contracts/${contract.id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(await storedFiles(t, contract.id)).toEqual([]);
  });

  it('is ready while the bucket answers', async () => {
    const ready = await t.call({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ok', database: true, storage: true });
  });
});
