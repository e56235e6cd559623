/**
 * The database folds a searched text (server/db/search-text.ts: the stored `search_text` and the
 * search typed) exactly as the app's foldText does (src/schema/folded-text.ts), which picks the
 * trigram pieces a search reads and marks a document's matched word: any text, composed or not.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { foldedSql } from '../../../server/db/search-text';
import { foldText } from '../../../src/schema/folded-text';
import { setupTestApp } from '../harness';

const t = setupTestApp();

const folded = async (texts: string[]): Promise<string[]> => {
  const result = (await t.database.db.execute(
    sql`select ${foldedSql(sql`text`)} as folded from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as texts(text, at) order by at`,
  )) as unknown as { rows: { folded: string }[] };
  return result.rows.map((row) => row.folded);
};

describe('folding a searched text', () => {
  it('drops accents and case as the app does', async () => {
    const texts = ['Coöperatie', 'FINANCIËLE', 'Café', 'Cafe\u0301', 'ÀÉÎÕÜ Çà ñ', 'Straße Ærø Łódź'];
    expect(await folded(texts)).toEqual([
      'cooperatie',
      'financiele',
      'cafe',
      'cafe',
      'aeiou ca n',
      'straße ærø łodz',
    ]);
  });

  // Latin script only: JavaScript lowercases a Greek capital sigma by its place in the word, the
  // database does not. The app's fold meets the database's only in the ASCII pieces a search reads
  // the index for (server/db/search-pieces.ts); typed and stored texts are both folded by the database.
  it('agrees with the app on any text of Latin letters and accents, composed or not', async () => {
    const letter = fc.oneof(fc.integer({ min: 0x20, max: 0x24f }), fc.integer({ min: 0x300, max: 0x36f }));
    const text = fc
      .array(
        letter.map((code) => String.fromCodePoint(code)),
        { maxLength: 24 },
      )
      .chain((chars) => fc.constantFrom('NFC', 'NFD').map((form) => chars.join('').normalize(form)));
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 50 }), async (texts) => {
        expect(await folded(texts)).toEqual(texts.map(foldText));
      }),
      { numRuns: 20 },
    );
  });
});
