/**
 * What `q` searches, shared by the list query (server/resources/query.ts) and the table
 * (./resource-tables.ts): the searchable columns joined into one text. One match over one trigram
 * index per table: with an ILIKE per column the planner prices each column's index apart and often
 * falls back to scanning every row (4 columns × 100,000 contracts: 150–600 ms instead of 1 ms).
 *
 * A derived table keeps that text folded (lower case, accents gone: src/schema/folded-text.ts) in a
 * stored generated column, `search_text`, which the index covers and a search matches with LIKE,
 * the search folded alike. An ILIKE lowercases every text it reads, and the planner reads the 1,000
 * sampled texts of the column's statistics for every search it plans: at 100,000 contracts that was
 * ~2 ms of planning per search condition (a list page has two) and ~4 µs per row a page walks; the
 * stored folded text costs a fifth of both.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { COMBINING_ACCENTS } from '../../src/schema/folded-text';

/**
 * The searched text of a row: the columns joined by a space (a missing value as ''). The index and
 * the query must build the very same expression, so both call this.
 */
export function searchText(columns: readonly PgColumn[]): SQL {
  const parts = columns.map((column) => (column.notNull ? sql`${column}` : sql`coalesce(${column}, '')`));
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` || ' ' || `)})`;
}

/**
 * `text` folded as foldText folds it in the app: NFD splits each accent off its letter, the accents
 * go, the rest is lowercased. Immutable, so a generated column can hold it; the accents' class is
 * written out, not a parameter, for the same reason.
 */
export const foldedSql = (text: SQL): SQL =>
  sql`lower(regexp_replace(normalize(${text}, NFD), ${sql.raw(`'${COMBINING_ACCENTS}'`)}, '', 'g'))`;

/** The generated column of a derived table that holds its searched text, folded. */
export const SEARCH_TEXT_COLUMN = 'search_text';

/**
 * The generated column that holds the same text while it is at most SEARCH_SHORT_BYTES long (null
 * beyond), which an index in the order a company's list opens in carries as its last key
 * (resource-tables.ts): a search that walks that order (searchMatchByRow) then tests each row from
 * the index alone instead of its table page.
 */
export const SEARCH_SHORT_COLUMN = 'search_short';

/**
 * An index entry holds at most 2,704 bytes (a third of a page), its sort key included, so the
 * text the walk's index carries is bounded well below that; a longer one (a description of thousands of
 * characters) is read from the table.
 */
export const SEARCH_SHORT_BYTES = 1500;

/** How many sampled texts the planner keeps of that column (see searchStatistics). */
export const SEARCH_TEXT_STATISTICS = 1000;

/**
 * The generation expression of `search_text` from the searched columns' names (all texts stored
 * `not null`, see resource-tables.ts), unqualified as a column definition wants it.
 */
export const searchTextGeneration = (columnNames: readonly string[]): SQL =>
  foldedSql(
    sql.join(
      columnNames.map((name) => sql.identifier(name)),
      sql` || ' ' || `,
    ),
  );

/** The generation expression of `search_short`: `search_text`'s while it is short enough. */
export const searchShortGeneration = (columnNames: readonly string[]): SQL => {
  const text = searchTextGeneration(columnNames);
  return sql`case when octet_length(${text}) <= ${sql.raw(String(SEARCH_SHORT_BYTES))} then ${text} end`;
};

/** The LIKE pattern of a search text: contained anywhere, its % and _ literal. */
const searchPattern = (text: string): string => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A stored search text holds `text` (folded by the database, as the column is): through the
 * trigram index for `pieces` alone, then the whole text tested on each row found. `strpos(…) <> 0`
 * rather than a second LIKE, which the index would read all trigrams for; the planner counts it as
 * true for nearly every row, so its estimate is the pieces'.
 */
function matchByPieces(stored: PgColumn, text: string, pieces: readonly string[]): SQL {
  const found = pieces.map((piece) => sql`${stored} like ${`%${piece}%`}`);
  return sql`(${sql.join(found, sql` and `)} and strpos(${stored}, ${foldedSql(sql`${text.trim()}`)}) <> 0)`;
}

/**
 * A row holds the search text `text`, accents and case aside: LIKE on the stored folded column
 * where the table has one (with `pieces`, the trigram index read for those alone: search-pieces.ts),
 * else (the foundation's hand-written tables, small and without a text index) on the joined columns
 * folded as they are read.
 */
export function searchMatch(
  columns: Record<string, PgColumn>,
  fields: readonly string[],
  text: string,
  pieces?: readonly string[],
): SQL {
  const pattern = searchPattern(text);
  const stored = columns.searchText;
  if (stored && pieces) return matchByPieces(stored, text, pieces);
  const folded = foldedSql(sql`${pattern}`);
  if (stored) return sql`${stored} like ${folded}`;
  return sql`${foldedSql(searchText(fields.map((field) => columns[field])))} like ${folded}`;
}

/**
 * searchMatch as a walk tests it row by row: on the short copy the walk's index carries, and only for
 * a row whose text is too long for it, on the stored text read from its table page. The planner
 * reads a walk's rows from the index alone (an index-only scan) when nothing else of them is asked.
 * Not a condition to find rows by: no index answers it (the trigram index is on `search_text`).
 */
export function searchMatchByRow(
  table: PgTable,
  columns: Record<string, PgColumn>,
  fields: readonly string[],
  text: string,
): SQL {
  const { searchShort: short, id } = columns;
  if (!short || !id) return searchMatch(columns, fields, text);
  const folded = foldedSql(sql`${searchPattern(text)}`);
  const whole = sql.identifier('whole');
  const wholeText = sql`${whole}.${sql.identifier(SEARCH_TEXT_COLUMN)}`;
  return sql`coalesce(${short} like ${folded},
    (select ${wholeText} like ${folded} from ${table} as ${whole} where ${whole}.${sql.identifier(id.name)} = ${id}))`;
}

/**
 * A statement that gives every `search_text` column of the schema SEARCH_TEXT_STATISTICS samples
 * where it has fewer, and samples it at once. With the default 100, a rare term (a contract number)
 * that happens to be in one sample is estimated at 1 % of the rows, and the planner walks the sort
 * index through tens of thousands of rows instead of asking the trigram index (40–200 ms at 100,000
 * rows). Run after the migrations (client.ts), so a table that a later migration adds gets it too.
 */
export const SEARCH_STATISTICS_SQL = `DO $$
DECLARE searched record;
BEGIN
  FOR searched IN
    SELECT c.relname FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE a.attname = '${SEARCH_TEXT_COLUMN}' AND NOT a.attisdropped AND c.relkind = 'r'
      AND n.nspname = current_schema()
      AND coalesce(a.attstattarget, -1) <> ${SEARCH_TEXT_STATISTICS}
  LOOP
    EXECUTE format('ALTER TABLE %I ALTER COLUMN ${SEARCH_TEXT_COLUMN} SET STATISTICS ${SEARCH_TEXT_STATISTICS}', searched.relname);
    EXECUTE format('ANALYZE %I (${SEARCH_TEXT_COLUMN})', searched.relname);
  END LOOP;
END $$`;
