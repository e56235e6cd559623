import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useProfile, viewerOf } from '../providers/profileStore';
import { decideRoute } from '../schema/routes';

/**
 * Applies the shared route rules (docs/requirements.md#navigation-and-routes) to the current address: signed
 * out or without the role → /login; a company without subscription → /account/subscription.
 */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const decision = decideRoute(viewerOf(useProfile()), location.pathname);
  if (decision.kind === 'redirect' && decision.to !== location.pathname) {
    return (
      <Navigate
        to={decision.to}
        replace
        state={{ nextPathname: location.pathname, nextSearch: location.search }}
      />
    );
  }
  return <>{children}</>;
};
