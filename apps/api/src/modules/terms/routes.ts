import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEADERS } from '@hospedar/contracts/constants';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZGetTermsQuery, ZGetTermsResponse } from '@hospedar/contracts/terms/get-terms';
import { ZSendTermsRequest, ZSendTermsResponse } from '@hospedar/contracts/terms/send-terms';
import { guestAccessOf } from '../../plugins/guest-access.ts';
import { firstHeader } from '../../request-headers.ts';
import type { SendTermsService } from './send-terms-service.ts';
import type { TermsService } from './service.ts';
import { tenantOf } from '../../plugins/tenant.ts';

/** Per client address, hotel and route: each call sends an e-mail. */
export const SEND_TERMS_RATE_LIMIT = { max: 5, timeWindow: 60_000 } as const;

export type TermsRoutesOptions = { termsService: TermsService; sendTermsService: SendTermsService };

export const termsRoutes: FastifyPluginAsyncZod<TermsRoutesOptions> = async (
  app,
  { termsService, sendTermsService },
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
        tenant: tenantOf(request),
        query: request.query,
        langHeader: firstHeader(request.headers[HEADERS.lang]),
      }),
  );

  app.post(
    '/terms/sendToGuest',
    {
      preHandler: app.guestAccess({ isOwnGuest: true }),
      config: { rateLimit: SEND_TERMS_RATE_LIMIT },
      schema: {
        operationId: 'sendTermsToGuest',
        summary: "E-mails one terms text, in its language, to the verified guest's saved e-mail",
        tags: ['terms'],
        body: ZSendTermsRequest,
        response: {
          202: ZSendTermsResponse,
          400: ZApiError,
          401: ZApiError,
          404: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const answer = await sendTermsService.sendToGuest(guestAccessOf(request), request.body);
      return reply.code(202).send(answer);
    },
  );
};
