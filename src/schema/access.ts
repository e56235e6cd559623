/**
 * Who may go where: the pure rules of docs/requirements.md#navigation-and-routes and
 * docs/requirements.md#roles-and-access, shared by the app (menu, routes, buttons)
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
 * Subscription confinement (docs/requirements.md#roles-and-access): without an active subscription, a
 * company user (any role but 1) reaches only the subscription page. Roles 2, 3 and 4 alike: the
 * other pages are available to a user with role 1 or with a subscription.
 */
export const isConfinedToSubscription = (viewer: Viewer): boolean =>
  !isPlatformAdmin(viewer) && !viewer.hasSubscription;

export const SUBSCRIPTION_PATH = '/account/subscription';
export const LOGIN_PATH = '/login';

/**
 * The router state of a viewer turned away from a page for their role: /login passes it on to the
 * dashboard, which says why. (The admin, whose messages would say it, is not mounted on /login.)
 */
export interface RefusedState {
  refused: true;
}
export const isRefusedState = (state: unknown): state is RefusedState =>
  typeof state === 'object' && state !== null && (state as Partial<RefusedState>).refused === true;

/** Pages anyone can open, signed in or not. */
export const PUBLIC_PATHS = ['/login', '/auth/forgot-password', '/auth/reset-password'] as const;
/** The page behind an alert mail's link (/afhandelen/<contract>): public, the link's token is the credential. */
export const HANDLE_DEADLINE_PATH = '/afhandelen';

/** /account/subscription is for company users only (roles 2, 3, 4). */
export const SUBSCRIPTION_ROLES: readonly Role[] = [2, 3, 4];

export const normalise = (pathname: string): string => {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

/** The sponsor's form behind an offer request's link (/aanbod/<token>): public, the token is the credential. */
export const OFFER_FORM_PATH = '/aanbod';

export const isPublicPath = (pathname: string): boolean =>
  (PUBLIC_PATHS as readonly string[]).includes(normalise(pathname)) ||
  normalise(pathname).startsWith(`${HANDLE_DEADLINE_PATH}/`) ||
  normalise(pathname).startsWith(`${OFFER_FORM_PATH}/`);

/**
 * Importing contracts from a sheet (on top of the right to create contracts): into the importer's own
 * company, so not for a platform admin, who has none (they sign in as a company's user to import).
 */
export const mayImportContracts = (viewer: Viewer): boolean => !isPlatformAdmin(viewer);

/**
 * Server side: may this viewer read or write company data at all (docs/requirements.md#roles-and-access,
 * docs/architecture.md#a-request)?
 */
export const canUseCompanyData = (viewer: Viewer): boolean =>
  isPlatformAdmin(viewer) || viewer.hasSubscription;
