import { QueryClient } from '@tanstack/react-query';
import { memo, useLayoutEffect, useState } from 'react';
import {
  AdminContext,
  AdminUI,
  CustomRoutes,
  LoadingPage,
  Resource,
  ResourceDefinitionContext,
  type ResourceDefinitions,
  type ResourceProps,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { AppNotification } from './components/Toast';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { lazyPage, PageSuspense, WhileStarting } from './lazyPage';
import { publicRoutes } from './pages/publicRoutes';
import { retireStartupCopy } from './prerendered';
import { adminStore } from './providers/adminStore';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { getProfile, viewerOf } from './providers/profileStore';
import type { ResourceViews } from './resources';
import { iconFor } from './resources/icons';
import { type Resource as Declaration, representRecord } from './schema/dsl';
import { resources } from './schema/resources';
import { theme } from './theme';

// Pages load on demand (docs/requirements.md#screens); react-admin's layout has its own Suspense boundary.
const LoginPage = lazyPage(() => import('./pages/LoginPage'));
const DashboardPage = lazyPage(() => import('./pages/DashboardPage'));
const AccountPage = lazyPage(() => import('./pages/AccountPage'));
const SubscriptionPage = lazyPage(() => import('./pages/SubscriptionPage'));
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'));
const ContractImport = lazyPage(() => import('./resources/contracts/import/ContractImport'));
const DeadlineCalendarPage = lazyPage(() => import('./pages/calendar/DeadlineCalendarPage'));

const LoginRoute = () => (
  <PageSuspense>
    <LoginPage />
  </PageSuspense>
);

// Its own props are react-admin's permissions, which it does not read (the profile decides what it
// shows): kept from re-rendering the whole page when they arrive. Its layout effect runs when the
// page has loaded and is about to be painted: the prerendered copy's part is over.
const Dashboard = memo(
  () => {
    useLayoutEffect(retireStartupCopy, []);
    return <DashboardPage />;
  },
  () => true,
);
const CatchAll = () => <NotFoundPage />;

/** react-admin's loading page (the session and permissions checked) inside the layout. */
const AdminLoading = () => (
  <WhileStarting part="content">
    <LoadingPage />
  </WhileStarting>
);

/**
 * The react-admin props of each declared resource, made once (docs/architecture.md#one-declaration).
 * The generated views and the override folders (src/resources) load with the first resource page,
 * not with the admin: the dashboard after sign-in does without them. Icon and record
 * representation are needed at once (menu, titles) and are light.
 */
let generated: Promise<typeof import('./resources')> | null = null;
const made = new Map<string, Promise<ResourceViews>>();
const viewsOf = (resource: Declaration): Promise<ResourceViews> => {
  generated ??= import('./resources');
  const views = made.get(resource.name) ?? generated.then((module) => module.viewsFor(resource));
  made.set(resource.name, views);
  return views;
};
// An override's view may itself be lazy (the outbox's pages), and React.lazy must resolve to a
// function component, not to another lazy one: each view is rendered inside a plain component.
const lazyView = (resource: Declaration, view: 'list' | 'create' | 'edit' | 'show') =>
  lazyPage(async () => {
    const View = (await viewsOf(resource))[view];
    return { default: () => <View /> };
  });
const resourceViews = resources.map((resource) => ({
  name: resource.name,
  views: {
    list: lazyView(resource, 'list'),
    create: lazyView(resource, 'create'),
    edit: lazyView(resource, 'edit'),
    show: lazyView(resource, 'show'),
    icon: iconFor(resource.name),
    recordRepresentation: (record: Record<string, unknown>) => representRecord(resource, record),
  },
}));

/**
 * Two of react-admin's start-up steps each render the whole admin again, outside a transition: a
 * phone spends 100–250 ms on each in one blocking task (docs/architecture.md, "What renders in
 * slices").
 *
 * It registers each <Resource> once mounted, and again (unregistered and registered) when the
 * routes are worked out and when the permissions arrive. Our resources are the declarations, the
 * same for every viewer, so their definitions are given from the start and do not change.
 */
const resourceDefinitions: ResourceDefinitions = Object.fromEntries(
  resourceViews.map(({ name, views }) => [
    name,
    Resource.registerResource({ name, ...views } as ResourceProps),
  ]),
);
const ignore = () => undefined;
const knownResources = { definitions: resourceDefinitions, register: ignore, unregister: ignore };

/**
 * And it asks `getPermissions` when it starts. The answer is the signed-in profile's viewer, known
 * before the admin renders: the admin's first render finds it in the query cache. (A later sign-in
 * asks as usual: signing out clears the cache.)
 */
const queryClient = new QueryClient();
const PERMISSIONS_QUERY = ['auth', 'getPermissions', {}];
const knowPermissions = () => {
  const profile = getProfile();
  if (profile) queryClient.setQueryData(PERMISSIONS_QUERY, viewerOf(profile));
  return true;
};

/** The stored language's texts, which src/main.tsx loads before the admin's first render. */
export { loadStoredLanguage } from './i18n/i18nProvider';

/**
 * The admin shell: one <Resource> per declaration in src/schema/resources, with its generated
 * (or overridden) views, plus the account pages and the dashboard. Telemetry is off: it would call an outside server.
 * It runs inside the BrowserRouter of src/main.tsx (react-admin defaults to hash URLs) so that
 * /auth/reset-password?token=… links from e-mails and the spec's paths are real addresses; the server
 * falls back to index.html. Signed out, src/AuthShell.tsx shows the sign-in screens without loading
 * this module; the routes below stay for react-admin's own redirects.
 */
export const App = () => {
  // Once, before the admin's first render (a state's initialiser runs in that render, first).
  useState(knowPermissions);
  return (
    <AdminContext
      queryClient={queryClient}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={adminStore}
      theme={theme}
    >
      <ResourceDefinitionContext.Provider value={knownResources}>
        <AdminUI
          disableTelemetry
          title="Contractbeheer"
          layout={Layout}
          loginPage={LoginRoute}
          dashboard={Dashboard}
          catchAll={CatchAll}
          loading={AdminLoading}
          notification={AppNotification}
        >
          {resourceViews.map(({ name, views }) => (
            <Resource key={name} name={name} {...views} />
          ))}
          <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
          <CustomRoutes>
            <Route path="/account" element={<AccountPage />} />
            <Route path="/account/subscription" element={<SubscriptionPage />} />
            <Route path="/contracts/import" element={<ContractImport />} />
            <Route path="/calendar" element={<DeadlineCalendarPage />} />
          </CustomRoutes>
        </AdminUI>
      </ResourceDefinitionContext.Provider>
    </AdminContext>
  );
};
