import { isLocalHostname } from '@hospedar/contracts/tenant/local-hostname';
import { isUuid } from '@hospedar/contracts/constants';
import type { TGetInitialConfigResponse } from '@hospedar/contracts/config/get-initial-config';
import { PATHS, markPath } from '../../lib/paths.ts';
import { withRedirectUrl } from '../../lib/safe-redirect.ts';
import { buildReservationFlow } from '../flow/flow-state.ts';

export type TStartupIds = {
  reservationId?: string;
  guestId?: string;
  /** A direct entry (/:reservationId/:guestId) whose reservation id is not a UUID. */
  isInvalidDirectEntry: boolean;
};

const DIRECT_ENTRY = /^\/([^/]+)\/([^/]+)\/?$/;
const RESERVED_FIRST_SEGMENTS = new Set([
  'welcome',
  'reservation',
  'error',
  'checkout',
  'home',
  'document-scan',
]);

/** The guest flow and the screens reached from the guest list. */
function isUnderGuestList(pathname: string): boolean {
  return pathname.startsWith(`${PATHS.reservation}/`) || pathname.startsWith(`${PATHS.home}/`);
}

/** Ids from the direct-entry route or the query; a guest id counts only when it is a 36-char UUID. */
export function extractIds(pathname: string, search: string): TStartupIds {
  const query = new URLSearchParams(search);
  const direct = DIRECT_ENTRY.exec(pathname);
  const isDirect = direct !== null && !RESERVED_FIRST_SEGMENTS.has(direct[1] ?? '');
  const rawReservation = isDirect ? decodeURIComponent(direct[1] ?? '') : query.get('reservationId');
  const rawGuest = isDirect ? decodeURIComponent(direct[2] ?? '') : query.get('guestId');
  return {
    reservationId: isUuid(rawReservation) ? rawReservation : undefined,
    guestId: isUuid(rawGuest) ? rawGuest : undefined,
    isInvalidDirectEntry: isDirect && !isUuid(rawReservation),
  };
}

/** A direct entry (/:reservationId/:guestId) whose ids are both UUIDs: a companion's notification link. */
export function isDirectEntry(pathname: string): boolean {
  const direct = DIRECT_ENTRY.exec(pathname);
  if (!direct || RESERVED_FIRST_SEGMENTS.has(direct[1] ?? '')) return false;
  const ids = extractIds(pathname, '');
  return ids.reservationId !== undefined && ids.guestId !== undefined;
}

/** The `origin` the visit came from: `?origin=` (trimmed to 64 chars), else 'direct'. */
export function extractOrigin(search: string): string {
  const origin = new URLSearchParams(search).get('origin')?.trim();
  return origin ? origin.slice(0, 64) : 'direct';
}

export { isLocalHostname };

export type TConfigOutcome =
  | { kind: 'ok'; config: TGetInitialConfigResponse }
  /** `code`: the API's error code, when it answered one (TENANT_NOT_FOUND: the host is no hotel). */
  | { kind: 'failed'; status: number; code?: string };

export type TStartupInput = {
  pathname: string;
  search: string;
  hostname: string;
  outcome: TConfigOutcome;
  /** False when only the catch-all route matches the path (then the not-found page shows). */
  isKnownRoute: boolean;
  /** The furthest reservation-flow step reached before a reload, if any. */
  reachedRoute?: string | null;
  /** The search of this tab found several reservations (the flow then has multi-reservation). */
  hasSeveralReservations?: boolean;
  /** A reservation was chosen in this tab: the verification screens may be reopened (a reload). */
  hasSelectedReservation?: boolean;
};

const VERIFICATION_PATHS: readonly string[] = [
  PATHS.dataValidation,
  PATHS.tokenValidation,
  PATHS.personDataValidation,
  PATHS.personTokenValidation,
];

export type TStartupDecision =
  | { kind: 'stay'; legacyLogged?: boolean }
  | { kind: 'redirect'; to: string; legacyLogged?: boolean }
  | { kind: 'legacy'; url: string };

function isHttpUrl(value: string | null): value is string {
  if (!value) return false;
  try {
    const protocol = new URL(value).protocol;
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Guards 1, 2, 3 and 4 of spec section 2 as one pure decision on the first navigation. */
export function decideStartup(input: TStartupInput): TStartupDecision {
  const marks = markPath(input.pathname);
  const original = `${input.pathname}${input.search}`;
  const { outcome } = input;

  if (outcome.kind === 'failed') {
    if (outcome.status === 302 || marks.isError) return { kind: 'stay' };
    const target = outcome.status === 404 ? PATHS.notFound : PATHS.serverError;
    return { kind: 'redirect', to: withRedirectUrl(target, original) };
  }

  const { company, reservation } = outcome.config;
  let legacyLogged = false;
  if (!company.newPortalEnabled) {
    if (!isLocalHostname(input.hostname) && isHttpUrl(company.legacyUrl)) {
      return { kind: 'legacy', url: company.legacyUrl };
    }
    legacyLogged = true;
  }

  // The face screens (decision 127) check the guest themselves: a reload keeps the camera's place.
  const isFaceScreen = /^\/welcome\/(facial-recognition|take-picture|face-recognition)[a-z-]*\//.test(
    input.pathname,
  );
  const stays = marks.isDocumentScan || marks.isError || marks.isCheckout || marks.isPinLink || isFaceScreen;
  if (stays || !input.isKnownRoute) return { kind: 'stay', legacyLogged };
  // A notification's link: the configuration vouched for both ids; the page leads to verification.
  if (isDirectEntry(input.pathname)) return { kind: 'stay', legacyLogged };

  const trimmed = input.pathname.replace(/\/+$/, '') || '/';
  if (input.hasSelectedReservation && VERIFICATION_PATHS.includes(trimmed))
    return { kind: 'stay', legacyLogged };

  const flow = buildReservationFlow({
    welcomeEnabled: company.welcomeRules.enabled,
    hasReservationId: reservation !== null,
    hasSeveralReservations: input.hasSeveralReservations,
  });
  // The current step is the furthest one reached in this tab (a reload keeps the guest's place),
  // else the first; a step up to the current one may be opened directly, a later one may not.
  const routes = flow.map((step) => step.route);
  const currentIndex = Math.max(0, routes.indexOf(input.reachedRoute ?? ''));
  const requestedIndex = routes.indexOf(trimmed);
  if (requestedIndex >= 0 && requestedIndex <= currentIndex) return { kind: 'stay', legacyLogged };
  // Past the guest list (its form, its notifications), a reload keeps the guest where they were.
  const hasReachedGuestList = routes[currentIndex] === PATHS.home && input.reachedRoute === PATHS.home;
  if (hasReachedGuestList && isUnderGuestList(trimmed)) return { kind: 'stay', legacyLogged };
  return { kind: 'redirect', to: routes[currentIndex] ?? PATHS.welcomeMenu, legacyLogged };
}
