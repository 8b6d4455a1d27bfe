import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBotCheckChallenge } from '@hospedar/contracts/bot-check/get-challenge';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { BotCheckService } from './service.ts';

export const botCheckRoutes: FastifyPluginAsyncZod<{ botCheckService: BotCheckService }> = async (
  app,
  { botCheckService },
) => {
  app.get(
    '/bot-check/challenge',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.botCheckChallenge },
      schema: {
        operationId: 'getBotCheckChallenge',
        summary: 'A signed, short-lived proof-of-work challenge for the bot-check widget',
        tags: ['bot-check'],
        response: { 200: ZBotCheckChallenge, 429: ZApiError },
      },
    },
    async (_request, reply) => {
      // Each challenge is single-use: never let a cache hand the same one to two browsers.
      reply.header('cache-control', 'no-store');
      return botCheckService.createChallenge();
    },
  );
};
