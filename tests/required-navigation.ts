/**
 * The side navigation the product requires per role, in order (docs/requirements.md#navigation-and-routes),
 * as entry names (the path's first segment, `app.nav.<name>`). The unit and e2e tests of the
 * navigation read this one table: a required entry missing or out of order fails them, while a
 * declared resource whose `menu` names the role may appear anywhere without editing a test.
 */
import { createI18nProvider } from '../src/i18n/i18nProvider';
import type { Role } from '../src/schema/access';
import { resourceByName } from '../src/schema/resources';
import { NAVIGATION } from '../src/schema/routes';

export const REQUIRED_NAVIGATION: Readonly<Record<Role, readonly string[]>> = {
  1: [
    'dashboard',
    'users',
    'invoices',
    'supplier-types',
    'suppliers',
    'sponsors',
    'templates',
    'companies',
    'subscriptions',
    'plans',
    'mails',
  ],
  2: ['dashboard', 'contracts', 'calendar', 'users', 'locations', 'contacts', 'invoices', 'suppliers'],
  3: ['dashboard', 'contracts', 'calendar'],
  4: ['dashboard', 'calendar'],
};

/** What is wrong with `entries` as the navigation of a viewer with one `role`; empty when nothing. */
export const navigationProblems = (role: Role, entries: readonly string[]): string[] => {
  const required = REQUIRED_NAVIGATION[role];
  const requiredShown = entries.filter((entry) => required.includes(entry));
  const order =
    requiredShown.join() === required.join()
      ? []
      : [`role ${role} must see ${required.join(', ')} in this order, saw ${requiredShown.join(', ')}`];
  const unexpected = entries
    .filter((entry) => !required.includes(entry) && !resourceByName(entry)?.menu.includes(role))
    .map((entry) => `role ${role} sees ${entry}: not required, nor a resource whose menu names the role`);
  return [...order, ...unexpected];
};

const nl = createI18nProvider('nl');

/** An entry's Dutch label, as the side navigation words it (src/layout/SideNav.tsx). */
const labelOf = (name: string): string =>
  nl.translate(`app.nav.${name}`, { _: '' }) || nl.translate(`resources.${name}.name`, { smart_count: 2 });

const nameByLabel = new Map(NAVIGATION.map(({ name }) => [labelOf(name), name]));

/** The entry names of the labels a browser shows; a label of no entry stays as it is (and fails). */
export const entryNamesOf = (labels: readonly string[]): string[] =>
  labels.map((label) => nameByLabel.get(label.trim()) ?? label);
