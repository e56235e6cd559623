import { describe, expect, it } from 'vitest';
import { canImportContracts, resourceAccess } from '../../src/resources/access';
import { ROLES, type Viewer } from '../../src/schema/access';
import { type AccessContext, accessByRole, defineResource, permits } from '../../src/schema/dsl';
import { field } from '../../src/schema/fields';
import { contracts } from '../../src/schema/resources/contracts';
import { canAccessResource, decideRoute, navigationFor } from '../../src/schema/routes';
import { navigationProblems } from '../required-navigation';

const viewer = (role: number, hasSubscription = true): Viewer => ({ roles: [role], hasSubscription });
const contextOf = (role: number): AccessContext => ({
  viewer: viewer(role),
  userId: 1,
  companyId: role === 1 ? null : 1,
  locationIds: [],
});
const names = (v: Viewer) => navigationFor(v).map((entry) => entry.name);
const to = (v: Viewer | null, path: string) => {
  const decision = decideRoute(v, path);
  return decision.kind === 'allow' ? 'allow' : decision.to;
};

describe('navigationFor (side navigation)', () => {
  it('gives each role the required entries in order, and only resources whose menu names it besides', () => {
    for (const role of ROLES) expect(navigationProblems(role, names(viewer(role)))).toEqual([]);
  });

  it('finds a required entry missing or out of order, and an entry not meant for the role', () => {
    expect(navigationProblems(3, ['dashboard', 'contracts', 'calendar'])).toEqual([]);
    expect(navigationProblems(3, ['contracts', 'dashboard', 'calendar'])).toHaveLength(1);
    expect(navigationProblems(3, ['dashboard', 'calendar'])).toHaveLength(1);
    // plans: a declared resource, but its menu is role 1's only
    expect(navigationProblems(3, ['dashboard', 'contracts', 'calendar', 'plans'])).toHaveLength(1);
    expect(navigationProblems(4, ['dashboard', 'calendar'])).toEqual([]);
    expect(navigationProblems(1, ['dashboard', 'users', 'account'])).toHaveLength(2);
  });

  it('keeps the platform admin menu without a subscription and empties the others', () => {
    expect(names(viewer(1, false))).toEqual(names(viewer(1)));
    expect(names(viewer(2, false))).toEqual([]);
    expect(names(viewer(3, false))).toEqual([]);
  });

  it('joins the entries of several roles', () => {
    expect(names({ roles: [1, 3], hasSubscription: true })).toContain('contracts');
    expect(names({ roles: [1, 3], hasSubscription: true })).toContain('templates');
  });
});

describe('decideRoute (route rules)', () => {
  it('sends signed-out visitors to /login except on public pages', () => {
    expect(to(null, '/')).toBe('/login');
    expect(to(null, '/contracts/5')).toBe('/login');
    expect(to(null, '/login')).toBe('allow');
    expect(to(null, '/auth/reset-password')).toBe('allow');
    expect(to(null, '/auth/forgot-password')).toBe('allow');
  });

  it('role 1 reaches master data and users, not contracts-only pages or the subscription page', () => {
    for (const hasSub of [true, false]) {
      const admin = viewer(1, hasSub);
      expect(to(admin, '/')).toBe('allow');
      expect(to(admin, '/suppliers/3/edit')).toBe('allow');
      expect(to(admin, '/templates/create')).toBe('allow');
      expect(to(admin, '/contracts')).toBe('allow');
      expect(to(admin, '/account')).toBe('allow');
      expect(to(admin, '/account/subscription')).toBe('/login');
    }
  });

  it('role 2 reaches company pages with a subscription, only the subscription page without', () => {
    const withSub = viewer(2);
    expect(to(withSub, '/locations/create')).toBe('allow');
    expect(to(withSub, '/users/4/edit')).toBe('allow');
    expect(to(withSub, '/account/subscription')).toBe('allow');
    // Their own suppliers (docs/requirements.md#suppliers); other master data stays the platform's.
    expect(to(withSub, '/suppliers')).toBe('allow');
    expect(to(withSub, '/supplier-types')).toBe('/login');
    const without = viewer(2, false);
    expect(to(without, '/')).toBe('/account/subscription');
    expect(to(without, '/account')).toBe('/account/subscription');
    expect(to(without, '/contracts')).toBe('/account/subscription');
    expect(to(without, '/account/subscription')).toBe('allow');
  });

  it('role 3 reaches contracts and the dashboard only', () => {
    expect(to(viewer(3), '/contracts/9')).toBe('allow');
    expect(to(viewer(3), '/')).toBe('allow');
    expect(to(viewer(3), '/users')).toBe('/login');
    expect(to(viewer(3), '/locations')).toBe('/login');
    expect(to(viewer(3, false), '/contracts')).toBe('/account/subscription');
  });

  it('role 4 reaches dashboard, calendar, account and subscription only', () => {
    expect(to(viewer(4), '/')).toBe('allow');
    expect(to(viewer(4), '/calendar')).toBe('allow');
    expect(to(viewer(1), '/calendar')).toBe('/login');
    expect(to(viewer(4), '/account')).toBe('allow');
    expect(to(viewer(4), '/account/subscription')).toBe('allow');
    expect(to(viewer(4), '/contracts')).toBe('/login');
    expect(to(viewer(4, false), '/')).toBe('/account/subscription');
  });

  it('lets unknown paths through to the not-found page and ignores a trailing slash', () => {
    expect(to(viewer(2), '/nope')).toBe('allow');
    expect(to(viewer(3), '/users/')).toBe('/login');
  });
});

describe('canAccessResource', () => {
  it('follows the route roles and the subscription rule, refusing unknown resources', () => {
    expect(canAccessResource(viewer(2), 'contacts')).toBe(true);
    expect(canAccessResource(viewer(3), 'contacts')).toBe(false);
    expect(canAccessResource(viewer(2, false), 'contacts')).toBe(false);
    expect(canAccessResource(viewer(1, false), 'sponsors')).toBe(true);
    expect(canAccessResource(viewer(1), 'nope')).toBe(false);
    expect(canAccessResource(null, 'contracts')).toBe(false);
  });
});

describe("canImportContracts (the list's Importeren and the import page)", () => {
  it('lets the roles that create contracts import into their company, and no platform admin', () => {
    const access = (role: number) =>
      resourceAccess(contracts, {
        viewer: viewer(role),
        userId: 1,
        companyId: role === 1 ? null : 7,
        locationIds: [],
      });
    expect(canImportContracts(access(2))).toBe(true);
    expect(canImportContracts(access(3))).toBe(true);
    expect(access(1).can('create')).toBe(true);
    expect(canImportContracts(access(1))).toBe(false);
    expect(canImportContracts(access(4))).toBe(false);
    expect(canImportContracts(resourceAccess(contracts, null))).toBe(false);
  });
});

describe('routes derived from the declarations (src/schema/routes.ts)', () => {
  it('gives the platform pages (companies, subscriptions, plans) to role 1 alone', () => {
    for (const name of ['companies', 'subscriptions', 'plans']) {
      expect(names(viewer(1))).toContain(name);
      expect(names(viewer(2))).not.toContain(name);
      expect(decideRoute(viewer(2), `/${name}`)).toEqual({ kind: 'redirect', to: '/login' });
    }
    expect(decideRoute(viewer(1), '/companies/2')).toEqual({ kind: 'allow' });
    expect(decideRoute(viewer(2), '/companies')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('defaults a declaration without pages to the roles its list rule lets in', () => {
    const gadgets = defineResource({
      name: 'gadgets',
      scope: 'company',
      fields: { name: field.text({ required: true }) },
      defaultSort: { field: 'name', order: 'ASC' },
      recordRepresentation: 'name',
      access: accessByRole({ read: [2, 3], write: [2] }),
    });
    expect(gadgets.pages).toEqual([2, 3]);
    expect(gadgets.menu).toEqual([]);
  });

  it('lets a role that writes a resource read it too, so what it makes shows in its list', () => {
    const rules = accessByRole({ read: [3, 4], write: [2] });
    for (const action of ['list', 'show', 'create', 'edit', 'delete'] as const)
      expect(permits(rules[action], contextOf(2)), action).toBe(true);
    expect(permits(rules.list, contextOf(4))).toBe(true);
    expect(permits(rules.create, contextOf(4))).toBe(false);
    expect(permits(rules.list, contextOf(1))).toBe(false);
  });
});
