import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { resourceUi } from '../resource-ui';
import { suppliers } from './suppliers';

export default resourceUi(suppliers, {
  icon: LocalShippingIcon,
  en: {
    name: 'Supplier |||| Suppliers',
    fields: {
      name: 'Name',
      supplierType: 'Type',
      website: 'Website',
      emailAddress: 'Email address',
      telephone: 'Telephone number',
      address: 'Address',
      zipcode: 'Zip code',
      city: 'City',
      kvkNumber: 'Chamber of Commerce (KvK) number',
    },
    help: {
      kvkNumber: '8 digits',
    },
    errors: {
      kvk_number: 'A KvK number has 8 digits.',
    },
    notifications: {
      saved: 'Supplier saved successfully',
      deleted: 'Supplier deleted successfully',
    },
  },
  nl: {
    name: 'Leverancier |||| Leveranciers',
    fields: {
      name: 'Naam',
      supplierType: 'Type',
      website: 'Website',
      emailAddress: 'E-mailadres',
      telephone: 'Telefoonnummer',
      address: 'Adres',
      zipcode: 'Postcode',
      city: 'Plaats',
      kvkNumber: 'KvK-nummer',
    },
    help: {
      kvkNumber: '8 cijfers',
    },
    errors: {
      kvk_number: 'Een KvK-nummer bestaat uit 8 cijfers.',
    },
    notifications: {
      saved: 'Leverancier succesvol opgeslagen',
      deleted: 'Leverancier succesvol verwijderd',
    },
  },
});
