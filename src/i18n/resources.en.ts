/**
 * Texts of the resources (resources.<name>.*) and of the field validation (app.validation.*).
 * resources.nl.ts has exactly these keys (its type is this object's).
 */
export const resourceMessagesEn = {
  app: {
    validation: {
      required: 'Required',
      too_long: 'Too long',
      email: 'Not a valid email address',
      phone: 'Not a valid telephone number',
      number: 'Enter a number',
      integer: 'Enter a whole number',
      too_small: 'Too small',
      too_large: 'Too large',
      date: 'Not a valid date',
      choice: 'Choose one of the options',
      reference: 'Choose an existing item',
      image: 'Not a valid image (PNG, JPEG or WebP)',
      image_too_large: 'The image is too large',
      password_too_short: 'At least 10 characters',
      too_many: 'Too many items',
      invalid: 'Not a valid value',
      unique: 'This value is already in use',
      zipcode: 'Not a valid Dutch postcode (1234 AB)',
      nul: 'Contains a character that is not allowed',
    },
    errors: {
      in_use: 'This item is still in use and cannot be deleted',
    },
  },
  resources: {
    users: {
      name: 'User |||| Users',
      fields: {
        companyId: 'Company',
        firstName: 'First name',
        affix: 'Affix',
        lastName: 'Last name',
        emailAddress: 'Email address',
        telephone: 'Telephone number',
        roles: 'Roles',
        active: 'Active',
        avatar: 'Profile picture',
        twoFactorEnabled: 'Two-factor authentication',
        locationIds: 'Locations with access',
        password: 'New password',
      },
      choices: {
        roles: {
          1: 'Platform admin',
          2: 'Company admin',
          3: 'Contract manager',
          4: 'Dashboard reader',
        },
      },
      help: {
        twoFactorEnabled: 'Can only be switched off here; users switch it on themselves under Settings.',
        locationIds: 'Empty: access to all locations.',
        password: 'At least 10 characters. Leave empty to keep the current password.',
      },
      errors: {
        platform_role_forbidden: 'Only a platform admin can grant this role.',
        platform_role_company: 'The platform admin role is only for users without a company.',
        company_required: 'A user without a company can only be a platform admin.',
        deactivate_self: 'You cannot deactivate yourself.',
        two_factor_on: 'Users switch on two-factor authentication themselves, under Settings.',
        own_password: 'Change your own password under Settings.',
        delete_self: 'You cannot delete yourself.',
      },
      notifications: {
        saved: 'User saved successfully',
        deleted: 'User deleted successfully',
      },
    },
    locations: {
      name: 'Location |||| Locations',
      fields: {
        companyId: 'Company',
        name: 'Name',
        address: 'Address',
        zipcode: 'Zip code',
        city: 'City',
        isMain: 'Main location',
      },
      help: {
        isMain: 'There is always exactly one main location; choosing this one replaces the previous one.',
      },
      errors: {
        main_not_deletable: 'The main location cannot be deleted. Make another location the main one first.',
        main_required: 'There must be a main location. Make another location the main one instead.',
      },
      confirm_delete: 'The contracts of this location move to the main location.',
      notifications: {
        saved: 'Location saved successfully',
        deleted: 'Location deleted successfully',
      },
    },
    contacts: {
      name: 'Contact |||| Contacts',
      fields: {
        companyId: 'Company',
        firstName: 'First name',
        affix: 'Affix',
        lastName: 'Last name',
        emailAddress: 'Email address',
        telephone: 'Telephone number',
        function: 'Job title',
        supplier: 'Supplier',
        notes: 'Notes',
      },
      help: {
        supplier: 'Fill in when this person works at a supplier.',
      },
      notifications: {
        saved: 'Contact saved successfully',
        deleted: 'Contact deleted successfully',
      },
    },
    invoices: {
      name: 'Invoice |||| Invoices',
      fields: {
        companyId: 'Company',
        date: 'Date',
        number: 'Number',
        subtotal: 'Subtotal',
        vat: 'VAT',
        total: 'Total',
        subscription: 'Subscription',
        periodStart: 'Period',
        periodEnd: 'Period until',
        dueDate: 'Due date',
        planName: 'Plan',
        buyerName: 'Company',
        buyerAddress: 'Address',
        buyerKvkNumber: 'Chamber of Commerce number',
        buyerVatNumber: 'VAT number',
        buyerEmail: 'Billing e-mail',
      },
    },
    'supplier-types': {
      name: 'Supplier type |||| Supplier types',
      fields: {
        name: 'Name',
        description: 'Description',
        purchasingAdvice: 'Suitable for purchasing advice',
        specificationFields: 'Specification fields',
      },
      specification: {
        label: 'Label',
        fieldType: 'Field type',
        required: 'Required',
        options: 'Options',
      },
      choices: {
        fieldType: {
          text: 'Text',
          longText: 'Long text',
          number: 'Number',
          money: 'Amount',
          date: 'Date',
          boolean: 'Yes/no',
          choice: 'Choice list',
        },
      },
      help: {
        specificationFields: 'Every contract with a supplier of this type asks these fields.',
        options: 'Choice lists only: the options, separated by commas.',
      },
      errors: {
        duplicate_label: 'This type already has a field with this label.',
        options_required: 'A choice list needs options.',
      },
      notifications: {
        saved: 'Type saved successfully',
        deleted: 'Type deleted successfully',
      },
    },
    suppliers: {
      name: 'Supplier |||| Suppliers',
      fields: {
        name: 'Name',
        supplierType: 'Type',
        website: 'Website',
        emailAddress: 'Email address',
        telephone: 'Telephone number',
        address: 'Address',
        zipcode: 'Zip code',
        city: 'City',
        kvkNumber: 'Chamber of Commerce (KvK) number',
      },
      help: {
        kvkNumber: '8 digits',
      },
      errors: {
        kvk_number: 'A KvK number has 8 digits.',
      },
      notifications: {
        saved: 'Supplier saved successfully',
        deleted: 'Supplier deleted successfully',
      },
    },
    sponsors: {
      name: 'Sponsor |||| Sponsors',
      fields: {
        name: 'Name',
        website: 'Website',
        logo: 'Logo',
        description: 'Description',
      },
      notifications: {
        saved: 'Sponsor saved successfully',
        deleted: 'Sponsor deleted successfully',
      },
    },
    templates: {
      name: 'Template |||| Templates',
      fields: {
        name: 'Name',
        code: 'Code',
        subject: 'Subject',
        content: 'Content',
        placeholders: 'Placeholders',
      },
      choices: {
        code: {
          contract_end_alert: 'Contract end date alert',
          contract_notice_alert: 'Contract notice deadline alert',
          contract_manual_alert: 'Manual contract alert',
          password_reset: 'Password reset',
          user_welcome: 'Welcome to a new user',
          invoice_new: 'New invoice',
        },
      },
      code_descriptions: {
        contract_end_alert: 'Sent before a contract ends, as far ahead as its end alert says.',
        contract_notice_alert: 'Sent before the notice deadline of a contract passes.',
        contract_manual_alert: 'Sent on the date of a manual alert of a contract.',
        password_reset: 'Sent when someone asks to reset their password.',
        user_welcome: 'Sent to a new user with a link to choose a password.',
        invoice_new:
          "Sent to a company's billing e-mail address for every new invoice, with the invoice as a PDF.",
      },
      placeholder_descriptions: {
        contract: {
          number: 'Contract number',
          reference: 'Contract reference',
          supplier: 'Name of the supplier',
          type: 'Supplier type of the contract',
          location: 'Location of the contract',
          startsAt: 'Start date',
          endsAt: 'End date',
          noticeDeadline: 'Notice deadline: the last day to give notice',
        },
        user: {
          firstName: "Recipient's first name",
          lastName: "Recipient's last name",
          emailAddress: "Recipient's email address",
        },
        invoice: {
          number: 'Invoice number',
          date: 'Invoice date',
          period: 'Period the invoice covers',
          total: 'Amount due including VAT',
          dueDate: 'Payment due date',
        },
        company: {
          name: 'Name of the company',
        },
        link: 'Link to the page the email is about',
        message: 'Text of the manual alert',
        expiresIn: 'How long the link stays valid',
      },
      help: {
        content: 'Use only the placeholders of this code, e.g. {{user.firstName}}.',
        placeholders: 'Click a placeholder to copy it.',
      },
      errors: {
        unknown_placeholder: 'This text uses a placeholder that this code does not offer.',
      },
      notifications: {
        saved: 'Template saved successfully',
        deleted: 'Template deleted successfully',
        placeholder_copied: 'Placeholder copied to clipboard',
      },
    },
    companies: {
      name: 'Company |||| Companies',
      fields: {
        name: 'Name',
        kvkNumber: 'Chamber of Commerce number',
        vatNumber: 'VAT number',
        address: 'Address',
        zipcode: 'Postcode',
        city: 'City',
        billingEmail: 'Billing e-mail',
        iban: 'IBAN',
      },
      help: {
        vatNumber: 'Dutch VAT number, e.g. NL123456782B01',
        billingEmail: 'Invoices are sent to this address',
      },
      errors: {
        kvk_number: 'A Chamber of Commerce number has 8 digits',
        vat_number: 'Not a valid Dutch VAT number (NL + 9 digits + B + 2 digits)',
        iban: 'Not a valid IBAN',
      },
      notifications: {
        saved: 'Company saved successfully',
        deleted: 'Company deleted successfully',
      },
    },
    plans: {
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
      notifications: {
        saved: 'Plan saved successfully',
        deleted: 'Plan deleted successfully',
      },
    },
    subscriptions: {
      name: 'Subscription |||| Subscriptions',
      fields: {
        companyId: 'Company',
        plan: 'Plan',
        startsAt: 'Starts on',
        endsAt: 'Ends on',
        cancelledOn: 'Cancelled on',
      },
      help: {
        endsAt: 'Empty: the subscription runs on',
      },
      errors: {
        ends_before_start: 'The end date lies before the start date',
        plan_inactive: 'This plan is not available any more',
        overlap: 'This company already has a subscription in this period',
      },
      notifications: {
        saved: 'Subscription saved successfully',
        deleted: 'Subscription deleted successfully',
      },
    },
  },
};

export type ResourceMessages = typeof resourceMessagesEn;
