import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import type { TStaffRole } from '@hospedar/contracts/console/staff-auth';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { HttpError, tenantNotFound } from '../http-error.ts';
import {
  createStaffSessionService,
  type StaffSession,
  type StaffSessionService,
} from '../modules/console/session-service.ts';
import { staffRoleForbidden, staffSessionInvalid } from '../modules/console/staff-errors.ts';
import { STAFF_SESSION_MAX_AGE_MS } from '../modules/console/staff-rules.ts';

export type { StaffSession };

/** The console's session cookie (decision 192): only ever sent to the console's API routes. */
export const STAFF_COOKIE = 'hospedar_staff';
export const STAFF_COOKIE_PATH = '/api/console';

export type StaffAccessOptions = {
  /** 'owner': a desk member answers 403 STAFF_ROLE_FORBIDDEN (decision 193). */
  role?: TStaffRole;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff-access guard; read it with staffAccessOf. */
    staff: StaffSession | null;
  }
  interface FastifyInstance {
    /**
     * The one guard of the console's routes (decision 193): the session cookie of a member of the Host's
     * hotel (none, or an ended one: 401 STAFF_SESSION_INVALID; another hotel's: 404 NOT_FOUND) and, with
     * `role: 'owner'`, an owner (else 403 STAFF_ROLE_FORBIDDEN). A guest's token opens nothing here.
     */
    staffAccess: (options?: StaffAccessOptions) => preHandlerAsyncHookHandler;
    staffSessions: StaffSessionService;
    /** Sets the session cookie on the reply (sign-in). */
    setStaffCookie: (request: FastifyRequest, reply: FastifyReply, id: string) => void;
    clearStaffCookie: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/** The OpenAPI security scheme of the console's cookie (declared in plugins/openapi.ts). */
export const STAFF_COOKIE_SECURITY = 'staffSession';

const otherHotel = () => new HttpError(404, 'NOT_FOUND', 'Not found.');

type GuardSetup = { options: StaffAccessOptions };
const GUARD_SETUP = new WeakMap<object, GuardSetup>();

function statusesOf(options: StaffAccessOptions): number[] {
  return [401, 404, ...(options.role === 'owner' ? [403] : [])];
}

export type StaffAccessPluginOptions = {
  db: Database;
  clock: Clock;
  /**
   * Secure on every cookie (production). Otherwise Secure only when the request came over https, so the
   * demo and the tests on plain http://*.localhost keep their session (decision 192).
   */
  isCookieAlwaysSecure: boolean;
};

async function staffAccessPlugin(app: FastifyInstance, options: StaffAccessPluginOptions) {
  const sessions = createStaffSessionService({ db: options.db, clock: options.clock });
  const resolved = new WeakMap<FastifyRequest, Promise<StaffSession | null>>();

  const sessionOf = (request: FastifyRequest): Promise<StaffSession | null> => {
    let found = resolved.get(request);
    if (!found) {
      const id = request.cookies[STAFF_COOKIE];
      found = id && /^[A-Za-z0-9_-]{43}$/.test(id) ? sessions.resolve(id) : Promise.resolve(null);
      resolved.set(request, found);
    }
    return found;
  };

  async function authenticate(request: FastifyRequest, guardOptions: StaffAccessOptions) {
    if (!request.tenant) throw tenantNotFound();
    const found = await sessionOf(request);
    if (!found) throw staffSessionInvalid();
    // The cookie is host-only, so a browser never sends hotel A's to hotel B; if one arrives, B has no such member.
    if (found.hotel.id !== request.tenant.id) throw otherHotel();
    if (guardOptions.role === 'owner' && found.staff.role !== 'owner') throw staffRoleForbidden();
    request.staff = found;
  }

  const isSecure = (request: FastifyRequest) => options.isCookieAlwaysSecure || request.protocol === 'https';

  app.decorateRequest('staff', null);
  app.decorate('staffSessions', sessions);
  app.decorate('setStaffCookie', (request: FastifyRequest, reply: FastifyReply, id: string) => {
    reply.setCookie(STAFF_COOKIE, id, {
      path: STAFF_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: isSecure(request),
      maxAge: STAFF_SESSION_MAX_AGE_MS / 1000,
    });
  });
  app.decorate('clearStaffCookie', (request: FastifyRequest, reply: FastifyReply) => {
    reply.clearCookie(STAFF_COOKIE, {
      path: STAFF_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: isSecure(request),
    });
  });

  /** Authentication before validation, as the other guards: a stranger learns nothing of the schema. */
  app.addHook('onRoute', (route: RouteOptions) => {
    const preHandlers = [route.preHandler ?? []].flat();
    const setup = preHandlers.map((hook) => GUARD_SETUP.get(hook)).find(Boolean);
    if (!setup) return;
    const onRequest: onRequestAsyncHookHandler = async (request) => authenticate(request, setup.options);
    route.onRequest = [...[route.onRequest ?? []].flat(), onRequest];
    if (!route.schema) return;
    const response: Record<string, unknown> = { ...(route.schema.response as Record<string, unknown>) };
    for (const status of statusesOf(setup.options)) response[status] ??= ZApiError;
    route.schema = { ...route.schema, response, security: [{ [STAFF_COOKIE_SECURITY]: [] }] };
  });

  app.decorate('staffAccess', (guardOptions: StaffAccessOptions = {}): preHandlerAsyncHookHandler => {
    const guard: preHandlerAsyncHookHandler = async function staffAccessGuard(request) {
      if (!request.staff) await authenticate(request, guardOptions);
    };
    GUARD_SETUP.set(guard, { options: guardOptions });
    return guard;
  });
}

/** The signed-in member of a route behind `app.staffAccess()`. */
export function staffAccessOf(request: FastifyRequest): StaffSession {
  if (!request.staff)
    throw new Error('This route has no staff-access guard: add preHandler app.staffAccess()');
  return request.staff;
}

export default fp(staffAccessPlugin, { name: 'staff-access', dependencies: ['tenant'] });
