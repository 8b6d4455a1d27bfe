import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEADERS } from '@hospedar/contracts/constants';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZGetTermsQuery, ZGetTermsResponse } from '@hospedar/contracts/terms/get-terms';
import { firstHeader } from '../../request-headers.ts';
import type { TermsService } from './service.ts';

export const termsRoutes: FastifyPluginAsyncZod<{ termsService: TermsService }> = async (
  app,
  { termsService },
) => {
  app.get(
    '/terms',
    {
      schema: {
        operationId: 'getTerms',
        summary: "The hotel's terms of use (type 1) or privacy policy (type 2)",
        tags: ['terms'],
        querystring: ZGetTermsQuery,
        response: { 200: ZGetTermsResponse, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      termsService.getTerms({
        tenant: request.tenant,
        query: request.query,
        langHeader: firstHeader(request.headers[HEADERS.lang]),
      }),
  );
};
