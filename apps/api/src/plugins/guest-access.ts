import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { and, eq, sql } from 'drizzle-orm';
import type { GuestClaims } from '../auth/guest-token.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import {
  guests,
  reservations,
  type CompanyRow,
  type GuestRow,
  type ReservationRow,
} from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import { guestContacts } from '../modules/guests/guest-contacts.ts';
import { assertFormsChangeable, assertReservationOpen } from './reservation-rules.ts';

/** Who calls: the hotel of the Host header and the verified guest of the token (decision 40). */
export type SessionAccess = {
  tenant: CompanyRow;
  session: GuestClaims;
  /** The token is the phone's document-scan hand-off: the scanned guest acting for itself only. */
  isDocumentScan: boolean;
};

/** Who calls and the guest of the URL it may act for, with that guest's reservation. */
export type GuestAccess = SessionAccess & { guest: GuestRow; reservation: ReservationRow };

export type GuestAccessOptions = {
  /** The URL parameter naming the guest to act for; without it (or guestBodyField), only the session. */
  guestParam?: string;
  /** The body field naming the guest, for the calls that carry it there (finalize, replace-documents). */
  guestBodyField?: string;
  /** Where else a route names its guest (the upload form's `path`); null names nobody (404). */
  guestIdFrom?: (request: FastifyRequest) => string | null;
  /** Also accept the phone's document-scan token (GET /clients/:id, uploads, document images). */
  allowDocumentScan?: boolean;
  /** The token's own guest (no id in the request), e.g. the terms sent to the guest's e-mail. */
  isOwnGuest?: boolean;
  /** The named guest must be the token's own (rating, preferences): a minor's id answers 404 too. */
  isSelfOnly?: boolean;
  /** Only adults (signatures): a minor's id answers 404, so nobody signs for a child. */
  isAdultOnly?: boolean;
  /**
   * The main guest (as the database has it) acting for an adult companion of its reservation who has no
   * e-mail, no mobile phone and no finalized form (decision 63: giving that companion a contact). Any
   * other caller or guest answers 404, so a contact once saved can never be changed by someone else.
   */
  isContactlessCompanion?: boolean;
  /**
   * The call changes a guest's form or sends it (save, signature, documents, finalize, finish): refused
   * with 409 GUEST_LIST_FINISHED once the list is finished, unless the hotel still allows changes.
   */
  isFormChange?: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guest-access guard; read it with sessionAccessOf / guestAccessOf. */
    access: SessionAccess | GuestAccess | null;
  }
  interface FastifyInstance {
    /**
     * The one guard of guest routes (decision 40): a valid token of this hotel (else 401 TOKEN_INVALID)
     * and, with `guestParam`, the guest of that id the token may act for (else 404 GUEST_NOT_FOUND).
     */
    guestAccess: (options?: GuestAccessOptions) => preHandlerAsyncHookHandler;
  }
}

export const guestNotFound = () => new HttpError(404, 'GUEST_NOT_FOUND', 'Guest not found.');

/**
 * Whether the token may read and edit this guest: itself, or a minor of its reservation for the main
 * guest. A guest of another reservation, an adult companion or a guest of another hotel is nobody's.
 */
export function mayActFor(session: GuestClaims, guest: Pick<GuestRow, 'id' | 'reservationId' | 'isChild'>) {
  if (guest.reservationId !== session.reservationId) return false;
  return guest.id === session.guestId || (session.masterGuest && guest.isChild);
}

/** A companion the main guest may give a contact (decision 63): adult, not completed, reachable by nobody. */
export function isContactlessCompanion(
  session: GuestClaims,
  guest: Pick<
    GuestRow,
    | 'reservationId'
    | 'isChild'
    | 'masterGuest'
    | 'fnrhId'
    | 'email'
    | 'mobileCountryCode'
    | 'mobileAreaCode'
    | 'mobileNumber'
  >,
): boolean {
  if (guest.reservationId !== session.reservationId || !session.masterGuest) return false;
  if (guest.isChild || guest.masterGuest || (guest.fnrhId !== null && guest.fnrhId !== '')) return false;
  return guestContacts(guest).length === 0;
}

/** Whether the token's guest is its reservation's main guest as the database has it (not only the token). */
async function isMainGuestNow(db: Database, session: GuestClaims): Promise<boolean> {
  const [row] = await db
    .select({ masterGuest: guests.masterGuest })
    .from(guests)
    .where(
      and(
        eq(guests.companyId, session.companyId),
        eq(guests.id, session.guestId),
        eq(guests.reservationId, session.reservationId),
      ),
    )
    .limit(1);
  return row?.masterGuest === true;
}

/**
 * The guard's two reads, built once and prepared on each connection: one of them runs on every guest
 * request (decision 270).
 *   guestWithReservation.execute({ companyId, guestId }): the guest with its reservation, in one query,
 *     within the token's hotel;
 *   tokenReservation.execute({ companyId, reservationId }): the token's reservation, for the calls that
 *     name no guest (the rules of reservation-rules.ts).
 */
function prepareGuardReads(db: Database) {
  const companyId = sql.placeholder('companyId');
  return {
    guestWithReservation: db
      .select({ guest: guests, reservation: reservations })
      .from(guests)
      .innerJoin(reservations, eq(reservations.id, guests.reservationId))
      .where(
        and(
          eq(guests.companyId, companyId),
          eq(guests.id, sql.placeholder('guestId')),
          eq(reservations.companyId, companyId),
        ),
      )
      .limit(1)
      .prepare('guard_guest_with_reservation'),
    tokenReservation: db
      .select()
      .from(reservations)
      .where(
        and(eq(reservations.companyId, companyId), eq(reservations.id, sql.placeholder('reservationId'))),
      )
      .limit(1)
      .prepare('guard_token_reservation'),
  };
}

/** The guest id the route names (validated by the route's schema before this guard runs). */
function guestIdOf(request: FastifyRequest, options: GuestAccessOptions): string | null {
  if (options.isOwnGuest) return request.guestSession?.guestId ?? null;
  if (options.guestIdFrom) return options.guestIdFrom(request);
  const [source, name] = options.guestParam
    ? [request.params, options.guestParam]
    : [request.body, options.guestBodyField];
  if (!name || typeof source !== 'object' || source === null) return null;
  const value: unknown = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

/** Each guard made by `app.guestAccess()`: the token check it needs, run at onRequest, and its options. */
type GuardSetup = { authenticate: (request: FastifyRequest) => Promise<void>; options: GuestAccessOptions };
const GUARD_SETUP = new WeakMap<object, GuardSetup>();

/**
 * The answers the guard itself may give, which every route behind it documents: 401 (token), 403 (a
 * closed reservation), 404 when it names a guest, 409 when it changes a form (a finished list).
 */
function guardStatuses(options: GuestAccessOptions): number[] {
  const namesGuest =
    options.isOwnGuest || options.guestParam || options.guestBodyField || options.guestIdFrom;
  return [401, 403, ...(namesGuest ? [404] : []), ...(options.isFormChange ? [409] : [])];
}

/** The OpenAPI security scheme of the guard's bearer token (declared in plugins/openapi.ts). */
export const GUEST_TOKEN_SECURITY = 'guestToken';

/**
 * Authentication before validation (issue 12): a route behind the guard checks its token at onRequest,
 * before its body is parsed or its query validated, so a stranger learns nothing of its schema (401,
 * never 400). The guard itself still checks the guest of the request, once validation has run. The
 * route is also marked in the OpenAPI document as needing the guest token, with the guard's answers.
 */
function authenticateFirst(route: RouteOptions): void {
  const preHandlers = [route.preHandler ?? []].flat();
  const setup = preHandlers.map((hook) => GUARD_SETUP.get(hook)).find(Boolean);
  if (!setup) return;
  const onRequest: onRequestAsyncHookHandler = async (request) => setup.authenticate(request);
  route.onRequest = [...[route.onRequest ?? []].flat(), onRequest];
  if (!route.schema) return;
  const response: Record<string, unknown> = { ...(route.schema.response as Record<string, unknown>) };
  for (const status of guardStatuses(setup.options)) response[status] ??= ZApiError;
  route.schema = { ...route.schema, response, security: [{ [GUEST_TOKEN_SECURITY]: [] }] };
}

async function guestAccessPlugin(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  // Prepared on first use: building the app touches no table (health.test.ts builds one on a dead db).
  let preparedReads: ReturnType<typeof prepareGuardReads> | undefined;
  const reads = () => (preparedReads ??= prepareGuardReads(db));

  /** Every guest call: the reservation must admit pre-check-in, and a form change an unfinished list. */
  function applyReservationRules(
    tenant: SessionAccess['tenant'],
    reservation: ReservationRow,
    options: GuestAccessOptions,
  ) {
    const input = { tenant, reservation, now: clock() };
    assertReservationOpen(input);
    if (options.isFormChange) assertFormsChangeable(input);
  }

  app.decorateRequest('access', null);
  app.addHook('onRoute', authenticateFirst);
  app.decorate('guestAccess', (options: GuestAccessOptions = {}): preHandlerAsyncHookHandler => {
    const authenticate = options.allowDocumentScan ? app.requireGuestOrDocumentScan : app.requireGuest;
    const guard: preHandlerAsyncHookHandler = async function guestAccessGuard(request) {
      // Authenticated at onRequest on every route (authenticateFirst); again only if that did not run.
      if (!request.guestSession) await authenticate(request);
      const { tenant, guestSession: session } = request;
      if (!tenant || !session) throw new Error('guest-auth resolved no tenant or session');
      const base: SessionAccess = { tenant, session, isDocumentScan: request.isDocumentScan };
      const namesGuest =
        options.isOwnGuest || options.guestParam || options.guestBodyField || options.guestIdFrom;
      if (!namesGuest) {
        const [reservation] = await reads().tokenReservation.execute({
          companyId: session.companyId,
          reservationId: session.reservationId,
        });
        if (reservation) applyReservationRules(tenant, reservation, options);
        request.access = base;
        return;
      }
      const guestId = guestIdOf(request, options);
      const [found] = guestId
        ? await reads().guestWithReservation.execute({ companyId: session.companyId, guestId })
        : [];
      if (!found) throw guestNotFound();
      if (options.isContactlessCompanion) {
        const isAllowed = isContactlessCompanion(session, found.guest) && (await isMainGuestNow(db, session));
        if (!isAllowed) throw guestNotFound();
      } else if (!mayActFor(session, found.guest)) throw guestNotFound();
      if (options.isAdultOnly && found.guest.isChild) throw guestNotFound();
      if (options.isSelfOnly && found.guest.id !== session.guestId) throw guestNotFound();
      applyReservationRules(tenant, found.reservation, options);
      request.access = { ...base, guest: found.guest, reservation: found.reservation };
    };
    GUARD_SETUP.set(guard, { authenticate, options });
    return guard;
  });
}

function missingGuard(): Error {
  return new Error('This route has no guest-access guard: add preHandler app.guestAccess(...)');
}

/** The caller of a route behind `app.guestAccess()`. */
export function sessionAccessOf(request: FastifyRequest): SessionAccess {
  if (!request.access) throw missingGuard();
  return request.access;
}

/** The caller and its guest, on a route behind `app.guestAccess({ guestParam })`. */
export function guestAccessOf(request: FastifyRequest): GuestAccess {
  const { access } = request;
  if (!access || !('guest' in access)) throw missingGuard();
  return access;
}

export default fp(guestAccessPlugin, {
  name: 'guest-access',
  dependencies: ['tenant', 'guest-auth', 'document-scan-auth'],
});
