import { Route } from 'react-router-dom';
import { lazyPage, PageSuspense } from '../lazyPage';
import { HANDLE_DEADLINE_PATH, OFFER_FORM_PATH } from '../schema/access';

const ForgotPasswordPage = lazyPage(() => import('./ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('./ResetPasswordPage'));
const HandleDeadlinePage = lazyPage(() => import('./HandleDeadlinePage'));
const OfferFormPage = lazyPage(() => import('./OfferFormPage'));

/**
 * The pages anyone may open at their addresses (the password screens, the pages behind an alert
 * mail's and an offer request's link): the same routes in the sign-in shell (src/AuthShell.tsx) and in the admin
 * (src/App.tsx), each page loaded when opened.
 */
export const publicRoutes = [
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
  <Route
    key="handle-deadline"
    path={`${HANDLE_DEADLINE_PATH}/:contractId`}
    element={
      <PageSuspense>
        <HandleDeadlinePage />
      </PageSuspense>
    }
  />,
  <Route
    key="offer-form"
    path={`${OFFER_FORM_PATH}/:token`}
    element={
      <PageSuspense>
        <OfferFormPage />
      </PageSuspense>
    }
  />,
];
