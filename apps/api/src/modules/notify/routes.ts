import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZNotifyParams, ZNotifyRequest, ZNotifyResponse } from '@hospedar/contracts/notify/notify-companions';
import {
  ZAddCompanionContactParams,
  ZAddCompanionContactRequest,
  ZAddCompanionContactResponse,
} from '@hospedar/contracts/notify/add-companion-contact';
import { guestAccessOf, sessionAccessOf } from '../../plugins/guest-access.ts';
import type { CompanionContactService } from './companion-contact.ts';
import { portalOrigin } from '../verification/portal-origin.ts';
import type { NotifyService } from './service.ts';

/** Per client address, hotel and route: each call sends messages to other people. */
export const NOTIFY_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

export type NotifyRoutesOptions = {
  notifyService: NotifyService;
  companionContactService: CompanionContactService;
  /** PORTAL_BASE_DOMAIN; see portal-origin.ts. */
  portalBaseDomain?: string;
};

export const notifyRoutes: FastifyPluginAsyncZod<NotifyRoutesOptions> = async (
  app,
  { notifyService, companionContactService, portalBaseDomain },
) => {
  app.put(
    '/clients/:id/companion-contact',
    {
      // Only the main guest, for an adult companion of its reservation with no contact (decision 63).
      preHandler: app.guestAccess({ guestParam: 'id', isContactlessCompanion: true, isFormChange: true }),
      config: { rateLimit: NOTIFY_RATE_LIMIT },
      schema: {
        operationId: 'addCompanionContact',
        summary: 'The main guest gives a companion who has no contact an e-mail or a mobile phone',
        tags: ['notify'],
        params: ZAddCompanionContactParams,
        body: ZAddCompanionContactRequest,
        response: { 200: ZAddCompanionContactResponse, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const { session, guest } = guestAccessOf(request);
      return companionContactService.addContact({ session, companion: guest, body: request.body });
    },
  );

  app.post(
    '/notify/:reservationId',
    {
      preHandler: app.guestAccess(),
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
      const { session, tenant } = sessionAccessOf(request);
      const origin = portalOrigin({
        protocol: request.protocol,
        host: request.host,
        subdomain: tenant.subdomain,
        baseDomain: portalBaseDomain,
      });
      const answer = await notifyService.notify({
        session,
        tenant,
        reservationId: request.params.reservationId,
        body: request.body,
        origin,
      });
      return reply.code(202).send(answer);
    },
  );
};
