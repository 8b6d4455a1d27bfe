import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock.ts';
import { verifyDocumentScanToken } from '../auth/document-scan-token.ts';
import { bearerToken, tokenInvalid } from './guest-auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** True when `guestSession` came from a document-scan token (the phone hand-off), not a guest token. */
    isDocumentScan: boolean;
  }
  interface FastifyInstance {
    /**
     * preHandler for the few calls a phone with a document-scan token may make: a guest token as
     * `requireGuest` takes it, or a document-scan token of this hotel. For the latter `guestSession` is
     * the scanned guest acting for itself only (never as a main guest) and `isDocumentScan` is true.
     */
    requireGuestOrDocumentScan: (request: FastifyRequest) => Promise<void>;
  }
}

async function documentScanAuthPlugin(app: FastifyInstance, options: { key: Uint8Array; clock: Clock }) {
  app.decorateRequest('isDocumentScan', false);
  app.decorate('requireGuestOrDocumentScan', async function (this: FastifyInstance, request: FastifyRequest) {
    const token = bearerToken(request);
    const claims = token
      ? await verifyDocumentScanToken(token, { key: options.key, now: options.clock() })
      : null;
    if (!claims) return app.requireGuest(request);
    if (!request.tenant || claims.companyId !== request.tenant.id) throw tokenInvalid();
    request.guestSession = {
      guestId: claims.guestId,
      reservationId: claims.reservationId,
      companyId: claims.companyId,
      masterGuest: false,
      isChild: claims.isChild,
    };
    request.isDocumentScan = true;
  });
}

export default fp(documentScanAuthPlugin, { name: 'document-scan-auth', dependencies: ['guest-auth'] });
