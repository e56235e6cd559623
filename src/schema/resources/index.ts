/**
 * Every resource of the product, in menu order. Adding a resource: write its file next to this
 * one, add it here, run `npm run db:generate` (docs/adding-a-resource.md).
 */
import type { Resource } from '../dsl';
import { companies } from './companies';
import { contacts } from './contacts';
import { contracts } from './contracts';
import { invoices } from './invoices';
import { locations } from './locations';
import { mails } from './mails';
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
  templates,
  companies,
  subscriptions,
  plans,
  mails,
];

export const resourceByName = (name: string): Resource | undefined =>
  resources.find((resource) => resource.name === name);
