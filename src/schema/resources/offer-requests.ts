/**
 * Offer requests (docs/requirements.md#offers): one per contract and term, made by the offer
 * scheduler (server/offers/requests.ts) when an opted-in contract's notice deadline comes within
 * its supplier type's window, and sent to the sponsors of that type. Nobody writes them through the
 * API; platform admins list them ("Aanvragen"), a company sees its own on the contract's page.
 */
import { allow, defineResource, deny } from '../dsl';
import { field } from '../fields';
import { REQUEST_STATUSES } from '../offers';

/** Written by the scheduler only: never accepted from the API, not in a form. */
const kept = { readOnly: true, form: false } as const;

export const offerRequests = defineResource({
  name: 'offer-requests',
  scope: 'company',
  fields: {
    /** What a sponsor and a dropdown see: number, type, city and deadline — never the company. */
    title: field.text({ required: true, ...kept, searchable: true }),
    contract: field.reference('contracts', { required: true, cascade: true, ...kept, list: true }),
    supplierType: field.reference('supplier-types', { required: true, ...kept, list: true, filter: true }),
    status: field.choice(REQUEST_STATUSES, {
      required: true,
      ...kept,
      list: true,
      sortable: true,
      filter: true,
    }),
    /** The term the request is for (its end date): one request per contract and term. */
    termEndsAt: field.date({ required: true, ...kept, sortable: true, export: true }),
    noticeDeadline: field.date({ required: true, ...kept, list: true, sortable: true }),
    city: field.text({ max: 100, ...kept, export: true }),
    yearlyValue: field.money({ ...kept, export: true }),
    sentAt: field.date({ ...kept, list: true, sortable: true }),
    /** The day it was withdrawn or expired. */
    closedAt: field.date({ ...kept, export: true }),
  },
  defaultSort: { field: 'noticeDeadline', order: 'ASC' },
  recordRepresentation: 'title',
  // Exactly one per contract and term, whichever scheduler process is first.
  unique: [['contract', 'termEndsAt']],
  indexes: [['status', 'noticeDeadline']],
  pages: [1],
  menu: [1],
  access: { list: allow(1), show: allow(1), create: deny, edit: deny, delete: deny },
});
