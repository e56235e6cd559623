/**
 * The text of contract documents, which the contract search matches (docs/contracts-api.md#search-in-documents):
 * a PDF's text layer (unpdf, Mozilla's pdf.js) and plain-text files are read; other files (images,
 * Office files) and scans without a text layer have none (''). A document is read after its upload
 * and, for documents stored before this existed, by the job that reads every unread one (the
 * backfill); several server processes may read the same document, which only writes the same text.
 */
import { readFile } from 'node:fs/promises';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contractDocuments } from '../db/contract-tables';
import type { Env } from '../resources/write';
import { documentPath } from './document-files';

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
export async function readUnreadDocuments(env: Pick<Env, 'db' | 'dataDir'>): Promise<number> {
  let read = 0;
  for (;;) {
    const unread = await env.db
      .select({
        id: contractDocuments.id,
        storageName: contractDocuments.storageName,
        contentType: contractDocuments.contentType,
      })
      .from(contractDocuments)
      .where(isNull(contractDocuments.text))
      .orderBy(asc(contractDocuments.id))
      .limit(BATCH);
    if (unread.length === 0) return read;
    for (const document of unread) {
      const text = await readFile(documentPath(env.dataDir, document.storageName))
        .then((bytes) => readDocumentText(bytes, document.contentType))
        .catch(() => '');
      await storeText(env.db, document.id, text);
      read += 1;
    }
  }
}

const storeText = (db: Database, id: number, text: string) =>
  db.update(contractDocuments).set({ text }).where(eq(contractDocuments.id, id));

/** One reader per process at a time: an upload wakes it, and a wake during a run runs it once more. */
export function documentReader(env: Pick<Env, 'db' | 'dataDir'>, onError: (error: unknown) => void) {
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
  return { wake: run, idle: () => running ?? Promise.resolve() };
}
