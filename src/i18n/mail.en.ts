/** Texts of the outbox pages (app.outbox.*; the mails resource's own are in src/schema/resources/mails.ui.ts) and the template preview (app.views.templates.preview.*); mail.nl.ts has exactly these keys. */
export const mailMessagesEn = {
  app: {
    nav: { mails: 'Outbox' },
    outbox: {
      title: 'Outbox',
      mail: 'Mail',
      no_template: 'No template',
      empty: 'No mail has been written yet.',
      kept_title: 'No mail server configured',
      kept_notice:
        'Mails with the status “Kept” were not sent: no SMTP server was configured (SMTP_URL) when they were written. They are kept here so you can see what would have been sent. Set SMTP_URL to send new mail.',
      detail: {
        not_found: 'Mail not found',
        not_found_text: 'This mail does not exist (any more).',
        back_to_list: 'To the outbox',
        headers: 'Details',
        html: 'Mail as sent',
        html_frame: 'Contents of the mail',
        text: 'Plain text',
        no_html: 'This mail has no formatted version.',
        hidden_token: '[hidden]',
        hidden_token_note:
          'The code in the link to choose a password is [hidden]: only the recipient may use that link.',
      },
    },
    views: {
      templates: {
        preview: {
          title: 'Preview',
          hint: 'This is how the mail looks with sample data.',
          subject: 'Subject',
          body: 'Preview of the mail',
          choose_code: 'Choose a code to see a preview.',
          unknown: 'Unknown placeholders stay empty and cannot be saved: %{names}',
        },
      },
    },
  },
};
