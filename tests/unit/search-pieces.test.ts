// @vitest-environment node
/**
 * Which pieces of a search text a gathered search reads the trigram index for (server/db/
 * search-pieces.ts): always pieces of the text itself (so every row holding the text holds them),
 * the rare ones, and of the common ones only those that strike many candidates.
 */
import { describe, expect, it } from 'vitest';
import { indexPieces, textPieces } from '../../server/db/search-pieces';

/** A sample of searched texts like the bench's: six topics in six places, with numbers. */
const TOPICS = ['energie', 'telefonie', 'schoonmaak', 'verzekering', 'lease bestelbus', 'software'];
const PLACES = ['utrecht', 'amersfoort', 'zeist', 'nieuwegein', 'houten', 'de bilt'];
const sample = Array.from(
  { length: 1000 },
  (_, i) => `b-${String(i * 97).padStart(6, '0')} ${TOPICS[i % 6]} ${PLACES[Math.floor(i / 6) % 6]} eneco`,
);

describe('the pieces of a search text', () => {
  it('are the three-letter runs of its ASCII letters and digits, folded, each once', () => {
    expect(textPieces('Energie')).toEqual(['ene', 'ner', 'erg', 'rgi', 'gie']);
    expect(textPieces('B-0421 Café')).toEqual(['042', '421', 'caf', 'afe']);
    expect(textPieces('de 10% ab')).toEqual([]);
    expect(textPieces('aaaa')).toEqual(['aaa']);
  });

  it('reads a phrase of common words through a few of its pieces, one from each word', () => {
    const pieces = indexPieces('Energie Utrecht', sample);
    expect(pieces).not.toBeNull();
    expect(pieces?.length).toBeLessThan(textPieces('energie utrecht').length);
    for (const piece of pieces ?? []) expect(textPieces('energie utrecht')).toContain(piece);
    // Both words are needed to find few candidates: a piece of each.
    expect(pieces?.some((piece) => 'energie'.includes(piece))).toBe(true);
    expect(pieces?.some((piece) => 'utrecht'.includes(piece))).toBe(true);
    // The sampled texts holding the pieces are those holding both words.
    const candidates = sample.filter((text) => pieces?.every((piece) => text.includes(piece)));
    expect(candidates).toEqual(sample.filter((text) => text.includes('energie') && text.includes('utrecht')));
  });

  it('keeps every piece the sample rarely holds: their lists are short', () => {
    // No sampled text holds "warmtepomp": all its pieces are read but "war", which "software"
    // holds (a sixth of the rows): the others have found none of the sample already.
    expect(indexPieces('warmtepomp', sample)).toEqual(
      textPieces('warmtepomp').filter((piece) => piece !== 'war'),
    );
    // "eneco" is in every sampled text: one of its pieces finds as many as all three.
    expect(indexPieces('eneco', sample)).toHaveLength(1);
  });

  it('leaves the whole text to the index when nothing is known or nothing can be left out', () => {
    expect(indexPieces('energie utrecht', [])).toBeNull();
    expect(indexPieces('jan', sample)).toBeNull();
    expect(indexPieces('10%', sample)).toBeNull();
    // Every piece of "ontract" is in every text: reading one of them leaves every row to test,
    // where the whole text's trigrams (one of them the number's start) leave a tenth.
    const numbered = sample.map((text, i) => `${text} contract ${i}`);
    expect(indexPieces('ontract 7', numbered)).toBeNull();
  });
});
