/**
 * A corpus of contract PDFs with their true terms, for the PDF analysis (server/contracts/analysis.ts):
 * twenty-one wordings (formal Dutch articles, a key-value sheet, "van … tot en met", English, ISO
 * dates, numbers in words and in brackets, weeks, an indefinite renewal, dates that are no terms, a
 * supplier the product does not know, start, term and renewal in one sentence, "ingaande", "met
 * ingang van", "treedt in werking per", "gaat per … in", two dates as the term after "Looptijd:" or
 * "Contractperiode:", a duration "vanaf" a date, the renewal's period before its verb) × three sets
 * of values, each laid out by pdfkit in one of three ways (font size, column width, one or two
 * pages). A field the text does not state is null.
 */
import PDFDocument from 'pdfkit';
import type { PeriodUnit } from '../../../src/schema/contract-dates';

export interface Truth {
  startsAt: string | null;
  endsAt: string | null;
  noticeAmount: number | null;
  noticeUnit: PeriodUnit | null;
  renewalMonths: number | null;
  supplier: string | null;
}

export interface CorpusDocument {
  name: string;
  truth: Truth;
  pdf: () => Promise<Buffer>;
}

interface Values {
  start: string;
  months: number;
  /** The term's last day, written out (not computed): the truth the analysis is held to. */
  end: string;
  notice: number;
  renewal: number;
  supplier: string;
}

const VALUE_SETS: Values[] = [
  { start: '2026-01-01', months: 36, end: '2028-12-31', notice: 3, renewal: 12, supplier: 'Eneco' },
  { start: '2026-03-15', months: 24, end: '2028-03-14', notice: 2, renewal: 6, supplier: 'KPN' },
  // From a leap day: a year later has no 29 February, so the term ends on the 28th.
  { start: '2028-02-29', months: 12, end: '2029-02-28', notice: 1, renewal: 24, supplier: 'Vattenfall' },
];

const DUTCH_MONTHS =
  'januari februari maart april mei juni juli augustus september oktober november december'.split(' ');
const ENGLISH_MONTHS =
  'January February March April May June July August September October November December'.split(' ');
const WORDS: Record<number, string> = {
  1: 'één',
  2: 'twee',
  3: 'drie',
  6: 'zes',
  12: 'twaalf',
  24: 'vierentwintig',
  36: 'zesendertig',
};
const ENGLISH_WORDS: Record<number, string> = {
  1: 'one',
  2: 'two',
  3: 'three',
  6: 'six',
  12: 'twelve',
  24: 'twenty-four',
  36: 'thirty-six',
};

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const dmy = (day: string) => {
  const [y, m, d] = parts(day);
  return `${d}-${m}-${y}`;
};
const longNl = (day: string) => {
  const [y, m, d] = parts(day);
  return `${d} ${DUTCH_MONTHS[m - 1]} ${y}`;
};
const longEn = (day: string) => {
  const [y, m, d] = parts(day);
  return `${ENGLISH_MONTHS[m - 1]} ${d}, ${y}`;
};
const months = (n: number) => (n === 1 ? 'maand' : 'maanden');

type Template = (v: Values) => { blocks: string[]; truth: Truth };

const full = (v: Values, over: Partial<Truth> = {}): Truth => ({
  startsAt: v.start,
  endsAt: v.end,
  noticeAmount: v.notice,
  noticeUnit: 'months',
  renewalMonths: v.renewal,
  supplier: v.supplier,
  ...over,
});

const TEMPLATES: Record<string, Template> = {
  articles: (v) => ({
    blocks: [
      'LEVERINGSOVEREENKOMST',
      `Partijen: Bakkerij De Korenschoof B.V., hierna "Afnemer", en ${v.supplier} B.V., hierna "Leverancier".`,
      `Artikel 2 – Looptijd. Deze overeenkomst gaat in op ${longNl(v.start)} en wordt aangegaan voor een periode van ${WORDS[v.months]} maanden.`,
      `Artikel 5 – Verlenging en opzegging. Na afloop wordt de overeenkomst stilzwijgend verlengd met telkens ${WORDS[v.renewal]} maanden. Opzegging geschiedt schriftelijk met inachtneming van een opzegtermijn van ${WORDS[v.notice]} ${months(v.notice)}.`,
    ],
    truth: full(v),
  }),
  keyValues: (v) => ({
    blocks: [
      'Contractgegevens',
      `Leverancier: ${v.supplier}`,
      `Ingangsdatum: ${dmy(v.start)}`,
      `Einddatum: ${dmy(v.end)}`,
      `Opzegtermijn: ${v.notice} ${months(v.notice)}`,
      `Verlenging: stilzwijgend, telkens ${v.renewal} maanden`,
    ],
    truth: full(v),
  }),
  fromTo: (v) => ({
    blocks: [
      'Huurovereenkomst bedrijfsruimte',
      `De overeenkomst loopt van ${dmy(v.start)} tot en met ${dmy(v.end)}.`,
      `Huurder kan de overeenkomst opzeggen met een opzegtermijn van ${v.notice} ${months(v.notice)}. De huurprijs wordt jaarlijks geïndexeerd.`,
      `Betaling geschiedt aan ${v.supplier} binnen 30 dagen na factuurdatum.`,
    ],
    truth: full(v, { renewalMonths: null }),
  }),
  english: (v) => ({
    blocks: [
      'SERVICE AGREEMENT',
      `This Agreement is made between Bakery De Korenschoof and ${v.supplier}.`,
      `This Agreement commences on ${longEn(v.start)} and has a term of ${ENGLISH_WORDS[v.months]} (${v.months}) months.`,
      `The Agreement is automatically renewed for successive periods of ${v.renewal} months, unless either party gives written notice of termination with a notice period of ${v.notice * 30} days.`,
    ],
    truth: full(v, { noticeAmount: v.notice * 30, noticeUnit: 'days' }),
  }),
  shortNoNotice: (v) => ({
    blocks: [
      `Met ingang van ${longNl(v.start)} levert ${v.supplier} de overeengekomen diensten.`,
      `Het contract eindigt van rechtswege op ${longNl(v.end)}; een verlenging is niet voorzien.`,
    ],
    truth: full(v, { noticeAmount: null, noticeUnit: null, renewalMonths: null }),
  }),
  isoYears: (v) => ({
    blocks: [
      `Offerte en overeenkomst ${v.supplier}`,
      `Startdatum ${v.start}.`,
      `Looptijd: ${v.months / 12} jaar.`,
      `Opzegtermijn ${v.notice} ${months(v.notice)}.`,
      `Verlenging: telkens met ${v.renewal} maanden.`,
    ],
    truth: full(v),
  }),
  indefiniteRenewal: (v) => ({
    blocks: [
      `Overeenkomst met ${v.supplier}`,
      `De ingangsdatum is ${dmy(v.start)} en de overeenkomst heeft een looptijd van ${v.months} maanden.`,
      `Na afloop wordt de overeenkomst stilzwijgend verlengd voor onbepaalde tijd, waarna opzegging mogelijk is met een opzegtermijn van ${WORDS[v.notice]} ${months(v.notice)}.`,
    ],
    truth: full(v, { renewalMonths: null }),
  }),
  brackets: (v) => ({
    blocks: [
      `Raamovereenkomst ${v.supplier} – zakelijke dienstverlening`,
      `Ingangsdatum: 1e ${DUTCH_MONTHS[parts(v.start)[1] - 1]} ${parts(v.start)[0]}; einddatum: ${longNl(v.end)}.`,
      `De overeenkomst wordt telkens verlengd met ${v.renewal} (${WORDS[v.renewal]}) maanden, tenzij zij uiterlijk ${v.notice} (${WORDS[v.notice]}) ${months(v.notice)} voor het einde schriftelijk is opgezegd.`,
    ],
    // The start is always written as the 1st of its month here.
    truth: { ...full(v), startsAt: `${v.start.slice(0, 8)}01`, endsAt: v.end },
  }),
  englishKeyValues: (v) => ({
    blocks: [
      `Supplier: ${v.supplier}`,
      `Effective date: ${parts(v.start)[2]} ${ENGLISH_MONTHS[parts(v.start)[1] - 1]} ${parts(v.start)[0]}`,
      `Expiry date: ${parts(v.end)[2]} ${ENGLISH_MONTHS[parts(v.end)[1] - 1]} ${parts(v.end)[0]}`,
      `Notice period: ${v.notice * 30} days`,
      `Renewal: renews automatically for ${v.renewal} months`,
    ],
    truth: full(v, { noticeAmount: v.notice * 30, noticeUnit: 'days' }),
  }),
  weeks: (v) => ({
    blocks: [
      `Schoonmaakovereenkomst met ${v.supplier}`,
      `Deze overeenkomst treedt in werking op ${dmy(v.start)} en eindigt op ${dmy(v.end)}.`,
      `Opzeggen kan met een opzegtermijn van ${WORDS[v.notice * 2] ?? v.notice * 2} weken.`,
    ],
    truth: full(v, { noticeAmount: v.notice * 14, noticeUnit: 'days', renewalMonths: null }),
  }),
  distractors: (v) => ({
    blocks: [
      'Getekend te Utrecht op 15-12-2025. Factuurdatum 20-12-2025.',
      `Partijen komen overeen dat ${v.supplier} levert vanaf de ingangsdatum ${dmy(v.start)}.`,
      `Deze overeenkomst heeft een looptijd van ${v.months} maanden. Facturen worden binnen 14 dagen betaald.`,
      `De opzegtermijn bedraagt ${v.notice} ${months(v.notice)}. Stilzwijgende verlenging met telkens ${v.renewal} maanden.`,
    ],
    truth: full(v),
  }),
  // Articles as a lawyer writes them: the term in words, the notice counted back from the end of
  // the running period, "opzegt" as the only notice word.
  runningPeriod: (v) => ({
    blocks: [
      'OVEREENKOMST VAN DIENSTVERLENING',
      `De ondergetekenden: 1. Bakkerij De Korenschoof B.V., hierna: "Opdrachtgever"; 2. ${v.supplier} B.V., hierna: "Opdrachtnemer".`,
      `Artikel 3 – Duur en beëindiging. 3.1 Deze overeenkomst gaat in op ${longNl(v.start)} en wordt aangegaan voor een periode van ${WORDS[v.months]} maanden. 3.2 Na afloop van deze periode wordt de overeenkomst stilzwijgend verlengd met telkens ${WORDS[v.renewal]} maanden, tenzij een der partijen uiterlijk ${WORDS[v.notice]} ${months(v.notice)} voor het einde van de lopende periode schriftelijk opzegt.`,
    ],
    truth: full(v),
  }),
  unknownSupplier: (v) => ({
    blocks: [
      'Onderhoudscontract Glazenwasserij Helder',
      `Dit contract gaat in per ${dmy(v.start)} en loopt tot ${dmy(v.end)}.`,
      `Opzegtermijn: ${WORDS[v.notice]} ${months(v.notice)}.`,
    ],
    truth: full(v, { supplier: null, renewalMonths: null }),
  }),
  // Start, term and renewal in one sentence, under a heading line without a full stop (the text
  // layer joins the two).
  oneSentence: (v) => ({
    blocks: [
      'DIENSTVERLENINGSOVEREENKOMST',
      `Partijen: Bakkerij De Korenschoof B.V. en ${v.supplier} B.V.`,
      'Artikel 1 – Duur en verlenging',
      `De overeenkomst gaat in op ${longNl(v.start)} en heeft een looptijd van ${v.months} maanden, waarna deze stilzwijgend wordt verlengd met telkens ${WORDS[v.renewal]} maanden.`,
      'Artikel 2 – Opzegging',
      `Het contract kan worden opgezegd met een opzegtermijn van ${v.notice} ${months(v.notice)}.`,
    ],
    truth: full(v),
  }),
  ingaande: (v) => ({
    blocks: [
      `Overeenkomst inzake de levering van energie door ${v.supplier}`,
      `Deze overeenkomst wordt aangegaan ingaande ${longNl(v.start)}, voor de duur van ${WORDS[v.months / 12]} jaar, en wordt daarna telkens stilzwijgend verlengd met ${v.renewal} maanden.`,
      `Opzegging dient te geschieden met een opzeggingstermijn van ${WORDS[v.notice]} ${months(v.notice)}.`,
    ],
    truth: full(v),
  }),
  // The term as two dates under a label, after a sentence dating the prices; the notice
  // abbreviated; the renewal's period before its verb.
  periodLabel: (v) => ({
    blocks: [
      `Abonnementsovereenkomst ${v.supplier}`,
      'De tarieven gelden van 1 januari 2025 tot en met 31 december 2025 en worden daarna geïndexeerd.',
      `Contractperiode: ${longNl(v.start)} – ${longNl(v.end)}`,
      `Opzegtermijn: ${v.notice} mnd.`,
      `Na afloop wordt de overeenkomst voor een periode van ${v.renewal} maanden stilzwijgend verlengd.`,
    ],
    truth: full(v),
  }),
  // A duration counted from a date, calendar months, "steeds voor … verlengd".
  durationFrom: (v) => ({
    blocks: [
      `Leaseovereenkomst ${v.supplier}`,
      `Contractduur: ${v.months} maanden vanaf ${dmy(v.start)}.`,
      `Opzegging is mogelijk met een opzegtermijn van ${WORDS[v.notice]} kalender${months(v.notice)}.`,
      `Daarna wordt de overeenkomst steeds voor ${WORDS[v.renewal]} maanden verlengd.`,
    ],
    truth: full(v),
  }),
  // "t/m" between the dates, without "van".
  throughRange: (v) => ({
    blocks: [
      `Servicecontract kopieermachines ${v.supplier}`,
      `Looptijd: ${dmy(v.start)} t/m ${dmy(v.end)}`,
      `Opzegperiode: ${v.notice} ${months(v.notice)}`,
      'Geen stilzwijgende verlenging.',
    ],
    truth: full(v, { renewalMonths: null }),
  }),
  metIngangVan: (v) => ({
    blocks: [
      `Huurovereenkomst apparatuur – ${v.supplier}`,
      `Met ingang van ${dmy(v.start)} huurt Afnemer de apparatuur voor een periode van ${v.months} maanden en wordt de huur nadien automatisch verlengd met ${v.renewal} maanden.`,
      `Partijen kunnen tegen het einde van een periode opzeggen met een opzegtermijn van ${v.notice} ${months(v.notice)}.`,
    ],
    truth: full(v),
  }),
  inWerkingPer: (v) => ({
    blocks: [
      `Onderhoudsovereenkomst ${v.supplier}`,
      'Artikel 1: Inwerkingtreding',
      `Deze overeenkomst treedt in werking per ${dmy(v.start)} en wordt gesloten voor een periode van ${v.months} (${WORDS[v.months]}) maanden.`,
      `Opzeggen kan met een opzegtermijn van ${WORDS[v.notice]} ${months(v.notice)}.`,
    ],
    truth: full(v, { renewalMonths: null }),
  }),
  // The date inside the verb: "gaat per … in".
  dateInVerb: (v) => ({
    blocks: [
      `Schoonmaakcontract ${v.supplier}`,
      `De opdracht gaat per ${longNl(v.start)} in, heeft een looptijd van ${v.months / 12} jaar en wordt daarna telkens met ${v.renewal} maanden verlengd, tenzij zij uiterlijk ${v.notice} ${months(v.notice)} voor het einde is opgezegd.`,
    ],
    truth: full(v),
  }),
};

interface Layout {
  fontSize: number;
  width: number;
  /** A page break before the last block. */
  twoPages: boolean;
}

const LAYOUTS: Layout[] = [
  { fontSize: 11, width: 495, twoPages: false },
  { fontSize: 9, width: 240, twoPages: false },
  { fontSize: 13, width: 400, twoPages: true },
];

function render(blocks: string[], layout: Layout): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { CreationDate: new Date('2026-01-01') } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica').fontSize(layout.fontSize);
    blocks.forEach((block, index) => {
      if (layout.twoPages && index === blocks.length - 1) doc.addPage();
      doc.text(block, { width: layout.width });
      doc.moveDown(0.6);
    });
    doc.end();
  });
}

/** A PDF of `blocks` in the first layout, for a test's own wording. */
export const blocksPdf = (blocks: string[]): Promise<Buffer> => render(blocks, LAYOUTS[0]);

export const CORPUS: CorpusDocument[] = Object.entries(TEMPLATES).flatMap(([name, template], t) =>
  VALUE_SETS.map((values, i) => {
    const { blocks, truth } = template(values);
    const layout = LAYOUTS[(t + i) % LAYOUTS.length];
    return { name: `${name}-${i + 1}`, truth, pdf: () => render(blocks, layout) };
  }),
);
