import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import type { TLanguage } from '@hospedar/contracts/constants';
import type { TGetInitialConfigResponse } from '@hospedar/contracts/config/get-initial-config';
import { StartupFallback } from '../components/startup-fallback.tsx';
import { withChunkTimeouts } from '../lib/chunks/chunk-load.ts';
import { currentLanguage } from '../lib/i18n/i18n.ts';
import { pickOfferedLanguage } from '../lib/i18n/language.ts';
import i18next from 'i18next';
import { createRootLoader } from './guards/root-loader.ts';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { RootLayout } from './root-layout.tsx';
import { APP_ROUTES } from './routes.tsx';

/** Whether the last of `matches` is a screen's own route, not the catch-all. */
const endsOnScreen = (matches: ReadonlyArray<{ route: RouteObject }> | null): boolean => {
  const last = matches?.[matches.length - 1];
  return last !== undefined && last.route.path !== '*';
};

export function isKnownRoute(routes: RouteObject[], pathname: string): boolean {
  return endsOnScreen(matchRoutes(routes, pathname));
}

async function applyHotelLanguage(config: TGetInitialConfigResponse): Promise<void> {
  const current = currentLanguage();
  const offered = pickOfferedLanguage(current, config.company.languages, config.language);
  if (offered !== current) await i18next.changeLanguage(offered);
}

export function createAppRouter(i18nReady: Promise<unknown>, startLanguage: TLanguage) {
  // Set once created; the root loader runs later (it waits for the configuration first).
  const created: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      HydrateFallback: StartupFallback,
      ErrorBoundary: RootErrorBoundary,
      shouldRevalidate: () => false,
      loader: createRootLoader({
        i18nReady,
        startLanguage,
        // The first navigation's own matches when they are for this path: matching anew flattens and
        // ranks every route again, a few milliseconds of the startup's task on a phone (decision 282).
        isKnownRoute: (pathname) =>
          created.router?.state.location.pathname === pathname
            ? endsOnScreen(created.router.state.matches)
            : isKnownRoute(routes, pathname),
        applyHotelLanguage,
        loadPinLinkDeps: () => import('./guards/pin-link-deps.ts').then((m) => m.pinLinkDeps),
      }),
      // Each screen's code loads with the 120 s limit; a failure offers a reload (RootErrorBoundary).
      children: withChunkTimeouts(APP_ROUTES),
    },
  ];
  created.router = createBrowserRouter(routes);
  return created.router;
}
