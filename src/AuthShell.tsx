/**
 * The light shell of the signed-out screens (sign-in, forgot password, reset / set password): MUI,
 * the router and the few react-admin contexts those pages use (texts, the auth provider, sign-in),
 * without react-admin's list and form machinery, so a phone shows /login after little JavaScript.
 * The admin (src/App.tsx) loads in the background while the user types and takes over after
 * sign-in without a reload.
 */
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { shellI18n } from './authShellI18n';
import { usePrefetch } from './components/usePrefetch';
import LoginPage from './pages/LoginPage';
import { publicRoutes } from './pages/publicRoutes';
import { ShellProviders } from './ShellProviders';
import { LOGIN_PATH } from './schema/access';

/** Resolves in a task of its own, after what the browser has waiting (input, a paint). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The admin app's module; one promise, so the shell's prefetch and the lazy admin share the download.
 * The resource declarations (zod and every resource's schema, the largest part of the admin's start)
 * are evaluated first, in a task of their own, then the rest: a phone's main thread is held for each
 * part in turn instead of both at once, so a keystroke or a tap between them is answered.
 */
let adminModule: Promise<typeof import('./App')> | null = null;
export const loadAdmin = (): Promise<typeof import('./App')> => {
  adminModule ??= import('./schema/resources').then(nextTask).then(() => import('./App'));
  return adminModule;
};

/** The texts, in the stored language (loaded once; Dutch is part of this chunk). */
const i18n = shellI18n();

/** Signed out on an app address: to /login, coming back here after sign-in (as the route guard does). */
const ToLogin = () => {
  const location = useLocation();
  return (
    <Navigate
      to={LOGIN_PATH}
      replace
      state={{ nextPathname: location.pathname, nextSearch: location.search }}
    />
  );
};

/** The signed-out screens, each at the address the full app serves them at. */
export const AuthShell = () => {
  // The admin loads while the user types (or once the page is idle), not before /login shows.
  usePrefetch(loadAdmin);
  return (
    <ShellProviders i18n={i18n}>
      <Routes>
        <Route path={LOGIN_PATH} element={<LoginPage />} />
        {publicRoutes}
        <Route path="*" element={<ToLogin />} />
      </Routes>
    </ShellProviders>
  );
};
