/**
 * Every resource of the product, in menu order. Written by `npm run db:generate`
 * (scripts/resources-index.ts) from the declaration files beside it: do not edit by hand; to move a
 * menu entry, move its line here and the order is kept.
 */
import type { Resource } from '../dsl';
import { companies } from './companies';
import { contacts } from './contacts';
import { contracts } from './contracts';
import { invoices } from './invoices';
import { locations } from './locations';
import { mails } from './mails';
import { offerRequests } from './offer-requests';
import { offers } from './offers';
import { plans } from './plans';
import { sponsors } from './sponsors';
import { subscriptions } from './subscriptions';
import { supplierTypes } from './supplier-types';
import { suppliers } from './suppliers';
import { templates } from './templates';
import { users } from './users';

export const resources: readonly Resource[] = [
  contracts,
  users,
  locations,
  contacts,
  invoices,
  supplierTypes,
  suppliers,
  sponsors,
  offerRequests,
  offers,
  templates,
  companies,
  subscriptions,
  plans,
  mails,
];

export const resourceByName = (name: string): Resource | undefined =>
  resources.find((resource) => resource.name === name);
