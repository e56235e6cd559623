/**
 * The words of a row's documents, kept on the row itself (a resource declared with
 * `documentWords`: contracts). Each document keeps its own words (contract_documents.words, for
 * the excerpt of the document that matched); the row keeps the union of them in
 * `document_words` with a word index, so the list's search reaches the rows through one index of
 * the rows' own table, next to their search text's, and a page of a rare word is one bitmap of the
 * rows instead of a lookup per document (docs/contracts-api.md#search-in-documents).
 *
 * The server keeps the column current whenever a document's words change or a document goes
 * (server/contracts/document-text.ts: refreshDocumentWords); the API never writes it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { customType, type PgColumn } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type: a sorted set of lexemes (here without positions). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const DOCUMENT_WORDS_COLUMN = 'document_words';

/**
 * A tsvector holds at most 1 MB of lexemes. A contract's documents share most words (a few
 * thousand distinct ones in all); a union larger than this keeps its alphabetically first words.
 */
export const DOCUMENT_WORDS_MAX_BYTES = 900_000;

/**
 * The union of the words of the documents of row `owner` in `documents` (a table with `words`
 * and an owner column `ownerColumn`), as a tsvector ('' for none).
 */
export const documentWordsUnion = (documents: SQL, ownerColumn: SQL, owner: SQL): SQL => sql`
  array_to_tsvector(array(
    select lexeme from (
      select lexeme, sum(octet_length(lexeme) + 1) over (order by lexeme) as bytes
      from (select distinct unnest(tsvector_to_array(d.words)) as lexeme
            from ${documents} as d where d.${ownerColumn} = ${owner} and d.words is not null) as words
    ) as counted
    where bytes <= ${DOCUMENT_WORDS_MAX_BYTES}))`;

/**
 * A column no request writes: one the database generates (the search text) or the document words
 * the server keeps. A whole row read and written back (write.ts, hooks.ts) leaves these out, so a
 * stale copy never overwrites what was kept meanwhile.
 */
export const keptByServer = (column: PgColumn): boolean =>
  Boolean(column.generated) || column.name === DOCUMENT_WORDS_COLUMN;

/**
 * The columns of a whole row to read (write.ts, hooks.ts, the import): all but the document words,
 * up to a megabyte per row that no request reads.
 */
export const rowColumns = (columns: Record<string, PgColumn>): Record<string, PgColumn> =>
  Object.fromEntries(Object.entries(columns).filter(([, column]) => column.name !== DOCUMENT_WORDS_COLUMN));
