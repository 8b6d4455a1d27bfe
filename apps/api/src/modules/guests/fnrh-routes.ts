import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import {
  ZFinalizeRegisterRequest,
  ZFinalizeRegisterResponse,
} from '@hospedar/contracts/guests/finalize-register';
import {
  ZFinishGuestListParams,
  ZFinishGuestListResponse,
} from '@hospedar/contracts/guests/finish-guest-list';
import { guestAccessOf, sessionAccessOf } from '../../plugins/guest-access.ts';
import type { FnrhService } from './fnrh-service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

export const fnrhRoutes: FastifyPluginAsyncZod<{ fnrhService: FnrhService }> = async (
  app,
  { fnrhService },
) => {
  app.post(
    '/clients/finalize-register',
    {
      preHandler: app.guestAccess({ guestBodyField: 'clientId', isFormChange: true }),
      schema: {
        operationId: 'finalizeRegister',
        summary: "Finalizes a complete guest's FNRH and sends the form to the hotel",
        tags: ['guests'],
        body: ZFinalizeRegisterRequest,
        response: { 200: ZFinalizeRegisterResponse, ...errors },
      },
    },
    async (request) => {
      return fnrhService.finalizeRegister(guestAccessOf(request), request.body);
    },
  );

  app.post(
    '/appointments/:id/finish',
    {
      preHandler: app.guestAccess({ isFormChange: true }),
      schema: {
        operationId: 'finishGuestList',
        summary: "The main guest finishes the guest list: every guest's form goes to the hotel",
        tags: ['guests'],
        params: ZFinishGuestListParams,
        response: { 200: ZFinishGuestListResponse, ...errors },
      },
    },
    async (request) => {
      return fnrhService.finishGuestList(sessionAccessOf(request), request.params.id);
    },
  );
};
