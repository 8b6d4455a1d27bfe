import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZNotifyParams, ZNotifyRequest, ZNotifyResponse } from '@hospedar/contracts/notify/notify-companions';
import { tokenInvalid } from '../../plugins/guest-auth.ts';
import { portalOrigin } from '../verification/portal-origin.ts';
import type { NotifyService } from './service.ts';

/** Per client address, hotel and route: each call sends messages to other people. */
export const NOTIFY_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

export type NotifyRoutesOptions = {
  notifyService: NotifyService;
  /** PORTAL_BASE_DOMAIN; see portal-origin.ts. */
  portalBaseDomain?: string;
};

export const notifyRoutes: FastifyPluginAsyncZod<NotifyRoutesOptions> = async (
  app,
  { notifyService, portalBaseDomain },
) => {
  app.post(
    '/notify/:reservationId',
    {
      preHandler: app.requireGuest,
      config: { rateLimit: NOTIFY_RATE_LIMIT },
      schema: {
        operationId: 'notifyCompanions',
        summary: 'The main guest asks companions, by e-mail or SMS, to fill their own forms',
        tags: ['notify'],
        params: ZNotifyParams,
        body: ZNotifyRequest,
        response: {
          202: ZNotifyResponse,
          400: ZApiError,
          401: ZApiError,
          404: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      if (!request.guestSession || !request.tenant) throw tokenInvalid();
      const origin = portalOrigin({
        protocol: request.protocol,
        host: request.host,
        subdomain: request.tenant.subdomain,
        baseDomain: portalBaseDomain,
      });
      const answer = await notifyService.notify({
        session: request.guestSession,
        tenant: request.tenant,
        reservationId: request.params.reservationId,
        body: request.body,
        origin,
      });
      return reply.code(202).send(answer);
    },
  );
};
