import type { ApiModule } from '../module.ts';
import { healthRoutes } from './routes.ts';
import { createHealthService } from './service.ts';

export const healthModule: ApiModule = async (api, deps) => {
  await api.register(healthRoutes, { healthService: createHealthService({ db: deps.db }) });
};
