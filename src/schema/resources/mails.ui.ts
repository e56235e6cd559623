import OutboxIcon from '@mui/icons-material/Outbox';
import { resourceUi } from '../resource-ui';
import { mails } from './mails';

export default resourceUi(mails, {
  icon: OutboxIcon,
  en: {
    name: 'Outgoing mail |||| Outbox',
    fields: {
      toAddress: 'To',
      subject: 'Subject',
      code: 'Template',
      status: 'Status',
      attempts: 'Attempts',
      error: 'Error',
      messageId: 'Message-ID',
      nextAttemptAt: 'Next attempt',
      sentAt: 'Sent',
      createdAt: 'Created',
    },
    choices: {
      status: {
        queued: 'Queued',
        sending: 'Sending',
        sent: 'Sent',
        failed: 'Failed',
        kept: 'Kept',
      },
    },
  },
  nl: {
    name: 'Uitgaande e-mail |||| Uitgaande e-mail',
    fields: {
      toAddress: 'Aan',
      subject: 'Onderwerp',
      code: 'Template',
      status: 'Status',
      attempts: 'Pogingen',
      error: 'Foutmelding',
      messageId: 'Message-ID',
      nextAttemptAt: 'Volgende poging',
      sentAt: 'Verzonden',
      createdAt: 'Aangemaakt',
    },
    choices: {
      status: {
        queued: 'In de wachtrij',
        sending: 'Wordt verzonden',
        sent: 'Verzonden',
        failed: 'Mislukt',
        kept: 'Bewaard',
      },
    },
  },
});
