import HandshakeIcon from '@mui/icons-material/Handshake';
import { resourceUi } from '../resource-ui';
import { sponsors } from './sponsors';

export default resourceUi(sponsors, {
  icon: HandshakeIcon,
  en: {
    name: 'Sponsor |||| Sponsors',
    fields: {
      name: 'Name',
      website: 'Website',
      logo: 'Logo',
      description: 'Description',
    },
    notifications: {
      saved: 'Sponsor saved successfully',
      deleted: 'Sponsor deleted successfully',
    },
  },
  nl: {
    name: 'Sponsor |||| Sponsoren',
    fields: {
      name: 'Naam',
      website: 'Website',
      logo: 'Logo',
      description: 'Omschrijving',
    },
    notifications: {
      saved: 'Sponsor succesvol opgeslagen',
      deleted: 'Sponsor succesvol verwijderd',
    },
  },
});
