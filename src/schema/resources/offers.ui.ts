import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { resourceUi } from '../resource-ui';
import { offers } from './offers';

export default resourceUi(offers, {
  icon: LocalOfferIcon,
  en: {
    name: 'Offer |||| Offers',
    fields: {
      title: 'Offer',
      request: 'Request',
      sponsor: 'Sponsor',
      yearlyPrice: 'Yearly price',
      validUntil: 'Valid until',
      description: 'Description',
      status: 'State',
      pdfName: 'PDF',
    },
    choices: {
      status: { new: 'New', interested: 'Interested', declined: 'Not interesting' },
    },
    errors: {
      valid_until_past: 'An offer cannot be valid until a day in the past.',
    },
  },
  nl: {
    name: 'Aanbieding |||| Aanbiedingen',
    fields: {
      title: 'Aanbieding',
      request: 'Aanvraag',
      sponsor: 'Sponsor',
      yearlyPrice: 'Jaarprijs',
      validUntil: 'Geldig tot',
      description: 'Omschrijving',
      status: 'Status',
      pdfName: 'PDF',
    },
    choices: {
      status: { new: 'Nieuw', interested: 'Interesse', declined: 'Niet interessant' },
    },
    errors: {
      valid_until_past: 'Een aanbieding kan niet geldig zijn tot een dag in het verleden.',
    },
  },
});
