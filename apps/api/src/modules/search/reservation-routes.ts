import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import {
  ZGetReservationByGuestParams,
  ZGetReservationParams,
  ZReservation,
} from '@hospedar/contracts/search/get-reservation';
import { tokenInvalid } from '../../plugins/guest-auth.ts';
import type { ReservationService } from './reservation-service.ts';

const responses = { 200: ZReservation, 400: ZApiError, 401: ZApiError, 404: ZApiError };

export const reservationRoutes: FastifyPluginAsyncZod<{ reservationService: ReservationService }> = async (
  app,
  { reservationService },
) => {
  app.get(
    '/appointments/:id',
    {
      preHandler: app.requireGuest,
      schema: {
        operationId: 'getReservation',
        summary: "The token's reservation",
        tags: ['search'],
        params: ZGetReservationParams,
        response: responses,
      },
    },
    async (request) => {
      if (!request.guestSession) throw tokenInvalid();
      return reservationService.getReservation(request.guestSession, request.params.id);
    },
  );

  app.get(
    '/appointments/by-guest/:guestId',
    {
      preHandler: app.requireGuest,
      schema: {
        operationId: 'getReservationByGuest',
        summary: "The reservation of the token's guest, or of a minor the main guest fills for",
        tags: ['search'],
        params: ZGetReservationByGuestParams,
        response: responses,
      },
    },
    async (request) => {
      if (!request.guestSession) throw tokenInvalid();
      return reservationService.getReservationByGuest(request.guestSession, request.params.guestId);
    },
  );
};
