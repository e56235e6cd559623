import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { resourceUi } from '../resource-ui';
import { offerRequests } from './offer-requests';

export default resourceUi(offerRequests, {
  icon: MarkEmailReadIcon,
  en: {
    name: 'Request |||| Requests',
    fields: {
      companyId: 'Company',
      title: 'Request',
      contract: 'Contract',
      supplierType: 'Supplier type',
      status: 'State',
      termEndsAt: 'Term ends',
      noticeDeadline: 'Notice deadline',
      city: 'City',
      yearlyValue: 'Yearly value',
      sentAt: 'Sent on',
      closedAt: 'Closed on',
    },
    choices: {
      status: { open: 'Open', sent: 'Sent', offered: 'Offered', expired: 'Expired', withdrawn: 'Withdrawn' },
    },
  },
  nl: {
    name: 'Aanvraag |||| Aanvragen',
    fields: {
      companyId: 'Bedrijf',
      title: 'Aanvraag',
      contract: 'Contract',
      supplierType: 'Leverancierstype',
      status: 'Status',
      termEndsAt: 'Einde termijn',
      noticeDeadline: 'Opzegdatum',
      city: 'Plaats',
      yearlyValue: 'Jaarwaarde',
      sentAt: 'Verstuurd op',
      closedAt: 'Gesloten op',
    },
    choices: {
      status: {
        open: 'Open',
        sent: 'Verstuurd',
        offered: 'Aanbieding ontvangen',
        expired: 'Verlopen',
        withdrawn: 'Ingetrokken',
      },
    },
  },
});
