import { useEffect, useLayoutEffect, useMemo } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { RESERVATION_STEPS } from './flow/steps.ts';
import { removeFirstScreen } from '../lib/first-screen.ts';
import { onTokenRejected } from '../lib/api-client.ts';
import { guestStore } from '../lib/guest-session.ts';
import { ExpiredPinNotice } from './expired-pin-notice.tsx';
import { returnAfterVerification } from '../lib/return-after-verification.ts';
import { NotificationHost } from '../components/notifications/notification-host.tsx';
import { contrastText, readableOnWhite } from '../lib/tenant/theme/contrast.ts';
import { TenantContext } from '../lib/tenant/tenant-context.tsx';
import type { TTenant } from '../lib/tenant/tenant-context.tsx';
import { FlowNavigationContext } from '../lib/flow-navigation.ts';
import type { TFlowNavigation } from '../lib/flow-navigation.ts';
import { PATHS } from '../lib/paths.ts';
import { guestFlow, reservationFlow } from './flow/flow-state.ts';
import { rememberReachedRoute } from './flow/flow-progress.ts';
import type { TRootData } from './guards/root-loader.ts';

const flowNavigation: TFlowNavigation = {
  nextReservationPath: () => reservationFlow.next()?.route ?? PATHS.welcomeMenu,
  addMultiReservationStep: () => reservationFlow.insertAfterCurrent(RESERVATION_STEPS.multiReservation),
};

/** A 401 on a call made with the guest's token: drop the token and verify the same guest again. */
function useTokenInvalidHandler() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onTokenRejected(() => {
        returnAfterVerification.remember(window.location.pathname);
        guestStore.disqualify();
        navigate(PATHS.dataValidation, { replace: true });
      }),
    [navigate],
  );
}

/** Applies the tenant theme as CSS variables too, for the plain-CSS parts (layouts, cards). */
function useThemeVariables(tenant: TTenant) {
  useEffect(() => {
    const { theme } = tenant;
    const root = document.documentElement.style;
    root.setProperty('--primary', theme.primaryColor);
    root.setProperty('--on-primary', contrastText(theme.primaryColor));
    root.setProperty('--primary-text', readableOnWhite(theme.primaryColor));
    root.setProperty('--page-bg', theme.background);
    root.setProperty('--card-radius', `${theme.cardRadius}px`);
    root.setProperty('--button-radius', `${theme.buttonRadius}px`);
    root.setProperty('--input-radius', `${theme.inputRadius}px`);
    root.setProperty('--chip-radius', `${theme.chipRadius}px`);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primaryColor);
  }, [tenant]);
}

/** Root of every screen: theme, tenant, guard 5 (current flow step), notifications. */
export function RootLayout() {
  const data = useLoaderData() as TRootData;
  const { pathname } = useLocation();
  const tenant = useMemo<TTenant>(
    () => ({ initial: data.initial, theme: data.theme, isUnknownHotel: data.isUnknownHotel === true }),
    [data],
  );
  useThemeVariables(tenant);
  useTokenInvalidHandler();
  // The server's first screen gives way before this one is painted: never both, never neither.
  useLayoutEffect(removeFirstScreen, []);

  // Guard 5: mark the current step of the reservation flow and of the guest flow.
  useEffect(() => {
    if (reservationFlow.markCurrent(pathname)) {
      rememberReachedRoute(
        reservationFlow.steps().map((step) => step.route),
        pathname.replace(/\/+$/, '') || '/',
      );
    }
    guestFlow.markCurrent(pathname);
  }, [pathname]);

  return (
    <TenantContext.Provider value={tenant}>
      <FlowNavigationContext.Provider value={flowNavigation}>
        <Outlet />
        <NotificationHost />
        <ExpiredPinNotice />
      </FlowNavigationContext.Provider>
    </TenantContext.Provider>
  );
}
