/**
 * The contract list and the dashboard numbers under load: 100,000 contracts in the demo bakery,
 * written by one INSERT … SELECT over generate_series. End dates spread from a year ago to four
 * years ahead, a third without notice period, some indefinite, tacitly renewing or archived; the
 * stored current term is what the date rules give today (renewing rows still have their notice
 * deadline ahead, so the server's daily roll-forward finds nothing to do).
 */
import { sql } from 'drizzle-orm';
import { dayOf } from '../../server/auth/subscriptions';
import { statusCase } from '../../server/contracts/filters';
import type { DatabaseHandle } from '../../server/db/client';
import { documentWordsUnion } from '../../server/db/document-words';
import { rebuildGrownIndexes } from '../../server/db/index-rebuild';
import { buildRegistry } from '../../server/resources';
import { SOON_DAYS } from '../../src/schema/contract-dates';
import { resources } from '../../src/schema/resources';

export const BENCH_CONTRACTS = 100_000;
/** The bench contracts' numbers (B-000001 …), apart from the demo contracts'. */
export const BENCH_NUMBER_PATTERN = 'B-______';

const TOPICS = ['Energie', 'Telefonie', 'Schoonmaak', 'Verzekering', 'Lease bestelbus', 'Software'];
const PLACES = ['Utrecht', 'Amersfoort', 'Zeist', 'Nieuwegein', 'Houten', 'De Bilt'];

/** The bench's database: the maintenance after a load needs to know which kind it is. */
type BenchDatabase = Pick<DatabaseHandle, 'db' | 'kind'>;

/**
 * What the server's maintenance job does after such a load (server/db/maintenance.ts on the embedded
 * database, autovacuum on PostgreSQL; server/db/index-rebuild.ts on both): vacuum and analyze the
 * tables, and build again the search indexes the load's updates have grown.
 */
async function maintainAfterLoad(database: BenchDatabase, tables: string[]): Promise<void> {
  for (const table of tables) await database.db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  await rebuildGrownIndexes(database);
}

/** Fills the bakery with the bench contracts; returns how long it took in seconds. */
export async function seedBenchContracts(database: BenchDatabase): Promise<number> {
  const { db } = database;
  const started = performance.now();
  const today = dayOf(new Date());
  await db.execute(sql`
    with bakery as (select id from companies where name = 'Bakkerij De Korenschoof B.V.'),
    places as (
      select id, row_number() over (order by id) - 1 as k, count(*) over () as n
      from locations where company_id = (select id from bakery)),
    sellers as (
      select id, supplier_type, name, row_number() over (order by id) - 1 as k, count(*) over () as n
      from suppliers),
    owner as (select id from users where email_address = 'beheerder@demo.nl'),
    rows as (
      select i,
        case when i % 20 = 0 then null
             else ${today}::date + ((i * 7919) % 1825 - 365) end as ends_at,
        case i % 3 when 0 then null when 1 then 1 else 60 end as notice_amount,
        case i % 3 when 0 then null when 1 then 'months' else 'days' end as notice_unit
      from generate_series(1, ${BENCH_CONTRACTS}) as i),
    terms as (
      select rows.*,
        case when notice_unit = 'months' then (ends_at - interval '1 month')::date
             when notice_unit = 'days' then ends_at - 60 end as deadline
      from rows)
    insert into contracts (company_id, number, reference, description, supplier_type, supplier,
      supplier_name, location, owner, starts_at, indefinite, ends_at, notice_amount, notice_unit,
      renewal_months, yearly_value, archived, current_ends_at, notice_deadline)
    select (select id from bakery),
      'B-' || lpad(i::text, 6, '0'),
      (string_to_array(${TOPICS.join('|')}, '|'))[1 + i % 6] || ' ' || (string_to_array(${PLACES.join('|')}, '|'))[1 + (i / 6) % 6],
      'Contract ' || i || ' voor ' || (string_to_array(${PLACES.join('|')}, '|'))[1 + (i / 36) % 6],
      s.supplier_type, s.id, s.name, p.id, (select id from owner),
      coalesce(ends_at, ${today}::date) - 730, ends_at is null, ends_at, notice_amount, notice_unit,
      case when i % 4 = 0 and coalesce(deadline, ends_at) >= ${today}::date then 12 end,
      1000 + (i * 37) % 50000, i % 50 = 0, ends_at, deadline
    from terms
    join sellers s on s.k = i % s.n
    join places p on p.k = i % p.n`);
  // The stored status as the server's daily refresh would set it.
  const registry = buildRegistry(resources);
  await db
    .update(registry.table('contracts'))
    .set({ storedStatus: statusCase(registry.columns('contracts'), today) } as never);
  await maintainAfterLoad(database, ['contracts']);
  return (performance.now() - started) / 1000;
}

/** The list pages a contract manager opens most, and the dashboard. */
export function contractBenchQueries() {
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const page = `sort=${q(['noticeDeadline', 'ASC'])}&range=${q([0, 24])}`;
  const list = (filter: Record<string, unknown>) => `/api/contracts?${page}&filter=${q(filter)}`;
  return {
    lists: [
      { name: 'contracts by notice deadline', url: `/api/contracts?${page}` },
      {
        name: 'contracts page 2,000 by notice deadline',
        url: `/api/contracts?sort=${q(['noticeDeadline', 'ASC'])}&range=${q([49_975, 49_999])}`,
      },
      { name: 'contracts status notice_soon', url: list({ status: 'notice_soon' }) },
      { name: 'contracts status active', url: list({ status: 'active' }) },
      { name: 'contracts status ending_soon', url: list({ status: 'ending_soon' }) },
      { name: `contracts noticeWithin ${SOON_DAYS}`, url: list({ noticeWithin: SOON_DAYS }) },
      { name: 'contracts search "eneco"', url: list({ q: 'eneco' }) },
      { name: 'contracts search "B-0421"', url: list({ q: 'B-0421' }) },
      { name: 'contracts search "schoonmaak zeist"', url: list({ q: 'schoonmaak zeist' }) },
      // Energy contracts have no notice period here, so its matches all sort last by that date.
      { name: 'contracts search "energie utrecht"', url: list({ q: 'energie utrecht' }) },
    ],
    summary: { name: 'contracts summary (dashboard)', url: '/api/contracts/summary' },
    /** With seedBenchDocuments: words found only in the documents, from one to every one. */
    documents: [
      { name: 'documents search "D042173" (one)', url: list({ q: 'D042173' }) },
      { name: 'documents search "warmtepomp" (1 in 100)', url: list({ q: 'warmtepomp' }) },
      { name: 'documents search "opzegtermijn" (all)', url: list({ q: 'opzegtermijn' }) },
      { name: 'documents search "zonnepanelen" (none)', url: list({ q: 'zonnepanelen' }) },
    ],
  };
}

/** The most frequent words of the bench documents' pages: contract Dutch, the first ones the most. */
const COMMON_WORDS = (
  'de het van een en in te dat op voor met is bij of aan als door worden wordt zijn deze ' +
  'overeenkomst partijen leverancier opdrachtgever artikel lid contract diensten levering ' +
  'opzegtermijn verlenging looptijd maanden schriftelijk kalendermaand betaling factuur ' +
  'tarieven prijzen indexatie aansprakelijkheid schade vergoeding overmacht geheimhouding ' +
  'gegevens verwerking persoonsgegevens beveiliging storing onderhoud beschikbaarheid ' +
  'servicelevel responstijd oplossing melding werkdagen kantooruren locatie aansluiting ' +
  'apparatuur installatie oplevering acceptatie garantie gebreken herstel vervanging ' +
  'ontbinding beëindiging tussentijds stilzwijgend verlengd periode jaar termijn ingang ' +
  'toepasselijk recht geschillen rechter bevoegd bijlage voorwaarden algemene bepalingen ' +
  'wijziging nietigheid verplichtingen rechten overdracht derden uitvoering kwaliteit ' +
  'verzekering premie dekking eigen risico verbruik meterstand energie elektriciteit ' +
  'gas netbeheerder capaciteit vastrecht schoonmaak werkzaamheden frequentie ruimtes sanitair ' +
  'lease voertuig kilometers banden brandstof software licentie gebruikers updates hosting'
).split(' ');

/**
 * Words in the bench documents' vocabulary: the common words, then rarer ones made from two of
 * them (a compound cut to 5–12 letters, as long as Dutch words mostly are). None starts as a
 * searched word that only some documents hold (the file numbers, "warmtepomp", "zonnepanelen").
 */
const VOCABULARY_SIZE = 20_000;

/**
 * How steeply a word's frequency falls with its rank (Zipf's law: the r-th word ∝ 1 / r^s). With
 * this vocabulary, 16,447 characters of pages hold 645 distinct words and a 10-page document
 * ~1,070, as real contracts do: a Dutch set of general terms of 16,447 characters (2,289 words)
 * holds 631 (PostgreSQL's 'simple' parser). With far fewer (an earlier bench: 136 per document) a
 * contract's words stay inside its table row (under 2 kB) instead of going out of line, as a
 * real document's do (~7 kB), and every contract row is several times wider than a real one.
 */
const ZIPF_EXPONENT = 1.2;

/** A generator of numbers in [0, 1), the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

/** The vocabulary, most frequent first, and a draw of one word by its Zipf frequency. */
function wordDraw(next: () => number): () => string {
  const parts = COMMON_WORDS.filter((word) => word.length > 3);
  const vocabulary = [...new Set(COMMON_WORDS)];
  const known = new Set(vocabulary);
  while (vocabulary.length < VOCABULARY_SIZE) {
    const [a, b] = [parts[Math.floor(next() * parts.length)], parts[Math.floor(next() * parts.length)]];
    const word = (a + b).slice(0, 5 + Math.floor(next() * 8));
    if (a !== b && !known.has(word)) {
      known.add(word);
      vocabulary.push(word);
    }
  }
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= vocabulary.length; rank += 1) {
    sum += 1 / rank ** ZIPF_EXPONENT;
    cumulative.push(sum);
  }
  return () => {
    const x = next() * sum;
    let [low, high] = [0, cumulative.length - 1];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < x) low = middle + 1;
      else high = middle;
    }
    return vocabulary[low];
  };
}

/** Pages the bench documents are made of: ~3,000 characters of contract Dutch each. */
export function benchPages(count = 40): string[] {
  const next = seededRandom(7);
  const draw = wordDraw(next);
  return Array.from({ length: count }, (_, page) => {
    const sentences: string[] = [`Pagina ${page + 1}.`];
    let length = 0;
    while (length < 3000) {
      const words = Array.from({ length: 8 + Math.floor(next() * 12) }, draw);
      const sentence = `${words.join(' ')}.`;
      sentences.push(sentence[0].toUpperCase() + sentence.slice(1));
      length += sentence.length + 1;
    }
    return sentences.join(' ');
  });
}

/** Documents per bench contract that hold a rarer word ("warmtepomp"): 1 in 100. */
export const DOCUMENT_RARE_EVERY = 100;

/**
 * One 10-page document for each bench contract: the words of ten pages drawn from benchPages
 * (~30,000 characters), a file number of its own ("Dossier D042173") and, in one of every
 * DOCUMENT_RARE_EVERY, the rarer word. No file is stored, and of the text only the first page: a
 * search reads the words, never the text (only the excerpt of one contract's documents does), and
 * 3 GB of text kept the embedded database's seed busy for more than 25 minutes.
 */
export async function seedBenchDocuments(database: BenchDatabase): Promise<number> {
  const { db } = database;
  const started = performance.now();
  const pages = benchPages();
  const n = pages.length;
  // A contract's ten pages depend on its number modulo the page count: that many distinct
  // documents are put together (and their words read) once, then given to every contract.
  await db.execute(sql`
    with page as (
      select k - 1 as k, text
      from jsonb_array_elements_text(${JSON.stringify(pages)}::jsonb) with ordinality as p(text, k)),
    combination as (
      select r, string_agg(page.text, ' ' order by j) as text,
        (array_agg(page.text order by j))[1] as first_page
      from generate_series(0, ${n - 1}) as r cross join generate_series(0, 9) as j
      join page on page.k = (r * 7 + j * 13) % ${n}
      group by r),
    combined as (
      select r, first_page as text, strip(to_tsvector('simple', text)) as words from combination),
    owned as (
      select id, company_id, row_number() over (order by id) as i
      from contracts where number like ${BENCH_NUMBER_PATTERN}),
    documents as (
      select owned.*, combined.text, combined.words,
        ' Dossier D' || lpad(i::text, 6, '0') ||
          case when i % ${DOCUMENT_RARE_EVERY} = 0 then ' De warmtepomp valt onder dit contract.' else '' end
          as own
      from owned join combined on combined.r = owned.i % ${n})
    insert into contract_documents (company_id, contract_id, file_name, storage_name, content_type,
      size, text, words)
    select company_id, id, 'contract.pdf', 'bench-' || i, 'application/pdf', 250000,
      text || own, words || strip(to_tsvector('simple', own))
    from documents`);
  // Each contract's words from its document's, as reading a document does (document-text.ts).
  await db.execute(sql`
    update contracts as c set document_words = ${documentWordsUnion(sql`contract_documents`, sql`contract_id`, sql`c.id`)}
    where number like ${BENCH_NUMBER_PATTERN}`);
  await maintainAfterLoad(database, ['contract_documents', 'contracts']);
  return (performance.now() - started) / 1000;
}
