import { StrictMode, Suspense, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { AuthShell, loadAdmin, nextTask } from './AuthShell';
import { Bootstrap } from './Bootstrap';
import { lazyPage, StartingPage } from './lazyPage';
import { authProvider } from './providers/authProvider';
import { answerReadsWith, requestHeaders } from './providers/httpClient';
import { useProfile } from './providers/profileStore';
import { getSentToken } from './providers/tokenStore';
import { isPublicPath } from './schema/access';

const AdminApp = lazyPage(async () => {
  const { App, loadStoredLanguage } = await loadAdmin();
  // The language chosen by now (on the sign-in page, say): its texts are at hand for the first render.
  await loadStoredLanguage();
  return { default: App };
});

/**
 * Signed out, and on the public pages (sign-in, forgot and reset password), the light shell; signed
 * in, the admin, loaded on demand. Once the admin has shown, it keeps the other addresses,
 * so react-admin's own sign-out and route rules run exactly as before.
 */
const Root = () => {
  const profile = useProfile();
  const { pathname } = useLocation();
  const adminShown = useRef(false);
  const admin = !isPublicPath(pathname) && (profile !== null || adminShown.current);
  if (admin) adminShown.current = true;
  return admin ? (
    <Suspense fallback={<StartingPage />}>
      <AdminApp />
    </Suspense>
  ) : (
    <AuthShell />
  );
};

const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');

/**
 * With a stored session the profile is asked for first, before anything renders; the admin is
 * needed too: fetch it while the profile loads, with what the
 * address shows first (the dashboard, else the generated resource views), so they do not wait for
 * one another. The lazy components then find these modules loaded. The reads the page made the
 * last time the app started on this address go out now too (./providers/startupRequests.ts).
 */
// A failed load (server down) still lets the app start; the route rules then send to /login.
const profileLoading = getSentToken() ? authProvider.loadProfile().catch(() => null) : null;
if (profileLoading) {
  const ignore = () => undefined;
  const { pathname } = window.location;
  import('./providers/startupRequests')
    .then(({ startWithSession }) => answerReadsWith(startWithSession(pathname, requestHeaders())))
    .catch(ignore);
  const pageCode: () => Promise<unknown> | undefined =
    pathname === '/'
      ? () => import('./pages/DashboardPage')
      : !isPublicPath(pathname) && !pathname.startsWith('/account')
        ? () => import('./resources')
        : ignore;
  // The page's code after the admin, in a task of its own (see loadAdmin); the page preloads its files.
  void loadAdmin().then(nextTask).then(pageCode).catch(ignore);
}

createRoot(root).render(
  <StrictMode>
    <Bootstrap loading={profileLoading}>
      <BrowserRouter>
        <Root />
      </BrowserRouter>
    </Bootstrap>
  </StrictMode>,
);
