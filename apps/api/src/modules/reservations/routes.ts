import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import {
  ZGetReservationByGuestParams,
  ZGetReservationParams,
  ZReservation,
} from '@hospedar/contracts/search/get-reservation';
import { guestAccessOf, sessionAccessOf } from '../../plugins/guest-access.ts';
import { toReservation } from './to-reservation.ts';
import type { ReservationService } from './service.ts';

const responses = {
  200: ZReservation,
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
};

export const reservationRoutes: FastifyPluginAsyncZod<{ reservationService: ReservationService }> = async (
  app,
  { reservationService },
) => {
  app.get(
    '/appointments/:id',
    {
      preHandler: app.guestAccess(),
      schema: {
        operationId: 'getReservation',
        summary: "The token's reservation",
        tags: ['search'],
        params: ZGetReservationParams,
        response: responses,
      },
    },
    async (request) => {
      return reservationService.getReservation(sessionAccessOf(request), request.params.id);
    },
  );

  app.get(
    '/appointments/by-guest/:guestId',
    {
      preHandler: app.guestAccess({ guestParam: 'guestId' }),
      schema: {
        operationId: 'getReservationByGuest',
        summary: "The reservation of the token's guest, or of a minor the main guest fills for",
        tags: ['search'],
        params: ZGetReservationByGuestParams,
        response: responses,
      },
    },
    async (request) => {
      return toReservation(guestAccessOf(request).reservation);
    },
  );
};
