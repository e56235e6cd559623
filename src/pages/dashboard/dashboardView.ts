/**
 * What the dashboard shows a viewer, decided once for the page (src/pages/DashboardPage.tsx) and for
 * the copies of it the build draws (src/prerender/copiesPage.tsx), so the two cannot disagree.
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
  /** The side navigation's entries, by name. */
  navigation: string[];
  /** The top bar shows the viewer's photo rather than their initials. */
  photo: boolean;
}

export const dashboardViewOf = (viewer: Viewer | null, photo = false): DashboardView => {
  const platform = viewer !== null && isPlatformAdmin(viewer);
  const navigation = viewer === null ? [] : navigationFor(viewer).map((entry) => entry.name);
  return {
    platform,
    canSeeContracts: !platform && canAccessResource(viewer, 'contracts'),
    showsNumbers: viewer !== null && !platform && !isConfinedToSubscription(viewer),
    hasNavigation: navigation.length > 0,
    navigation,
    photo,
  };
};

/**
 * The view as a short name ('hasNavigation showsNumbers'): two viewers with the same shape see the same
 * page but for their name, so one prerendered copy serves them both.
 */
export const dashboardShapeOf = (view: DashboardView): string =>
  (['platform', 'hasNavigation', 'canSeeContracts', 'showsNumbers', 'photo'] as const)
    .filter((part) => view[part])
    .join(' ') || 'plain';

/**
 * The screens the build draws copies of the dashboard for (src/prerender/copiesPage.tsx), each at
 * a width within its query, a query of MUI's breakpoints (checked against the theme at build): a
 * phone, below `sm`, where the top bar takes its phone form and the side navigation is folded away;
 * a tablet, from `sm` to `md`, where the top bar is compact and the side navigation open; a wide
 * screen, from `md`, with the whole top bar (the user's name, settings, language) and the navigation open.
 */
export const DASHBOARD_SCREENS = [
  { name: 'phone', query: '(max-width:599.95px)', width: 400, navigationOpen: false },
  { name: 'tablet', query: '(min-width:600px) and (max-width:899.95px)', width: 768, navigationOpen: true },
  { name: 'wide', query: '(min-width:900px)', width: 1280, navigationOpen: true },
] as const;

export type DashboardScreen = (typeof DASHBOARD_SCREENS)[number];

/** Answers a `(max-width:…)` / `(min-width:…)` query as a screen `width` CSS pixels wide would. */
export const matchesWidth = (query: string, width: number): boolean =>
  [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) =>
    side === 'min' ? width >= Number(px) : width <= Number(px),
  );

/**
 * The name of the copy that shows `view` on `screen`: the screen, the view's shape and, where the
 * side navigation shows open, its entries ('wide|hasNavigation showsNumbers|dashboard contracts').
 * Two viewers whose copies have one name see the same page but for their names; the page names the
 * copies that would fit it and the build those it draws, both with this function.
 */
export const dashboardCopyName = (screen: DashboardScreen, view: DashboardView): string =>
  [screen.name, dashboardShapeOf(view), ...(screen.navigationOpen ? [view.navigation.join(' ')] : [])].join(
    '|',
  );

/** The copies that would fit `view`, by screen name. */
export const dashboardCopiesOf = (view: DashboardView): Record<DashboardScreen['name'], string> =>
  copiesByScreen((screen) => dashboardCopyName(screen, view));

/** A page's copy names (`nameOf` each screen), by screen name: what the page writes into its hint. */
export const copiesByScreen = (
  nameOf: (screen: DashboardScreen) => string,
): Record<DashboardScreen['name'], string> =>
  Object.fromEntries(DASHBOARD_SCREENS.map((screen) => [screen.name, nameOf(screen)])) as Record<
    DashboardScreen['name'],
    string
  >;

/** What the build draws a copy for: a screen, the roles of a company user and whether they have a photo. */
export interface CopyCase {
  screen: DashboardScreen;
  roles: Role[];
  photo: boolean;
}

/**
 * The copies the build draws of a page, by the name `nameOf` gives each: every screen for each
 * company role's page with a subscription, with initials and with a photo (a user with several roles
 * gets a copy where their page is one of these). Cases that draw the same page share one name; a
 * case named null (a page the role may not open) gets none.
 */
export const prerenderedCopies = (
  nameOf: (viewer: Viewer, copy: CopyCase) => string | null,
): ReadonlyMap<string, CopyCase> =>
  new Map(
    DASHBOARD_SCREENS.flatMap((screen) =>
      ROLES.filter((role) => role !== PLATFORM_ADMIN).flatMap((role) =>
        [false, true].flatMap((photo): [string, CopyCase][] => {
          const copy = { screen, roles: [role], photo };
          const name = nameOf({ roles: copy.roles, hasSubscription: true }, copy);
          return name === null ? [] : [[name, copy]];
        }),
      ),
    ),
  );

/** The dashboard's copies the build draws, by name. */
export const DASHBOARD_COPIES = prerenderedCopies((viewer, { screen, photo }) =>
  dashboardCopyName(screen, dashboardViewOf(viewer, photo)),
);
