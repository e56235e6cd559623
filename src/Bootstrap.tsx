import { type ReactNode, useEffect, useState } from 'react';
import { Spinner } from './lazyPage';
import { getSentToken } from './providers/tokenStore';

/**
 * docs/requirements.md#navigation-and-routes: with a stored login, the profile is fetched before the app
 * renders, behind a full-page spinner, so no page ever renders as "signed out" for a moment.
 */
export const Bootstrap = ({ load, children }: { load: () => Promise<unknown>; children: ReactNode }) => {
  const [ready, setReady] = useState(() => !getSentToken());
  useEffect(() => {
    if (ready) return;
    // A failed load (server down) still lets the app start; the route rules then send to /login.
    load()
      .catch(() => undefined)
      .finally(() => setReady(true));
  }, [ready, load]);
  return ready ? children : <Spinner fullPage />;
};
