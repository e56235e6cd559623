/**
 * Every declaration's `hooks` (its server-side business rules), by resource name. Written by
 * `npm run db:generate` (scripts/resources-index.ts): do not edit by hand. Only the server imports
 * this file, so the hooks stay out of the browser bundle.
 */
import type { ResourceHooks } from '../../src/schema/dsl';
import { hooks as companies } from '../../src/schema/resources/companies';
import { hooks as contracts } from '../../src/schema/resources/contracts';
import { hooks as locations } from '../../src/schema/resources/locations';
import { hooks as offers } from '../../src/schema/resources/offers';
import { hooks as subscriptions } from '../../src/schema/resources/subscriptions';
import { hooks as supplierTypes } from '../../src/schema/resources/supplier-types';
import { hooks as suppliers } from '../../src/schema/resources/suppliers';
import { hooks as templates } from '../../src/schema/resources/templates';
import { hooks as users } from '../../src/schema/resources/users';

export const declaredHooks: Readonly<Record<string, ResourceHooks>> = {
  companies,
  contracts,
  locations,
  offers,
  subscriptions,
  'supplier-types': supplierTypes,
  suppliers,
  templates,
  users,
};
