import { lazy, Suspense, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { meQuery } from './api/console-queries.ts';
import { AccountPage } from './screens/account-page.tsx';
import { ArrivalGuestPage } from './screens/arrival-guest-page.tsx';
import { ArrivalsPage } from './screens/arrivals-page.tsx';
import { ForgotPasswordPage } from './screens/forgot-password-page.tsx';
import { SettingsLayout } from './screens/settings/settings-layout.tsx';
import { SETTINGS_PAGES } from './screens/settings/settings-pages.tsx';
import { PrivacyPage } from './screens/privacy/privacy-page.tsx';
import { SignInPage } from './screens/sign-in-page.tsx';
import { StaffPage } from './screens/staff-page.tsx';
import { ConsoleShell } from './shell/console-shell.tsx';

// The password screens bring zxcvbn-ts's dictionaries (decision 196): loaded only when opened.
const ResetPasswordPage = lazy(() => import('./screens/reset-password-page.tsx'));
const AcceptInvitePage = lazy(() => import('./screens/accept-invite-page.tsx'));

function Loading() {
  const { t } = useTranslation('console');
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

/** The signed-in part: the member, or the sign-in screen. */
function SignedIn() {
  const me = useQuery(meQuery);
  const location = useLocation();
  if (me.isPending) return <Loading />;
  if (!me.data) return <Navigate to="/console/sign-in" replace state={{ from: location.pathname }} />;
  return <ConsoleShell me={me.data} />;
}

/** The signed-out screens: a signed-in member goes to the console instead. */
function SignedOut({ children }: { children: ReactNode }) {
  const me = useQuery(meQuery);
  if (me.isPending) return <Loading />;
  if (me.data) return <Navigate to="/console/arrivals" replace />;
  return children;
}

export function createConsoleRouter() {
  return createBrowserRouter([
    {
      path: '/console/sign-in',
      element: (
        <SignedOut>
          <SignInPage />
        </SignedOut>
      ),
    },
    {
      path: '/console/forgot-password',
      element: (
        <SignedOut>
          <ForgotPasswordPage />
        </SignedOut>
      ),
    },
    {
      path: '/console/reset-password',
      element: (
        <Suspense fallback={<Loading />}>
          <ResetPasswordPage />
        </Suspense>
      ),
    },
    {
      path: '/console/accept-invite',
      element: (
        <Suspense fallback={<Loading />}>
          <AcceptInvitePage />
        </Suspense>
      ),
    },
    {
      path: '/console',
      element: <SignedIn />,
      children: [
        { index: true, element: <Navigate to="/console/arrivals" replace /> },
        { path: 'arrivals', element: <ArrivalsPage /> },
        { path: 'arrivals/guests/:guestId', element: <ArrivalGuestPage /> },
        { path: 'staff', element: <StaffPage /> },
        {
          path: 'settings',
          element: <SettingsLayout />,
          children: SETTINGS_PAGES.map((page) =>
            page.path ? { path: page.path, element: page.element } : { index: true, element: page.element },
          ),
        },
        { path: 'privacy', element: <PrivacyPage /> },
        { path: 'account', element: <AccountPage /> },
        { path: '*', element: <Navigate to="/console/arrivals" replace /> },
      ],
    },
    { path: '*', element: <Navigate to="/console" replace /> },
  ]);
}
