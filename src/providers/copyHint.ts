/**
 * The hint the prerendered pages read (src/prerendered.ts): which copy of a page fits this browser's
 * signed-in user, by page and screen, and the names to write into it. Each page that has copies
 * writes its own entry when it draws; the names come from the profile, the same for every page.
 * Forgotten with the session (tokenStore.ts).
 */
import { initialsOf } from '../components/UserAvatar';
import { type DashboardView, dashboardShapeOf, dashboardViewOf } from '../pages/dashboard/dashboardView';
import { fileUrl } from './httpClient';
import { type Profile, viewerOf } from './profileStore';
import { DASHBOARD_HINT_KEY } from './tokenStore';

/** The hint's entry of each page drawn ahead: the dashboard's ('/') and the contract list's. */
export type CopiedPage = 'copies' | 'listCopies';

/**
 * Remembers as `page`'s entry the copies (by screen name) that `copiesOf` names for the viewer's
 * view (the frame, their photo), or forgets that entry (null: this page as it is now has no copy,
 * say a filter is set). Storage that cannot be written only costs the copy.
 */
export const rememberCopies = (
  profile: Profile | null,
  page: CopiedPage,
  copiesOf: ((view: DashboardView) => Record<string, string>) | null,
): void => {
  // An impersonated user's page is not the one the platform admin will see on their next visit.
  if (!profile || profile.impersonator) return;
  try {
    let kept: unknown = null;
    try {
      kept = JSON.parse(window.localStorage.getItem(DASHBOARD_HINT_KEY) ?? 'null');
    } catch {
      // A hint that cannot be read is replaced.
    }
    const view = dashboardViewOf(viewerOf(profile), profile.avatar !== null);
    // Each page's entry names copies of one frame (roles, navigation, photo or initials): drawn for
    // another (a role changed, a photo added or removed since), the other pages' entries go until
    // those pages draw again, so no copy shows another frame or an empty photo.
    const frame = [dashboardShapeOf(view), ...view.navigation].join('|');
    const sameFrame = typeof kept === 'object' && kept !== null && 'frame' in kept && kept.frame === frame;
    const hint = {
      ...(sameFrame ? (kept as object) : {}),
      frame,
      [page]: copiesOf?.(view),
      firstName: profile.firstName,
      initials: initialsOf(profile.firstName, profile.lastName),
      name: profile.name,
      // With the session's download token, as the top bar asks for it (forgotten with the session).
      photo: profile.avatar ? fileUrl(profile.avatar) : '',
    };
    window.localStorage.setItem(DASHBOARD_HINT_KEY, JSON.stringify(hint));
  } catch {
    // Private mode or full storage: the next visit shows the spinner.
  }
};
