/**
 * Who may go where: the pure rules of spec §2 and §6, shared by the app (menu, routes, buttons)
 * and the server (403 on company data). No I/O, no React, no Fastify in this file.
 */

export const ROLES = [1, 2, 3, 4] as const;
export type Role = (typeof ROLES)[number];

export const PLATFORM_ADMIN: Role = 1;
export const COMPANY_ADMIN: Role = 2;
export const CONTRACT_MANAGER: Role = 3;
export const DASHBOARD_READER: Role = 4;

/** What the rules need to know about the signed-in person (a subset of the profile). */
export interface Viewer {
  roles: readonly number[];
  /** Whether the viewer's company has an active subscription. */
  hasSubscription: boolean;
}

export const hasRole = (viewer: Viewer, ...roles: Role[]): boolean =>
  roles.some((role) => viewer.roles.includes(role));

export const isPlatformAdmin = (viewer: Viewer): boolean => hasRole(viewer, PLATFORM_ADMIN);

/**
 * Spec §2 "Access rules": without an active subscription, a company user (any role but 1)
 * reaches only the subscription page. The spec names roles 2 and 3; role 4 follows from
 * "these [routes] are available to a user with role 1 or with a subscription".
 */
export const isConfinedToSubscription = (viewer: Viewer): boolean =>
  !isPlatformAdmin(viewer) && !viewer.hasSubscription;

export const SUBSCRIPTION_PATH = '/account/subscription';
export const LOGIN_PATH = '/login';

/** Pages anyone can open, signed in or not. */
export const PUBLIC_PATHS = ['/login', '/auth/forgot-password', '/auth/reset-password'] as const;

export interface NavigationEntry {
  /** i18n key suffix and resource name */
  name: string;
  path: string;
  roles: readonly Role[];
}

/** Spec §2 "Side navigation", in display order. */
export const NAVIGATION: readonly NavigationEntry[] = [
  { name: 'dashboard', path: '/', roles: [2, 3] },
  { name: 'contracts', path: '/contracts', roles: [2, 3] },
  { name: 'users', path: '/users', roles: [1, 2] },
  { name: 'locations', path: '/locations', roles: [2] },
  { name: 'contacts', path: '/contacts', roles: [2] },
  { name: 'invoices', path: '/invoices', roles: [1, 2] },
  { name: 'supplier-types', path: '/supplier-types', roles: [1] },
  { name: 'suppliers', path: '/suppliers', roles: [1] },
  { name: 'sponsors', path: '/sponsors', roles: [1] },
  { name: 'templates', path: '/templates', roles: [1] },
];

/**
 * Spec §2 "Routes": the first path segment decides which roles may open a page
 * (its list, create, detail and edit pages alike).
 */
export const ROUTE_ROLES: Readonly<Record<string, readonly Role[]>> = {
  '': [1, 2, 3, 4],
  account: [1, 2, 3, 4],
  companies: [1],
  contacts: [1, 2],
  contracts: [1, 2, 3],
  invoices: [1, 2],
  locations: [1, 2],
  sponsors: [1],
  suppliers: [1],
  'supplier-types': [1],
  templates: [1],
  users: [1, 2],
};

/** /account/subscription is for company users only (roles 2, 3, 4). */
const SUBSCRIPTION_ROLES: readonly Role[] = [2, 3, 4];

export const navigationFor = (viewer: Viewer): NavigationEntry[] =>
  isConfinedToSubscription(viewer) ? [] : NAVIGATION.filter((entry) => hasRole(viewer, ...entry.roles));

const normalise = (pathname: string): string => {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

export const isPublicPath = (pathname: string): boolean =>
  (PUBLIC_PATHS as readonly string[]).includes(normalise(pathname));

export type RouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: RouteDecision = { kind: 'allow' };
const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to });

/**
 * Where the app sends a viewer (null: signed out) who opens `pathname`.
 * Unknown paths are allowed through so the app can show its own "not found" page.
 */
export const decideRoute = (viewer: Viewer | null, pathname: string): RouteDecision => {
  const path = normalise(pathname);
  if (isPublicPath(path)) return allow;
  if (!viewer) return redirect(LOGIN_PATH);
  if (path === SUBSCRIPTION_PATH) {
    return hasRole(viewer, ...SUBSCRIPTION_ROLES) ? allow : redirect(LOGIN_PATH);
  }
  if (isConfinedToSubscription(viewer)) return redirect(SUBSCRIPTION_PATH);
  const segment = path.split('/')[1] ?? '';
  const roles = ROUTE_ROLES[segment];
  if (!roles) return allow;
  return hasRole(viewer, ...roles) ? allow : redirect(LOGIN_PATH);
};

/** Server side: may this viewer read or write company data at all (spec §6, DESIGN §5)? */
export const canUseCompanyData = (viewer: Viewer): boolean =>
  isPlatformAdmin(viewer) || viewer.hasSubscription;

/**
 * App side (authProvider.canAccess): may this viewer use the pages of `resource` (a first path
 * segment such as 'contracts')? Same answer as decideRoute for that path, but unknown resources
 * are refused instead of let through to a "not found" page.
 */
export const canAccessResource = (viewer: Viewer | null, resource: string): boolean => {
  if (!viewer) return false;
  const roles = ROUTE_ROLES[resource];
  if (!roles || isConfinedToSubscription(viewer)) return false;
  return hasRole(viewer, ...roles);
};
