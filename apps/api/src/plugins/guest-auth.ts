import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock.ts';
import { verifyGuestToken, type GuestClaims } from '../auth/guest-token.ts';
import { HttpError } from '../http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified guest behind the bearer token; set by `app.requireGuest`. */
    guestSession: GuestClaims | null;
  }
  interface FastifyInstance {
    /**
     * preHandler for guest-level routes: a valid bearer token of this hotel, else 401 TOKEN_INVALID.
     * Routes then check every id in the URL against `request.guestSession` and answer 404 for others.
     */
    requireGuest: (request: FastifyRequest) => Promise<void>;
  }
}

export const tokenInvalid = () =>
  new HttpError(
    401,
    'TOKEN_INVALID',
    'The token is missing, invalid or expired. Verify your identity again.',
  );

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9._-]{20,4096})$/.exec(header.trim());
  return match?.[1] ?? null;
}

async function guestAuthPlugin(app: FastifyInstance, options: { key: Uint8Array; clock: Clock }) {
  app.decorateRequest('guestSession', null);
  app.decorate('requireGuest', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await verifyGuestToken(token, { key: options.key, now: options.clock() }) : null;
    // A token of another hotel is as good as none here.
    if (!claims || !request.tenant || claims.companyId !== request.tenant.id) throw tokenInvalid();
    request.guestSession = claims;
  });
}

export default fp(guestAuthPlugin, { name: 'guest-auth', dependencies: ['tenant'] });
