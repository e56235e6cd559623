/**
 * The contexts the signed-out screens render in: MUI's theme and baseline, react-admin's texts and
 * auth provider, and the one query-client call of useLogin. One tree for the shell in the browser
 * (src/AuthShell.tsx) and for the sign-in page the build prerenders (src/prerender/loginPage.tsx),
 * so the page drawn before the script runs is the page the script draws.
 */
import { CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, use } from 'react';
import { AuthContext, I18nContext, type I18nProvider } from 'react-admin';
import { PageSuspense } from './lazyPage';
import { authProvider } from './providers/authProvider';
import { theme } from './theme';

/**
 * react-admin's useLogin asks for a query client only to refresh the permissions query after
 * signing in; the shell has no queries (the admin brings its own client), so it gets a client that
 * only answers that call, and the sign-in page is spared react-query's cache.
 */
// A stand-in for the one method useLogin calls; the cast widens it to the class useQueryClient returns.
const shellQueryClient = {
  invalidateQueries: () => Promise.resolve(),
} as unknown as QueryClient;

export const muiTheme = createTheme(theme);

/** The texts: given, or (a language still loading) waited for behind the page spinner. */
const Texts = ({ i18n, children }: { i18n: I18nProvider | Promise<I18nProvider>; children: ReactNode }) => (
  <I18nContext.Provider value={i18n instanceof Promise ? use(i18n) : i18n}>{children}</I18nContext.Provider>
);

export const ShellProviders = ({
  i18n,
  children,
}: {
  i18n: I18nProvider | Promise<I18nProvider>;
  children: ReactNode;
}) => (
  <ThemeProvider theme={muiTheme}>
    <CssBaseline />
    <PageSuspense>
      <QueryClientContext.Provider value={shellQueryClient}>
        <AuthContext.Provider value={authProvider}>
          <Texts i18n={i18n}>{children}</Texts>
        </AuthContext.Provider>
      </QueryClientContext.Provider>
    </PageSuspense>
  </ThemeProvider>
);
