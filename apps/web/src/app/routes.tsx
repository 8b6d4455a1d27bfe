import type { ComponentType } from 'react';
import i18next from 'i18next';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { importInTasks } from '../lib/chunks/chunk-load.ts';
import { PATHS } from '../lib/paths.ts';
import { reservationFlow } from './flow/flow-state.ts';

type TLazyRoute = () => Promise<{ Component: ComponentType }>;

/* Every screen is a lazy route module: its code loads only when the route is visited. */
const strategyScreen: TLazyRoute = () =>
  import('./routes/strategy-screen.tsx').then((m) => ({ Component: m.StrategyScreen }));
const welcome: TLazyRoute = () =>
  import('./routes/welcome-screen.ts').then((m) => ({ Component: m.WelcomeRoute }));
const welcomeMenu: TLazyRoute = () =>
  import('../features/welcome/welcome-menu-page.tsx').then((m) => ({ Component: m.WelcomeMenuPage }));
const notFound: TLazyRoute = () =>
  import('../features/errors/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage }));
const serverError: TLazyRoute = () =>
  import('../features/errors/server-error-page.tsx').then((m) => ({ Component: m.ServerErrorPage }));
const plainLayout: TLazyRoute = () =>
  import('./layouts/plain-layout.tsx').then((m) => ({ Component: m.PlainLayout }));
const welcomeLayout: TLazyRoute = () =>
  import('./routes/welcome-screen.ts').then((m) => ({ Component: m.WelcomeLayout }));
const mainLayout: TLazyRoute = () =>
  import('./layouts/main-layout.tsx').then((m) => ({ Component: m.MainLayout }));
/**
 * MUI's core (its default theme, styled engine, emotion) with the tenant's theme scope: imported a task
 * apart by the screens drawn with MUI, so its evaluation is a task of its own, not part of the screen's
 * whole module graph (decision 286).
 */
const muiCore = () => import('../lib/tenant/theme/mui-theme-scope.tsx');
const reservationLayout: TLazyRoute = () =>
  importInTasks(() => import('./layouts/reservation-layout.tsx'), [muiCore]).then((m) => ({
    Component: m.ReservationLayout,
  }));

type TRouteArea =
  | 'search'
  | 'verification'
  | 'guests'
  | 'guest-flow'
  | 'personal-info'
  | 'documents'
  | 'about'
  | 'terms'
  | 'rating'
  | 'accommodation'
  | 'checkout'
  | 'notification'
  | 'payment';

/** The areas before a guest proves who they are: their error texts are all in the startup `errors`. */
const AREAS_BEFORE_VERIFICATION: ReadonlySet<TRouteArea> = new Set(['search', 'verification', 'about']);

/**
 * A screen whose translation area loads with its code (never on the way to the first screen); the
 * screens of a verified guest also load `guest-errors`, the texts of what only their forms can meet.
 */
const withArea =
  (area: TRouteArea, load: TLazyRoute): TLazyRoute =>
  () =>
    Promise.all([
      load(),
      i18next.loadNamespaces(AREAS_BEFORE_VERIFICATION.has(area) ? [area] : [area, 'guest-errors']),
    ]).then(([route]) => route);
const findReservation = withArea('search', () =>
  import('../features/search/find-reservation-page.tsx').then((m) => ({ Component: m.FindReservationPage })),
);
const multiReservation = withArea('search', () =>
  import('../features/search/multi-reservation-page.tsx').then((m) => ({
    Component: m.MultiReservationPage,
  })),
);
const contactChoice = withArea('verification', () =>
  import('../features/verification/contact-choice-page.tsx').then((m) => ({
    Component: m.ContactChoicePage,
  })),
);
const pinScreen = withArea('verification', () =>
  import('../features/verification/pin-page.tsx').then((m) => ({ Component: m.PinPage })),
);
const personContactChoice = withArea('verification', () =>
  import('../features/verification/contact-choice-page.tsx').then((m) => ({
    Component: m.PersonContactChoicePage,
  })),
);
const personPinScreen = withArea('verification', () =>
  import('../features/verification/pin-page.tsx').then((m) => ({ Component: m.PersonPinPage })),
);
const pinLink: TLazyRoute = () =>
  import('./routes/pin-link-route.tsx').then((m) => ({ Component: m.PinLinkRoute }));

/* The phone hand-off (spec section 2): a scan token in the link, no guest session. */
const documentScan = withArea('documents', () =>
  Promise.all([
    import('../features/documents/scan-routes/document-scan-page.tsx'),
    i18next.loadNamespaces(['validation', 'errors']),
  ]).then(([m]) => ({ Component: m.DocumentScanPage })),
);
const documentUpload = withArea('documents', () =>
  Promise.all([
    import('../features/documents/scan-routes/document-upload-page.tsx'),
    i18next.loadNamespaces(['validation', 'errors']),
  ]).then(([m]) => ({ Component: m.DocumentUploadPage })),
);
const documentScanSuccess = withArea('documents', () =>
  import('../features/documents/scan-routes/document-scan-success-page.tsx').then((m) => ({
    Component: m.DocumentScanSuccessPage,
  })),
);

const checkout = withArea('checkout', () =>
  import('../features/guest-control/guest-control-page.tsx').then((m) => ({ Component: m.CheckoutPage })),
);
const onlineServices = withArea('checkout', () =>
  import('../features/guest-control/guest-control-page.tsx').then((m) => ({
    Component: m.OnlineServicesPage,
  })),
);

/** A screen of the payment guarantee: its texts, the step kit's and the validation messages load with it. */
const warranty = (load: TLazyRoute): TLazyRoute =>
  withArea('payment', () =>
    Promise.all([load(), i18next.loadNamespaces(['guest-flow', 'validation'])]).then(([route]) => route),
  );

function FlowStart() {
  return <Navigate to={reservationFlow.steps()[0]?.route ?? PATHS.welcome} replace />;
}

/** The routes of spec section 2 under their layouts (children of the root route). */
export const APP_ROUTES: RouteObject[] = [
  { index: true, Component: FlowStart },
  {
    path: 'welcome',
    lazy: plainLayout,
    children: [
      { path: 'facial-recognition-instructions/:strategy', lazy: strategyScreen },
      { path: 'take-picture-instructions/:strategy', lazy: strategyScreen },
      { path: 'face-recognition/:strategy', lazy: strategyScreen },
      { path: 'take-picture/:strategy', lazy: strategyScreen },
      {
        path: 'onboarding',
        lazy: withArea('about', () =>
          import('../features/onboarding/onboarding-page.tsx').then((m) => ({ Component: m.OnboardingPage })),
        ),
      },
    ],
  },
  {
    path: 'welcome',
    lazy: welcomeLayout,
    children: [
      { index: true, lazy: welcome },
      { path: 'validate/pin/:hash', lazy: pinLink },
      { path: 'menu', lazy: welcomeMenu },
      { path: 'find-your-reservation', lazy: findReservation },
      { path: 'multi-reservation', lazy: multiReservation },
      {
        path: 'reservation/finish',
        lazy: withArea('guests', () =>
          import('../features/guests/reservation-finish-page.tsx').then((m) => ({
            Component: m.ReservationFinishPage,
          })),
        ),
      },
      { path: 'online-services', lazy: onlineServices },
    ],
  },
  {
    path: 'reservation',
    lazy: reservationLayout,
    children: [
      { index: true, element: <Navigate to="personal-info" replace /> },
      {
        path: 'personal-info',
        lazy: withArea('personal-info', () =>
          Promise.all([
            // The phone rules (libphonenumber's metadata) and the form are imported one task apart, beside
            // the route's module (decision 265): a part whose files arrive first is evaluated in a task of
            // its own. The form loads no zod (decision 283).
            importInTasks(
              () => import('./routes/personal-info-route.tsx'),
              [
                () => import('@hospedar/contracts/validation/phone'),
                () => import('../features/guest-flow/personal-info/components/personal-info-form.tsx'),
              ],
            ),
            i18next.loadNamespaces(['validation', 'documents', 'terms']),
          ]).then(([m]) => ({ Component: m.PersonalInfoRoute })),
        ),
      },
      {
        path: 'additional-data',
        lazy: withArea('guest-flow', () =>
          Promise.all([
            import('../features/guest-flow/additional-data/additional-data-page.tsx'),
            i18next.loadNamespaces('validation'),
          ]).then(([m]) => ({ Component: m.AdditionalDataPage })),
        ),
      },
      {
        path: 'confirmation',
        lazy: withArea('guest-flow', () =>
          import('../features/guest-flow/confirmation/confirmation-page.tsx').then((m) => ({
            Component: m.ConfirmationPage,
          })),
        ),
      },
      {
        path: 'accommodation',
        lazy: withArea('accommodation', () =>
          import('../features/guest-flow/accommodation/accommodation-page.tsx').then((m) => ({
            Component: m.AccommodationPage,
          })),
        ),
      },
      {
        path: 'warranty',
        children: [
          {
            index: true,
            lazy: warranty(() =>
              import('../features/guest-flow/warranty/warranty-page.tsx').then((m) => ({
                Component: m.WarrantyPage,
              })),
            ),
          },
          {
            path: 'unregistered-payment',
            lazy: warranty(() =>
              import('../features/guest-flow/warranty/card/card-form-page.tsx').then((m) => ({
                Component: m.UnregisteredPaymentPage,
              })),
            ),
          },
          {
            path: 'wallet-payment',
            lazy: warranty(() =>
              import('../features/guest-flow/warranty/wallet/wallet-page.tsx').then((m) => ({
                Component: m.WalletPaymentPage,
              })),
            ),
          },
          {
            path: 'credit-card-registration',
            lazy: warranty(() =>
              import('../features/guest-flow/warranty/card/card-form-page.tsx').then((m) => ({
                Component: m.CreditCardRegistrationPage,
              })),
            ),
          },
          {
            path: 'processing-payment',
            lazy: warranty(() =>
              import('../features/guest-flow/warranty/processing/processing-page.tsx').then((m) => ({
                Component: m.ProcessingPaymentPage,
              })),
            ),
          },
        ],
      },
      {
        path: 'forgot-address',
        lazy: withArea('personal-info', () =>
          Promise.all([
            import('../features/guest-flow/personal-info/forgot-address/forgot-address-page.tsx'),
            i18next.loadNamespaces('validation'),
          ]).then(([m]) => ({ Component: m.ForgotAddressPage })),
        ),
      },
      {
        path: 'forgot-address-results',
        lazy: withArea('personal-info', () =>
          import('../features/guest-flow/personal-info/forgot-address/forgot-address-results-page.tsx').then(
            (m) => ({
              Component: m.ForgotAddressResultsPage,
            }),
          ),
        ),
      },
      {
        path: 'signature',
        lazy: withArea('guest-flow', () =>
          import('../features/guest-flow/signature/signature-page.tsx').then((m) => ({
            Component: m.SignaturePage,
          })),
        ),
      },
    ],
  },
  {
    lazy: mainLayout,
    children: [
      { path: 'document-scan/:reservationId/:guestId', lazy: documentScan },
      { path: 'document-scan/:reservationId/:guestId/upload', lazy: documentUpload },
      { path: 'document-scan/:reservationId/:guestId/success', lazy: documentScanSuccess },
      {
        path: 'home',
        lazy: withArea('guests', () =>
          Promise.all([
            // MUI's core and the cards' photo upload are imported a task apart, beside the route's module
            // (decisions 265 and 286; the loaded list stays in the page's module: drawn lazily it shifted
            // the footer, CLS 0.06).
            importInTasks(
              () => import('./routes/guest-list-route.tsx'),
              [muiCore, () => import('../features/documents/index.ts')],
            ),
            i18next.loadNamespaces(['documents', 'terms', 'rating', 'notification']),
          ]).then(([m]) => ({ Component: m.GuestListRoute })),
        ),
      },
      {
        path: 'home/notification',
        lazy: withArea('notification', () =>
          Promise.all([
            import('../features/notification/notification-page.tsx'),
            // The steps' kit it is drawn with says Back and counts the errors in guest-flow's words.
            i18next.loadNamespaces(['validation', 'guest-flow']),
          ]).then(([m]) => ({ Component: m.NotificationPage })),
        ),
      },
      { path: 'data-validation', lazy: contactChoice },
      { path: 'token-validation', lazy: pinScreen },
      { path: 'person-data-validation', lazy: personContactChoice },
      { path: 'person-token-validation', lazy: personPinScreen },
      { path: 'checkout', lazy: checkout },
      { path: 'checkout/:reservationNumber', lazy: checkout },
      { path: 'error/not-found', lazy: notFound },
      { path: 'error/server-error', lazy: serverError },
      {
        path: ':reservationId/:guestId',
        lazy: withArea('verification', () =>
          import('../features/verification/direct-entry-page.tsx').then((m) => ({
            Component: m.DirectEntryPage,
          })),
        ),
      },
      { path: '*', lazy: notFound },
    ],
  },
];
