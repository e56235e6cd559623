/**
 * Demo master data and company records for the resource tables (README "Demo accounts"):
 * supplier types with specification fields, Dutch suppliers, sponsors, the five e-mail templates,
 * the bakery's contacts and a year of subscription invoices. Written into the derived tables
 * (server/db/resource-tables.ts) inside seedDemo's transaction.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SpecificationField } from '../../src/schema/resources/supplier-types';
import { placeholderList, type TemplateCode } from '../../src/schema/template-placeholders';
import type { Database } from '../db/client';
import { resourceTables } from '../db/resource-tables';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const spec = (
  label: string,
  fieldType: NonNullable<SpecificationField['fieldType']>,
  extra: Partial<SpecificationField> = {},
): SpecificationField => ({ label, fieldType, required: false, options: '', ...extra });

export const DEMO_SUPPLIER_TYPES = [
  {
    name: 'Energie',
    description: 'Levering van elektriciteit en gas per aansluiting.',
    purchasingAdvice: true,
    specificationFields: [
      spec('EAN-code', 'text', { required: true }),
      spec('Soort energie', 'choice', { required: true, options: 'Stroom, Gas, Stroom en gas' }),
      spec('Jaarverbruik (kWh)', 'number'),
      spec('Groene stroom', 'boolean'),
    ],
  },
  {
    name: 'Telecom',
    description: 'Mobiele abonnementen, vaste telefonie en internet.',
    purchasingAdvice: true,
    specificationFields: [
      spec('Aantal aansluitingen', 'number', { required: true }),
      spec('Soort dienst', 'choice', { options: 'Mobiel, Vast, Internet, Mobiel en vast' }),
      spec('Databundel (GB)', 'number'),
    ],
  },
  {
    name: 'Verzekeringen',
    description: 'Zakelijke verzekeringen: aansprakelijkheid, opstal, inventaris, wagenpark en verzuim.',
    purchasingAdvice: true,
    specificationFields: [
      spec('Polisnummer', 'text', { required: true }),
      spec('Soort verzekering', 'choice', {
        required: true,
        options: 'Aansprakelijkheid, Opstal, Inventaris, Bedrijfsauto, Verzuim',
      }),
      spec('Verzekerd bedrag', 'money'),
      spec('Eigen risico', 'money'),
    ],
  },
  {
    name: 'Schoonmaak',
    description: 'Schoonmaak van winkels, bakkerij en kantoor.',
    purchasingAdvice: true,
    specificationFields: [
      spec('Uren per week', 'number', { required: true }),
      spec('Frequentie', 'choice', { options: 'Dagelijks, Wekelijks, Tweewekelijks, Maandelijks' }),
      spec('Inclusief glasbewassing', 'boolean'),
    ],
  },
  {
    name: 'Lease',
    description: 'Operational lease van bedrijfswagens en bestelbussen.',
    purchasingAdvice: false,
    specificationFields: [
      spec('Kenteken', 'text', { required: true }),
      spec('Looptijd (maanden)', 'number'),
      spec('Kilometers per jaar', 'number'),
      spec('Leasebedrag per maand', 'money'),
    ],
  },
  {
    name: 'Software',
    description: 'Softwarelicenties en SaaS-abonnementen.',
    purchasingAdvice: false,
    specificationFields: [
      spec('Aantal licenties', 'number', { required: true }),
      spec('Modules', 'longText'),
      spec('Verlengingsdatum', 'date'),
    ],
  },
] as const;

type SupplierTypeName = (typeof DEMO_SUPPLIER_TYPES)[number]['name'];

/** Real Dutch suppliers by name, type, website and seat; other details are left for the admin. */
export const DEMO_SUPPLIERS: readonly {
  name: string;
  type: SupplierTypeName;
  website: string;
  city: string;
}[] = [
  { name: 'Vattenfall', type: 'Energie', website: 'https://www.vattenfall.nl', city: 'Amsterdam' },
  { name: 'Eneco', type: 'Energie', website: 'https://www.eneco.nl', city: 'Rotterdam' },
  { name: 'Essent', type: 'Energie', website: 'https://www.essent.nl', city: "'s-Hertogenbosch" },
  { name: 'KPN', type: 'Telecom', website: 'https://www.kpn.com', city: 'Rotterdam' },
  {
    name: 'Vodafone Business',
    type: 'Telecom',
    website: 'https://www.vodafone.nl/zakelijk',
    city: 'Utrecht',
  },
  { name: 'Ziggo Zakelijk', type: 'Telecom', website: 'https://www.ziggo.nl/zakelijk', city: 'Utrecht' },
  {
    name: 'Centraal Beheer',
    type: 'Verzekeringen',
    website: 'https://www.centraalbeheer.nl',
    city: 'Apeldoorn',
  },
  { name: 'Nationale-Nederlanden', type: 'Verzekeringen', website: 'https://www.nn.nl', city: 'Den Haag' },
  { name: 'Interpolis', type: 'Verzekeringen', website: 'https://www.interpolis.nl', city: 'Tilburg' },
  { name: 'CSU', type: 'Schoonmaak', website: 'https://www.csu.nl', city: 'Uden' },
  { name: 'Hago', type: 'Schoonmaak', website: 'https://www.hago.nl', city: '' },
  { name: 'LeasePlan', type: 'Lease', website: 'https://www.leaseplan.com', city: 'Almere' },
  { name: 'Athlon', type: 'Lease', website: 'https://www.athlon.com', city: '' },
  { name: 'Exact', type: 'Software', website: 'https://www.exact.com', city: 'Delft' },
  { name: 'AFAS Software', type: 'Software', website: 'https://www.afas.nl', city: 'Leusden' },
];

export const DEMO_SPONSORS = [
  {
    name: 'Inkoopcollectief Midden-Nederland',
    description: 'Bundelt de inkoop van energie en verzekeringen voor ondernemers in de regio.',
  },
  {
    name: 'Bakkersgilde Utrecht',
    description: 'Vereniging van ambachtelijke bakkers in de provincie Utrecht.',
  },
  {
    name: 'Stichting Slim Contracteren',
    description: 'Helpt mkb-bedrijven hun contracten op tijd te herzien.',
  },
];

export const DEMO_TEMPLATES: readonly {
  code: TemplateCode;
  name: string;
  subject: string;
  content: string;
}[] = [
  {
    code: 'contract_end_alert',
    name: 'Contract loopt af',
    subject: 'Contract {{contract.number}} met {{contract.supplier}} loopt af op {{contract.endsAt}}',
    content: [
      'Beste {{user.firstName}},',
      '',
      'Het contract {{contract.number}} ({{contract.type}}) met {{contract.supplier}} voor {{contract.location}} loopt af op {{contract.endsAt}}.',
      'Bekijk het contract en beslis op tijd of je wilt verlengen of overstappen:',
      '{{link}}',
      '',
      'Met vriendelijke groet,',
      'Contractbeheer',
    ].join('\n'),
  },
  {
    code: 'contract_notice_alert',
    name: 'Opzegtermijn verstrijkt',
    subject: 'Opzeggen kan tot {{contract.noticeDeadline}}: contract {{contract.number}}',
    content: [
      'Beste {{user.firstName}},',
      '',
      'Wil je het contract {{contract.number}} met {{contract.supplier}} niet verlengen? Zeg het dan uiterlijk {{contract.noticeDeadline}} op.',
      'Daarna loopt het contract door tot ten minste {{contract.endsAt}}.',
      '{{link}}',
      '',
      'Met vriendelijke groet,',
      'Contractbeheer',
    ].join('\n'),
  },
  {
    code: 'contract_manual_alert',
    name: 'Handmatige melding',
    subject: 'Herinnering: contract {{contract.number}} met {{contract.supplier}}',
    content: [
      'Beste {{user.firstName}},',
      '',
      'Je hebt een herinnering ingesteld bij het contract {{contract.number}} met {{contract.supplier}}:',
      '',
      '{{message}}',
      '',
      '{{link}}',
      '',
      'Met vriendelijke groet,',
      'Contractbeheer',
    ].join('\n'),
  },
  {
    code: 'password_reset',
    name: 'Wachtwoord herstellen',
    subject: 'Stel een nieuw wachtwoord in',
    content: [
      'Beste {{user.firstName}},',
      '',
      'Je hebt gevraagd om een nieuw wachtwoord. Kies het via deze link, die {{expiresIn}} geldig is:',
      '{{link}}',
      '',
      'Heb je dit niet zelf gevraagd? Dan kun je dit bericht negeren; je wachtwoord blijft hetzelfde.',
      '',
      'Met vriendelijke groet,',
      'Contractbeheer',
    ].join('\n'),
  },
  {
    code: 'user_welcome',
    name: 'Welkom',
    subject: 'Welkom bij Contractbeheer, {{user.firstName}}',
    content: [
      'Beste {{user.firstName}},',
      '',
      'Er is een account voor je aangemaakt bij Contractbeheer voor {{company.name}}.',
      'Je logt in met {{user.emailAddress}}. Kies eerst een wachtwoord via deze link:',
      '{{link}}',
      '',
      'Met vriendelijke groet,',
      'Contractbeheer',
    ].join('\n'),
  },
];

/** The bakery's contacts; `supplier` names the supplier they work at. */
export const DEMO_CONTACTS: readonly {
  firstName: string;
  affix?: string;
  lastName: string;
  emailAddress: string;
  telephone: string;
  function: string;
  supplier?: string;
  notes?: string;
}[] = [
  {
    firstName: 'Ingrid',
    lastName: 'Smit',
    emailAddress: 'ingrid.smit@vattenfall.example',
    telephone: '020 555 0101',
    function: 'Accountmanager zakelijk',
    supplier: 'Vattenfall',
    notes: 'Aanspreekpunt voor alle aansluitingen; bereikbaar op werkdagen tot 17.00 uur.',
  },
  {
    firstName: 'Ruben',
    affix: 'de',
    lastName: 'Graaf',
    emailAddress: 'ruben.degraaf@kpn.example',
    telephone: '010 555 0102',
    function: 'Accountmanager mkb',
    supplier: 'KPN',
  },
  {
    firstName: 'Fatima',
    lastName: 'Bouzid',
    emailAddress: 'fatima.bouzid@centraalbeheer.example',
    telephone: '055 555 0103',
    function: 'Schadebehandelaar',
    supplier: 'Centraal Beheer',
  },
  {
    firstName: 'Pieter',
    affix: 'van der',
    lastName: 'Meer',
    emailAddress: 'p.vandermeer@csu.example',
    telephone: '0413 555 010',
    function: 'Rayonmanager',
    supplier: 'CSU',
    notes: 'Plant de schoonmaak van de winkels in Zeist en Amersfoort.',
  },
  {
    firstName: 'Eva',
    lastName: 'Hendriks',
    emailAddress: 'eva.hendriks@leaseplan.example',
    telephone: '036 555 0105',
    function: 'Fleetmanager',
    supplier: 'LeasePlan',
  },
  {
    firstName: 'Thomas',
    lastName: 'Mulder',
    emailAddress: 'thomas.mulder@exact.example',
    telephone: '015 555 0106',
    function: 'Customer success manager',
    supplier: 'Exact',
  },
  {
    firstName: 'Yvonne',
    lastName: 'Kramer',
    emailAddress: 'yvonne.kramer@eneco.example',
    telephone: '010 555 0107',
    function: 'Energieadviseur',
    supplier: 'Eneco',
  },
  {
    firstName: 'Marieke',
    lastName: 'Bos',
    emailAddress: 'marieke.bos@korenschoof.example',
    telephone: '06 5550 0108',
    function: 'Bedrijfsleider Amersfoort',
  },
  {
    firstName: 'Hans',
    lastName: 'Willems',
    emailAddress: 'hans.willems@korenschoof.example',
    telephone: '06 5550 0109',
    function: 'Hoofd financiën',
    notes: 'Tekent contracten boven € 10.000.',
  },
  {
    firstName: 'Sophie',
    affix: 'van',
    lastName: 'Leeuwen',
    emailAddress: 'sophie.vanleeuwen@korenschoof.example',
    telephone: '06 5550 0110',
    function: 'Filiaalmanager Zeist',
  },
  {
    firstName: 'Gerrit',
    lastName: 'Brouwer',
    emailAddress: 'gerrit.brouwer@korenschoof.example',
    telephone: '06 5550 0111',
    function: 'Logistiek coördinator Nieuwegein',
  },
  {
    firstName: 'Noor',
    lastName: 'Visser',
    emailAddress: 'noor.visser@administratiekantoor-visser.example',
    telephone: '030 555 0112',
    function: 'Externe boekhouder',
    notes: 'Administratiekantoor Visser; ontvangt een kopie van de jaarcontracten.',
  },
];

/** The bakery's subscription invoices, one a month from December 2025: € 49,00 plus 21% btw. */
export const demoInvoices = (): {
  date: string;
  number: string;
  subtotal: number;
  vat: number;
  total: number;
}[] =>
  Array.from({ length: 12 }, (_, index) => {
    const month = new Date(Date.UTC(2025, 11 + index, 1));
    const subtotal = 49;
    const vat = Math.round(subtotal * 21) / 100;
    return {
      date: month.toISOString().slice(0, 10),
      number: `F2026-${String(index + 1).padStart(4, '0')}`,
      subtotal,
      vat,
      total: Math.round((subtotal + vat) * 100) / 100,
    };
  });

const table = (name: string): PgTable => {
  const found = resourceTables[name];
  if (!found) throw new Error(`The demo seed needs the resource '${name}'`);
  return found;
};

/** Inserts rows and returns their ids by the value of `key`. */
async function insert(
  tx: Transaction,
  resource: string,
  rows: Record<string, unknown>[],
  key = 'name',
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  // The derived tables are typed as plain PgTables, so their insert values are untyped records.
  const inserted = (await tx
    .insert(table(resource))
    .values(rows as never)
    .returning()) as Record<string, unknown>[];
  return new Map(inserted.map((row) => [String(row[key]), row.id as number]));
}

export async function seedResources(tx: Transaction, companies: { bakery: number }): Promise<void> {
  const typeIds = await insert(
    tx,
    'supplier-types',
    DEMO_SUPPLIER_TYPES.map((type) => ({ ...type, specificationFields: [...type.specificationFields] })),
  );
  const supplierIds = await insert(
    tx,
    'suppliers',
    DEMO_SUPPLIERS.map(({ type, ...supplier }) => ({ ...supplier, supplierType: typeIds.get(type) })),
  );
  await insert(tx, 'sponsors', [...DEMO_SPONSORS]);
  await insert(
    tx,
    'templates',
    DEMO_TEMPLATES.map((template) => ({ ...template, placeholders: placeholderList(template.code) })),
  );
  await insert(
    tx,
    'contacts',
    DEMO_CONTACTS.map(({ supplier, ...contact }) => ({
      ...contact,
      companyId: companies.bakery,
      supplier: supplier ? (supplierIds.get(supplier) ?? null) : null,
    })),
    'emailAddress',
  );
  await insert(
    tx,
    'invoices',
    demoInvoices().map((invoice) => ({ ...invoice, companyId: companies.bakery })),
    'number',
  );
}
