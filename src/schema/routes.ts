/**
 * The side navigation and routes (docs/requirements.md#navigation-and-routes), derived from the resource declarations (their `pages`
 * and `menu` roles) plus the pages that are not resources. Pure: the app's menu, route guard and
 * authProvider.canAccess all ask these functions.
 */
import {
  hasRole,
  isConfinedToSubscription,
  isPublicPath,
  LOGIN_PATH,
  normalise,
  type Role,
  SUBSCRIPTION_PATH,
  SUBSCRIPTION_ROLES,
  type Viewer,
} from './access';
import { resources } from './resources';

export interface NavigationEntry {
  /** i18n key suffix (app.nav.<name>) and first path segment */
  name: string;
  path: string;
  roles: readonly Role[];
}

interface Page {
  name: string;
  path: string;
  /** Roles that may open the page (its list, create, detail and edit pages alike). */
  pages: readonly Role[];
  /** Roles that see it in the side navigation. */
  menu: readonly Role[];
  /** In the navigation right after this resource's entry (default: before the resources). */
  after?: string;
}

/** Pages that are not declared resources. */
const OTHER_PAGES: readonly Page[] = [
  // Platform admins have the platform's numbers there (companies, subscriptions, revenue).
  { name: 'dashboard', path: '/', pages: [1, 2, 3, 4], menu: [1, 2, 3, 4] },
  { name: 'account', path: '/account', pages: [1, 2, 3, 4], menu: [] },
  // The deadlines ahead; dashboard readers see them too, read-only.
  { name: 'calendar', path: '/calendar', pages: [2, 3, 4], menu: [2, 3, 4], after: 'contracts' },
];

const resourcePages: readonly Page[] = resources.map((resource) => ({
  name: resource.name,
  path: `/${resource.name}`,
  pages: resource.pages,
  menu: resource.menu,
}));

const PAGES: readonly Page[] = [
  ...OTHER_PAGES.filter((page) => !page.after),
  ...resourcePages.flatMap((page) => [page, ...OTHER_PAGES.filter((other) => other.after === page.name)]),
];

/** The side navigation in display order (dashboard and contracts first, then the resources). */
export const NAVIGATION: readonly NavigationEntry[] = PAGES.filter((page) => page.menu.length > 0).map(
  ({ name, path, menu }) => ({ name, path, roles: menu }),
);

/** Roles per first path segment. */
export const ROUTE_ROLES: Readonly<Record<string, readonly Role[]>> = Object.fromEntries(
  PAGES.map((page) => [page.path.split('/')[1] ?? '', page.pages]),
);

export const navigationFor = (viewer: Viewer): NavigationEntry[] =>
  isConfinedToSubscription(viewer) ? [] : NAVIGATION.filter((entry) => hasRole(viewer, ...entry.roles));

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
