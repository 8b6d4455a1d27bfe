import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDocumentScanLinkResponse } from '@hospedar/contracts/documents/document-scan-link';
import { ZReplaceDocumentsRequest } from '@hospedar/contracts/documents/replace-documents';
import { ZSaveDocumentImagesRequest } from '@hospedar/contracts/documents/save-document-images';
import { ZApiError } from '@hospedar/contracts/errors/api-error';
import { ZClientParams } from '@hospedar/contracts/guests/get-client';
import { ZGuest } from '@hospedar/contracts/guests/guest';
import { guestAccessOf } from '../../plugins/guest-access.ts';
import { portalOrigin } from '../verification/portal-origin.ts';
import type { DocumentImagesService } from './document-images-service.ts';
import type { ReplaceDocumentsService } from './replace-documents-service.ts';
import type { ScanLinkService } from './scan-link-service.ts';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

export const documentRoutes: FastifyPluginAsyncZod<{
  replaceDocumentsService: ReplaceDocumentsService;
  documentImagesService: DocumentImagesService;
  scanLinkService: ScanLinkService;
  portalBaseDomain: string | undefined;
}> = async (app, { replaceDocumentsService, documentImagesService, scanLinkService, portalBaseDomain }) => {
  app.put(
    '/clients/replace-documents',
    {
      preHandler: app.guestAccess({ guestBodyField: 'guestId', isFormChange: true }),
      schema: {
        operationId: 'replaceDocuments',
        summary: "Replaces a finalized guest's documents and sends the updated form to the hotel",
        tags: ['documents'],
        body: ZReplaceDocumentsRequest,
        response: { 200: ZGuest, ...errors },
      },
    },
    async (request) => {
      return replaceDocumentsService.replaceDocuments(guestAccessOf(request), request.body);
    },
  );

  app.put(
    '/clients/:id/document-images',
    {
      preHandler: app.guestAccess({ guestParam: 'id', allowDocumentScan: true, isFormChange: true }),
      schema: {
        operationId: 'saveDocumentImages',
        summary: "Sets the image keys of one of the guest's saved documents (the main one by default)",
        tags: ['documents'],
        params: ZClientParams,
        body: ZSaveDocumentImagesRequest,
        response: { 200: ZGuest, ...errors },
      },
    },
    async (request) => {
      return documentImagesService.saveDocumentImages(guestAccessOf(request), request.body);
    },
  );

  app.post(
    '/clients/:id/document-scan-link',
    {
      preHandler: app.guestAccess({ guestParam: 'id', isFormChange: true }),
      schema: {
        operationId: 'createDocumentScanLink',
        summary: "A link for a phone to photograph the guest's document (15-minute document-scan token)",
        tags: ['documents'],
        params: ZClientParams,
        response: { 200: ZDocumentScanLinkResponse, ...errors },
      },
    },
    async (request, reply) => {
      const access = guestAccessOf(request);
      const origin = portalOrigin({
        protocol: request.protocol,
        host: request.host,
        subdomain: access.tenant.subdomain,
        baseDomain: portalBaseDomain,
      });
      const link = await scanLinkService.createScanLink(access, origin);
      return reply.header('cache-control', 'no-store').send(link);
    },
  );
};
