import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEADERS } from '@hospedar/contracts/constants';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZSaveRatingRequest, ZSaveRatingResponse } from '@hospedar/contracts/rating/save-rating';
import { guestAccessOf } from '../../plugins/guest-access.ts';
import { firstHeader } from '../../request-headers.ts';
import type { RatingService } from './service.ts';

export const RATING_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

export const ratingRoutes: FastifyPluginAsyncZod<{ ratingService: RatingService }> = async (
  app,
  { ratingService },
) => {
  app.post(
    '/rating',
    {
      preHandler: app.guestAccess({ guestBodyField: 'guestId', isSelfOnly: true }),
      config: { rateLimit: RATING_RATE_LIMIT },
      schema: {
        operationId: 'saveRating',
        summary: "The verified guest's rating of the portal (1 to 5 stars, optional comment), once per stay",
        tags: ['rating'],
        body: ZSaveRatingRequest,
        response: {
          201: ZSaveRatingResponse,
          400: ZApiError,
          401: ZApiError,
          404: ZApiError,
          409: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const answer = await ratingService.saveRating(
        guestAccessOf(request),
        request.body,
        firstHeader(request.headers[HEADERS.lang]),
      );
      return reply.code(201).send(answer);
    },
  );
};
