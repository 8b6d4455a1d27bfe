import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '@hospedar/contracts/health';
import type { HealthService } from './service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ healthService: HealthService }> = async (
  app,
  { healthService },
) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        operationId: 'getHealth',
        summary: 'Liveness and database check',
        tags: ['health'],
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (_request, reply) => {
      const health = await healthService.check();
      return reply.status(health.database === 'up' ? 200 : 503).send(health);
    },
  );
};
