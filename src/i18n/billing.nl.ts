import type { billingMessagesEn } from './billing.en';

/** Facturen: de downloadactie in de lijst, de bijlage in de uitgaande e-mail en de teksten van de factuur-pdf; dezelfde sleutels als billing.en.ts. */
export const billingMessagesNl: typeof billingMessagesEn = {
  app: {
    billing: {
      download: 'Pdf downloaden',
      download_title: 'Factuur %{number} als pdf downloaden',
      attachments: 'Bijlagen',
      attachment_invoice: 'Factuur %{id}',
      pdf: {
        title: 'Factuur',
        to: 'Factuur aan',
        kvk: 'KvK-nummer: %{value}',
        vat_number: 'Btw-id: %{value}',
        iban: 'IBAN: %{value}',
        email: 'E-mail: %{value}',
        number: 'Factuurnummer',
        date: 'Factuurdatum',
        due_date: 'Vervaldatum',
        period: 'Periode',
        plan: 'Abonnement',
        description: 'Omschrijving',
        amount: 'Bedrag',
        line: 'Abonnement %{plan}, %{period}',
        period_text: '%{start} t/m %{end}',
        subtotal: 'Subtotaal',
        vat: 'Btw %{percent}%',
        total: 'Totaal',
        payment:
          'Te betalen per bankoverschrijving op IBAN %{iban} t.n.v. %{seller} o.v.v. factuurnummer %{number}, uiterlijk %{dueDate}.',
        file_name: 'factuur-%{number}.pdf',
      },
    },
  },
};
