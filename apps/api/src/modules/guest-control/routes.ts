import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import {
  ZExternalAccessRequest,
  ZExternalAccessResponse,
} from '@hospedar/contracts/guest-control/external-access';
import type { GuestClaims } from '../../auth/guest-token.ts';
import { bearerToken } from '../../plugins/guest-auth.ts';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { portalOrigin } from '../verification/portal-origin.ts';
import type { GuestControlService } from './service.ts';
import { tenantOf } from '../../plugins/tenant.ts';

/** The verified guest when a valid token came along; a missing, expired or foreign one is anonymous. */
async function optionalGuest(app: FastifyInstance, request: FastifyRequest): Promise<GuestClaims | null> {
  if (!bearerToken(request)) return null;
  try {
    await app.requireGuest(request);
    return request.guestSession;
  } catch {
    return null;
  }
}

export const guestControlRoutes: FastifyPluginAsyncZod<{
  guestControlService: GuestControlService;
  portalBaseDomain: string | undefined;
}> = async (app, { guestControlService, portalBaseDomain }) => {
  app.post(
    '/companies/guest-control/external-access',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.externalAccess },
      schema: {
        operationId: 'createExternalAccess',
        summary: "A 30-minute signed access to the hotel's online services or check-out page",
        tags: ['guest-control'],
        body: ZExternalAccessRequest,
        response: { 200: ZExternalAccessResponse, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const session = request.body.isAnnonymous ? null : await optionalGuest(app, request);
      const access = await guestControlService.createAccess({
        tenant,
        companyId: request.body.companyId,
        service: request.body.service,
        session,
        reservationNumber: request.body.reservationNumber ?? null,
        portalOrigin: portalOrigin({
          protocol: request.protocol,
          host: request.host,
          subdomain: tenant.subdomain,
          baseDomain: portalBaseDomain,
        }),
      });
      return reply.header('cache-control', 'no-store').send(access);
    },
  );
};
