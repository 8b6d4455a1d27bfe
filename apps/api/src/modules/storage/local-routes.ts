import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_UPLOAD_MAX_BYTES } from '@hospedar/contracts/documents/constants';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { LocalFileService } from './local-file-service.ts';
import type { LocalUploadService } from './local-upload-service.ts';

const ZFileParams = z.object({ '*': z.string().max(300) });
/** Checked by the service, so a missing or malformed one answers 404 like a wrong one. */
const ZFileQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(128).optional(),
});
const ZFileBytes = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'The stored image' });

/**
 * The local storage driver's endpoints, registered only with it: the S3-like form upload (no bearer
 * token: the signed policy authorizes, as with S3) and the signed reads. Files are never served otherwise.
 */
export const localStorageRoutes: FastifyPluginAsyncZod<{
  uploadService: LocalUploadService;
  fileService: LocalFileService;
}> = async (app, { uploadService, fileService }) => {
  await app.register(multipart, {
    limits: {
      fileSize: DOCUMENT_UPLOAD_MAX_BYTES,
      files: 1,
      fields: 20,
      fieldSize: 8 * 1024,
      parts: 21,
      headerPairs: 20,
    },
  });

  app.post(
    '/storage/upload',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.storageUpload },
      schema: {
        operationId: 'uploadStorageFile',
        summary: 'Receives one file of an upload form from GET /api/storage (multipart/form-data)',
        tags: ['documents'],
        response: { 204: z.null().describe('Stored'), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('connection', 'close');
      await uploadService.receive(request.parts());
      return reply.removeHeader('connection').status(204).send(null);
    },
  );

  app.get(
    '/storage/files/*',
    {
      schema: {
        operationId: 'readStorageFile',
        summary: 'A stored image through a signed, expiring URL (404 when wrong or expired)',
        tags: ['documents'],
        params: ZFileParams,
        querystring: ZFileQuery,
        response: {
          200: { description: 'The image', content: { 'image/jpeg': { schema: ZFileBytes } } },
          404: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const file = await fileService.readSigned({ key: request.params['*'], ...request.query });
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.bytes);
    },
  );
};
