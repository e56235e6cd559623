import BusinessIcon from '@mui/icons-material/Business';
import { resourceUi } from '../resource-ui';
import { companies } from './companies';

export default resourceUi(companies, {
  icon: BusinessIcon,
  en: {
    name: 'Company |||| Companies',
    fields: {
      name: 'Name',
      kvkNumber: 'Chamber of Commerce number',
      vatNumber: 'VAT number',
      address: 'Address',
      zipcode: 'Postcode',
      city: 'City',
      billingEmail: 'Billing e-mail',
      iban: 'IBAN',
    },
    help: {
      vatNumber: 'Dutch VAT number, e.g. NL123456782B01',
      billingEmail: 'Invoices are sent to this address',
    },
    errors: {
      vat_number: 'Not a valid Dutch VAT number (NL + 9 digits + B + 2 digits)',
      iban: 'Not a valid IBAN',
      invoice_detail: 'Required while the company has a subscription: its invoices need it',
    },
  },
  nl: {
    name: 'Bedrijf |||| Bedrijven',
    fields: {
      name: 'Naam',
      kvkNumber: 'KvK-nummer',
      vatNumber: 'Btw-nummer',
      address: 'Adres',
      zipcode: 'Postcode',
      city: 'Plaats',
      billingEmail: 'Factuur-e-mailadres',
      iban: 'IBAN',
    },
    help: {
      vatNumber: 'Nederlands btw-nummer, bijv. NL123456782B01',
      billingEmail: 'Facturen worden naar dit adres gestuurd',
    },
    errors: {
      vat_number: 'Geen geldig btw-nummer (NL + 9 cijfers + B + 2 cijfers)',
      iban: 'Geen geldig IBAN',
      invoice_detail: 'Verplicht zolang het bedrijf een abonnement heeft: de facturen hebben dit nodig',
    },
  },
});
