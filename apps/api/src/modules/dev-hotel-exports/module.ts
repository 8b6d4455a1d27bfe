import type { ApiModule } from '../module.ts';
import { createFnrhDocumentService } from '../fnrh-document/service.ts';
import { devFnrhPdfRoutes } from './fnrh-pdf-routes.ts';
import { createDevHotelExportsRepository } from './repository.ts';
import { devHotelExportsRoutes } from './routes.ts';

export const devHotelExportsModule: ApiModule = async (api, deps) => {
  const resolveTenant = (host: string | undefined) => deps.tenantService.resolveFromHost(host);
  await api.register(devHotelExportsRoutes, {
    isEnabled: deps.devPages.isEnabled,
    repository: createDevHotelExportsRepository(deps.db),
    resolveTenant,
  });
  await api.register(devFnrhPdfRoutes, {
    isEnabled: deps.devPages.isEnabled,
    fnrhDocuments: createFnrhDocumentService(deps),
    resolveTenant,
  });
};
