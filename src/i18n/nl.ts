import dutchMessages from 'ra-language-dutch';
import { resourceTexts } from '../resources/ui';
import { appMessagesNl } from './appMessages.nl';
import { billingMessagesNl } from './billing.nl';
import { calendarMessagesNl } from './calendar.nl';
import { componentMessagesNl } from './components.nl';
import { contractApiMessagesNl } from './contracts-api.nl';
import { contractImportMessagesNl } from './contracts-import.nl';
import { contractViewMessagesNl } from './contracts-views.nl';
import { contractWizardMessagesNl } from './contracts-wizard.nl';
import { dashboardChartMessagesNl } from './dashboard-charts.nl';
import { deadlineCalendarMessagesNl } from './deadline-calendar.nl';
import { digestMessagesNl } from './digest.nl';
import { mailMessagesNl } from './mail.nl';
import { mergeMessages } from './mergeMessages';
import { offerFormMessagesNl } from './offer-form.nl';
import { offerMessagesNl } from './offers.nl';
import { outcomeMessagesNl } from './outcomes.nl';
import { platformMessagesNl } from './platform.nl';
import { raMissingNl } from './raMissing.nl';
import { resourceMessagesNl } from './resources.nl';
import { subscriptionMessagesNl } from './subscription.nl';

/** The complete Dutch catalogue: the package's ra.* texts, its react-admin 5 gaps, our app.* texts. */
export const nlMessages = mergeMessages(
  dutchMessages,
  raMissingNl,
  appMessagesNl,
  componentMessagesNl,
  resourceMessagesNl,
  resourceTexts('nl'),
  contractApiMessagesNl,
  contractImportMessagesNl,
  contractViewMessagesNl,
  contractWizardMessagesNl,
  outcomeMessagesNl,
  offerMessagesNl,
  offerFormMessagesNl,
  deadlineCalendarMessagesNl,
  dashboardChartMessagesNl,
  digestMessagesNl,
  calendarMessagesNl,
  billingMessagesNl,
  subscriptionMessagesNl,
  mailMessagesNl,
  platformMessagesNl,
);
export default nlMessages;
