/**
 * A company's subscription to a plan from `startsAt` until `endsAt` (empty: it runs on). A company
 * has at most one subscription on any day; the active one (today within its dates) lets its users
 * work with company data. Platform admins manage them here; company admins start, change and
 * cancel their own through the subscription page (server/billing).
 */

import { overlaps } from '../billing';
import { allow, defineResource, type HookContext, type ResourceHooks, type Row } from '../dsl';
import { field } from '../fields';
import { missingInvoiceDetails } from './companies';
import { companyOf, periodOf } from './hook-helpers';

/**
 * Every rule the save breaks, at once: an end before the start, a start moved past days already
 * invoiced, a plan no longer offered, a clash; a new one for a company without the details its
 * invoices need (the billing run invoices every month from the start, past ones too).
 */
async function checkSubscription(
  context: HookContext,
  values: Record<string, unknown>,
  existing: Row | null,
) {
  const errors: Record<string, string> = {};
  const next = { ...existing, ...values };
  const range = periodOf(next);
  const ordered = range.to === null || range.to >= range.from;
  if (!ordered) errors.endsAt = 'resources.subscriptions.errors.ends_before_start';
  if (existing === null || values.plan !== existing.plan) {
    const [plan] = await context.find('plans', { id: next.plan as number });
    if (plan && plan.active !== true) errors.plan = 'resources.subscriptions.errors.plan_inactive';
  }
  // Invoices are never changed: a start moved later keeps the days already invoiced. (An end may be
  // any day: a platform admin ends a subscription on the day asked, within an invoiced month too.)
  if (existing !== null && range.from > (existing.startsAt as string)) {
    const invoiced = await context.find('invoices', { subscription: existing.id as number });
    if (invoiced.some((invoice) => (invoice.periodStart as string) < range.from))
      errors.startsAt = 'resources.subscriptions.errors.invoiced_before';
  }
  const companyId = companyOf(context, values, existing);
  if (existing === null) {
    const [company] = await context.find('companies', { id: companyId ?? 0 });
    if (company && missingInvoiceDetails(company).length > 0)
      errors.companyId = 'resources.subscriptions.errors.company_details';
  }
  // A period that ends before it starts covers no day, so it can clash with none.
  if (ordered) {
    const others = (await context.find('subscriptions', { companyId: companyId ?? 0 })).filter(
      (other) => other.id !== existing?.id,
    );
    const clash = others.find((other) => overlaps(range, periodOf(other)));
    if (clash) errors.startsAt = 'resources.subscriptions.errors.overlap';
  }
  context.failFields(errors);
}

export const subscriptions = defineResource({
  name: 'subscriptions',
  table: 'subscriptions',
  scope: 'company',
  fields: {
    plan: field.reference('plans', { required: true, list: true, filter: true }),
    startsAt: field.date({ required: true, list: true, sortable: true }),
    endsAt: field.date({ list: true, sortable: true, help: 'resources.subscriptions.help.endsAt' }),
    /** The day a cancellation was asked for; the subscription then ends at the end of the paid period. */
    cancelledOn: field.date({ readOnly: true, form: false, list: true }),
  },
  defaultSort: { field: 'startsAt', order: 'DESC' },
  // The app names one by its plan too, 'Zakelijk, vanaf 01-07-2026' (`representation` in
  // subscriptions.ui.ts, src/resources/cells.tsx: useRecordName).
  recordRepresentation: 'startsAt',
  pages: [1],
  menu: [1],
  access: {
    list: allow(1, 2, 3, 4),
    show: allow(1, 2, 3, 4),
    create: allow(1),
    edit: allow(1),
    delete: allow(1),
  },
  example: { startsAt: '2020-01-01', endsAt: '2020-01-31' },
});

/** The declaration's rules on the server, run in the save's transaction (docs/adding-a-resource.md#hooks). */
export const hooks: ResourceHooks = {
  async beforeSave(context, values, existing) {
    await checkSubscription(context, values, existing);
    return values;
  },
};
