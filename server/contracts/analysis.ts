/**
 * What a contract's PDF says about its terms (docs/contracts-api.md#start-from-a-pdf): the start and
 * end dates, the notice period, the tacit renewal and the supplier, each with the sentence it was
 * read from, or null. Dutch phrasing first ("ingangsdatum", "looptijd van 36 maanden", "eindigt op",
 * "opzegtermijn van drie maanden", "stilzwijgend verlengd met telkens twaalf maanden"), English
 * second; numbers in words or digits, Dutch and English month names. Pure functions over the text:
 * nothing is stored, and nothing is applied without the user seeing it.
 */
import type { Suggestion, Suggestions } from '../../src/schema/contract-analysis';
import { type PeriodUnit, termEnd } from '../../src/schema/contract-dates';
import { withoutLegalForm } from '../../src/schema/contract-import';
import { MONTHS, numberWord, PERIOD_WORDS, parseDay, plainText } from '../../src/schema/sheet-values';
import { quoteOf, type Sentence, sentencesOf } from './contract-sentences';

/** Month names and abbreviations, the longest first (a regex takes the first that fits). */
const MONTH = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Dates as contracts write them: 31-12-2026, 31/12/2026, 2026-12-31, 31 december 2026, 1e januari 2026, January 1, 2026. */
const DATE = new RegExp(
  `\\b(\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{4}|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}(?:e|ste|de|st|nd|rd|th)?\\s+(?:${MONTH})\\.?\\s+\\d{4}|(?:${MONTH})\\.?\\s+\\d{1,2},?\\s+\\d{4})\\b`,
  'gi',
);

/** A date's text as a calendar day (ordinal suffixes and the English month-first order handled). */
function dayOfText(text: string): string | null {
  const plain = text.replace(/(\d)(e|ste|de|st|nd|rd|th)\b/i, '$1');
  const monthFirst = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(plain);
  return parseDay(monthFirst ? `${monthFirst[2]} ${monthFirst[1]} ${monthFirst[3]}` : plain);
}

const NUMBER = '(\\d{1,3}|[a-zëé]+(?:-[a-z]+)?)';
/** A period's unit words as the import reads them ('maanden', 'mnd', 'kalendermaand', 'jaar'), and working days as days. */
const UNIT_WORDS: typeof PERIOD_WORDS = { ...PERIOD_WORDS, werkdagen: PERIOD_WORDS.dagen };
const UNIT = Object.keys(UNIT_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** A period: "drie maanden", "3 (drie) maanden", "twelve (12) months", "90 dagen", "één jaar", "1 kalendermaand". */
const PERIOD = new RegExp(`${NUMBER}\\s*(?:\\(\\s*[a-z0-9ëé]+\\s*\\)\\s*)?(${UNIT})\\b`, 'gi');

interface Period {
  amount: number;
  unit: PeriodUnit;
  /** Where the period starts in the text. */
  at: number;
  /** Where it ends. */
  end: number;
}

function periodsIn(text: string): Period[] {
  const found: Period[] = [];
  for (const match of text.matchAll(PERIOD)) {
    const amount = /^\d+$/.test(match[1]) ? Number(match[1]) : numberWord(match[1]);
    const unit = UNIT_WORDS[match[2].toLowerCase()];
    if (amount === null || amount <= 0 || !unit) continue;
    const at = match.index ?? 0;
    found.push({ amount: amount * unit.times, unit: unit.unit, at, end: at + match[0].length });
  }
  return found;
}

/** Words that say which date follows: the start, or the end. */
const START_WORDS = new RegExp(
  `\\b(ingangsdatum|aanvangsdatum|startdatum|datum van ingang|datum ingang|aanvangende op|aanvangende per|aanvangend op|aanvangend per|gaat in op|gaat in per|ingaat op|ingaat per|in werking op|in werking per|met ingang van|ingaande|begint op|begint per|start op|start per|aanvang op|aanvang per|vangt aan op|vangt aan per|effective date|commencement date|commences on|commence on|commencing on|effective as of|effective from|start date|starts on|begins on` +
    // The date inside the verb: "treedt per 1 januari 2026 in werking", "gaat op 1-3-2026 in".
    // "in" then ends its clause: "gaan op 1 januari 2027 in overleg omhoog" is no start.
    `|(?:treedt|treden|gaat|gaan)\\s+(?:op|per|met ingang van)\\s+(?:${DATE.source})\\s+in(?:\\s+werking|(?=\\s*(?:[,.;]|$|en\\b)))` +
    // The date first: "Per 1 januari 2027 gaat de overeenkomst in".
    `|^(?:per|op|met ingang van)\\s+(?=(?:${DATE.source})\\s+(?:gaat|treedt|start|begint|vangt)\\b))\\b`,
  'i',
);
const END_WORDS =
  /\b(einddatum|afloopdatum|einde (?:contract|overeenkomst|looptijd)|contracteinde|eindigt op|eindigt van rechtswege op|eindigt per|loopt af op|loopt tot|geldig tot|tot en met|end date|expiry date|expiration date|expires on|ends on|terminates on|valid until)\b/i;
/** A term: "looptijd van 36 maanden", "contractduur: 2 jaar", "term of twenty-four (24) months". */
const TERM_WORDS =
  /\b((?:contract|huur|abonnements)?(?:looptijd|duur|periode)|aangegaan voor|term|period|duration)\b/i;
/**
 * Two dates as a term: "1-1-2026 t/m 31-12-2028", "1 januari 2026 – 31 december 2028", "from … until
 * …". Only after "van", "vanaf" or "from", or in a sentence about the term ("Looptijd: … t/m …"):
 * elsewhere two such dates may be a price list's validity.
 */
const DATE_RANGE = new RegExp(
  `(${DATE.source})\\s*(?:tot en met|t/m|tot|to|until|through|[–—-])\\s*(${DATE.source})`,
  'i',
);
const RANGE_OPENER = /\b(?:van|vanaf|from)\s+$/i;

/** The term's first and last day, when the sentence gives it as two dates (DATE_RANGE). */
function rangeIn(sentence: string): { first: Dated; second: Dated } | null {
  const range = DATE_RANGE.exec(sentence);
  if (!range) return null;
  const before = sentence.slice(0, range.index);
  if (!RANGE_OPENER.test(before) && !TERM_WORDS.test(before)) return null;
  const [first, second] = datesIn(sentence.slice(range.index)).map((date) => ({
    ...date,
    at: date.at + range.index,
  }));
  return first && second && first.day < second.day ? { first, second } : null;
}

/** A term counted from a date: "contractduur: 2 jaar vanaf 1 juni 2026", "12 months from 1 May 2026". */
const TERM_FROM = new RegExp(`\\b(?:vanaf|from|per)\\s+(?=${DATE.source})`, 'i');
const NOTICE_WORDS =
  /\b(opzegtermijn|opzeggingstermijn|opzegperiode|opzegging|opzeggen|opzegt|op te zeggen|opgezegd|notice period|notice|terminate|termination)\b/i;
const RENEWAL_WORDS =
  /\b(stilzwijgende?|automatisch|telkens|verlengd|verlenging|verlengingstermijn|verlengingsperiode|verlengt|renewed|renewal|renews|automatically|extended)\b/i;
const INDEFINITE_RENEWAL = /\b(onbepaalde tijd|indefinite period|indefinitely)\b/i;
/** A renewal as long as the term, whatever that is: "verlengd met een periode gelijk aan de oorspronkelijke looptijd". */
const RENEWAL_AS_TERM =
  /\bgelijk aan de (?:oorspronkelijke |initiële |eerste )?(?:looptijd|contractperiode|duur)\b|\bequal to the (?:initial |original )?term\b/i;
/** A renewal the parties may choose, which is no tacit one: "met een optie tot verlenging", "kan worden verlengd". */
const OPTIONAL_RENEWAL =
  /\b(?:optie|option)\b|\b(?:kan|kunnen|may|can)\s+(?:\S+\s+){0,3}(?:verlengd|verlengen|renewed|extended)\b/i;
/** A renewal as often as `dutch` or `english` say: "jaarlijks stilzwijgend verlengd", "renews automatically every year". */
const renewedEvery = (dutch: string, english: string): RegExp =>
  new RegExp(
    `\\b${dutch}\\s+(?:(?:stilzwijgend|automatisch)\\s+)*(?:verlengd|voortgezet)|\\b(?:renews?|renewed|extended)\\s+(?:automatically\\s+)?(?:${english})\\b`,
    'i',
  );
/** A renewal written as how often it comes, and its months. */
const RENEWAL_EVERY: readonly [RegExp, number][] = [
  [renewedEvery('jaarlijks', 'annually|yearly|every year|each year'), 12],
  [renewedEvery('maandelijks', 'monthly|every month|each month'), 1],
];

/** The first period after `words` in the sentence (within 120 characters of it), if any. */
function periodAfter(sentence: string, words: RegExp): Period | null {
  const found = words.exec(sentence);
  if (!found) return null;
  const from = found.index;
  return periodsIn(sentence).find((period) => period.at >= from && period.at - from <= 120) ?? null;
}

/** "uiterlijk drie maanden voor het einde … opgezegd": a period counted back from the end. */
const BEFORE_END =
  /^\S+\s+(?:\(\S+\)\s+)?\S+\s+(voor het einde|voor afloop|voor de einddatum|voor het verstrijken|before the end|prior to the end|before expiry)/i;

/** The notice period of a sentence that speaks of notice: after the notice words, else counted back from the end. */
function noticePeriodIn(sentence: string): Period | null {
  if (!NOTICE_WORDS.test(sentence)) return null;
  return (
    periodAfter(sentence, NOTICE_WORDS) ??
    periodsIn(sentence).find((period) => BEFORE_END.test(sentence.slice(period.at))) ??
    null
  );
}

interface Dated {
  day: string;
  at: number;
}

function datesIn(sentence: string): Dated[] {
  return [...sentence.matchAll(DATE)].flatMap((match) => {
    const day = dayOfText(match[1]);
    return day ? [{ day, at: match.index ?? 0 }] : [];
  });
}

/** Prices, rates and fees ("tarieven", "huurprijs", "rates"). */
const PRICE_WORDS = /tarie[fv]|prijs|prijzen|\b(?:rates?|prices?|pricing|fees?)\b/i;

/**
 * A sentence that speaks of prices before its first date: its dates are the prices' ("De tarieven
 * gelden van 1 januari 2026 tot en met 31 december 2026"), not the term's. A price after the date
 * ("gaat in op 1 januari 2026 tegen een prijs van …") leaves the date the term's.
 */
function datesPrices(sentence: string): boolean {
  const first = datesIn(sentence)[0];
  return first !== undefined && PRICE_WORDS.test(sentence.slice(0, first.at));
}

/** The first date after the words, within the sentence. */
function dateAfter(sentence: string, words: RegExp): Dated | null {
  const found = words.exec(sentence);
  if (!found) return null;
  return datesIn(sentence).find((date) => date.at >= found.index) ?? null;
}

/** "met", "voor" or "for" and what may stand between it and the renewal's period ("voor een periode van"). */
const RENEWAL_BY =
  /\b(?:met|voor|for|by)\s+(?:(?:een|de|telkens|steeds|a|an|another)\s+)?(?:(?:periode|period|termijn|term)\s+(?:van|of)\s+)?$/i;
/** Between the renewal's period and its verb, only how it is renewed: "… 12 maanden stilzwijgend verlengd". */
const RENEWAL_VERB =
  /^\s*(?:(?:stilzwijgend|automatisch|telkens|steeds|opnieuw|automatically|tacitly)\s+)*(?:verlengd|voortgezet|renewed|extended)\b/i;

/**
 * The renewal's period written before its verb: "steeds voor een jaar verlengd", "voor een periode van
 * 12 maanden stilzwijgend verlengd" (not "na 24 maanden verlengd": that is the term).
 */
const renewalBeforeVerb = (sentence: string): Period | null =>
  periodsIn(sentence).find(
    (period) =>
      RENEWAL_BY.test(sentence.slice(0, period.at)) && RENEWAL_VERB.test(sentence.slice(period.end)),
  ) ?? null;

/** What ends the term's clause before the renewal's: "…24 maanden, waarna…", "…24 months and is…". */
const CLAUSE_BREAK = /,|\b(?:waarna|daarna|en|na afloop|and|after which|thereafter)\b/i;

/**
 * In a sentence that also renews, the term's period is the one in a clause before the renewal's
 * ("looptijd van 24 maanden, waarna … verlengd met telkens twaalf maanden"); "voor een periode van
 * 12 maanden stilzwijgend verlengd" is the renewal's.
 */
function termBeforeRenewal(sentence: string, period: Period): boolean {
  const renewalAt = RENEWAL_WORDS.exec(sentence)?.index ?? 0;
  return period.at < renewalAt && CLAUSE_BREAK.test(sentence.slice(period.at, renewalAt));
}

/** A supplier the caller may choose; its KvK number as eight digits, when it has one. */
type Supplier = { id: number; name: string; supplierType: number | null; kvkNumber?: string | null };

export function analyseText(text: string, suppliers: readonly Supplier[]): Suggestions {
  const sentences = sentencesOf(text);
  const suggestion = <T>(value: T, sentence: string, at = 0): Suggestion<T> => ({
    value,
    quote: quoteOf(sentence, at),
  });
  let startsAt: Suggestion<string> | null = null;
  let endsAt: Suggestion<string> | null = null;
  let term: Suggestion<number> | null = null;
  let notice: { period: Period; sentence: string } | null = null;
  let renewalMonths: Suggestion<number> | null = null;
  /** A sentence renewing the contract by its term (RENEWAL_AS_TERM), read once the term is known. */
  let renewalAsTerm: string | null = null;

  for (const { text: sentence } of sentences) {
    // A sentence that dates prices dates no term.
    const dated = !datesPrices(sentence);
    const range = dated ? rangeIn(sentence) : null;
    if (range) {
      startsAt ??= suggestion(range.first.day, sentence, range.first.at);
      endsAt ??= suggestion(range.second.day, sentence, range.first.at);
    }
    const start: Dated | null =
      startsAt || !dated
        ? null
        : (dateAfter(sentence, START_WORDS) ??
          (TERM_WORDS.test(sentence) ? dateAfter(sentence, TERM_FROM) : null));
    if (start) startsAt = suggestion(start.day, sentence, start.at);
    const end: Dated | null = endsAt || !dated ? null : dateAfter(sentence, END_WORDS);
    if (end && (!startsAt || end.day > startsAt.value)) endsAt = suggestion(end.day, sentence, end.at);
    // A renewal sentence's period is the renewal's; its notice period comes after the notice words.
    const renewing = RENEWAL_WORDS.test(sentence) && !OPTIONAL_RENEWAL.test(sentence);
    if (!notice) {
      const period = noticePeriodIn(sentence);
      if (period) notice = { period, sentence };
    }
    if (!renewalMonths && renewing && !INDEFINITE_RENEWAL.test(sentence)) {
      // The renewal's period follows its words with no notice words in between (those start the notice's).
      const after = periodAfter(sentence, RENEWAL_WORDS);
      const from = RENEWAL_WORDS.exec(sentence)?.index ?? 0;
      const period =
        after && !NOTICE_WORDS.test(sentence.slice(from, after.at)) ? after : renewalBeforeVerb(sentence);
      if (period && period.unit === 'months') renewalMonths = suggestion(period.amount, sentence, period.at);
      else {
        const every = RENEWAL_EVERY.find(([words]) => words.test(sentence));
        if (every) renewalMonths = suggestion(every[1], sentence, every[0].exec(sentence)?.index);
        else if (RENEWAL_AS_TERM.test(sentence)) renewalAsTerm ??= sentence;
      }
    }
    if (!term) {
      const period = periodAfter(sentence, TERM_WORDS);
      if (
        period &&
        period.unit === 'months' &&
        !NOTICE_WORDS.test(sentence.slice(0, period.at)) &&
        (!renewing || termBeforeRenewal(sentence, period))
      )
        term = suggestion(period.amount, sentence, period.at);
    }
  }
  if (!renewalMonths && renewalAsTerm && term)
    renewalMonths = suggestion(term.value, renewalAsTerm, RENEWAL_AS_TERM.exec(renewalAsTerm)?.index);
  // No end date written: the last day of the term from the start.
  if (!endsAt && startsAt && term) endsAt = { value: termEnd(startsAt.value, term.value), quote: term.quote };

  return {
    startsAt,
    endsAt,
    noticeAmount: notice ? suggestion(notice.period.amount, notice.sentence, notice.period.at) : null,
    noticeUnit: notice ? suggestion(notice.period.unit, notice.sentence, notice.period.at) : null,
    renewalMonths,
    supplier: supplierIn(text, sentences, suppliers),
  };
}

/** Words of a sentence that names the parties: "hierna: Leverancier", "gevestigd te", "B.V.". */
const PARTY_WORDS =
  /\b(?:leverancier|opdrachtnemer|dienstverlener|verhuurder|hierna|gevestigd|ingeschreven|vertegenwoordigd|supplier|provider|contractor|hereinafter|registered)\b|\b[BN]\.\s?V\./i;

/** A KvK number as contracts write it: eight digits. */
const KVK_NUMBER = /\b\d{8}\b/g;

/**
 * The supplier (of those the caller may choose) whose KvK number the text holds, else the one it
 * names most: a whole-word match of its name, case, accents and a legal form ignored ("Eneco
 * Zakelijk BV" names "Eneco Zakelijk B.V."); of two named as often, the longer name ("Eneco
 * Zakelijk" over "Eneco"), then the earlier.
 */
function supplierIn(
  text: string,
  sentences: readonly Sentence[],
  suppliers: readonly Supplier[],
): Suggestion<Supplier> | null {
  const numbers = new Set(text.match(KVK_NUMBER));
  const registered = suppliers.find((supplier) => supplier.kvkNumber && numbers.has(supplier.kvkNumber));
  const number = registered?.kvkNumber;
  if (registered && number) {
    const sentence = sentences.find((s) => s.text.includes(number));
    return suggestionOf(registered, sentence?.text ?? registered.name);
  }
  const plain = ` ${plainText(text)} `;
  let best: { supplier: Supplier; key: string; count: number; first: number } | null = null;
  for (const supplier of suppliers) {
    const key = withoutLegalForm(supplier.name);
    if (key.length < 2) continue;
    let count = 0;
    let first = -1;
    for (let at = plain.indexOf(` ${key} `); at >= 0; at = plain.indexOf(` ${key} `, at + 1)) {
      count += 1;
      if (first < 0) first = at;
    }
    const better =
      !best ||
      count > best.count ||
      (count === best.count &&
        (key.length > best.key.length || (key.length === best.key.length && first < best.first)));
    if (count > 0 && better) best = { supplier, key, count, first };
  }
  if (!best) return null;
  const { key } = best;
  const naming = sentences.filter((s) => ` ${plainText(s.text)} `.includes(` ${key} `));
  // The sentence that names it as a party, rather than a title or a contract number ("HAGO-2027-0815").
  const sentence = naming.find((s) => PARTY_WORDS.test(s.text)) ?? naming[0];
  return suggestionOf(best.supplier, sentence?.text ?? best.supplier.name);
}

/** The supplier's suggestion, quoting `sentence`. */
const suggestionOf = ({ id, name, supplierType }: Supplier, sentence: string): Suggestion<Supplier> => ({
  value: { id, name, supplierType },
  quote: quoteOf(sentence),
});
