/**
 * A gathered contract search reads the trigram index for a few pieces of its text and tests the
 * whole text on the rows found (server/db/search-pieces.ts). It must find exactly the rows whose
 * fields hold the text, in the list's order, with their total: checked against the table for
 * phrases of common words, a text whose % and _ are literal, and letters beyond ASCII.
 */
import { sql } from 'drizzle-orm';
import { prepareContractFilter } from '../../../server/contracts/filters';
import { setupTestApp } from '../harness';
import { createContract, numbersHolding, searchedPage } from './fixtures';
import { copiesOf } from './fixtures-documents';

const t = setupTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
});
const listed = (q: string, range: string) => searchedPage(t, admin, q, range);

const TOPICS = ['Energie', 'Telefonie', 'Schoonmaak', 'Verzekering 100%', 'Lease_bus', 'Café'];
const PLACES = ['Utrecht', 'Amersfoort', 'Zeist', 'Nieuwegein', 'Houten', 'De Bilt'];

describe('a search read through pieces of its text', () => {
  it('finds exactly the contracts whose fields hold the whole text', async () => {
    const holder = await createContract(t, admin, { number: 'PIECE-0' });
    const companyId = holder.companyId as number;
    // 720 contracts: six topics in six places, in the reference and (shifted) in the description,
    // so most contracts hold both words of a phrase apart and a fifth of those hold it as a phrase.
    await copiesOf(t, holder.id, 720, 'PIECE-');
    await t.database.db.execute(sql`update contracts set
        reference = (${`{${TOPICS.map((topic) => `"${topic}"`).join(',')}}`}::text[])[1 + n % 6] || ' '
          || (${`{${PLACES.map((place) => `"${place}"`).join(',')}}`}::text[])[1 + (n / 6) % 6],
        description = 'Contract ' || n || ' voor ' || (${`{${PLACES.map((place) => `"${place}"`).join(',')}}`}::text[])[1 + (n / 36) % 6]
      from (select id as copy, substring(number from 7)::int as n from contracts
        where company_id = ${companyId} and number like 'PIECE-%') as copies
      where id = copies.copy`);
    await t.database.db.execute(sql`analyze contracts`);

    const searches = ['energie utrecht', 'Nergie UTRECH', 'schoonmaak zeist', 'energie de bilt'];
    const special = [
      'ENERGIE  UTRECHT',
      'ontract 7',
      'verzekering 100%',
      'lease_bus',
      'café de bilt',
      'CAFE DE BILT',
      'ie ut',
    ];
    for (const q of [...searches, ...special]) {
      const prepared = await prepareContractFilter(t.database.db, JSON.stringify({ q }), companyId);
      const all = await numbersHolding(t, companyId, q);
      // Each page of 25 of the gathered list, and the total, as the table has them.
      for (const start of [0, 25, Math.max(0, all.length - 10)]) {
        expect(await listed(q, `[${start},${start + 24}]`), `${q} from ${start}`).toEqual({
          numbers: all.slice(start, start + 25),
          total: all.length,
        });
      }
      if (searches.includes(q)) {
        // What this test is for: these are gathered and read through pieces of their text.
        expect(prepared?.rows, q).toBe('gather');
        expect(prepared?.indexPieces?.length, q).toBeGreaterThan(0);
        expect(all.length, q).toBeGreaterThan(0);
      }
    }
    // A phrase whose words each are everywhere but never side by side finds none.
    expect(await listed('utrecht energie', '[0,24]')).toEqual({ numbers: [], total: 0 });
  });
});
