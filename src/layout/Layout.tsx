import { memo, type ReactNode, Suspense, useDeferredValue } from 'react';
import { Loading, Layout as RaLayout, Sidebar, type SidebarProps } from 'react-admin';
import { WhileStarting } from '../lazyPage';
import { PageTitleProvider } from './PageTitleContext';
import { RouteGuard } from './RouteGuard';
import { SideNav, useNavigationEntries } from './SideNav';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';

/**
 * react-admin's sidebar sized to our top bar: its own height (100vh − 3em, sized for react-admin's
 * 48 px bar) made every page 17 px taller than the window under our 65 px bar. The column now
 * stretches with the content, and the menu fills the window below the bar.
 */
const AppSidebar = (props: SidebarProps) => (
  <Sidebar
    {...props}
    sx={{ height: 'auto', '& .RaSidebar-fixed': { height: `calc(100vh - ${TOP_BAR_HEIGHT}px)` } }}
  />
);

/**
 * The bar and the menu depend on no props of the layout: react-admin re-renders its routes (and so
 * the layout) several times while the admin starts (resources registering, the session checked),
 * each a blocking render that redrew both for nothing.
 */
const AppBar = memo(TopBar);
const Menu = memo(SideNav);

/** A viewer without navigation entries (role 4, a confined company) gets no empty column. */
const NoSidebar = () => null;

/** react-admin's layout with our top bar and side navigation; every page behind the route rules. */
export const Layout = ({ children }: { children: ReactNode }) => {
  const hasNavigation = useNavigationEntries().length > 0;
  // The page's routes, deferred: react-admin hands the layout new routes at each step of its start
  // (resources registered, the session checked), and the page they mount then renders in slices
  // rather than in one blocking task (navigation itself is already a transition in react-router).
  const page = useDeferredValue(children);
  return (
    <PageTitleProvider>
      <RaLayout
        appBar={AppBar}
        appBarAlwaysOn
        menu={Menu}
        sidebar={hasNavigation ? AppSidebar : NoSidebar}
        // Our top bar is sticky (not fixed), so the frame needs no room reserved above it. The content
        // may shrink below a wide table's width (min-width 0): the table scrolls in its card instead
        // of the whole page scrolling sideways. Its margin grows with the screen: a laptop's
        // 16 px leave a wide table the room it needs.
        sx={{
          minWidth: 0,
          '& .RaLayout-appFrame': { marginTop: 0 },
          '& .RaLayout-content': { p: { xs: 1, sm: 2, xl: 3 }, minWidth: 0 },
        }}
      >
        {/* react-admin's own boundary shows its loading look; while the app starts on '/', the
            prerendered dashboard's stays instead (src/prerendered.ts). */}
        <Suspense
          fallback={
            <WhileStarting part="content">
              <Loading />
            </WhileStarting>
          }
        >
          <RouteGuard>{page}</RouteGuard>
        </Suspense>
      </RaLayout>
    </PageTitleProvider>
  );
};
