/**
 * Invoices and the billing run: the download action of the invoices list, the attachment in the
 * outbox, and the texts of the invoice PDF (the server writes it in Dutch, from billing.nl.ts);
 * billing.nl.ts has exactly these keys.
 */
export const billingMessagesEn = {
  app: {
    billing: {
      download: 'Download PDF',
      download_title: 'Download invoice %{number} as PDF',
      attachments: 'Attachments',
      attachment_invoice: 'Invoice %{id}',
      pdf: {
        title: 'Invoice',
        to: 'Invoice to',
        kvk: 'Chamber of Commerce no.: %{value}',
        vat_number: 'VAT no.: %{value}',
        iban: 'IBAN: %{value}',
        email: 'E-mail: %{value}',
        number: 'Invoice number',
        date: 'Invoice date',
        due_date: 'Due date',
        period: 'Period',
        plan: 'Subscription',
        description: 'Description',
        amount: 'Amount',
        line: 'Subscription %{plan}, %{period}',
        period_text: '%{start} to %{end}',
        subtotal: 'Subtotal',
        vat: 'VAT %{percent}%',
        total: 'Total',
        payment:
          'To be paid by bank transfer to IBAN %{iban} in the name of %{seller}, quoting invoice number %{number}, by %{dueDate}.',
        file_name: 'invoice-%{number}.pdf',
      },
    },
  },
};
