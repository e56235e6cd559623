/**
 * The light shell of the signed-out screens (sign-in, forgot password, reset / set password): MUI,
 * the router and the few react-admin contexts those pages use (texts, the auth provider, sign-in),
 * without react-admin's list and form machinery, so a phone shows /login after little JavaScript.
 * The admin (src/App.tsx) loads in the background while the user types and takes over after
 * sign-in without a reload.
 */
import { CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, use, useEffect } from 'react';
import { AuthContext, I18nContext } from 'react-admin';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { loadShellI18n } from './authShellI18n';
import { PageSuspense } from './lazyPage';
import LoginPage from './pages/LoginPage';
import { publicRoutes } from './pages/publicRoutes';
import { authProvider } from './providers/authProvider';
import { LOGIN_PATH } from './schema/access';
import { theme } from './theme';

/** The admin app's module; one promise, so the shell's prefetch and the lazy admin share the download. */
let adminModule: Promise<typeof import('./App')> | null = null;
export const loadAdmin = (): Promise<typeof import('./App')> => {
  adminModule ??= import('./App');
  return adminModule;
};

/** The texts, in the stored language (loaded once; Dutch is part of this chunk). */
const i18nReady = loadShellI18n();

/**
 * react-admin's useLogin asks for a query client only to refresh the permissions query after
 * signing in; the shell has no queries (the admin brings its own client), so it gets a client that
 * only answers that call, and the sign-in page is spared react-query's cache.
 */
// A stand-in for the one method useLogin calls; the cast widens it to the class useQueryClient returns.
const shellQueryClient = {
  invalidateQueries: () => Promise.resolve(),
} as unknown as QueryClient;

const muiTheme = createTheme(theme);

/**
 * Start loading the admin once the user interacts with the page, or a few seconds after it loaded
 * and the browser is idle, so the first paint of /login never waits for it.
 */
const PREFETCH_AFTER_LOAD_MS = 3000;
const usePrefetchAdmin = () => {
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      stop();
      void loadAdmin().catch(() => undefined);
    };
    const stop = () => {
      for (const name of events) window.removeEventListener(name, start, true);
      window.removeEventListener('load', schedule);
      if (timer !== undefined) clearTimeout(timer);
    };
    const schedule = () => {
      timer = setTimeout(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
        else start();
      }, PREFETCH_AFTER_LOAD_MS);
    };
    for (const name of events) window.addEventListener(name, start, { capture: true, passive: true });
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule);
    return stop;
  }, []);
};

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

const ShellContexts = ({ children }: { children: ReactNode }) => (
  <QueryClientContext.Provider value={shellQueryClient}>
    <AuthContext.Provider value={authProvider}>
      <I18nContext.Provider value={use(i18nReady)}>{children}</I18nContext.Provider>
    </AuthContext.Provider>
  </QueryClientContext.Provider>
);

/** The signed-out screens, each at the address the full app serves them at. */
export const AuthShell = () => {
  usePrefetchAdmin();
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <PageSuspense>
        <ShellContexts>
          <Routes>
            <Route path={LOGIN_PATH} element={<LoginPage />} />
            {publicRoutes}
            <Route path="*" element={<ToLogin />} />
          </Routes>
        </ShellContexts>
      </PageSuspense>
    </ThemeProvider>
  );
};
