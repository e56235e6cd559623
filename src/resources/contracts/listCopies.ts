/**
 * The contract list drawn ahead, as the dashboard is (src/prerendered.ts): the build draws the list's
 * page in its loading look for each screen and company role (src/prerender/copiesPage.tsx), and the
 * list names, for the next visit, the copy that fits it, while it shows what a fresh visit shows
 * (no filter but the default). Both name a copy with this module, so the two cannot disagree.
 */
import {
  copiesByScreen,
  type DashboardScreen,
  type DashboardView,
  dashboardCopyName,
  dashboardViewOf,
  prerenderedCopies,
} from '../../pages/dashboard/dashboardView';
import type { Viewer } from '../../schema/access';
import { contracts } from '../../schema/resources/contracts';
import { type ResourceAccess, resourceAccess } from '../access';

/** The list's own actions that show while it loads: add and import (create), the selection (edit). */
const LIST_ACTIONS = ['create', 'edit'] as const;

/** The name of the list's copy: the frame's (the dashboard's copy name) and the actions it offers. */
export const contractListCopyName = (
  screen: DashboardScreen,
  view: DashboardView,
  access: Pick<ResourceAccess, 'can'>,
): string => ['contracts', dashboardCopyName(screen, view), ...LIST_ACTIONS.filter(access.can)].join('|');

/** The copies that would fit a viewer's list, by screen name. */
export const contractListCopiesOf = (
  view: DashboardView,
  access: Pick<ResourceAccess, 'can'>,
): Record<DashboardScreen['name'], string> =>
  copiesByScreen((screen) => contractListCopyName(screen, view, access));

/** The rules' view of a company user with `viewer`'s roles, in no particular company or location. */
const sampleAccess = (viewer: Viewer) =>
  resourceAccess(contracts, { viewer, userId: 0, companyId: 0, locationIds: [] });

/** The list's copies the build draws, by name: for the roles that may open it. */
export const CONTRACT_LIST_COPIES = prerenderedCopies((viewer, { screen, photo }) => {
  const view = dashboardViewOf(viewer, photo);
  return view.canSeeContracts ? contractListCopyName(screen, view, sampleAccess(viewer)) : null;
});
