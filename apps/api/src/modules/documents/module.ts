import type { ApiModule } from '../module.ts';
import { createDocumentImagesService } from './document-images-service.ts';
import { createReplaceDocumentsService } from './replace-documents-service.ts';
import { documentRoutes } from './routes.ts';
import { createScanLinkService } from './scan-link-service.ts';

export const documentsModule: ApiModule = async (api, deps) => {
  const { db, clock, storage } = deps;
  await api.register(documentRoutes, {
    replaceDocumentsService: createReplaceDocumentsService({ db, clock, storage }),
    documentImagesService: createDocumentImagesService({ db, clock, storage }),
    scanLinkService: createScanLinkService({ clock, key: deps.secrets.documentScanTokenKey }),
    portalBaseDomain: deps.portalBaseDomain,
  });
};
