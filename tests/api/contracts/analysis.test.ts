/**
 * POST /api/contracts/analyse: a PDF's terms read and answered with their sentences, nothing
 * stored; measured over a corpus of 63 generated contracts with their true values (precision and
 * recall per field, printed; precision at least 0.9 for every field); scans, non-PDFs, sizes and
 * roles refused as they should be.
 */
import { demoPdf } from '../../../server/seed/documents';
import { setupTestApp } from '../harness';
import { blocksPdf, CORPUS, type CorpusDocument, type Truth } from './analysis-corpus';
import { multipart } from './fixtures-documents';

const t = setupTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
});

/** `token` null: without a session. */
const analyse = (bytes: Buffer, token: string | null = admin, name = 'contract.pdf') =>
  t.call({
    method: 'POST',
    url: '/api/contracts/analyse',
    token: token ?? undefined,
    ...multipart({ name, bytes, type: 'application/pdf' }),
  });

/** The suggestions for a PDF of `blocks` (a test's own wording). */
const suggestionsOf = async (blocks: string[]) => (await analyse(await blocksPdf(blocks))).json().suggestions;

function documentNamed(name: string): CorpusDocument {
  const document = CORPUS.find((each) => each.name === name);
  if (!document) throw new Error(`no corpus document ${name}`);
  return document;
}

type Field = keyof Truth;
const FIELDS: Field[] = ['startsAt', 'endsAt', 'noticeAmount', 'noticeUnit', 'renewalMonths', 'supplier'];

describe('starting from a PDF', () => {
  it('reads the terms of a Dutch contract, each with its sentence, and stores nothing', async () => {
    const [articles] = CORPUS;
    const answer = await analyse(await articles.pdf());
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.pages).toBe(1);
    expect(body.characters).toBeGreaterThan(200);
    expect(body.suggestions).toMatchObject({
      startsAt: { value: '2026-01-01', quote: expect.stringContaining('gaat in op 1 januari 2026') },
      endsAt: { value: '2028-12-31', quote: expect.stringContaining('zesendertig maanden') },
      noticeAmount: { value: 3, quote: expect.stringContaining('opzegtermijn van drie maanden') },
      noticeUnit: { value: 'months' },
      renewalMonths: { value: 12, quote: expect.stringContaining('telkens twaalf maanden') },
      supplier: { value: { name: 'Eneco', id: expect.any(Number) } },
    });
    const documents = await t.database.db.execute(
      'select count(*)::int as n from contract_documents' as never,
    );
    expect((documents as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('is right at least 9 times in 10 on every field over the corpus', async () => {
    const counts = Object.fromEntries(FIELDS.map((field) => [field, { suggested: 0, right: 0, stated: 0 }]));
    const wrong: string[] = [];
    for (const document of CORPUS) {
      const answer = await analyse(await document.pdf());
      expect(answer.statusCode, `${document.name}: ${answer.body}`).toBe(200);
      const suggestions = answer.json().suggestions as Record<Field, { value: unknown } | null>;
      for (const field of FIELDS) {
        const truth = document.truth[field];
        const got = suggestions[field]?.value;
        const value = field === 'supplier' && got ? (got as { name: string }).name : got;
        const count = counts[field];
        if (truth !== null) count.stated += 1;
        if (value === undefined) continue;
        count.suggested += 1;
        if (value === truth) count.right += 1;
        else
          wrong.push(`${document.name}.${field}: ${JSON.stringify(value)} (true: ${JSON.stringify(truth)})`);
      }
    }
    const table = FIELDS.map((field) => {
      const { suggested, right, stated } = counts[field];
      const precision = suggested === 0 ? 1 : right / suggested;
      const recall = stated === 0 ? 1 : right / stated;
      return {
        field,
        precision: Number(precision.toFixed(2)),
        recall: Number(recall.toFixed(2)),
        suggested,
        stated,
      };
    });
    console.log(
      `PDF analysis over ${CORPUS.length} contracts:\n${JSON.stringify(table, null, 1)}\n${wrong.join('\n')}`,
    );
    expect(CORPUS.length).toBeGreaterThanOrEqual(30);
    for (const row of table)
      expect(row.precision, `${row.field}: ${wrong.join('; ')}`).toBeGreaterThanOrEqual(0.9);
  });

  it("reads the term as two dates under a label or as a duration from a date, a price list's dates left out", async () => {
    // Each wording × each value set: every field as the document states it, nothing else.
    const wordings = CORPUS.filter((each) => /^(periodLabel|durationFrom|throughRange)-/.test(each.name));
    expect(wordings).toHaveLength(9);
    for (const document of wordings) {
      const suggestions = (await analyse(await document.pdf())).json().suggestions as Record<
        Field,
        { value: unknown } | null
      >;
      const read = Object.fromEntries(
        FIELDS.map((field) => {
          const value = suggestions[field]?.value ?? null;
          return [field, field === 'supplier' && value ? (value as { name: string }).name : value];
        }),
      );
      expect(read, document.name).toEqual(document.truth);
    }
    const label = (await analyse(await documentNamed('periodLabel-1').pdf())).json().suggestions;
    expect(label.startsAt.quote).toContain('Contractperiode: 1 januari 2026 – 31 december 2028');
    expect(label.renewalMonths.quote).toContain('voor een periode van 12 maanden stilzwijgend verlengd');
    const dateFirst = await suggestionsOf([
      'Per 1 januari 2027 gaat de overeenkomst in.',
      'Einde contract: 31 december 2029',
    ]);
    expect([dateFirst.startsAt?.value, dateFirst.endsAt?.value]).toEqual(['2027-01-01', '2029-12-31']);
    const prices = await suggestionsOf(['Per 1 januari 2027 gaan de prijzen omhoog.']);
    expect(prices.startsAt).toBeNull();
  });

  it('reads "shall commence on", two-word labels, renewals "automatically extended by", "jaarlijks" and "gelijk aan de looptijd", and no option to extend as a renewal', async () => {
    const cases: [
      blocks: string[],
      startsAt: string | null,
      endsAt: string | null,
      renewal: number | null,
    ][] = [
      [
        [
          'This Agreement shall commence on 1 April 2026 and shall continue for a period of two (2) years.',
          'The Agreement will be automatically extended by 12 months unless terminated.',
        ],
        '2026-04-01',
        '2028-03-31',
        12,
      ],
      [['Het contract wordt jaarlijks stilzwijgend verlengd.'], null, null, 12],
      [
        [
          'De huur gaat in op 1 januari 2026 en eindigt op 31 december 2030, met een optie tot verlenging van 5 jaar.',
        ],
        '2026-01-01',
        '2030-12-31',
        null,
      ],
      [
        [
          'Deze overeenkomst wordt aangegaan voor een bepaalde tijd van 24 maanden, aanvangende op 1 mei 2026.',
          'Indien geen van de partijen tijdig opzegt, wordt deze overeenkomst telkens verlengd met een periode gelijk aan de oorspronkelijke looptijd.',
        ],
        '2026-05-01',
        '2028-04-30',
        24,
      ],
      [
        [
          'Commencement Date: 1 February 2026. Expiry Date: 31 January 2028.',
          'Verlengingstermijn: 12 maanden',
        ],
        '2026-02-01',
        '2028-01-31',
        12,
      ],
    ];
    for (const [blocks, startsAt, endsAt, renewal] of cases) {
      const read = await suggestionsOf(blocks);
      const values = [
        read.startsAt?.value ?? null,
        read.endsAt?.value ?? null,
        read.renewalMonths?.value ?? null,
      ];
      expect(values, blocks[0]).toEqual([startsAt, endsAt, renewal]);
    }
    expect((await suggestionsOf(cases[3][0])).renewalMonths.quote).toContain(
      'gelijk aan de oorspronkelijke looptijd',
    );
    expect((await suggestionsOf(cases[4][0])).startsAt.quote).toBe('Commencement Date: 1 February 2026.');
  });

  it('names the supplier whatever its legal form is written as, or by the KvK number the PDF holds', async () => {
    const types = await t.call({ method: 'GET', url: '/api/supplier-types?range=[0,0]', token: admin });
    const [{ id: supplierType }] = types.json() as { id: number }[];
    const add = async (name: string, kvkNumber?: string) => {
      const response = await t.call({
        method: 'POST',
        url: '/api/suppliers',
        token: admin,
        payload: { name, supplierType, ...(kvkNumber ? { kvkNumber } : {}) },
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: number }).id;
    };
    const helder = await add('Glazenwasserij Helder B.V.');
    const helderZakelijk = await add('Glazenwasserij Helder Zakelijk B.V.');
    const registered = await add('Installatiebedrijf Warmte', '87654321');
    const supplierOf = async (blocks: string[]) => (await suggestionsOf(blocks)).supplier;
    expect((await supplierOf(['Partijen: Glazenwasserij Helder BV, hierna: Opdrachtnemer.'])).value.id).toBe(
      helder,
    );
    // The longer of two names the text holds as often.
    expect((await supplierOf(['Glazenwasserij Helder Zakelijk, gevestigd te Zeist.'])).value.id).toBe(
      helderZakelijk,
    );
    const byNumber = await supplierOf([
      'Onderhoudscontract cv-ketel',
      'Opdrachtnemer: Warmte Techniek, ingeschreven bij de KvK onder nummer 87654321.',
    ]);
    expect(byNumber.value.id).toBe(registered);
    expect(byNumber.quote).toContain('87654321');
  });

  it('reads a notice counted back from the end of the running period ("uiterlijk … voor het einde … opzegt")', async () => {
    const answer = await analyse(await documentNamed('runningPeriod-1').pdf());
    expect(answer.json().suggestions).toMatchObject({
      noticeAmount: { value: 3, quote: expect.stringContaining('uiterlijk drie maanden voor het einde') },
      noticeUnit: { value: 'months' },
      renewalMonths: { value: 12 },
      endsAt: { value: '2028-12-31' },
    });
  });

  it('reads start, term and renewal from one sentence, quoted without the heading joined to it', async () => {
    const answer = await analyse(await documentNamed('oneSentence-2').pdf());
    const sentence = expect.stringMatching(
      /^De overeenkomst gaat in op 15 maart 2026 .* telkens zes maanden\.$/,
    );
    expect(answer.json().suggestions).toMatchObject({
      startsAt: { value: '2026-03-15', quote: sentence },
      endsAt: { value: '2028-03-14', quote: sentence },
      renewalMonths: { value: 6, quote: sentence },
    });
  });

  it("quotes a sentence opening with its heading's word without that heading", async () => {
    const bytes = await blocksPdf([
      'Artikel 3 – Opzegging',
      'Opzegging geschiedt schriftelijk met een opzegtermijn van twee maanden.',
      'Artikel 4 – Looptijd',
      'Looptijd gaat in op 1 juni 2026 en bedraagt 24 maanden.',
    ]);
    const { noticeAmount, startsAt } = (await analyse(bytes)).json().suggestions;
    expect(noticeAmount).toEqual({
      value: 2,
      quote: 'Opzegging geschiedt schriftelijk met een opzegtermijn van twee maanden.',
    });
    expect(startsAt).toEqual({
      value: '2026-06-01',
      quote: 'Looptijd gaat in op 1 juni 2026 en bedraagt 24 maanden.',
    });
  });

  it('quotes the first sentence without the title line the text layer joined to it', async () => {
    const answer = await analyse(await documentNamed('unknownSupplier-1').pdf());
    const { startsAt, endsAt } = answer.json().suggestions;
    for (const suggestion of [startsAt, endsAt]) {
      expect(suggestion.quote).toMatch(/^Dit contract gaat in per \S+ en loopt tot \S+\.$/);
    }
  });

  it('quotes the sentence naming the supplier as a party, not a title or number holding its name', async () => {
    const bytes = await blocksPdf([
      'SCHOONMAAKOVEREENKOMST Contractnummer: HAGO-2027-0815',
      'Partijen 1. Bakkerij De Korenschoof B.V., gevestigd te Utrecht, en 2. Hago, gevestigd te Utrecht, hierna: Leverancier.',
      'De overeenkomst gaat in op 1 maart 2027 en loopt tot en met 28 februari 2029.',
    ]);
    const { supplier } = (await analyse(bytes)).json().suggestions;
    expect(supplier.value.name).toBe('Hago');
    expect(supplier.quote).toMatch(/Hago, gevestigd te Utrecht, hierna: Leverancier/);
    expect(supplier.quote).not.toMatch(/SCHOONMAAKOVEREENKOMST/);
  });

  it('quotes a label line ("Partijen: …") without the title and label lines above it', async () => {
    const bytes = await blocksPdf([
      'Overeenkomst levering elektriciteit',
      'Contractnummer: ENE-2027-PDF-01',
      'Partijen: Eneco B.V., gevestigd te Rotterdam, hierna te noemen "de leverancier", en Bakkerij De Korenschoof B.V.',
      'Deze overeenkomst gaat in op 1 januari 2027 en eindigt op 31 december 2029.',
    ]);
    const { supplier, startsAt } = (await analyse(bytes)).json().suggestions;
    expect(supplier.value.name).toBe('Eneco');
    expect(supplier.quote).toMatch(/^Partijen: Eneco B\.V\., gevestigd te Rotterdam/);
    expect(startsAt).toMatchObject({
      value: '2027-01-01',
      quote: expect.stringMatching(/^Deze overeenkomst gaat in/),
    });
  });

  it('reads a date in a title line of its own, which the text layer joined to the next sentence', async () => {
    const bytes = await blocksPdf([
      'Ingangsdatum 1 maart 2026',
      'De overeenkomst loopt tot en met 28 februari 2027.',
    ]);
    expect((await analyse(bytes)).json().suggestions).toMatchObject({
      startsAt: { value: '2026-03-01', quote: 'Ingangsdatum 1 maart 2026' },
      endsAt: { value: '2027-02-28', quote: 'De overeenkomst loopt tot en met 28 februari 2027.' },
    });
  });

  it('reads a start "treedt in werking per", "ingaande" and "gaat per … in"', async () => {
    for (const [name, startsAt, quote] of [
      ['inWerkingPer-1', '2026-01-01', 'treedt in werking per 1-1-2026'],
      ['ingaande-3', '2028-02-29', 'ingaande 29 februari 2028, voor de duur van één jaar'],
      ['dateInVerb-2', '2026-03-15', 'gaat per 15 maart 2026 in'],
    ]) {
      const answer = await analyse(await documentNamed(name).pdf());
      expect(answer.json().suggestions.startsAt, name).toEqual({
        value: startsAt,
        quote: expect.stringContaining(quote),
      });
    }
  });

  it('answers a PDF without text (a scan) with no suggestions', async () => {
    const answer = await analyse(demoPdf([]));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      pages: 1,
      characters: 0,
      suggestions: {
        startsAt: null,
        endsAt: null,
        noticeAmount: null,
        noticeUnit: null,
        renewalMonths: null,
        supplier: null,
      },
    });
  });

  it('refuses what is no readable PDF, a file over 20 MB, and those who do not start contracts', async () => {
    expect(
      (await analyse(Buffer.from('Ingangsdatum 1-1-2026'), admin, 'contract.txt')).json().errors,
    ).toEqual({
      file: 'resources.contracts.errors.pdf_only',
    });
    const damaged = await analyse(Buffer.from('%PDF-1.4\nkapot'));
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().errors).toEqual({ file: 'resources.contracts.errors.pdf_unreadable' });
    const huge = Buffer.concat([demoPdf(['groot']), Buffer.alloc(20 * 1024 * 1024)]);
    expect((await analyse(huge)).statusCode).toBe(413);
    const pdf = demoPdf(['Ingangsdatum 1-1-2026']);
    expect((await analyse(pdf, null)).statusCode).toBe(401);
    for (const email of ['lezer@demo.nl', 'admin@demo.nl', 'proef@demo.nl'])
      expect((await analyse(pdf, await t.login(email))).statusCode).toBe(403);
    expect((await analyse(pdf, await t.login('contracten@demo.nl'))).statusCode).toBe(200);
  });
});
