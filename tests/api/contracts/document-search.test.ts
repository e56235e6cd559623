/**
 * Search inside documents: the text of an uploaded PDF (and of a text file) is read and the
 * contract list's search finds a contract by the words (or their start) only its document holds, within the caller's
 * company and locations; the documents call says which document matched, with the text around it;
 * documents stored before are read by the reader's backfill; a file without text has none.
 */
import { eq, sql } from 'drizzle-orm';
import { readUnreadDocuments } from '../../../server/contracts/document-text';
import { contractDocuments } from '../../../server/db/contract-tables';
import { demoPdf } from '../../../server/seed/documents';
import { startTestApp, type TestApp } from '../harness';
import { createContract } from './fixtures';
import { contractsAroundRestriction, otherCompanysContract, upload } from './fixtures-documents';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('beheerder@demo.nl');
});
afterAll(() => t.close());

const read = () => readUnreadDocuments({ db: t.database.db, files: t.files });
const search = async (q: string, token = admin): Promise<string[]> => {
  const filter = encodeURIComponent(JSON.stringify({ q }));
  const response = await t.call({
    method: 'GET',
    url: `/api/contracts?filter=${filter}&range=[0,99]`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { number: string }[]).map((contract) => contract.number);
};
const pdfWith = (...lines: string[]) => ({
  name: 'contract.pdf',
  bytes: demoPdf(lines),
  type: 'application/pdf',
});

describe('searching inside documents', () => {
  it('finds a contract by a word only its PDF holds, and says where', async () => {
    const contract = await createContract(t, admin, { number: 'DOC-SEARCH-1' });
    expect(await search('Zonnebloemveld')).toEqual([]);
    const uploaded = await upload(
      t,
      admin,
      contract.id,
      pdfWith('Huurovereenkomst', 'Perceel Zonnebloemveld 12, Utrecht'),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await read();
    expect(await search('zonnebloemVELD')).toEqual(['DOC-SEARCH-1']);
    // Words, as typed from their start, all of them: not a piece from inside a word.
    expect(await search('zonnebloem')).toEqual(['DOC-SEARCH-1']);
    expect(await search('perceel utrecht')).toEqual(['DOC-SEARCH-1']);
    expect(await search('perceel amsterdam')).toEqual([]);
    expect(await search('bloemveld')).toEqual([]);
    // The contract's own fields still count, and the list's totals and bulk selection agree.
    expect(await search('DOC-SEARCH-1')).toEqual(['DOC-SEARCH-1']);
    const totals = await t.call({
      method: 'GET',
      url: `/api/contracts/totals?filter=${encodeURIComponent(JSON.stringify({ q: 'Zonnebloemveld' }))}`,
      token: admin,
    });
    expect(totals.json().count).toBe(1);

    const documents = await t.call({
      method: 'GET',
      url: `/api/contracts/${contract.id}/documents?q=zonnebloemveld`,
      token: admin,
    });
    const [document] = documents.json();
    expect(document.match).toEqual({
      before: expect.stringContaining('Perceel '),
      match: 'Zonnebloemveld',
      after: expect.stringContaining(' 12, Utrecht'),
    });
    // The whole word is marked, also when only its start was typed.
    const started = await t.call({
      method: 'GET',
      url: `/api/contracts/${contract.id}/documents?q=${encodeURIComponent('utrecht zonneb')}`,
      token: admin,
    });
    expect(started.json()[0].match.match).toBe('Zonnebloemveld');
    const other = await t.call({
      method: 'GET',
      url: `/api/contracts/${contract.id}/documents?q=tulpenveld`,
      token: admin,
    });
    expect(other.json()[0].match).toBeNull();
    // Without q nothing is said about the text, and the text itself is never sent.
    const plain = (
      await t.call({ method: 'GET', url: `/api/contracts/${contract.id}/documents`, token: admin })
    ).json();
    expect(Object.keys(plain[0])).not.toContain('match');
    expect(Object.keys(plain[0])).not.toContain('text');
  });

  it('finds the same contracts whether a word is in a few documents or in thousands', async () => {
    // Past 2,000 documents the condition takes its other form (filters.ts): the answer may not change.
    const holders = [
      await createContract(t, admin, { number: 'DOC-MANY-1' }),
      await createContract(t, admin, { number: 'DOC-MANY-2' }),
    ];
    const { companyId } = holders[0] as unknown as { companyId: number };
    await t.database.db.execute(sql`
      insert into contract_documents (company_id, contract_id, file_name, storage_name, content_type, size, text, words)
      select ${companyId}, case when i % 2 = 0 then ${holders[0].id}::int else ${holders[1].id}::int end,
        'bijlage.txt', 'many-' || i, 'text/plain', 10, 'Gemeenschappelijk Paardenbloem',
        to_tsvector('simple', 'Gemeenschappelijk Paardenbloem' || case when i = 1 then ' Eenling' else '' end)
      from generate_series(1, 2500) as i`);
    expect(await search('paardenbloem')).toEqual(['DOC-MANY-1', 'DOC-MANY-2']);
    expect(await search('gemeenschappelijk paarden')).toEqual(['DOC-MANY-1', 'DOC-MANY-2']);
    expect(await search('eenling')).toEqual(['DOC-MANY-2']);
    const totals = await t.call({
      method: 'GET',
      url: `/api/contracts/totals?filter=${encodeURIComponent(JSON.stringify({ q: 'paardenbloem' }))}`,
      token: admin,
    });
    expect(totals.json().count).toBe(2);
  });

  it("never finds another company's document, nor one outside a user's locations", async () => {
    const foreign = await otherCompanysContract(t);
    const platformAdmin = await t.login('admin@demo.nl');
    await upload(t, platformAdmin, foreign.id, pdfWith('Geheim woord Kikkerdril'));
    const { outside: headOffice } = await contractsAroundRestriction(t, admin);
    await upload(t, admin, headOffice.id, pdfWith('Alleen op het hoofdkantoor: Egelpad'));
    await read();
    expect(await search('Kikkerdril')).toEqual([]);
    const buyer = await t.login('inkoop@demo.nl');
    expect(await search('Egelpad', buyer)).toEqual([]);
    expect(await search('Egelpad')).toEqual([headOffice.number]);
  });

  it('reads documents stored before (the backfill), a text file too, and a damaged PDF as no text', async () => {
    const contract = await createContract(t, admin, { number: 'DOC-SEARCH-3' });
    await upload(t, admin, contract.id, {
      name: 'notities.txt',
      bytes: Buffer.from('Afspraak over Vlinderstrik'),
      type: 'text/plain',
    });
    await upload(t, admin, contract.id, pdfWith('Bijlage Dromedaris'));
    await read();
    // As if stored before reading existed: the reader finds them unread and reads them again. (The
    // server's own reader, still woken by the uploads, may get there first: either way, once this
    // read returns, both are read, so no count of this call is asserted.)
    await t.database.db
      .update(contractDocuments)
      .set({ text: null, words: null })
      .where(eq(contractDocuments.contractId, contract.id));
    await read();
    expect(await search('vlinderstrik')).toEqual(['DOC-SEARCH-3']);
    expect(await search('Dromedaris')).toEqual(['DOC-SEARCH-3']);

    const damaged = await createContract(t, admin, { number: 'DOC-SEARCH-4' });
    const broken = demoPdf(['Kapot']).subarray(0, 200);
    await upload(t, admin, damaged.id, { name: 'kapot.pdf', bytes: broken, type: 'application/pdf' });
    await read();
    const texts = await t.database.db.execute(
      sql`select text from contract_documents where contract_id = ${damaged.id}`,
    );
    expect((texts as unknown as { rows: { text: string | null }[] }).rows.map((row) => row.text)).toEqual([
      '',
    ]);
    expect(await read()).toBe(0);
  });
});
