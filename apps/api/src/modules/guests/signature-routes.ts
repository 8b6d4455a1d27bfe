import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZClientParams } from '@hospedar/contracts/guests/get-client';
import { ZSaveSignatureRequest, ZSaveSignatureResponse } from '@hospedar/contracts/guests/save-signature';
import { guestAccessOf } from '../../plugins/guest-access.ts';
import type { SignatureService } from './signature-service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/**
 * A guest signs a handful of times; reading a PNG costs far more than any other save. 20 signatures in
 * 10 minutes per signer, counted after the guest-access guard ('preHandler'), so only a
 * guest's own token spends its count, from any address (a changing address gains nothing).
 */
export const SIGNATURE_RATE_LIMIT = {
  max: 20,
  timeWindow: 10 * 60_000,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => {
    const { guest } = guestAccessOf(request);
    return `${guest.companyId}|${guest.id}`;
  },
} as const;

/** The PNG bytes the GET answers; the schema only describes them (a Buffer is sent as it is). */
const ZPngImage = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'The signature PNG' });

export const signatureRoutes: FastifyPluginAsyncZod<{ signatureService: SignatureService }> = async (
  app,
  { signatureService },
) => {
  app.put(
    '/clients/:id/signature',
    {
      preHandler: app.guestAccess({ guestParam: 'id', isAdultOnly: true, isFormChange: true }),
      config: { rateLimit: SIGNATURE_RATE_LIMIT },
      schema: {
        operationId: 'saveSignature',
        summary: 'Stores the signature an adult guest drew, as a PNG, and links it to the guest',
        tags: ['guests'],
        params: ZClientParams,
        body: ZSaveSignatureRequest,
        response: { 200: ZSaveSignatureResponse, ...errors, 429: ZApiError },
      },
    },
    async (request) => {
      return signatureService.saveSignature(guestAccessOf(request), request.body.image);
    },
  );

  app.get(
    '/clients/:id/signature',
    {
      preHandler: app.guestAccess({ guestParam: 'id', isAdultOnly: true }),
      schema: {
        operationId: 'getSignature',
        summary: "The adult guest's stored signature (image/png, not cached)",
        tags: ['guests'],
        params: ZClientParams,
        response: {
          200: { description: 'The signature PNG', content: { 'image/png': { schema: ZPngImage } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const png = await signatureService.getSignature(guestAccessOf(request));
      return reply.header('cache-control', 'no-store').type('image/png').send(png);
    },
  );
};
