/** Texts of the alert mail choice on the account page; digest.nl.ts has exactly these keys. */
export const digestMessagesEn = {
  app: {
    account: {
      alert_mail: {
        title: 'Alert mails',
        intro: 'How you hear about notice deadlines and end dates. Manual alerts always come on their own.',
        mode: 'I receive',
        modes: {
          single: 'An e-mail for each alert',
          digest: 'A weekly digest (Monday morning) instead',
          both: 'Both: each alert and the weekly digest',
        },
        days: 'The digest looks ahead',
        days_option: '%{days} days',
        save: 'Save choice',
        saved: 'Alert mail choice saved',
      },
    },
  },
};
