/**
 * Subscription plans: a monthly price excluding VAT and optional limits on users and contracts.
 * Platform admins keep them; company users see the active ones to choose from.
 */
import { isPlatformAdmin } from '../access';
import { allow, defineResource, type Rule } from '../dsl';
import { field } from '../fields';

/** Platform admins see every plan; company users only those that can be chosen. */
const readPlans: Rule = ({ viewer }) => isPlatformAdmin(viewer) || { active: true };

/** A limit left empty is no limit: the form says so under the input, lists and pages in its place. */
const UNLIMITED_WHEN_EMPTY = {
  help: 'resources.plans.help.unlimited',
  emptyMeans: 'resources.plans.empty.unlimited',
} as const;

export const plans = defineResource({
  name: 'plans',
  scope: 'platform',
  fields: {
    name: field.text({ required: true, max: 60, list: true, sortable: true, searchable: true }),
    monthlyPrice: field.money({ required: true, min: 0, list: true, sortable: true }),
    maxUsers: field.number({ min: 1, max: 100_000, list: true, ...UNLIMITED_WHEN_EMPTY }),
    maxContracts: field.number({ min: 1, max: 10_000_000, list: true, ...UNLIMITED_WHEN_EMPTY }),
    active: field.boolean({ default: true, list: true, filter: true, help: 'resources.plans.help.active' }),
  },
  defaultSort: { field: 'monthlyPrice', order: 'ASC' },
  recordRepresentation: 'name',
  unique: ['name'],
  pages: [1],
  menu: [1],
  access: {
    list: readPlans,
    show: readPlans,
    create: allow(1),
    edit: allow(1),
    // A plan that subscriptions use cannot be deleted (a 409); deactivate it instead.
    delete: allow(1),
  },
  example: { monthlyPrice: 25 },
});
