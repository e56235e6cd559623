/**
 * What the document search stores and shows (server/contracts/document-text.ts): the words text
 * a document's word index is built from, and the excerpt around the first matching word.
 */
import { documentMatch, wordsText } from '../../server/contracts/document-text';

describe('the words text of a document', () => {
  it('keeps each whitespace-separated token once, in the order first seen', () => {
    expect(wordsText('De huur  van de\nwinkel, de huur')).toBe('De huur van de winkel,');
  });

  it('stops at 900 kB, below what one tsvector holds, for a text of only distinct tokens', () => {
    const tokens = Array.from({ length: 200_000 }, (_, i) => `token${i}`);
    const words = wordsText(tokens.join(' '));
    expect(Buffer.byteLength(words)).toBeLessThanOrEqual(900_000);
    expect(words.startsWith('token0 token1 ')).toBe(true);
    expect(words.split(' ').length).toBeGreaterThan(80_000);
  });
});

describe('the excerpt around a match', () => {
  const text = 'Artikel 4. Opzegging. Opzeggen kan uitsluitend per aangetekende brief aan de verhuurder.';

  it('marks the whole word that starts with a word of the search, case and accents aside', () => {
    expect(documentMatch(text, 'AANGETEK')).toEqual({
      before: 'Artikel 4. Opzegging. Opzeggen kan uitsluitend per ',
      match: 'aangetekende',
      after: ' brief aan de verhuurder.',
    });
    expect(documentMatch('Een financiële paragraaf', 'financiële')?.match).toBe('financiële');
    expect(documentMatch('Een financiële paragraaf', 'FINANCIELE')?.match).toBe('financiële');
    expect(documentMatch('Een financiele paragraaf', 'financiële')?.match).toBe('financiele');
    // Accents written apart from their letters (as a PDF may): one word, marked whole.
    const decomposed = 'De Coöperatie Zuid'.normalize('NFD');
    expect(documentMatch(decomposed, 'cooperatie')).toEqual({
      before: 'De ',
      match: 'Coöperatie'.normalize('NFD'),
      after: ' Zuid',
    });
  });

  it('takes the first word any search word starts, and none from inside a word', () => {
    expect(documentMatch(text, 'brief opzeg')?.match).toBe('Opzegging');
    expect(documentMatch(text, 'tekende')).toBeNull();
    expect(documentMatch(text, '%%')).toBeNull();
  });

  it('cuts a long text to whole words around the match, with an ellipsis where it was cut', () => {
    const long = `${'voorwaarde '.repeat(20)}Zonnebloemveld ${'bepaling '.repeat(20)}`.trim();
    const match = documentMatch(long, 'zonnebloemveld');
    expect(match?.before.startsWith('…voorwaarde ')).toBe(true);
    expect(match?.after.endsWith('bepaling…')).toBe(true);
    expect(match?.before.length).toBeLessThanOrEqual(81);
  });
});
