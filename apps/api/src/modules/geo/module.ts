import type { ApiModule } from '../module.ts';
import { geoRoutes } from './routes.ts';
import { createGeoService } from './service.ts';
import { zipRoutes } from './zip-routes.ts';
import { createZipService } from './zip-service.ts';

export const geoModule: ApiModule = async (api, deps) => {
  await api.register(geoRoutes, { geoService: createGeoService() });
  await api.register(zipRoutes, {
    zipService: createZipService({ db: deps.db, remote: deps.postcodeDriver }),
  });
};
