/**
 * The per-company storage quota (STORAGE_QUOTA_MB, docs/requirements.md): an upload that does not fit
 * in what the company has left is a 413 with {file: storage_quota} and stores nothing, whether it
 * is refused before its first byte, stopped while it streams in, or loses the race to another
 * upload. This app's configuration has a tiny quota.
 */
import { count, eq, sum } from 'drizzle-orm';
import { contractDocuments } from '../../../server/db/contract-tables';
import { setupTestApp } from '../harness';
import { createContract } from './fixtures';
import { PDF, storedFiles, upload } from './fixtures-documents';

const QUOTA = vi.hoisted(() => 512 * 1024);

vi.mock('../../../server/config', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../server/config')>();
  return {
    ...original,
    readConfig: (env?: NodeJS.ProcessEnv) => ({ ...original.readConfig(env), storageQuotaBytes: QUOTA }),
  };
});

const t = setupTestApp();
let admin: string;
let contractId: number;
let companyId: number;

beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
  const contract = await createContract(t, admin);
  contractId = contract.id as number;
  companyId = contract.companyId as number;
});

const pdfOf = (size: number): Buffer => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

/** The company's stored bytes and rows, and the files of the test contract. */
async function stored() {
  const [row] = await t.database.db
    .select({ bytes: sum(contractDocuments.size), rows: count() })
    .from(contractDocuments)
    .where(eq(contractDocuments.companyId, companyId));
  return {
    bytes: Number(row?.bytes ?? 0),
    rows: row?.rows ?? 0,
    files: (await storedFiles(t, contractId)).sort(),
  };
}

const expectQuotaRefusal = (response: Awaited<ReturnType<typeof upload>>) => {
  expect(response.statusCode, response.body).toBe(413);
  expect(response.json()).toEqual({
    message: "The file does not fit in the company's storage quota",
    errors: { file: 'resources.contracts.errors.storage_quota' },
  });
};

describe('the storage quota', () => {
  it('accepts files while they fit, counting the company’s stored documents', async () => {
    const before = await stored();
    expect(before.bytes).toBeLessThan(QUOTA / 2); // the demo PDFs
    const response = await upload(t, admin, contractId, { name: 'a.pdf', bytes: pdfOf(QUOTA / 4) });
    expect(response.statusCode, response.body).toBe(201);
    expect((await stored()).bytes).toBe(before.bytes + QUOTA / 4);
  });

  it('refuses a file larger than what is left with 413, storing nothing', async () => {
    const before = await stored();
    const left = QUOTA - before.bytes;
    // Stopped while it streams: more bytes than are left.
    expectQuotaRefusal(await upload(t, admin, contractId, { name: 'b.pdf', bytes: pdfOf(left + 1) }));
    expectQuotaRefusal(await upload(t, admin, contractId, { name: 'c.pdf', bytes: pdfOf(QUOTA * 4) }));
    expect(await stored()).toEqual(before);
    // Exactly what is left fits.
    const exact = await upload(t, admin, contractId, { name: 'd.pdf', bytes: pdfOf(left) });
    expect(exact.statusCode, exact.body).toBe(201);
    expect((await stored()).bytes).toBe(QUOTA);
  });

  it('refuses any file once the quota is used up, before reading it', async () => {
    const before = await stored();
    expectQuotaRefusal(await upload(t, admin, contractId, { name: 'e.pdf', bytes: PDF }));
    expect(await stored()).toEqual(before);
  });

  it('lets one of two uploads that fit only alone through', async () => {
    const documents = (
      await t.call({ method: 'GET', url: `/api/contracts/${contractId}/documents`, token: admin })
    ).json() as { id: number; size: number }[];
    for (const document of documents) {
      const removed = await t.call({
        method: 'DELETE',
        url: `/api/contracts/${contractId}/documents/${document.id}`,
        token: admin,
      });
      expect(removed.statusCode).toBe(200);
    }
    const before = await stored();
    const size = Math.floor(((QUOTA - before.bytes) * 2) / 3);
    const answers = await Promise.all(
      ['f.pdf', 'g.pdf'].map((name) => upload(t, admin, contractId, { name, bytes: pdfOf(size) })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413]);
    const after = await stored();
    expect(after.rows).toBe(before.rows + 1);
    expect(after.bytes).toBe(before.bytes + size);
    expect(after.files).toHaveLength(before.files.length + 1);
  });
});

describe('STORAGE_QUOTA_MB', () => {
  it('is 5 GB by default, in megabytes when set, and a wrong value stops the start', async () => {
    const { readConfig } =
      await vi.importActual<typeof import('../../../server/config')>('../../../server/config');
    expect(readConfig({}).storageQuotaBytes).toBe(5 * 1024 ** 3);
    expect(readConfig({ STORAGE_QUOTA_MB: '250' }).storageQuotaBytes).toBe(250 * 1024 ** 2);
    for (const wrong of ['0', '-5', '1.5', 'veel'])
      expect(() => readConfig({ STORAGE_QUOTA_MB: wrong })).toThrow(/STORAGE_QUOTA_MB/);
  });
});
