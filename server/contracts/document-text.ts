/**
 * The text of contract documents, which the contract search matches (docs/contracts-api.md#search-in-documents):
 * a PDF's text layer (unpdf, Mozilla's pdf.js) and plain-text files are read; other files (images,
 * Office files) and scans without a text layer have none (''). A document is read after its upload
 * and, for documents stored before this existed, by the job that reads every unread one (the
 * backfill); several server processes may read the same document, which only writes the same text.
 */
import { asc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { foldText } from '../../src/schema/folded-text';
import type { Database } from '../db/client';
import { contractDocuments } from '../db/contract-tables';
import { DOCUMENT_WORDS_COLUMN, documentWordsUnion } from '../db/document-words';
import { resourceTables } from '../db/resource-tables';
import { readAll } from '../files/storage';
import type { Executor } from '../resources/hooks';
import type { Env } from '../resources/write';

/** At most this much text is kept of one document (a 500-page contract; more is not searched). */
export const DOCUMENT_TEXT_MAX = 1_000_000;

/** A PDF's pages and the text of its text layer (a scan has none), pages joined. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  // Errors only: a damaged file is answered with no text, not with warnings in the log.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: true });
    return { pages: totalPages, text: cleanText(text) };
  } finally {
    await pdf.destroy();
  }
}

/** Whitespace runs as one space, NUL bytes (PostgreSQL refuses them) gone, at most DOCUMENT_TEXT_MAX. */
const cleanText = (text: string): string =>
  text.replaceAll(String.fromCharCode(0), '').replace(/\s+/g, ' ').trim().slice(0, DOCUMENT_TEXT_MAX);

/** The searchable text of a file: a PDF's text layer, a text file's text, else ''. */
export async function readDocumentText(bytes: Buffer, contentType: string): Promise<string> {
  if (contentType === 'application/pdf') return (await readPdf(bytes)).text;
  return contentType.startsWith('text/') ? cleanText(bytes.toString('utf8')) : '';
}

/** Documents read per batch: each read holds a file in memory. */
const BATCH = 10;

/**
 * Reads the documents whose text is unread, oldest first, until none is left; a file that cannot
 * be read (missing, damaged) gets '' so it is not tried again. Returns how many were read.
 */
export async function readUnreadDocuments(env: Pick<Env, 'db' | 'files'>): Promise<number> {
  let read = 0;
  for (;;) {
    const unread = await env.db
      .select({
        id: contractDocuments.id,
        contractId: contractDocuments.contractId,
        storageName: contractDocuments.storageName,
        contentType: contractDocuments.contentType,
      })
      .from(contractDocuments)
      .where(isNull(contractDocuments.text))
      .orderBy(asc(contractDocuments.id))
      .limit(BATCH);
    if (unread.length === 0) return read;
    for (const document of unread) {
      // A store that does not answer stops this run (the next one tries again); a missing or
      // unreadable file has no text.
      const bytes = await readAll(env.files, document.storageName);
      const text = bytes ? await readDocumentText(bytes, document.contentType).catch(() => '') : '';
      await storeText(env.db, document, text);
      read += 1;
    }
  }
}

/**
 * A tsvector holds at most 1 MB of words. A document's distinct words stay far below that (a
 * 500-page contract: ~200 kB); a text of nothing but distinct tokens (a damaged PDF) keeps its first.
 */
const WORDS_MAX_BYTES = 900_000;

/**
 * The text the word index is built from: each whitespace-separated token once. PostgreSQL's parser
 * splits and lowercases tokens alone ('KS-ENE-001' → ks-ene-001, ks, ene, 001), so the words are
 * those of the whole text, from a fraction of it.
 */
export function wordsText(text: string): string {
  const tokens: string[] = [];
  let bytes = 0;
  for (const token of new Set(text.split(/\s+/))) {
    bytes += Buffer.byteLength(token) + 1;
    if (bytes > WORDS_MAX_BYTES) break;
    tokens.push(token);
  }
  return tokens.join(' ');
}

/**
 * The words of a text as stored in `contract_documents.words`: folded (src/schema/folded-text.ts:
 * "coöperatie" is stored as cooperatie) and parsed by 'simple' (no stemming, no stop words).
 */
export const documentWords = (text: string): SQL =>
  sql`strip(to_tsvector('simple', ${wordsText(foldText(text))}))`;

/** The shortest word of a search matched as the start of longer ones. */
export const PREFIX_MIN = 3;

/**
 * The words of a search as word queries, one each: a word of `q` as the start of a word of the
 * document (`aangetek` finds "aangetekende"); parsed as the documents are, so both split alike.
 * Words shorter than PREFIX_MIN match whole words only: 'b' of "B-0421" as the start of any word
 * would be half the dictionary, and costs as much to look up. Folded as the documents' words are.
 * An SQL array of tsquery texts.
 */
export const documentQueryWords = (q: string): SQL =>
  sql`array(
    select quote_literal(word) || case when length(word) >= ${PREFIX_MIN} then ':*' else '' end
    from unnest(tsvector_to_array(to_tsvector('simple', ${foldText(q)}))) as word)`;

/** Searches whose words searchWords remembers (the list asks again on every page, sort and refresh). */
const WORDS_REMEMBERED = 500;
const wordsOfSearches = new Map<string, string[]>();

/**
 * documentQueryWords of `q` as a list. The database works them out (its parser splits text as it
 * split the documents) once per text: they depend on the text alone, never on stored data.
 */
export async function searchWords(db: Executor, q: string): Promise<string[]> {
  const known = wordsOfSearches.get(q);
  if (known) return known;
  const [{ words }] = (
    (await db.execute(sql`select ${documentQueryWords(q)} as words`)) as unknown as {
      rows: { words: string[] }[];
    }
  ).rows;
  if (wordsOfSearches.size >= WORDS_REMEMBERED) wordsOfSearches.clear();
  wordsOfSearches.set(q, words);
  return words;
}

/**
 * A search as one word query: all its words (documentQueryWords; a contract's documents together)
 * or any of them (which of its documents holds a part).
 */
export const documentQuery = (q: string, words: 'all' | 'any' = 'all'): SQL =>
  sql`to_tsquery('simple', array_to_string(${documentQueryWords(q)}, ${words === 'all' ? ' & ' : ' | '}))`;

/** Letters (with any accents written apart) and digits: a word as the excerpt looks for it. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/** Characters of text shown on either side of a match. */
const EXCERPT_AROUND = 80;

/**
 * Where in a document's text the search `q` is: the text around the first word that starts with
 * one of q's words, split so the match can be marked (`before`, `match`, `after`; no markup to
 * trust); null when there is none.
 */
export function documentMatch(text: string, q: string) {
  const words = (foldText(q).match(WORD) ?? []) as string[];
  if (words.length === 0) return null;
  for (const found of text.matchAll(WORD)) {
    const word = foldText(found[0]);
    if (!words.some((w) => (w.length >= PREFIX_MIN ? word.startsWith(w) : word === w))) continue;
    const at = found.index;
    const end = at + found[0].length;
    const before = text.slice(Math.max(0, at - EXCERPT_AROUND), at);
    const after = text.slice(end, end + EXCERPT_AROUND);
    // Whole words only: a side cut off mid-text loses its broken word and says so with an ellipsis.
    return {
      before: at > EXCERPT_AROUND ? `…${before.replace(/^\S*\s?/, '')}` : before,
      match: text.slice(at, end),
      after: end + EXCERPT_AROUND < text.length ? `${after.replace(/\s?\S*$/, '')}…` : after,
    };
  }
  return null;
}

/** A document's text and words, and its contract's words with them (refreshDocumentWords). */
const storeText = (db: Database, document: { id: number; contractId: number }, text: string) =>
  db.transaction(async (tx) => {
    const executor = tx as unknown as Executor;
    await lockContract(executor, document.contractId);
    await executor
      .update(contractDocuments)
      .set({ text, words: documentWords(text) as never })
      .where(eq(contractDocuments.id, document.id));
    await refreshDocumentWords(executor, document.contractId);
  });

const contracts = resourceTables.contracts;
const contractColumns = getTableColumns(contracts) as Record<string, PgColumn>;

/**
 * Holds the contract row until the transaction ends. Taken before a document of it changes: two
 * documents of one contract read at once then refresh its words one after the other, and the second
 * sees the first's words (a refresh started alongside would compute the union without them).
 */
export const lockContract = (db: Executor, contractId: number) =>
  db.execute(sql`select 1 from ${contracts} where ${contractColumns.id} = ${contractId} for update`);

/**
 * The contract's `document_words` from the words of its documents now (server/db/document-words.ts),
 * after a document's words changed or a document went, in the same transaction, under lockContract.
 */
export const refreshDocumentWords = (db: Executor, contractId: number) =>
  db.execute(
    sql`update ${contracts} set ${sql.identifier(DOCUMENT_WORDS_COLUMN)} = ${documentWordsUnion(
      sql`${contractDocuments}`,
      sql`contract_id`,
      sql`${contractId}`,
    )} where ${contractColumns.id} = ${contractId}`,
  );

/** One reader per process at a time: an upload wakes it, and a wake during a run runs it once more. */
export function documentReader(env: Pick<Env, 'db' | 'files'>, onError: (error: unknown) => void) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = readUnreadDocuments(env)
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  };
  /** Resolves once no run is going nor due (a wake during the last one runs it once more). */
  const idle = async (): Promise<void> => {
    while (running) await running;
  };
  return { wake: run, idle };
}
