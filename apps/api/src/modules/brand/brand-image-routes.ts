import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { createBrandImageStore } from './brand-image-store.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const ZImageBytes = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'The image' });

/**
 * GET /api/brand-images/<hash>.<png|webp>: a logo or background the hotel's owner uploaded (decision
 * 221), on the hotel's own host only. The name is the hash of the bytes, so it is cached for a year.
 */
export const brandImageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const store = createBrandImageStore(db);
  app.get(
    '/brand-images/:name',
    {
      schema: {
        operationId: 'getBrandImage',
        summary: "A logo or background the hotel uploaded, named by its content's hash (cached for good)",
        tags: ['tenant'],
        params: z.object({ name: z.string().max(40) }),
        response: { 200: ZImageBytes, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const image = await store.read(tenantOf(request).id, request.params.name);
      if (!image) throw new HttpError(404, 'NOT_FOUND', 'No such image.');
      return (
        reply
          .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
          .header('x-content-type-options', 'nosniff')
          // Mail clients of another origin show the logo too (helmet answers same-origin elsewhere).
          .header('cross-origin-resource-policy', 'cross-origin')
          .type(image.contentType)
          .send(image.bytes)
      );
    },
  );
};
