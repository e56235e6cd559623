/** Demo records of the bakery: its contacts (some at suppliers). */

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
