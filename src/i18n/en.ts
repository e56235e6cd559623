import englishMessages from 'ra-language-english';
import { appMessagesEn } from './appMessages.en';
import { billingMessagesEn } from './billing.en';
import { calendarMessagesEn } from './calendar.en';
import { componentMessagesEn } from './components.en';
import { contractApiMessagesEn } from './contracts-api.en';
import { contractImportMessagesEn } from './contracts-import.en';
import { contractViewMessagesEn } from './contracts-views.en';
import { contractWizardMessagesEn } from './contracts-wizard.en';
import { dashboardChartMessagesEn } from './dashboard-charts.en';
import { deadlineCalendarMessagesEn } from './deadline-calendar.en';
import { digestMessagesEn } from './digest.en';
import { mailMessagesEn } from './mail.en';
import { mergeMessages } from './mergeMessages';
import { offerFormMessagesEn } from './offer-form.en';
import { offerMessagesEn } from './offers.en';
import { outcomeMessagesEn } from './outcomes.en';
import { platformMessagesEn } from './platform.en';
import { resourceMessagesEn } from './resources.en';
import { subscriptionMessagesEn } from './subscription.en';

/**
 * react-admin 4 keys that ra-language-dutch still carries and ra-language-english 5 dropped;
 * kept so both catalogues have the same keys (a key only in one locale is a bug we test for).
 */
const raLegacyEn = { ra: { navigation: { prev: 'Prev' } } };

/**
 * The English catalogue, with `generated`: the generated resources' texts (`resourceTexts('en')`,
 * src/resources/ui.ts). The caller passes them in, so that this module, loaded only when English is
 * chosen, does not pull the resource declarations into a chunk of its own.
 */
export const englishCatalogue = (generated: object) =>
  mergeMessages(
    englishMessages,
    raLegacyEn,
    appMessagesEn,
    componentMessagesEn,
    resourceMessagesEn,
    generated,
    contractApiMessagesEn,
    contractImportMessagesEn,
    contractViewMessagesEn,
    contractWizardMessagesEn,
    outcomeMessagesEn,
    offerMessagesEn,
    offerFormMessagesEn,
    deadlineCalendarMessagesEn,
    dashboardChartMessagesEn,
    digestMessagesEn,
    calendarMessagesEn,
    billingMessagesEn,
    subscriptionMessagesEn,
    mailMessagesEn,
    platformMessagesEn,
  );
