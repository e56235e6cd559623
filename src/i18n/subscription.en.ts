/**
 * The subscription page (/account/subscription) and the subscription API's messages (the server
 * writes those in Dutch, from subscription.nl.ts); subscription.nl.ts has exactly these keys. The
 * page's title and "no subscription" heading are in appMessages.
 */
export const subscriptionMessagesEn = {
  app: {
    subscription: {
      load_failed: 'The subscription could not be loaded.',
      retry: 'Try again',
      current_title: 'Your subscription',
      status: {
        active: 'Active',
        cancelled: 'Cancelled, ends on %{date}',
        none: 'No subscription',
      },
      since: 'Since',
      ends: 'End date',
      runs_on: 'Runs on, cancellable monthly',
      price: 'Price per month',
      excl_vat: '%{amount} excl. VAT',
      incl_vat: '%{amount} incl. VAT',
      vat_excluded: 'excl. VAT',
      check_fields: 'Check the marked fields.',
      admin_manages: 'Your company administrator changes or cancels the subscription.',
      pending_change: 'From %{date} your plan becomes %{plan}.',
      cancelled_note:
        'Your subscription was cancelled on %{cancelled} and ends on %{date}. After that only this page can be opened.',
      change: 'Change plan',
      cancel: 'Cancel subscription',
      usage_title: 'Usage',
      usage: {
        users: '%{count} of %{limit} user |||| %{count} of %{limit} users',
        contracts: '%{count} of %{limit} contract |||| %{count} of %{limit} contracts',
        users_unlimited: '%{count} user (unlimited) |||| %{count} users (unlimited)',
        contracts_unlimited: '%{count} contract (unlimited) |||| %{count} contracts (unlimited)',
      },
      invoices_title: 'Recent invoices',
      invoices_none: 'No invoices yet.',
      invoice_pdf: 'PDF of invoice %{number}',
      all_invoices: 'All invoices',
      plans_title: 'Choose a plan',
      plans_intro: 'Prices per month. You pay monthly in advance and can cancel at the end of every month.',
      per_month: 'per month',
      limit_users: 'Up to %{count} user |||| Up to %{count} users',
      limit_contracts: 'Up to %{count} contract |||| Up to %{count} contracts',
      unlimited_users: 'Unlimited users',
      unlimited_contracts: 'Unlimited contracts',
      current_plan: 'Current plan',
      choose: 'Choose',
      chosen: 'Chosen',
      too_small: 'Too small',
      change_title: 'Change plan',
      change_intro:
        'A new plan takes effect on %{date}, the start of the next period. Until then your current plan stays.',
      change_confirm: 'Change from %{date}',
      keep_plan: 'Keep current plan',
      changed: 'Plan change saved',
      change_cancelled: 'The planned change has been withdrawn',
      cancel_text:
        'Your subscription ends on %{date}, at the end of the paid period. After that your users can only open this page. A planned plan change is withdrawn.',
      cancelled_toast: 'Subscription cancelled',
      company_title: 'Company details',
      company_intro: 'These details appear on your invoices.',
      company_saved: 'Company details saved',
      edit: 'Edit',
      company: {
        name: 'Company name',
        kvkNumber: 'Chamber of Commerce number',
        vatNumber: 'VAT number',
        address: 'Address',
        zipcode: 'Postcode',
        city: 'City',
        billingEmail: 'Billing e-mail',
        iban: 'IBAN',
        iban_help: 'Optional. Invoices are paid by bank transfer.',
      },
      start_title: 'Start a subscription',
      start_intro: 'Choose a plan, fill in your company details and start right away.',
      start_step_plan: '1. Plan',
      start_step_company: '2. Company details',
      start_step_terms: '3. Start',
      accept_terms: 'I accept the terms and conditions',
      start_summary: '%{plan}: %{excl} excl. VAT (%{incl} incl. VAT) per month, starting today.',
      start: 'Start subscription',
      started: 'Your subscription has started',
      choose_plan_first: 'Choose a plan',
      ask_admin:
        'Only your company administrator can start a subscription. Ask them to sign in and start one on this page.',
      errors: {
        terms: 'Accept the terms and conditions to start.',
        plan: 'Choose one of the plans on offer.',
      },
      limits: {
        maxUsers:
          'The %{plan} plan allows at most %{limit} users. Choose a larger plan on the subscription page.',
        maxContracts:
          'The %{plan} plan allows at most %{limit} contracts. Choose a larger plan on the subscription page.',
      },
      too_many: {
        maxUsers: 'You have %{count} active users; the %{plan} plan allows %{limit}.',
        maxContracts: 'You have %{count} contracts; the %{plan} plan allows %{limit}.',
      },
      api: {
        none: 'The company has no active subscription.',
        already: 'The company already has an active subscription.',
        already_cancelled: 'The subscription has already been cancelled; it ends on %{date}.',
        ends: 'The subscription ends on %{date}; start a new one after that.',
        admin_only: 'Only the company administrator can do this.',
      },
    },
  },
};
