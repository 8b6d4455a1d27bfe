import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEADERS } from '@hospedar/contracts/constants';
import {
  ZGetInitialConfigQuery,
  ZGetInitialConfigResponse,
} from '@hospedar/contracts/config/get-initial-config';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { firstHeader } from '../../request-headers.ts';
import type { ConfigService } from './service.ts';
import { tenantOf } from '../../plugins/tenant.ts';

export const configRoutes: FastifyPluginAsyncZod<{ configService: ConfigService }> = async (
  app,
  { configService },
) => {
  app.get(
    '/config',
    {
      schema: {
        operationId: 'getInitialConfig',
        summary: "The portal's initial configuration for the hotel named by the Host header",
        tags: ['config'],
        querystring: ZGetInitialConfigQuery,
        response: { 200: ZGetInitialConfigResponse, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      configService.getInitialConfig({
        tenant: tenantOf(request),
        query: request.query,
        langHeader: firstHeader(request.headers[HEADERS.lang]),
      }),
  );
};
