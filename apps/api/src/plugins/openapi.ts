import { STAFF_COOKIE, STAFF_COOKIE_SECURITY } from './staff-access.ts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_VERSION } from '../version.ts';
import { GUEST_TOKEN_SECURITY } from './guest-access.ts';
import { INTEGRATION_KEY_SECURITY } from './integration-access.ts';

/** The OpenAPI document, made from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json. */
async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hospedar API',
        description: 'Guest pre-check-in portal: the hotel is chosen by the Host header.',
        version: API_VERSION,
      },
      servers: [],
      components: {
        securitySchemes: {
          // The routes behind the guest-access guard name it (guest-access.ts); 401 TOKEN_INVALID without it.
          [GUEST_TOKEN_SECURITY]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The hotel's API key of /api/integration/v1 (integration-access.ts): 401 API_KEY_INVALID without it.
          [INTEGRATION_KEY_SECURITY]: { type: 'http', scheme: 'bearer', bearerFormat: 'hk_...' },
          // The console's session cookie (staff-access.ts): 401 STAFF_SESSION_INVALID without it.
          [STAFF_COOKIE_SECURITY]: { type: 'apiKey', in: 'cookie', name: STAFF_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(openApiPlugin, { name: 'openapi' });
