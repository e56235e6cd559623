/**
 * Demo master data shared by every company: supplier types with their specification fields,
 * Dutch suppliers, sponsors and the five e-mail templates (in Dutch).
 */
import type { SpecificationField } from '../../src/schema/resources/supplier-types';
import type { TemplateCode } from '../../src/schema/template-placeholders';

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
