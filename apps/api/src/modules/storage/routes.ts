import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetStorageUploadQuery,
  ZGetStorageUploadResponse,
  type TGetStorageUploadQuery,
} from '@hospedar/contracts/documents/get-storage-upload';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { guestAccessOf } from '../../plugins/guest-access.ts';
import { uploadPathParts, type UploadFormService } from './upload-form-service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

export const storageRoutes: FastifyPluginAsyncZod<{ uploadFormService: UploadFormService }> = async (
  app,
  { uploadFormService },
) => {
  app.get(
    '/storage',
    {
      preHandler: app.guestAccess({
        allowDocumentScan: true,
        guestIdFrom: (request) => uploadPathParts((request.query as TGetStorageUploadQuery).path).guestId,
      }),
      schema: {
        operationId: 'getStorageUpload',
        summary: "An upload form (like an S3 presigned POST) for one image of a guest's documents or photo",
        tags: ['documents'],
        querystring: ZGetStorageUploadQuery,
        response: { 200: ZGetStorageUploadResponse, ...errors },
      },
    },
    async (request, reply) => {
      const form = await uploadFormService.uploadForm(guestAccessOf(request), request.query);
      return reply.header('cache-control', 'no-store').send(form);
    },
  );
};
