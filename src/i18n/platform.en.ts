/**
 * Texts of the platform admins' screens: onboarding a company ("New company") and the platform
 * dashboard; platform.nl.ts has exactly these keys.
 */
export const platformMessagesEn = {
  app: {
    platform: {
      onboarding: {
        title: 'New company',
        button: 'New company',
        intro:
          'Add a company with its subscription and first administrator in one go. The administrator receives an e-mail with a link to choose a password.',
        company: 'Company',
        company_help: 'The address also becomes the main location of the company.',
        subscription: 'Subscription',
        subscription_help: 'The subscription runs on from the start date until it is ended.',
        admin: 'First administrator',
        admin_help: 'Manages the users and data of this company.',
        plan_option: '%{name} – %{price} per month excl. VAT',
        submit: 'Create company',
        saved: 'Company %{name} created; the administrator receives a welcome e-mail',
        invalid: 'Not saved: please check the marked fields.',
        failed: 'Not saved: something went wrong. Please try again.',
      },
      dashboard: {
        intro: 'The platform at a glance: companies, subscriptions, revenue and outgoing mail.',
        numbers_title: 'Platform in numbers',
        numbers_failed: 'The numbers could not be loaded.',
        numbers: {
          companies: 'Companies',
          activeSubscriptions: 'Active subscriptions',
          monthlyRecurringRevenue: 'Monthly revenue excl. VAT',
          invoicesThisMonth: 'Invoices this month',
          contractsTotal: 'Contracts',
          mailsFailed: 'Failed e-mails',
          offerRequestsSent: 'Offer requests waiting',
          offersNew: 'New offers',
        },
      },
    },
  },
};
