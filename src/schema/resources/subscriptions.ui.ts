import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { resourceUi } from '../resource-ui';
import { subscriptions } from './subscriptions';

export default resourceUi(subscriptions, {
  icon: CardMembershipIcon,
  en: {
    name: 'Subscription |||| Subscriptions',
    representation: '%{plan}, from %{startsAt}',
    fields: {
      companyId: 'Company',
      startsAt: 'Starts on',
      endsAt: 'Ends on',
      cancelledOn: 'Cancelled on',
    },
    help: {
      endsAt: 'Empty: the subscription runs on',
    },
    filters: {
      active: 'Active: %{value}',
    },
    back_billing: {
      invoices:
        'This start lies in the past: the next billing run makes and mails %{smart_count} invoice for %{from} at once. |||| This start lies in the past: the next billing run makes and mails %{smart_count} invoices at once, for %{from} up to and including %{to}.',
      total: 'Together %{amount} including VAT.',
    },
    errors: {
      ends_before_start: 'The end date lies before the start date',
      plan_inactive: 'This plan is not available any more',
      overlap: 'This company already has a subscription in this period',
      invoiced_before: 'Days before this date have already been invoiced',
      company_details:
        "Fill in the company's address, postcode, city and billing e-mail first: its invoices need them",
    },
  },
  nl: {
    name: 'Abonnement |||| Abonnementen',
    representation: '%{plan}, vanaf %{startsAt}',
    fields: {
      companyId: 'Bedrijf',
      startsAt: 'Ingangsdatum',
      endsAt: 'Einddatum',
      cancelledOn: 'Opgezegd op',
    },
    help: {
      endsAt: 'Leeg: het abonnement loopt door',
    },
    filters: {
      active: 'Actief: %{value}',
    },
    back_billing: {
      invoices:
        'Deze ingangsdatum ligt in het verleden: de volgende facturatie maakt en mailt in één keer %{smart_count} factuur, over %{from}. |||| Deze ingangsdatum ligt in het verleden: de volgende facturatie maakt en mailt in één keer %{smart_count} facturen, over %{from} tot en met %{to}.',
      total: 'Samen %{amount} inclusief btw.',
    },
    errors: {
      ends_before_start: 'De einddatum ligt vóór de ingangsdatum',
      plan_inactive: 'Dit pakket is niet meer beschikbaar',
      overlap: 'Dit bedrijf heeft in deze periode al een abonnement',
      invoiced_before: 'Er is al gefactureerd voor dagen vóór deze datum',
      company_details:
        'Vul eerst adres, postcode, plaats en factuur-e-mailadres van het bedrijf in: de facturen hebben ze nodig',
    },
  },
});
