/**
 * Invoices of a company's subscription (spec §3 "Invoice"): read-only in the app; the billing run
 * writes them. The company is the tenant column, which the engine shows to platform admins.
 */
import { accessByRole, defineResource } from '../dsl';
import { field } from '../fields';

export const invoices = defineResource({
  name: 'invoices',
  scope: 'company',
  fields: {
    date: field.date({ required: true, list: true, sortable: true }),
    number: field.text({ required: true, max: 40, list: true, sortable: true, searchable: true }),
    subtotal: field.money({ required: true, list: true }),
    vat: field.money({ required: true, list: true }),
    total: field.money({ required: true, list: true, sortable: true }),
  },
  defaultSort: { field: 'date', order: 'DESC' },
  recordRepresentation: 'number',
  unique: ['number'],
  pages: [1, 2],
  menu: [1, 2],
  access: accessByRole({ read: [1, 2], write: [] }),
});
