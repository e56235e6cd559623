import HandshakeIcon from '@mui/icons-material/Handshake';
import { resourceUi } from '../resource-ui';
import { sponsors } from './sponsors';

export default resourceUi(sponsors, {
  icon: HandshakeIcon,
  en: {
    name: 'Sponsor |||| Sponsors',
    fields: {
      name: 'Name',
      contactName: 'Contact person',
      emailAddress: 'E-mail address',
      supplierTypes: 'Makes offers for',
      active: 'Active',
      website: 'Website',
      logo: 'Logo',
      description: 'Description',
    },
    help: {
      emailAddress: 'Offer requests are sent here; without an address the sponsor receives none.',
      supplierTypes: 'Only supplier types suitable for purchasing advice.',
    },
  },
  nl: {
    name: 'Sponsor |||| Sponsoren',
    fields: {
      name: 'Naam',
      contactName: 'Contactpersoon',
      emailAddress: 'E-mailadres',
      supplierTypes: 'Doet aanbiedingen voor',
      active: 'Actief',
      website: 'Website',
      logo: 'Logo',
      description: 'Omschrijving',
    },
    help: {
      emailAddress: 'Hierheen gaan de offerteaanvragen; zonder adres ontvangt de sponsor er geen.',
      supplierTypes: 'Alleen leverancierstypes die geschikt zijn voor inkoopadvies.',
    },
  },
});
