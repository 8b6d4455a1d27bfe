import type { ApiModule } from '../module.ts';
import { createBiometricsService } from './biometrics-service.ts';
import { biometricsRoutes } from './routes.ts';

export const biometricsModule: ApiModule = async (api, deps) => {
  await api.register(biometricsRoutes, {
    biometricsService: createBiometricsService({
      db: deps.db,
      clock: deps.clock,
      storage: deps.storage,
      faceModel: deps.faceModel,
    }),
  });
};
