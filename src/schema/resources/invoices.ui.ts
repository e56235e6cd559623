import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { resourceUi } from '../resource-ui';
import { invoices } from './invoices';

export default resourceUi(invoices, {
  icon: ReceiptLongIcon,
  en: {
    name: 'Invoice |||| Invoices',
    fields: {
      companyId: 'Company',
      date: 'Date',
      number: 'Number',
      subtotal: 'Subtotal',
      vat: 'VAT',
      total: 'Total',
      periodStart: 'Period',
      periodEnd: 'Period until',
      dueDate: 'Due date',
      planName: 'Plan',
      buyerName: 'Company',
      buyerAddress: 'Address',
      buyerKvkNumber: 'Chamber of Commerce number',
      buyerVatNumber: 'VAT number',
      buyerEmail: 'Billing e-mail',
    },
    filters: {
      month: 'Dated in %{value}',
    },
  },
  nl: {
    name: 'Factuur |||| Facturen',
    fields: {
      companyId: 'Bedrijf',
      date: 'Datum',
      number: 'Factuurnummer',
      subtotal: 'Subtotaal',
      vat: 'Btw',
      total: 'Totaal',
      periodStart: 'Periode',
      periodEnd: 'Periode tot en met',
      dueDate: 'Vervaldatum',
      planName: 'Pakket',
      buyerName: 'Bedrijf',
      buyerAddress: 'Adres',
      buyerKvkNumber: 'KvK-nummer',
      buyerVatNumber: 'Btw-nummer',
      buyerEmail: 'Factuur-e-mailadres',
    },
    filters: {
      month: 'Gedateerd in %{value}',
    },
  },
});
