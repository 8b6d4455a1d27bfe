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

export function isKnownRoute(routes: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  const last = matches?.[matches.length - 1];
  return last !== undefined && last.route.path !== '*';
}

async function applyHotelLanguage(config: TGetInitialConfigResponse): Promise<void> {
  const current = currentLanguage();
  const offered = pickOfferedLanguage(current, config.company.languages, config.language);
  if (offered !== current) await i18next.changeLanguage(offered);
}

export function createAppRouter(i18nReady: Promise<unknown>, startLanguage: TLanguage) {
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
        isKnownRoute: (pathname) => isKnownRoute(routes, pathname),
        applyHotelLanguage,
        loadPinLinkDeps: () => import('./guards/pin-link-deps.ts').then((m) => m.pinLinkDeps),
      }),
      // Each screen's code loads with the 120 s limit; a failure offers a reload (RootErrorBoundary).
      children: withChunkTimeouts(APP_ROUTES),
    },
  ];
  return createBrowserRouter(routes);
}
