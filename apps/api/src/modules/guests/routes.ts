import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZClientParams, ZGetClientResponse } from '@hospedar/contracts/guests/get-client';
import { ZGuest } from '@hospedar/contracts/guests/guest';
import { ZSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import { guestAccessOf } from '../../plugins/guest-access.ts';
import type { GuestService } from './service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

export const guestRoutes: FastifyPluginAsyncZod<{ guestService: GuestService }> = async (
  app,
  { guestService },
) => {
  app.get(
    '/clients/:id',
    {
      // A phone with a document-scan token reads its guest too (without the others' list).
      preHandler: app.guestAccess({ guestParam: 'id', allowDocumentScan: true }),
      schema: {
        operationId: 'getClient',
        summary: "A guest the token may act for, with the reservation's guest list",
        tags: ['guests'],
        params: ZClientParams,
        response: { 200: ZGetClientResponse, ...errors },
      },
    },
    async (request) => {
      return guestService.getClient(guestAccessOf(request));
    },
  );

  app.put(
    '/clients/:id',
    {
      preHandler: app.guestAccess({ guestParam: 'id', isFormChange: true }),
      schema: {
        operationId: 'saveClient',
        summary: "Saves the FNRH fields of the token's guest, or of a minor the main guest fills for",
        tags: ['guests'],
        params: ZClientParams,
        body: ZSaveGuestRequest,
        response: { 200: ZGuest, ...errors },
      },
    },
    async (request) => {
      return guestService.saveGuest(guestAccessOf(request), request.body);
    },
  );
};
