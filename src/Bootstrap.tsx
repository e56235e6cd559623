import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { StartingPage } from './lazyPage';

/**
 * docs/requirements.md#navigation-and-routes: with a stored login, the profile is fetched before the app
 * renders, behind a full-page spinner (or the prerendered dashboard, src/prerendered.ts), so no page
 * ever renders as "signed out" for a moment.
 * `loading` is that fetch, started by src/main.tsx before anything renders (null: no stored login).
 */
export const Bootstrap = ({
  loading,
  children,
}: {
  loading: Promise<unknown> | null;
  children: ReactNode;
}) => {
  const [ready, setReady] = useState(loading === null);
  useEffect(() => {
    if (loading === null) return;
    let current = true;
    loading
      .catch(() => undefined)
      .finally(() => {
        // The app's first real render is large (the admin's layout and page): as a transition React
        // renders it in slices and keeps the page answering input meanwhile.
        if (current) startTransition(() => setReady(true));
      });
    return () => {
      current = false;
    };
  }, [loading]);
  return ready ? children : <StartingPage />;
};
