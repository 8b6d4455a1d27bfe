import type { ApiModule } from '../module.ts';
import { configRoutes } from './routes.ts';
import { createConfigService } from './service.ts';

export const configModule: ApiModule = async (api, deps) => {
  await api.register(configRoutes, {
    configService: createConfigService({ db: deps.db, clock: deps.clock }),
  });
};
