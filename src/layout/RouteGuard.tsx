import { type ReactNode, useEffect } from 'react';
import { useNotify } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { useProfile, viewerOf } from '../providers/profileStore';
import { LOGIN_PATH } from '../schema/access';
import { decideRoute } from '../schema/routes';

/**
 * Applies the shared route rules (docs/requirements.md#navigation-and-routes) to the current address: signed
 * out or without the role → /login; a company without subscription → /account/subscription. A signed-in
 * viewer turned away for their role is told why on arrival (/login passes them on to the dashboard).
 */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const notify = useNotify();
  const viewer = viewerOf(useProfile());
  const decision = decideRoute(viewer, location.pathname);
  const redirectTo = decision.kind === 'redirect' && decision.to !== location.pathname ? decision.to : null;
  const refused = viewer !== null && redirectTo === LOGIN_PATH;
  useEffect(() => {
    if (refused) notify('app.layout.no_access', { type: 'warning' });
  }, [refused, notify]);
  if (redirectTo) {
    return (
      <Navigate
        to={redirectTo}
        replace
        state={{ nextPathname: location.pathname, nextSearch: location.search }}
      />
    );
  }
  return <>{children}</>;
};
