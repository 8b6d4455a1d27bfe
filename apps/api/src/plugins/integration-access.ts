import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http-error.ts';
import { createApiKeysService, type IntegrationAccess } from '../modules/integration/api-keys-service.ts';

export type { IntegrationAccess };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the integration-access guard; read it with integrationAccessOf. */
    integration: IntegrationAccess | null;
  }
  interface FastifyInstance {
    /**
     * The one guard of /api/integration/v1 (decision 130): `Authorization: Bearer hk_...` of an active
     * key, else 401 API_KEY_INVALID. The caller's hotel is the key's, never the Host header's.
     */
    integrationAccess: () => preHandlerAsyncHookHandler;
    /** The key of the request's Authorization header, checked once per request (null: none valid). */
    integrationCaller: (request: FastifyRequest) => Promise<IntegrationAccess | null>;
  }
}

/** The OpenAPI security scheme of the integration API's keys (declared in plugins/openapi.ts). */
export const INTEGRATION_KEY_SECURITY = 'integrationKey';

/**
 * Each route of the integration API counts its calls per key (decision 134): at most this many a minute
 * for one key on one route. A call without a valid key counts per client address instead.
 */
export const INTEGRATION_RATE_LIMIT = {
  max: 120,
  timeWindow: 60_000,
  keyGenerator: async (request: FastifyRequest): Promise<string> => {
    const caller = await request.server.integrationCaller(request);
    return caller ? `api-key:${caller.apiKeyId}` : `api-key-none:${request.ip}`;
  },
};

const apiKeyInvalid = () =>
  new HttpError(
    401,
    'API_KEY_INVALID',
    'Send an active API key of the hotel: Authorization: Bearer hk_... (npm run hotel -- api-key create).',
  );

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The guards made by `app.integrationAccess()`, so onRoute can find the routes behind one. */
const GUARDS = new WeakSet<object>();

/**
 * Authentication before validation: a route behind the guard checks its key at onRequest, so a caller
 * without one learns nothing of the route's schema (401, never 400); the route is marked in the OpenAPI
 * document as needing the key, with the 401 and 429 answers.
 */
function authenticateFirst(route: RouteOptions): void {
  const preHandlers = [route.preHandler ?? []].flat();
  if (!preHandlers.some((hook) => GUARDS.has(hook))) return;
  const onRequest: onRequestAsyncHookHandler = async (request) => {
    const caller = await request.server.integrationCaller(request);
    if (!caller) throw apiKeyInvalid();
    request.integration = caller;
  };
  route.onRequest = [...[route.onRequest ?? []].flat(), onRequest];
  if (!route.schema) return;
  const response: Record<string, unknown> = { ...(route.schema.response as Record<string, unknown>) };
  for (const status of [401, 429]) response[status] ??= ZApiError;
  route.schema = { ...route.schema, response, security: [{ [INTEGRATION_KEY_SECURITY]: [] }] };
}

async function integrationAccessPlugin(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  const keys = createApiKeysService({ db, clock });
  const checked = new WeakMap<FastifyRequest, Promise<IntegrationAccess | null>>();

  app.decorateRequest('integration', null);
  app.decorate('integrationCaller', (request: FastifyRequest) => {
    let found = checked.get(request);
    if (!found) {
      const secret = bearerOf(request);
      found = secret ? keys.authenticate(secret) : Promise.resolve(null);
      checked.set(request, found);
    }
    return found;
  });
  app.addHook('onRoute', authenticateFirst);
  app.decorate('integrationAccess', (): preHandlerAsyncHookHandler => {
    const guard: preHandlerAsyncHookHandler = async function integrationAccessGuard(request) {
      // Authenticated at onRequest (authenticateFirst); again only if that did not run.
      if (request.integration) return;
      const caller = await app.integrationCaller(request);
      if (!caller) throw apiKeyInvalid();
      request.integration = caller;
    };
    GUARDS.add(guard);
    return guard;
  });
}

/** The caller of a route behind `app.integrationAccess()`: the key's hotel and the key. */
export function integrationAccessOf(request: FastifyRequest): IntegrationAccess {
  if (!request.integration) {
    throw new Error('This route has no integration-access guard: add preHandler app.integrationAccess()');
  }
  return request.integration;
}

export default fp(integrationAccessPlugin, { name: 'integration-access' });
