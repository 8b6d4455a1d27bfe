import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZFoundReservation } from '@hospedar/contracts/search/search-reservations';
import { ZDirectEntryParams } from '@hospedar/contracts/verification/direct-entry';
import type { DirectEntryService } from './direct-entry-service.ts';
import { tenantOf } from '../../plugins/tenant.ts';

/** Per client address, hotel and route: like the contact lookup a stranger makes next. */
export const DIRECT_ENTRY_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

export const directEntryRoutes: FastifyPluginAsyncZod<{ directEntryService: DirectEntryService }> = async (
  app,
  { directEntryService },
) => {
  app.get(
    '/direct-entry/:reservationId/:guestId',
    {
      config: { rateLimit: DIRECT_ENTRY_RATE_LIMIT },
      schema: {
        operationId: 'getDirectEntry',
        summary: "A notified guest's link: the reservation as the search finds it for that guest",
        tags: ['verification'],
        params: ZDirectEntryParams,
        response: { 200: ZFoundReservation, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request) => directEntryService.find(tenantOf(request), request.params),
  );
};
