/**
 * Invoices of a company's subscription: one per subscription and calendar month, written by the
 * billing run (server/billing) and never changed after. Each keeps what it was made of — period,
 * plan and the buyer's details as they were — so its PDF reads the same years later.
 */
import { accessByRole, defineResource } from '../dsl';
import { field } from '../fields';

/** Written by the billing run only: never accepted from the API, not in a form. */
const kept = { readOnly: true, form: false } as const;

export const invoices = defineResource({
  name: 'invoices',
  scope: 'company',
  fields: {
    date: field.date({ required: true, list: true, sortable: true }),
    number: field.text({ required: true, max: 40, list: true, sortable: true, searchable: true }),
    subtotal: field.money({ required: true, list: true }),
    vat: field.money({ required: true, list: true }),
    total: field.money({ required: true, list: true, sortable: true }),
    subscription: field.reference('subscriptions', { required: true, ...kept }),
    periodStart: field.date({ required: true, ...kept, list: true }),
    periodEnd: field.date({ required: true, ...kept }),
    dueDate: field.date({ required: true, ...kept }),
    planName: field.text({ ...kept }),
    buyerName: field.text({ ...kept }),
    buyerAddress: field.longText({ max: 500, ...kept }),
    buyerKvkNumber: field.text({ max: 20, ...kept }),
    buyerVatNumber: field.text({ max: 20, ...kept }),
    buyerEmail: field.email({ ...kept }),
  },
  defaultSort: { field: 'date', order: 'DESC' },
  recordRepresentation: 'number',
  // Numbers never repeat; a subscription is invoiced once per period, whichever process runs first.
  unique: ['number', ['subscription', 'periodStart']],
  pages: [1, 2],
  menu: [1, 2],
  access: accessByRole({ read: [1, 2], write: [] }),
});
