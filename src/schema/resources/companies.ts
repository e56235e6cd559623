/**
 * Companies (tenants), bound to the foundation's `companies` table, with the details their
 * invoices need. Platform admins onboard and manage every company; a company admin reads and
 * edits its own record (the "Bedrijfsgegevens" card of the subscription page).
 */

import { z } from 'zod';
import { hasRole, isPlatformAdmin } from '../access';
import { runsUntilOrAfter } from '../billing';
import { allow, defineResource, deny, type ResourceHooks, type Rule } from '../dsl';
import {
  isIban,
  isVatNumber,
  KVK_NUMBER_FIELD,
  normaliseIban,
  normaliseVatNumber,
  ZIPCODE_FIELD,
} from '../dutch-identifiers';
import { field } from '../fields';
import { periodOf } from './hook-helpers';

/** Platform admins: every company; a company admin: only its own. */
const ownCompany: Rule = ({ viewer, companyId }) =>
  isPlatformAdmin(viewer) || (hasRole(viewer, 2) && companyId !== null && { id: companyId });

export const companies = defineResource({
  name: 'companies',
  table: 'companies',
  scope: 'platform',
  fields: {
    name: field.text({ required: true, list: true, sortable: true, searchable: true }),
    kvkNumber: field.text({ ...KVK_NUMBER_FIELD, list: true, searchable: true }),
    vatNumber: field.text({
      max: 20,
      normalise: normaliseVatNumber,
      check: { test: isVatNumber, message: 'resources.companies.errors.vat_number' },
      help: 'resources.companies.help.vatNumber',
    }),
    address: field.text(),
    zipcode: field.text(ZIPCODE_FIELD),
    city: field.text({ list: true, sortable: true, searchable: true }),
    billingEmail: field.email({ list: true, help: 'resources.companies.help.billingEmail' }),
    iban: field.text({
      max: 42,
      normalise: normaliseIban,
      check: { test: isIban, message: 'resources.companies.errors.iban' },
    }),
  },
  defaultSort: { field: 'name', order: 'ASC' },
  // One company per KvK number: a second one is an onboarding done twice. Empty ones do not count.
  unique: ['kvkNumber'],
  recordRepresentation: 'name',
  pages: [1],
  menu: [1],
  access: {
    list: allow(1),
    show: ownCompany,
    create: allow(1),
    edit: ownCompany,
    // A company with users and contracts is never deleted through the API.
    delete: deny,
  },
  example: {
    kvkNumber: '12345678',
    vatNumber: 'NL123456782B01',
    zipcode: '3511 AX',
    iban: 'NL91 ABNA 0417 1643 00',
  },
});

/** The company's fields in form order (the subscription page's card, the onboarding screen). */
export const COMPANY_FIELDS = Object.keys(companies.fields) as (keyof typeof companies.fields)[];

/** What an invoice needs besides the name: a subscription starts only with these filled in. */
export const INVOICE_DETAILS = ['address', 'zipcode', 'city', 'billingEmail'] as const;

const filledIn = (schema: z.ZodType<string, unknown>) =>
  schema.pipe(z.string().min(1, 'app.validation.required'));

/** A company's input with the invoice details required: self-service start and onboarding. */
export const invoiceableCompany = companies.input.extend(
  Object.fromEntries(INVOICE_DETAILS.map((name) => [name, filledIn(companies.fields[name])])),
);

/** The invoice details a company's values leave empty. */
export const missingInvoiceDetails = (values: Record<string, unknown>): (typeof INVOICE_DETAILS)[number][] =>
  INVOICE_DETAILS.filter((name) => String(values[name] ?? '').trim() === '');

/**
 * The declaration's rules on the server (docs/adding-a-resource.md#hooks): a company that will
 * still be invoiced (a subscription that has not ended) keeps the details its invoices need.
 */
export const hooks: ResourceHooks = {
  async beforeSave(context, values, existing) {
    if (existing === null) return values;
    const missing = missingInvoiceDetails({ ...existing, ...values });
    if (missing.length === 0) return values;
    const subscriptions = await context.find('subscriptions', { companyId: existing.id as number });
    if (subscriptions.some((subscription) => runsUntilOrAfter(periodOf(subscription), context.today)))
      context.failFields(
        Object.fromEntries(missing.map((name) => [name, 'resources.companies.errors.invoice_detail'])),
      );
    return values;
  },
};
