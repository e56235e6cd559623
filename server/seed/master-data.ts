/**
 * Demo master data shared by every company: supplier types with their specification fields,
 * Dutch suppliers, and sponsors (the e-mail templates: server/mail/default-templates.ts).
 */
import type { SpecificationField } from '../../src/schema/resources/supplier-types';

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

/** Sponsors; `types` names the supplier types they make offers for (docs/requirements.md#offers). */
export const DEMO_SPONSORS = [
  {
    name: 'Inkoopcollectief Midden-Nederland',
    contactName: 'Sanne de Boer',
    emailAddress: 'aanbod@inkoopcollectief.example',
    types: ['Energie', 'Verzekeringen'],
    description: 'Bundelt de inkoop van energie en verzekeringen voor ondernemers in de regio.',
  },
  {
    name: 'Bakkersgilde Utrecht',
    contactName: '',
    emailAddress: '',
    types: [],
    description: 'Vereniging van ambachtelijke bakkers in de provincie Utrecht.',
  },
  {
    name: 'Stichting Slim Contracteren',
    contactName: 'Ruud Verhoeven',
    emailAddress: 'offertes@slimcontracteren.example',
    types: ['Energie', 'Telecom'],
    description: 'Helpt mkb-bedrijven hun contracten op tijd te herzien.',
  },
];

/** The bakery's contacts; `supplier` names the supplier they work at. */
