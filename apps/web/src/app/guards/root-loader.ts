import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { TGetInitialConfigResponse } from '@hospedar/contracts/config/get-initial-config';
import type { TTenantTheme } from '@hospedar/contracts/tenant/theme';
import type { TLanguage } from '@hospedar/contracts/constants';
import { getInitialConfig } from '../../lib/tenant/api/get-initial-config.ts';
import { INITIAL_CONFIG_QUERY_KEY } from '../../lib/tenant/api/initial-config-key.ts';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import { queryClient } from '../../lib/query/query-client.ts';
import { drawsGuestRecord } from '../../lib/paths.ts';
import { guestStore } from '../../lib/guest-session.ts';
import { DEFAULT_TENANT_THEME, parseTheme } from '../../lib/tenant/theme/parse-theme.ts';
import { ApiError } from '../../lib/api-client.ts';
import { embeddedConfigFor } from '../../lib/first-screen.ts';
import { buildReservationFlow, reservationFlow } from '../flow/flow-state.ts';
import { loadReachedRoute } from '../flow/flow-progress.ts';
import { reservationSelection } from '../../lib/reservation-selection.ts';
import { tracking } from '../../lib/tracking.ts';
import { pinLinkHash, runPinLinkGuard } from './pin-link.ts';
import type { TPinLinkDeps } from './pin-link.ts';
import { decideStartup, extractIds, extractOrigin } from './startup-decision.ts';
import type { TConfigOutcome, TStartupDecision } from './startup-decision.ts';

export type TRootData = {
  initial: TGetInitialConfigResponse | null;
  theme: TTenantTheme;
  /** The host names no hotel (the configuration answered TENANT_NOT_FOUND): the not-found page says so. */
  isUnknownHotel?: boolean;
};

type TStartup = { data: TRootData; decision: TStartupDecision };

export type TRootLoaderDeps = {
  /** Settles once the active language's translations are loaded. */
  i18nReady: Promise<unknown>;
  /** The language the portal starts in (main.tsx's detection), known before i18next is ready. */
  startLanguage: TLanguage;
  isKnownRoute: (pathname: string) => boolean;
  /** Applies the language the hotel offers when the visitor's is not among them. */
  applyHotelLanguage: (config: TGetInitialConfigResponse) => Promise<void>;
  fetchConfig?: typeof getInitialConfig;
  /** Guard 2's calls and stores (the PIN link), loaded only when the visit opens a PIN link. */
  loadPinLinkDeps?: () => Promise<TPinLinkDeps>;
};

async function loadConfig(
  url: URL,
  fetchConfig: typeof getInitialConfig,
  startLanguage: TLanguage,
): Promise<TConfigOutcome> {
  const ids = extractIds(url.pathname, url.search);
  if (ids.isInvalidDirectEntry) return { kind: 'failed', status: 404 };
  // The server embedded the hotel's configuration in the page (decision 209): used when this visit
  // asks for nothing more (no reservation or guest in the address) in the language it was read in.
  const embedded = embeddedConfigFor(ids, startLanguage);
  if (embedded) queryClient.setQueryData(INITIAL_CONFIG_QUERY_KEY, embedded);
  try {
    // Read once per visit: the hotel's configuration stays in the query cache for the whole visit.
    const config = await queryClient.fetchQuery({
      queryKey: INITIAL_CONFIG_QUERY_KEY,
      queryFn: ({ signal }) =>
        fetchConfig(
          {
            reservationId: ids.reservationId,
            guestId: ids.guestId,
            origin: extractOrigin(url.search),
            lang: currentLanguage(),
          },
          signal,
        ),
      staleTime: Infinity,
    });
    return { kind: 'ok', config };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'failed', status: error.status, code: error.code };
    return { kind: 'failed', status: 0 };
  }
}

/**
 * The root route's loader runs the startup guards of spec section 2 once, on the first navigation:
 * (1) mark checkout / document-scan / error paths, (3) load the initial configuration, (2) the PIN
 * link (it needs the configuration loaded), (4) the anonymous-checkout hook point. Guard (5) runs in the root layout on every
 * navigation. Later navigations reuse the first answer (the route never revalidates).
 */
export function createRootLoader(deps: TRootLoaderDeps) {
  let startup: Promise<TStartup> | null = null;
  let hasDecided = false;

  async function run(url: URL): Promise<TStartup> {
    tracking.rememberOrigin(extractOrigin(url.search));
    const [outcome] = await Promise.all([
      loadConfig(url, deps.fetchConfig ?? getInitialConfig, deps.startLanguage),
      deps.i18nReady,
    ]);
    const decision = decideStartup({
      pathname: url.pathname,
      search: url.search,
      hostname: url.hostname,
      outcome,
      isKnownRoute: deps.isKnownRoute(url.pathname),
      reachedRoute: loadReachedRoute(),
      hasSeveralReservations: reservationSelection.hasSeveral(),
      hasSelectedReservation: reservationSelection.selected() !== null,
    });
    if (outcome.kind !== 'ok') {
      const isUnknownHotel = outcome.code === 'TENANT_NOT_FOUND';
      return { data: { initial: null, theme: DEFAULT_TENANT_THEME, isUnknownHotel }, decision };
    }
    const { config } = outcome;
    reservationFlow.reset(
      buildReservationFlow({
        welcomeEnabled: config.company.welcomeRules.enabled,
        hasReservationId: config.reservation !== null,
        hasSeveralReservations: reservationSelection.hasSeveral(),
      }),
    );
    // A signed-in screen's record is asked for now, beside the screen's code (decision 310); the asking
    // loads with it, off the way to the PIN screen.
    if (decision.kind === 'stay' && drawsGuestRecord(url.pathname) && guestStore.get().qualified) {
      void import('../../lib/guest-record/startup-records.ts').then(({ askStartRecords }) =>
        askStartRecords(queryClient, url.pathname),
      );
    }
    await deps.applyHotelLanguage(config);
    return { data: { initial: config, theme: parseTheme(config.company.theme) }, decision };
  }

  return async function rootLoader({ request }: LoaderFunctionArgs): Promise<TRootData> {
    const url = new URL(request.url);
    startup ??= run(url);
    const { data, decision } = await startup;
    if (hasDecided) return data;
    hasDecided = true;
    if (decision.kind === 'legacy') {
      window.location.replace(decision.url);
      return new Promise<TRootData>(() => {}); // keep the loader on screen while the browser leaves
    }
    if (decision.legacyLogged) {
      console.error(
        `Hospedar: this hotel has the new portal disabled; on ${url.hostname} the legacy portal redirect is skipped.`,
      );
    }
    if (decision.kind === 'redirect') throw redirect(decision.to);
    // Guard 2: the PIN link as first navigation (the configuration is loaded by now).
    const hash = pinLinkHash(url.pathname);
    if (hash !== null && data.initial && deps.loadPinLinkDeps) {
      throw redirect(await runPinLinkGuard(hash, await deps.loadPinLinkDeps()));
    }
    return data;
  };
}
