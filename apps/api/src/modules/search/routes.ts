import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZSearchRequestBody, ZSearchResponse } from '@hospedar/contracts/search/search-reservations';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { SearchService } from './service.ts';
import { tenantOf } from '../../plugins/tenant.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ searchService: SearchService }> = async (
  app,
  { searchService },
) => {
  app.post(
    '/appointments/search',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.search },
      schema: {
        operationId: 'searchReservations',
        summary: "The hotel's reservations one search names, with the guest it matched",
        description:
          'Needs a solved bot check. Answers every matching reservation, blocked or expired ones included. ' +
          'Too many searches without a result lock the client out of the hotel for 5 minutes (429 SEARCH_LOCKED).',
        tags: ['search'],
        body: ZSearchRequestBody,
        response: { 200: ZSearchResponse, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request) =>
      searchService.search({ tenant: tenantOf(request), body: request.body, clientIp: request.ip }),
  );
};
