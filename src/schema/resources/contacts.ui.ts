import ContactsIcon from '@mui/icons-material/Contacts';
import { resourceUi } from '../resource-ui';
import { contacts } from './contacts';

export default resourceUi(contacts, {
  icon: ContactsIcon,
  en: {
    name: 'Contact |||| Contacts',
    fields: {
      companyId: 'Company',
      firstName: 'First name',
      affix: 'Affix',
      lastName: 'Last name',
      emailAddress: 'Email address',
      telephone: 'Telephone number',
      function: 'Job title',
      notes: 'Notes',
    },
    help: {
      supplier: 'Fill in when this person works at a supplier.',
    },
  },
  nl: {
    name: 'Contactpersoon |||| Contactpersonen',
    fields: {
      companyId: 'Bedrijf',
      firstName: 'Voornaam',
      affix: 'Tussenvoegsel',
      lastName: 'Achternaam',
      emailAddress: 'E-mailadres',
      telephone: 'Telefoonnummer',
      function: 'Functie',
      notes: 'Notities',
    },
    help: {
      supplier: 'Vul in als deze persoon bij een leverancier werkt.',
    },
  },
});
