/**
 * Search inside documents: the text of an uploaded PDF (and of a text file) is read and the
 * contract list's search finds a contract by the words (or their start) only its document holds, within the caller's
 * company and locations; the documents call says which document matched, with the text around it;
 * documents stored before are read by the reader's backfill; a file without text has none.
 */
import { readFileSync } from 'node:fs';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { readUnreadDocuments } from '../../../server/contracts/document-text';
import { prepareContractFilter } from '../../../server/contracts/filters';
import { contractDocuments } from '../../../server/db/contract-tables';
import { resourceTables } from '../../../server/db/resource-tables';
import { searchCondition } from '../../../server/resources/query';
import { demoPdf } from '../../../server/seed/documents';
import { contracts } from '../../../src/schema/resources/contracts';
import { fieldsHoldSearch } from '../../../src/schema/search-fields';
import { setupTestApp } from '../harness';
import { createContract } from './fixtures';
import { contractsAroundRestriction, copiesOf, otherCompanysContract, upload } from './fixtures-documents';

const t = setupTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
});

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

  it('finds words without regard to accents, and marks the word as the document writes it', async () => {
    const contract = await createContract(t, admin, { number: 'DOC-ACCENT-1' });
    await upload(
      t,
      admin,
      contract.id,
      pdfWith('Coöperatieve Vereniging Zuiderlicht', 'Financiële voorwaarden voor het café'),
    );
    await read();
    for (const typed of [
      'cooperatieve',
      'COÖPERATIEVE zuiderlicht',
      'financiele voorwaarden',
      'cafe',
      'Café',
    ]) {
      expect(await search(typed), typed).toEqual(['DOC-ACCENT-1']);
    }
    const documents = await t.call({
      method: 'GET',
      url: `/api/contracts/${contract.id}/documents?q=${encodeURIComponent('financiele')}`,
      token: admin,
    });
    expect(documents.json()[0].match.match).toBe('Financiële');
  });

  it('folds the words of documents read before accents were folded (the migration)', async () => {
    const contract = await createContract(t, admin, { number: 'DOC-ACCENT-2' });
    await upload(t, admin, contract.id, pdfWith('Zeeuwse Rijwielcoöperatie'));
    await read();
    await t.app.documentsRead();
    // As stored before: the words as the document spells them.
    const unfolded = sql`strip(to_tsvector('simple', 'Zeeuwse Rijwielcoöperatie'))`;
    await t.database.db.execute(
      sql`update contract_documents set words = ${unfolded} where contract_id = ${contract.id}`,
    );
    await t.database.db.execute(
      sql`update contracts set document_words = ${unfolded} where id = ${contract.id}`,
    );
    expect(await search('rijwielcooperatie')).toEqual([]);
    const migration = readFileSync(
      new URL('../../../server/db/migrations/0022_folded_search_text.sql', import.meta.url),
      'utf8',
    );
    const updates = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(updates).toHaveLength(2);
    for (const update of updates) await t.database.db.execute(sql.raw(update));
    expect(await search('rijwielcooperatie')).toEqual(['DOC-ACCENT-2']);
    expect(await search('rijwielcoöperatie zeeuwse')).toEqual(['DOC-ACCENT-2']);
    const words = await t.database.db.execute(
      sql`select words::text as words from contract_documents where contract_id = ${contract.id}`,
    );
    expect((words as unknown as { rows: { words: string }[] }).rows[0].words).toBe(
      "'rijwielcooperatie' 'zeeuwse'",
    );
  });

  it('lists and counts once a contract that its fields and its document both match', async () => {
    const both = await createContract(t, admin, { number: 'KLAVERVELD-1' });
    const documentOnly = await createContract(t, admin, { number: 'DOC-KLAVER-2' });
    await upload(t, admin, both.id, pdfWith('Perceel Klaverveld, Zeist'));
    await upload(t, admin, documentOnly.id, pdfWith('Perceel Klaverveld, Houten'));
    await read();
    const response = await t.call({
      method: 'GET',
      url: `/api/contracts?filter=${encodeURIComponent(JSON.stringify({ q: 'klaverveld' }))}&range=[0,9]`,
      token: admin,
    });
    expect((response.json() as { number: string }[]).map((contract) => contract.number).sort()).toEqual([
      'DOC-KLAVER-2',
      'KLAVERVELD-1',
    ]);
    expect(response.headers['content-range']).toBe('contracts 0-1/2');
    // What the list's rows carry tells the app which one its search found in a document alone.
    const foundIn = (response.json() as Record<string, unknown>[]).map((row) => [
      row.number,
      fieldsHoldSearch(contracts, row, 'klaverveld') ? 'fields' : 'document',
    ]);
    expect(Object.fromEntries(foundIn)).toEqual({ 'KLAVERVELD-1': 'fields', 'DOC-KLAVER-2': 'document' });
  });

  it("tells, as the database's search of the fields does, which rows a search finds by their own fields", async () => {
    // Accents, case, SQL's wildcards as text, and a search across two fields (joined by a space).
    await createContract(t, admin, {
      number: 'VELD-Ç1',
      reference: 'Coöperatie 50%_korting',
      description: 'Onderhoud\nvan de Ééndracht-tuinen',
    });
    await createContract(t, admin, { number: 'VELD-C2', reference: 'cooperatie 50 korting' });
    const list = await t.call({ method: 'GET', url: '/api/contracts?range=[0,999]', token: admin });
    const all = list.json() as Record<string, unknown>[];
    const table = resourceTables.contracts;
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    for (const q of [
      'COOPERATIE',
      '50%_',
      '50 k',
      'veld-ç1 coöp',
      'eendracht',
      '  Ç1  ',
      'korting Onderhoud',
    ]) {
      // The list's search of the fields, as the server builds it, on the same rows.
      const condition = searchCondition(contracts, columns, q);
      const inFields = await t.database.db
        .select({ number: columns.number })
        .from(table)
        .where(
          and(
            inArray(
              columns.id,
              all.map((row) => Number(row.id)),
            ),
            condition,
          ),
        );
      const found = new Set(inFields.map((row) => row.number));
      expect(found.size, q).toBeGreaterThan(0);
      const held = new Set(all.filter((row) => fieldsHoldSearch(contracts, row, q)).map((row) => row.number));
      expect(held, q).toEqual(found);
    }
  });

  it('finds a contract by the words of all its documents together, and forgets a removed one', async () => {
    const contract = await createContract(t, admin, { number: 'DOC-UNION-1' });
    const text = (body: string) => ({ name: 'bijlage.txt', bytes: Buffer.from(body), type: 'text/plain' });
    // Two documents uploaded and read at once: the contract keeps the words of both.
    const uploads = await Promise.all([
      upload(t, admin, contract.id, text('Artikel over de Korenbloem')),
      upload(t, admin, contract.id, text('Bijlage: onderhoud Klaproos')),
    ]);
    for (const uploaded of uploads) expect(uploaded.statusCode, uploaded.body).toBe(201);
    await Promise.all([read(), read()]);
    expect(await search('korenbloem')).toEqual(['DOC-UNION-1']);
    expect(await search('klaproos korenbloem')).toEqual(['DOC-UNION-1']);
    // Each document says whether it holds a part of the search.
    const documents = await t.call({
      method: 'GET',
      url: `/api/contracts/${contract.id}/documents?q=${encodeURIComponent('klaproos korenbloem')}`,
      token: admin,
    });
    expect(
      documents
        .json()
        .map((document: { match: { match: string } }) => document.match.match)
        .sort(),
    ).toEqual(['Klaproos', 'Korenbloem']);
    const second = uploads[1].json() as { id: number };
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/contracts/${contract.id}/documents/${second.id}`,
      token: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await search('klaproos')).toEqual([]);
    expect(await search('korenbloem')).toEqual(['DOC-UNION-1']);
    // An edit of the contract keeps its documents' words.
    const stored = (
      await t.call({ method: 'GET', url: `/api/contracts/${contract.id}`, token: admin })
    ).json() as Record<string, unknown>;
    const edited = await t.call({
      method: 'PUT',
      url: `/api/contracts/${contract.id}`,
      token: admin,
      payload: { ...stored, description: 'Bijgewerkt' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await search('korenbloem')).toEqual(['DOC-UNION-1']);
  });

  it('finds the same contracts whether few contracts match or thousands', async () => {
    // A rare word's few contracts are gathered, a common word's walked in the page's order, and a
    // search whose fields match many is left to the planner (filters.ts): the answer may not change.
    const holder = await createContract(t, admin, { number: 'DOC-MANY-1' });
    const rare = await createContract(t, admin, { number: 'DOC-MANY-2' });
    const text = (body: string) => ({ name: 'bijlage.txt', bytes: Buffer.from(body), type: 'text/plain' });
    await upload(t, admin, holder.id, text('Gemeenschappelijk Paardenbloem'));
    await upload(t, admin, rare.id, text('Gemeenschappelijk Paardenbloem Eenling'));
    await read();
    // 2,500 more contracts whose documents hold the common word, one in eight "korenaar", and a
    // vocabulary of others (the planner's estimate of a word's start needs common words to go by).
    await copiesOf(
      t,
      holder.id,
      2500,
      'BULK-',
      sql`to_tsvector('simple',
        'gemeenschappelijk woord' || (i % 400) || case when i % 8 = 0 then ' korenaar' else '' end
          || case when i > 2300 then ' laatkomer' else '' end
          || case when i % 40 = 0 then ' zeldzaam' else '' end)`,
    );
    await t.database.db.execute(sql`analyze contracts`);
    try {
      await searchBothForms(holder as unknown as { companyId: number });
    } finally {
      await t.database.db.execute(sql`delete from contracts where number like 'BULK-%'`);
    }
  });

  async function searchBothForms(holder: { companyId: number }) {
    const { companyId } = holder;
    const prepared = (q: string) => prepareContractFilter(t.database.db, JSON.stringify({ q }), companyId);
    const formOf = async (q: string) => (await prepared(q))?.rows;
    // A handful or a few hundred gathered; a common word walked, but gathered through a rare one
    // that comes with it; fields that match thousands (in no document) walked, their count too; a
    // handful of fields gathered.
    expect(await formOf('paardenbloem')).toBe('gather');
    expect(await formOf('korenaar')).toBe('gather');
    expect(await formOf('gemeenschappelijk')).toBe('walk');
    expect(await formOf('gemeenschappelijk eenling')).toBe('gather');
    expect((await prepared('gemeenschappelijk eenling'))?.rarest).toBe("'eenling':*");
    expect(await formOf('BULK')).toBe('walk');
    expect(await formOf('DOC-MANY')).toBe('gather');
    // No document holds it: a walked search is the fields' alone (no contract's words tested as the
    // page walks); a gathered one keeps its documents' look, one empty bitmap in the page's statement.
    expect((await prepared('BULK'))?.query).toBe('');
    expect((await prepared('DOC-MANY'))?.query).not.toBe('');
    expect((await prepared('korenaar'))?.query).not.toBe('');
    expect(await search('DOC-MANY')).toEqual(['DOC-MANY-1', 'DOC-MANY-2']);
    expect(await search('BULK')).toHaveLength(100);
    expect(await search('paardenbloem')).toEqual(['DOC-MANY-1', 'DOC-MANY-2']);
    expect(await search('eenling')).toEqual(['DOC-MANY-2']);
    expect(await search('gemeenschappelijk eenling')).toEqual(['DOC-MANY-2']);
    // Found through its rarer word, but only where the documents hold every word.
    expect((await prepared('korenaar paardenbloem'))?.rarest).toBe("'paardenbloem':*");
    expect(await search('korenaar paardenbloem')).toEqual([]);
    const totals = async (q: string) =>
      (
        await t.call({
          method: 'GET',
          url: `/api/contracts/totals?filter=${encodeURIComponent(JSON.stringify({ q }))}`,
          token: admin,
        })
      ).json().count;
    expect(await totals('paardenbloem')).toBe(2);
    expect(await totals('korenaar')).toBe(312);
    expect(await totals('gemeenschappelijk')).toBe(2502);
    // The gathered and the walked pages are the list's pages in its order.
    const inOrder = async (query: string, offset = 0) =>
      (
        (await t.database.db.execute(sql`
          select number from contracts where company_id = ${companyId}
            and document_words @@ to_tsquery('simple', ${query})
          order by notice_deadline asc nulls last, id asc limit 100 offset ${offset}`)) as unknown as {
          rows: { number: string }[];
        }
      ).rows.map((row) => row.number);
    for (const word of ['korenaar', 'gemeenschappelijk']) {
      const ordered = await inOrder(`${word}:*`);
      expect(ordered).toHaveLength(100);
      expect(await search(word)).toEqual(ordered);
    }
    // A common word with one whose 200 contracts all come last in the order: found through the
    // rarer word, gathered, in order on every page (server/resources/count.ts walks and gathers
    // for any list: tests/api/resources/walked-lists.test.ts).
    expect(await formOf('gemeenschappelijk laatkomer')).toBe('gather');
    const late = [
      ...(await inOrder('gemeenschappelijk:* & laatkomer:*')),
      ...(await inOrder('laatkomer:*', 100)),
    ];
    expect(late).toHaveLength(200);
    expect(await search('gemeenschappelijk laatkomer')).toEqual(late.slice(0, 100));
    const next = await t.call({
      method: 'GET',
      url: `/api/contracts?filter=${encodeURIComponent(JSON.stringify({ q: 'gemeenschappelijk laatkomer' }))}&range=[100,199]`,
      token: admin,
    });
    expect((next.json() as { number: string }[]).map((row) => row.number)).toEqual(late.slice(100));
    expect(Number(next.headers['content-range']?.split('/')[1])).toBeGreaterThanOrEqual(200);
    expect(await totals('gemeenschappelijk laatkomer')).toBe(200);
    // Found through the rarer word: counted exactly.
    expect(await formOf('gemeenschappelijk zeldzaam')).toBe('gather');
    const sparse = await t.call({
      method: 'GET',
      url: `/api/contracts?filter=${encodeURIComponent(JSON.stringify({ q: 'gemeenschappelijk zeldzaam' }))}&range=[0,24]`,
      token: admin,
    });
    expect(sparse.headers['content-range']).toBe('contracts 0-24/62');
    // A gathered list counts the rows it gathered: its total is exact beyond a search's count cap
    // (100), in any order, on any page, with another filter too (whose estimate is not).
    const status = (
      (await t.database.db.execute(
        sql`select stored_status from contracts where number = 'BULK-8'`,
      )) as unknown as { rows: { stored_status: string }[] }
    ).rows[0].stored_status;
    const numbers = sql`select number from contracts where company_id = ${companyId}
      and document_words @@ to_tsquery('simple', 'korenaar:*') and stored_status = ${status}
      order by number desc, id desc`;
    const byNumber = (
      (await t.database.db.execute(numbers)) as unknown as { rows: { number: string }[] }
    ).rows.map((row) => row.number);
    expect(byNumber).toHaveLength(312);
    for (const [from, to] of [
      [0, 24],
      [300, 324],
    ]) {
      const page = await t.call({
        method: 'GET',
        url: `/api/contracts?filter=${encodeURIComponent(JSON.stringify({ q: 'korenaar', status }))}&sort=${encodeURIComponent('["number","DESC"]')}&range=[${from},${to}]`,
        token: admin,
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.headers['content-range']).toBe(`contracts ${from}-${Math.min(to, 311)}/312`);
      expect((page.json() as { number: string }[]).map((row) => row.number)).toEqual(
        byNumber.slice(from, to + 1),
      );
    }
  }

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
    // As if stored before reading existed: the reader finds them unread and reads them again. The
    // server's own reader, woken by the uploads, is done first, so nothing reads them before this
    // test's read does.
    await t.app.documentsRead();
    await t.database.db
      .update(contractDocuments)
      .set({ text: null, words: null })
      .where(eq(contractDocuments.contractId, contract.id));
    await t.database.db.execute(sql`update contracts set document_words = '' where id = ${contract.id}`);
    expect(await search('vlinderstrik')).toEqual([]);
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
