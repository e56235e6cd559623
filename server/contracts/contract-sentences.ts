/**
 * A contract's text (as a PDF's text layer gives it) in sentences, and a sentence cut to a quote:
 * the PDF analysis (analysis.ts) reads each sentence and quotes the one a suggestion came from.
 * The text layer joins lines, so an article's heading, a title line and a label that opens a line
 * are told apart from the sentence they were joined to.
 */

/** A quote is at most this long, cut around what was read. */
const QUOTE_MAX = 300;

/** A sentence, and where it starts in the text. */
export interface Sentence {
  text: string;
  at: number;
}

/** Words that open a sentence and are written with a capital nowhere else. */
const OPENER = '(?:De|Deze|Dit|Het|Een|Na|Bij|Indien|This|The|Either)\\s';
/**
 * An article's heading that the text layer joined to the sentence below it ("Artikel 2 – Duur en
 * beëindiging Deze overeenkomst …"): the number, a short heading (a capital, then lower-case words)
 * and a word that opens a sentence. Only with such an opener is the heading clearly one, so
 * "Artikel 2 – De overeenkomst wordt door Leverancier …" keeps its words; so is a sentence that
 * opens with the heading's first word ("Artikel 3 – Opzegging Opzegging geschiedt …"). It is no part
 * of the sentence: neither quoted nor read ("Duur en verlenging" would make the term a renewal).
 */
const HEADING = new RegExp(
  `^(?:Artikel|ARTIKEL|Article|ARTICLE)\\s+\\d+(?:\\.\\d+)*\\s*[.:–—-]?\\s+(?:(?:(?!${OPENER})\\p{Lu}[\\p{Ll}-]*(?:\\s+[\\p{Ll}-]+){0,4}\\s+)?(?=${OPENER})|(\\p{Lu}[\\p{Ll}-]+)(?:\\s+[\\p{Ll}-]+){0,4}\\s+(?=\\1\\s+\\p{Ll}))`,
  'u',
);

/** An article's number alone ("Artikel 3."): the start of its sentence, not a sentence. */
const ARTICLE_NUMBER = /^(?:artikel|article)\s+\d+(?:\.\d+)*\.$/i;

/** The sentence from after its joined heading, if it has one. */
function withoutHeading(sentence: string, at: number): Sentence {
  const heading = HEADING.exec(sentence)?.[0].length ?? 0;
  return { text: sentence.slice(heading), at: at + heading };
}

/**
 * A title or label line without a full stop that the text layer joined to the sentence below it
 * ("Onderhoudscontract Glazenwasserij Helder Dit contract gaat in per …"): up to eight words, then
 * a word that opens a sentence followed by a lower-case one ("Dit contract", not "De Boer"). The
 * line is a sentence of its own: kept out of the quote below it, still read ("Ingangsdatum 1
 * januari 2026 De overeenkomst …" keeps its date).
 */
const TITLE_LINE = new RegExp(`^(?:[^\\s.;:!?]+\\s+){1,8}?(?=${OPENER}\\p{Ll})`, 'u');

/** A sentence as found, split after a joined title line, each without its joined heading. */
function sentenceParts(sentence: string, at: number): Sentence[] {
  const title = HEADING.test(sentence) ? 0 : (TITLE_LINE.exec(sentence)?.[0].length ?? 0);
  if (title === 0) return [withoutHeading(sentence, at)];
  return [withoutHeading(sentence.slice(0, title), at), withoutHeading(sentence.slice(title), at + title)];
}

/**
 * Where a sentence ends: a full stop before a capital, a semicolon, or before a label that opens a
 * line of its own ("… elektriciteit Contractnummer: ENE-01 Partijen: Eneco B.V., gevestigd te …"):
 * one capitalised word and a colon, which no sentence holds in its middle. An English label's last
 * word is no label of its own ("Commencement Date:", "Notice Period:").
 */
const SENTENCE_END =
  /(?<=[.;!?])\s+(?=[A-ZÀ-Ý0-9(])|(?<=[;])\s+|\s+(?=(?!(?:Date|Period|Term):)\p{Lu}[\p{Ll}-]+:\s)/gu;

/** The text in sentences (SENTENCE_END, a joined title line). */
export function sentencesOf(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  const boundary = SENTENCE_END;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const end = match.index ?? 0;
    if (ARTICLE_NUMBER.test(text.slice(start, end).trim())) continue;
    sentences.push(...sentenceParts(text.slice(start, end), start));
    start = end + match[0].length;
  }
  sentences.push(...sentenceParts(text.slice(start), start));
  return sentences.filter((sentence) => sentence.text.trim() !== '');
}

/** The sentence, cut to QUOTE_MAX around `at` (a position in it). */
export function quoteOf(sentence: string, at = 0): string {
  const text = sentence.trim();
  if (text.length <= QUOTE_MAX) return text;
  const start = Math.max(0, Math.min(at - QUOTE_MAX / 3, text.length - QUOTE_MAX));
  return `${start > 0 ? '…' : ''}${text.slice(start, start + QUOTE_MAX).trim()}…`;
}
