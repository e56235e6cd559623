/** Demo records of the bakery: its contacts (some at suppliers) and a year of subscription invoices. */

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
