import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZTrackFillingDataRequest, ZTrackHeaders, ZTrackParams } from '@hospedar/contracts/tracking/track';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { TrackingService } from './service.ts';
import { tenantOf } from '../../plugins/tenant.ts';

const responses = {
  204: z.null().describe('Recorded'),
  400: ZApiError,
  404: ZApiError,
  429: ZApiError,
};

export const trackingRoutes: FastifyPluginAsyncZod<{ trackingService: TrackingService }> = async (
  app,
  { trackingService },
) => {
  app.post(
    '/track/:id',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.tracking },
      schema: {
        operationId: 'trackOrigin',
        summary: 'Records where a guest of a reservation came from (header x-origin)',
        tags: ['tracking'],
        params: ZTrackParams,
        headers: ZTrackHeaders,
        response: responses,
      },
    },
    async (request, reply) => {
      await trackingService.track(tenantOf(request), request.params.id, {
        kind: 'origin',
        origin: request.headers['x-origin'],
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/track/:id/filling-data',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.tracking },
      schema: {
        operationId: 'trackFillingData',
        summary: 'Records the form step a guest reached (formOrigin)',
        tags: ['tracking'],
        params: ZTrackParams,
        body: ZTrackFillingDataRequest,
        response: responses,
      },
    },
    async (request, reply) => {
      await trackingService.track(tenantOf(request), request.params.id, {
        kind: 'filling-data',
        formOrigin: request.body.formOrigin,
      });
      return reply.code(204).send(null);
    },
  );
};
