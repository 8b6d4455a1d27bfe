import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import {
  ZSetPreferencesRequest,
  ZSetPreferencesResponse,
} from '@hospedar/contracts/preferences/set-preferences';
import { guestAccessOf } from '../../plugins/guest-access.ts';
import type { PreferencesService } from './service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

export const preferencesRoutes: FastifyPluginAsyncZod<{ preferencesService: PreferencesService }> = async (
  app,
  { preferencesService },
) => {
  app.put(
    '/appointments/preferences/set',
    {
      preHandler: app.guestAccess({ guestBodyField: 'guestId', isSelfOnly: true }),
      schema: {
        operationId: 'setAccommodationPreferences',
        summary: "Stores the main guest's accommodation preferences, checked against the hotel's options",
        tags: ['preferences'],
        body: ZSetPreferencesRequest,
        response: { 200: ZSetPreferencesResponse, ...errors },
      },
    },
    async (request) => {
      return preferencesService.setPreferences(guestAccessOf(request), request.body);
    },
  );
};
