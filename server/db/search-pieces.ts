/**
 * Which pieces of a search text a gathered search reads the trigram index for. The index holds, per
 * trigram, every row whose search text has it, and a search reads the lists of all its trigrams:
 * "energie utrecht" has 13, most of them in thousands of rows ("ene", "ech"), and reading them took
 * 11.6–16.8 ms at 100,000 contracts (PostgreSQL on a slow day), where two of its least common ones
 * ("ner", "utr") find the very same 5,092 candidates in 2.9–4.1 ms. So the rows are found through the
 * index for a few pieces of the text, each an implied condition (the text holds it), and then
 * tested for the whole text, as the index's own recheck tested them before.
 *
 * Which pieces: from the planner's sample of the column (pg_stats, the texts it estimates with), the
 * least common first, each kept while it strikes more sampled candidates than it costs to read.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { foldText } from '../../src/schema/folded-text';
import type { Executor } from '../resources/hooks';
import { PlanMemory, remembered } from './plan-memory';
import { SEARCH_TEXT_COLUMN } from './search-text';

/**
 * What testing one candidate row costs (its table page and the text's match: ~0.6–1.1 µs on
 * PostgreSQL at 100,000 contracts) against reading one row's entry in a trigram's list (0.04–0.3
 * µs, measured on a VM whose speed varies): a judgment within that range, not a measured constant.
 */
const CANDIDATE_PER_ENTRY = 16;

/**
 * A piece in at most this share of the sampled texts is always read: its list is short, and a
 * sample of 1,000 cannot tell it from a rarer one (a contract number's digits).
 */
const RARE_SHARE = 0.01;

/**
 * The three-character pieces of the text the index knows as trigrams whatever the database's
 * locale: runs of ASCII letters and digits (pg_trgm counts only letters and digits as a word's),
 * folded as the stored search text is.
 */
export function textPieces(text: string): string[] {
  const pieces = new Set<string>();
  for (const run of foldText(text).match(/[a-z0-9]{3,}/g) ?? []) {
    for (let at = 0; at + 3 <= run.length; at += 1) pieces.add(run.slice(at, at + 3));
  }
  return [...pieces];
}

/**
 * The pieces of `text` to read the index for, given the planner's sample of the searched texts; null
 * when reading them would cost about what reading every piece costs (or the sample says nothing):
 * the whole text is then the index condition, as before.
 */
export function indexPieces(text: string, sample: readonly string[]): string[] | null {
  const pieces = textPieces(text);
  if (pieces.length < 2 || sample.length === 0) return null;
  const holding = (texts: readonly string[], piece: string) => texts.filter((s) => s.includes(piece));
  const shares = new Map(pieces.map((piece) => [piece, holding(sample, piece).length / sample.length]));
  const share = (piece: string) => shares.get(piece) ?? 0;
  /** In entries read: the pieces' lists, and the candidates they leave (a share of the sample). */
  const cost = (read: readonly string[], candidates: readonly string[]) =>
    read.reduce((sum, piece) => sum + share(piece), 0) +
    (CANDIDATE_PER_ENTRY * candidates.length) / sample.length;
  const chosen: string[] = [];
  let candidates: readonly string[] = sample;
  for (const piece of [...pieces].sort((a, b) => share(a) - share(b))) {
    const left = holding(candidates, piece);
    const struck = (candidates.length - left.length) / sample.length;
    if (chosen.length === 0 || share(piece) <= RARE_SHARE || struck * CANDIDATE_PER_ENTRY > share(piece)) {
      chosen.push(piece);
      candidates = left;
    }
  }
  // The whole text's index read leaves about the texts that hold it (a lower bound of its cost: the
  // trigrams at its words' edges, which no piece has, are not counted). A piece of a common word
  // can leave far more ("ontract 7": "ont" is in every contract, the number's start in a tenth).
  const whole = cost(pieces, holding(sample, text.trim().toLowerCase()));
  return chosen.length < pieces.length && cost(chosen, candidates) < whole ? chosen : null;
}

/** Remembered for a minute per database: the planner's sample by table, the pieces by table and text. */
const samples = new PlanMemory<Promise<string[]>>();
const chosenPieces = new PlanMemory<Promise<string[] | null>>(60_000, 2000);

/**
 * The texts the planner keeps of `table`'s search text (its most common values and its histogram's
 * bounds, ~1,000 with the column's statistics target, search-text.ts); none before it was analysed.
 */
const searchSample = (db: Executor, name: string): Promise<string[]> =>
  remembered(samples, db, name, async () => {
    const result = (await db.execute(
      sql`select coalesce(most_common_vals::text::text[], '{}') || coalesce(histogram_bounds::text::text[], '{}') as texts
        from pg_stats where schemaname = current_schema() and tablename = ${name} and attname = ${SEARCH_TEXT_COLUMN}`,
    )) as unknown as { rows: { texts: string[] }[] };
    return result.rows[0]?.texts ?? [];
  });

/** indexPieces of `text` for `table`'s search text, from the planner's sample of it. */
export function searchPieces(db: Executor, table: PgTable, text: string): Promise<string[] | null> {
  const name = getTableName(table);
  return remembered(chosenPieces, db, `${name} ${text}`, async () =>
    indexPieces(text, await searchSample(db, name)),
  );
}
