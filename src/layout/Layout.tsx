import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { PageTitleProvider } from './PageTitleContext';
import { RouteGuard } from './RouteGuard';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

/** react-admin's layout with our top bar and side navigation; every page behind the route rules. */
export const Layout = ({ children }: { children: ReactNode }) => (
  <PageTitleProvider>
    <RaLayout
      appBar={TopBar}
      appBarAlwaysOn
      menu={SideNav}
      // Our top bar is sticky (not fixed), so the frame needs no room reserved above it. The content
      // may shrink below a wide table's width (min-width 0): the table scrolls in its card instead
      // of the whole page scrolling sideways.
      sx={{
        minWidth: 0,
        '& .RaLayout-appFrame': { marginTop: 0 },
        '& .RaLayout-content': { p: { xs: 1, sm: 3 }, minWidth: 0 },
      }}
    >
      <RouteGuard>{children}</RouteGuard>
    </RaLayout>
  </PageTitleProvider>
);
