import type { ApiModule } from '../module.ts';
import { createDevHotelExportsRepository } from './repository.ts';
import { devHotelExportsRoutes } from './routes.ts';

export const devHotelExportsModule: ApiModule = async (api, deps) => {
  await api.register(devHotelExportsRoutes, {
    isEnabled: deps.devPages.isEnabled,
    repository: createDevHotelExportsRepository(deps.db),
    resolveTenant: (host) => deps.tenantService.resolveFromHost(host),
  });
};
