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
