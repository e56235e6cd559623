/**
 * What the dashboard shows a viewer, decided once for the page (src/pages/DashboardPage.tsx) and for
 * the copies of it the build draws (src/prerender/dashboardPage.tsx), so the two cannot disagree.
 */
import {
  isConfinedToSubscription,
  isPlatformAdmin,
  PLATFORM_ADMIN,
  ROLES,
  type Role,
  type Viewer,
} from '../../schema/access';
import { canAccessResource, navigationFor } from '../../schema/routes';

export interface DashboardView {
  /** Platform admins keep no contracts of their own: they see the platform's numbers instead. */
  platform: boolean;
  /** Whether the page offers the way to the contract list (and links its numbers to it). */
  canSeeContracts: boolean;
  /** Every company user with a subscription counts their contracts, role 4 included (read-only). */
  showsNumbers: boolean;
  /** Whether the frame has a side navigation (and so a button opening it on a phone). */
  hasNavigation: boolean;
}

export const dashboardViewOf = (viewer: Viewer | null): DashboardView => {
  const platform = viewer !== null && isPlatformAdmin(viewer);
  return {
    platform,
    canSeeContracts: !platform && canAccessResource(viewer, 'contracts'),
    showsNumbers: viewer !== null && !platform && !isConfinedToSubscription(viewer),
    hasNavigation: viewer !== null && navigationFor(viewer).length > 0,
  };
};

/**
 * The view as a short name ('hasNavigation showsNumbers'): two viewers with the same shape see the same
 * page but for their name, so one prerendered copy serves them both.
 */
export const dashboardShapeOf = (view: DashboardView): string =>
  (['platform', 'hasNavigation', 'canSeeContracts', 'showsNumbers'] as const)
    .filter((part) => view[part])
    .join(' ') || 'plain';

/**
 * The shapes the build draws a copy of (src/prerender/dashboardPage.tsx), each with the roles of a
 * company user whose page has it: every shape of a company user with a subscription, found one role
 * at a time (a user with several roles has the shape of the widest).
 */
export const PRERENDERED_SHAPES: ReadonlyMap<string, Role[]> = new Map(
  ROLES.filter((role) => role !== PLATFORM_ADMIN).map((role) => [
    dashboardShapeOf(dashboardViewOf({ roles: [role], hasSubscription: true })),
    [role],
  ]),
);
