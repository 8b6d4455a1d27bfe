import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZFaceSearchUploadRequest,
  ZFaceSearchUploadResponse,
} from '@hospedar/contracts/biometrics/face-search-upload';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import type { FaceSearchService } from './face-search-service.ts';

/** POST /api/storage/recognition: a stranger's face search image form (decision 123). */
export const faceSearchUploadRoutes: FastifyPluginAsyncZod<{ faceSearch: FaceSearchService }> = async (
  app,
  { faceSearch },
) => {
  app.post(
    '/storage/recognition',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.faceSearchUpload },
      schema: {
        operationId: 'getFaceSearchUpload',
        summary: 'The upload form of one face image for a facial_recognition search (no token)',
        description:
          'The key is <companyId>/recognition/<uuid>; the image is deleted by the one search that names it, ' +
          'or unseen once expired.',
        tags: ['biometrics'],
        body: ZFaceSearchUploadRequest,
        response: { 200: ZFaceSearchUploadResponse, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const form = await faceSearch.uploadForm(tenantOf(request), request.body);
      return reply.header('cache-control', 'no-store').send(form);
    },
  );
};
