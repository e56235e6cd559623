import type { ReactNode } from 'react';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';

export interface Breadcrumb {
  label: string;
  to: string;
}

export interface PageTitleState {
  /** Already translated; null means the default title 'Dashboard'. */
  title: string | null;
  breadcrumbs: Breadcrumb[];
  action: ReactNode;
}

const EMPTY: PageTitleState = { title: null, breadcrumbs: [], action: null };

const StateContext = createContext<PageTitleState>(EMPTY);
const SetterContext = createContext<(state: PageTitleState) => void>(() => undefined);

/** Holds what the current page wants in the top bar (docs/requirements.md#screens, layout). */
export const PageTitleProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<PageTitleState>(EMPTY);
  return (
    <SetterContext.Provider value={setState}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </SetterContext.Provider>
  );
};

export const usePageTitleState = (): PageTitleState => useContext(StateContext);

/**
 * A page declares its top bar title, breadcrumbs and optional action button. Leaving the page
 * resets the bar, so the next page never shows a stale title. Pass a stable `action` (memoised)
 * to avoid re-rendering the bar on every render of the page.
 */
export const usePageTitle = (
  title: string,
  breadcrumbs: Breadcrumb[] = [],
  action: ReactNode = null,
): void => {
  const set = useContext(SetterContext);
  const crumbsKey = JSON.stringify(breadcrumbs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: breadcrumbs compare by value (crumbsKey)
  const state = useMemo(() => ({ title, breadcrumbs, action }), [title, crumbsKey, action]);
  useEffect(() => {
    set(state);
    return () => set(EMPTY);
  }, [set, state]);
};
