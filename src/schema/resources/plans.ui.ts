import SellIcon from '@mui/icons-material/Sell';
import { resourceUi } from '../resource-ui';
import { plans } from './plans';

export default resourceUi(plans, {
  icon: SellIcon,
  en: {
    name: 'Plan |||| Plans',
    fields: {
      name: 'Name',
      monthlyPrice: 'Price per month (excl. VAT)',
      maxUsers: 'Maximum users',
      maxContracts: 'Maximum contracts',
      active: 'Available',
    },
    help: {
      unlimited: 'Empty means unlimited',
      active: 'Only available plans can be chosen for a new subscription',
    },
    empty: {
      unlimited: 'Unlimited',
    },
  },
  nl: {
    name: 'Pakket |||| Pakketten',
    fields: {
      name: 'Naam',
      monthlyPrice: 'Prijs per maand (excl. btw)',
      maxUsers: 'Maximaal aantal gebruikers',
      maxContracts: 'Maximaal aantal contracten',
      active: 'Beschikbaar',
    },
    help: {
      unlimited: 'Leeg betekent onbeperkt',
      active: 'Alleen beschikbare pakketten kunnen voor een nieuw abonnement gekozen worden',
    },
    empty: {
      unlimited: 'Onbeperkt',
    },
  },
});
