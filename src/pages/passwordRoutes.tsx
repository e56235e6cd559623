import { Route } from 'react-router-dom';
import { lazyPage, PageSuspense } from '../lazyPage';

const ForgotPasswordPage = lazyPage(() => import('./ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('./ResetPasswordPage'));

/**
 * The signed-out password screens at their addresses: the same routes in the sign-in shell
 * (src/AuthShell.tsx) and in the admin (src/App.tsx), each page loaded when opened.
 */
export const passwordRoutes = [
  <Route
    key="forgot-password"
    path="/auth/forgot-password"
    element={
      <PageSuspense>
        <ForgotPasswordPage />
      </PageSuspense>
    }
  />,
  <Route
    key="reset-password"
    path="/auth/reset-password"
    element={
      <PageSuspense>
        <ResetPasswordPage />
      </PageSuspense>
    }
  />,
];
