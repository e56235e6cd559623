import { type ReactNode, useEffect } from 'react';
import { useNotify } from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useProfile, viewerOf } from '../providers/profileStore';
import { isRefusedState, LOGIN_PATH } from '../schema/access';
import { decideRoute } from '../schema/routes';

/**
 * Props for react-admin's views (List, Create, Edit, ShowBase). The guard below applies the route
 * rules to every page, so the views' own session and access checks (`checkAuth` and `canAccess` as
 * they mount) only repeat it, and they hold the page's data request until both have answered, each
 * answer a blocking render of the page (150–250 ms of a phone's start on the contract list).
 */
export const GUARDED_VIEW = { disableAuthentication: true } as const;

/**
 * Applies the shared route rules (docs/requirements.md#navigation-and-routes) to the current address: signed
 * out or without the role → /login; a company without subscription → /account/subscription. A signed-in
 * viewer turned away for their role goes to /login marked as refused; /login passes them on to the
 * dashboard, where this guard tells them why (the admin's messages are not mounted on /login).
 */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const viewer = viewerOf(useProfile());
  const decision = decideRoute(viewer, location.pathname);
  const redirectTo = decision.kind === 'redirect' && decision.to !== location.pathname ? decision.to : null;
  const refused = viewer !== null && redirectTo === LOGIN_PATH;
  const arrivedRefused = !redirectTo && isRefusedState(location.state);
  useEffect(() => {
    if (!arrivedRefused) return;
    notify('app.layout.no_access', { type: 'warning' });
    // Said once: going back to this entry or reloading it does not say it again.
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [arrivedRefused, notify, navigate, location.pathname, location.search]);
  if (redirectTo) {
    return (
      <Navigate
        to={redirectTo}
        replace
        state={refused ? { refused: true } : { nextPathname: location.pathname, nextSearch: location.search }}
      />
    );
  }
  return <>{children}</>;
};
