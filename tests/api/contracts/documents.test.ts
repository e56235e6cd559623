/**
 * Contract documents through the API: upload, list, download by `_token` and delete; limits and
 * bad files; files on disk under generated names; who may reach which contract's documents.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { resourceTables } from '../../../server/db/resource-tables';
import { companies } from '../../../server/db/schema';
import { seedDemoDocuments } from '../../../server/seed/documents';
import { DOCUMENT_MAX_BYTES } from '../../../src/schema/upload-limits';
import { TINY_PNG } from '../fixtures';
import { setupTestApp } from '../harness';
import { createContract } from './fixtures';
import {
  contractsAroundRestriction,
  downloadTokenOf,
  multipart,
  otherCompanysContract,
  PDF,
  storedFiles,
  upload,
} from './fixtures-documents';

const t = setupTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
});

const documentsOf = async (contractId: number, token = admin) =>
  (await t.call({ method: 'GET', url: `/api/contracts/${contractId}/documents`, token })).json();

const download = (url: string, downloadToken: string) =>
  t.call({ method: 'GET', url: `${url}?_token=${encodeURIComponent(downloadToken)}` });

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('the demo documents', () => {
  // First in this file: the contracts made here have no documents yet.
  it("give the bakery's first three contracts a PDF once", async () => {
    for (let i = 0; i < 3; i += 1) await createContract(t, admin);
    const c = getTableColumns(resourceTables.contracts) as Record<string, PgColumn>;
    const firstThree = (
      await t.database.db
        .select({ id: c.id })
        .from(resourceTables.contracts)
        .innerJoin(companies, eq(companies.id, c.companyId))
        .where(eq(companies.name, 'Bakkerij De Korenschoof B.V.'))
        .orderBy(asc(c.id))
        .limit(3)
    ).map((row) => row.id as number);
    await seedDemoDocuments(t.database.db, t.files);
    const counts = async () => Promise.all(firstThree.map(async (id) => (await documentsOf(id)).length));
    const seeded = await counts();
    expect(seeded.every((count) => count >= 1)).toBe(true);

    const [document] = await documentsOf(firstThree[2]);
    const response = await download(document.url, await downloadTokenOf(t, admin));
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    await seedDemoDocuments(t.database.db, t.files);
    expect(await counts()).toEqual(seeded);
  });
});

describe('a company admin', () => {
  it('uploads a document, finds it in the list, downloads the same bytes and deletes it', async () => {
    const contract = await createContract(t, admin);
    const uploaded = await upload(t, admin, contract.id, { name: 'Offerte energie.pdf', bytes: PDF });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const document = uploaded.json();
    expect(document).toMatchObject({
      fileName: 'Offerte energie.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      uploadedBy: { name: 'Anna van Dijk' },
      url: `/api/contracts/${contract.id}/documents/${document.id}`,
    });
    expect(await documentsOf(contract.id)).toEqual([document]);

    const stored = await storedFiles(t, contract.id);
    expect(stored).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);

    const response = await download(document.url, await downloadTokenOf(t, admin));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Offerte_energie.pdf"; filename*=UTF-8''Offerte%20energie.pdf`,
    );

    const removed = await t.call({ method: 'DELETE', url: document.url, token: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: document.id });
    expect(await storedFiles(t, contract.id)).toEqual([]);
    expect(await documentsOf(contract.id)).toEqual([]);
    expect((await download(document.url, await downloadTokenOf(t, admin))).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: document.url, token: admin })).statusCode).toBe(404);
  });

  it('lists the newest document first', async () => {
    const contract = await createContract(t, admin);
    await upload(t, admin, contract.id, { name: 'eerste.pdf', bytes: PDF });
    t.clock.advance(1000);
    await upload(t, admin, contract.id, { name: 'tweede.png', bytes: TINY_PNG });
    const names = (await documentsOf(contract.id)).map((row: { fileName: string }) => row.fileName);
    expect(names).toEqual(['tweede.png', 'eerste.pdf']);
  });

  it.each([
    ['a PNG image', 'foto.png', TINY_PNG, 'image/png'],
    ['a JPEG image', 'foto.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'image/jpeg'],
    [
      'a Word document',
      'brief.docx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(30)]),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'an old Excel sheet',
      'lijst.xls',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'application/vnd.ms-excel',
    ],
    [
      'a CSV file',
      'verbruik.csv',
      Buffer.from('maand;kWh\njanuari;1.200\nfebruari;€ 980\n'),
      'text/csv; charset=utf-8',
    ],
  ])('accepts %s, typed by its bytes', async (_kind, name, bytes, contentType) => {
    const contract = await createContract(t, admin);
    const response = await upload(t, admin, contract.id, { name, bytes, type: 'application/x-anything' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().contentType).toBe(contentType);
  });

  it.each([
    ['a program renamed .pdf', 'factuur.pdf', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])],
    ['a Windows program renamed .pdf', 'factuur.pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00')],
    ['a web page renamed .pdf', 'factuur.pdf', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a web page named .txt with a NUL byte', 'notitie.txt', Buffer.from('<html>\x00</html>')],
    ['a text file that is not UTF-8', 'notitie.txt', Buffer.from([0x66, 0xff, 0xfe, 0x6f])],
    ['a plain ZIP archive', 'archief.zip', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(30)])],
    ['a ZIP archive named .pdf', 'archief.pdf', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(30)])],
  ])('refuses %s with 400 and stores nothing', async (_kind, name, bytes) => {
    const contract = await createContract(t, admin);
    const response = await upload(t, admin, contract.id, { name, bytes, type: 'application/pdf' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ file: 'resources.contracts.errors.file_type' });
    expect(await documentsOf(contract.id)).toEqual([]);
    expect(await storedFiles(t, contract.id)).toEqual([]);
  });

  it('refuses an empty file, a request without a file and a file in another field', async () => {
    const contract = await createContract(t, admin);
    const url = `/api/contracts/${contract.id}/documents`;
    const empty = await upload(t, admin, contract.id, { name: 'leeg.pdf', bytes: Buffer.alloc(0) });
    expect(empty.json().errors).toEqual({ file: 'resources.contracts.errors.file_empty' });
    const json = await t.call({ method: 'POST', url, token: admin, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual({ file: 'app.validation.required' });
    const otherField = await t.call({
      method: 'POST',
      url,
      token: admin,
      ...multipart({ name: 'a.pdf', bytes: PDF }, 'attachment'),
    });
    expect(otherField.statusCode).toBe(400);
    expect(await documentsOf(contract.id)).toEqual([]);
  });

  it('refuses a request with two files and stores neither: a client would think both were kept', async () => {
    const contract = await createContract(t, admin);
    const response = await upload(t, admin, contract.id, [
      { name: 'eerste.pdf', bytes: PDF },
      { name: 'tweede.pdf', bytes: PDF },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ file: 'resources.contracts.errors.one_file' });
    expect(await documentsOf(contract.id)).toEqual([]);
    expect(await storedFiles(t, contract.id)).toEqual([]);
  });

  it('accepts a file of exactly 20 MB and refuses one byte more with 413, storing nothing', async () => {
    const contract = await createContract(t, admin);
    const largest = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - PDF.length, 0x20)]);
    const accepted = await upload(t, admin, contract.id, { name: 'groot.pdf', bytes: largest });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().size).toBe(DOCUMENT_MAX_BYTES);

    const tooLarge = await upload(t, admin, contract.id, {
      name: 'te-groot.pdf',
      bytes: Buffer.concat([largest, Buffer.from(' ')]),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ errors: { file: 'resources.contracts.errors.file_too_large' } });
    expect((await documentsOf(contract.id)).map((row: { fileName: string }) => row.fileName)).toEqual([
      'groot.pdf',
    ]);
    expect(await storedFiles(t, contract.id)).toHaveLength(1);
  });

  it('stores a name with ../ under a generated name and shows only its last part', async () => {
    const contract = await createContract(t, admin);
    const response = await upload(t, admin, contract.id, { name: '../../etc/passwd', bytes: PDF });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().fileName).toBe('passwd');
    expect(await storedFiles(t, contract.id)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(await exists(join(t.dataDir, 'etc'))).toBe(false);
    expect(await exists(join(t.dataDir, 'files', 'passwd'))).toBe(false);

    const windows = await upload(t, admin, contract.id, {
      name: '..\\..\\boot\\offerte\u202Efdp.exe',
      bytes: PDF,
    });
    expect(windows.json().fileName).toBe('offertefdp.exe');
  });

  it('removes the files of a deleted contract', async () => {
    const contract = await createContract(t, admin);
    await upload(t, admin, contract.id, { name: 'a.pdf', bytes: PDF });
    await upload(t, admin, contract.id, { name: 'b.png', bytes: TINY_PNG });
    expect(await storedFiles(t, contract.id)).toHaveLength(2);
    const deleted = await t.call({ method: 'DELETE', url: `/api/contracts/${contract.id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(await storedFiles(t, contract.id)).toEqual([]);
    expect(await exists(join(t.dataDir, 'files', String(contract.id)))).toBe(false);
  });
});

describe('a download link', () => {
  let url: string;
  beforeAll(async () => {
    const contract = await createContract(t, admin);
    url = (await upload(t, admin, contract.id, { name: 'a.pdf', bytes: PDF })).json().url;
  });

  it('needs the download token: none, a wrong one or the bearer token answer 401', async () => {
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    expect((await download(url, 'not-a-token')).statusCode).toBe(401);
    expect((await download(url, admin)).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url, token: admin })).statusCode).toBe(401);
  });

  it('stops working when its session is signed out', async () => {
    const session = await t.login('beheerder@demo.nl');
    const downloadToken = await downloadTokenOf(t, session);
    expect((await download(url, downloadToken)).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/auth/logout', token: session })).statusCode).toBe(204);
    expect((await download(url, downloadToken)).statusCode).toBe(401);
  });
});

describe('access', () => {
  /** Every documents call on `contractId` as `token`, with the status each answered. */
  async function probe(token: string, contractId: number, documentId: number) {
    const base = `/api/contracts/${contractId}/documents`;
    return {
      list: (await t.call({ method: 'GET', url: base, token })).statusCode,
      upload: (await upload(t, token, contractId, { name: 'x.pdf', bytes: PDF })).statusCode,
      download: (await download(`${base}/${documentId}`, await downloadTokenOf(t, token))).statusCode,
      delete: (await t.call({ method: 'DELETE', url: `${base}/${documentId}`, token })).statusCode,
    };
  }
  const everywhere = (status: number) => ({ list: status, upload: status, download: status, delete: status });

  it("hides another company's contract documents: 404 on every call", async () => {
    const foreign = await otherCompanysContract(t);
    const platformAdmin = await t.login('admin@demo.nl');
    const document = (await upload(t, platformAdmin, foreign.id, { name: 'x.pdf', bytes: PDF })).json();
    expect(await probe(admin, foreign.id, document.id)).toEqual(everywhere(404));
    expect(await storedFiles(t, foreign.id)).toHaveLength(1);
  });

  it('answers 404 for a document of another contract, even one the caller may see', async () => {
    const [mine, other] = [await createContract(t, admin), await createContract(t, admin)];
    const document = (await upload(t, admin, other.id, { name: 'x.pdf', bytes: PDF })).json();
    const url = `/api/contracts/${mine.id}/documents/${document.id}`;
    expect((await download(url, await downloadTokenOf(t, admin))).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url, token: admin })).statusCode).toBe(404);
    expect(await documentsOf(other.id)).toHaveLength(1);
  });

  it("limits a location-restricted manager to their locations' contracts", async () => {
    const { outside, inside } = await contractsAroundRestriction(t, admin);
    const buyer = await t.login('inkoop@demo.nl');
    const hidden = (await upload(t, admin, outside.id, { name: 'x.pdf', bytes: PDF })).json();
    expect(await probe(buyer, outside.id, hidden.id)).toEqual(everywhere(404));
    const visible = (await upload(t, admin, inside.id, { name: 'x.pdf', bytes: PDF })).json();
    expect(await probe(buyer, inside.id, visible.id)).toEqual({ ...everywhere(200), upload: 201 });
  });

  it('refuses a dashboard reader and a company without a subscription with 403', async () => {
    const contract = await createContract(t, admin);
    const document = (await upload(t, admin, contract.id, { name: 'x.pdf', bytes: PDF })).json();
    expect(await probe(await t.login('lezer@demo.nl'), contract.id, document.id)).toEqual(everywhere(403));
    expect(await probe(await t.login('proef@demo.nl'), contract.id, document.id)).toEqual(everywhere(403));
    expect(await documentsOf(contract.id)).toHaveLength(1);
  });
});
