import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BRAND_IMAGE_MAX_BYTES,
  ZBrandImageKind,
  ZBrandImageUploaded,
} from '@hospedar/contracts/console/brand-images';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import type { Database } from '../../../db/client.ts';
import { HttpError } from '../../../http-error.ts';
import { staffAccessOf } from '../../../plugins/staff-access.ts';
import {
  brandImageMissing,
  brandImageTooLarge,
  processBrandImage,
} from '../../brand/brand-image-processing.ts';
import { createBrandImageStore } from '../../brand/brand-image-store.ts';

/** Multipart's own errors (not a form, the file over the limit) as the upload's codes, never a 500. */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError || !(error instanceof Error) || !('code' in error)) return error;
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return brandImageTooLarge(BRAND_IMAGE_MAX_BYTES);
  if (typeof error.code === 'string' && error.code.startsWith('FST_')) return brandImageMissing();
  return error;
}

/**
 * POST /settings/logos/images?kind=…: an owner uploads a logo or the background (multipart, one file
 * `file`, decision 221). It is checked by its content, resized, converted and kept; the answer is its
 * same-origin address, which the logos section then saves (the upload alone changes nothing for guests).
 */
export const brandImageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(multipart, {
    limits: { fileSize: BRAND_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });
  const owner = app.staffAccess({ role: 'owner' });
  const store = createBrandImageStore(db);

  app.post(
    '/settings/logos/images',
    {
      preHandler: owner,
      schema: {
        operationId: 'consoleUploadBrandImage',
        summary:
          'Uploads a logo or the background (owner; multipart/form-data, PNG, JPEG or WebP up to 5 MB): checked, resized, stored',
        tags: ['console'],
        querystring: z.object({ kind: ZBrandImageKind }),
        response: { 200: ZBrandImageUploaded, 400: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const { hotel } = staffAccessOf(request);
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw brandImageMissing();
        bytes = await part.toBuffer();
      } catch (error) {
        throw asUploadError(error);
      }
      if (bytes.length === 0) throw brandImageMissing();
      const image = await processBrandImage(bytes, request.query.kind);
      const url = await store.save(hotel.id, request.query.kind, image);
      return { url, width: image.width, height: image.height, bytes: image.bytes.length };
    },
  );
};
