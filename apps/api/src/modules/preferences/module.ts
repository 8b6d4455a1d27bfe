import type { ApiModule } from '../module.ts';
import { preferencesRoutes } from './routes.ts';
import { createPreferencesService } from './service.ts';

export const preferencesModule: ApiModule = async (api, deps) => {
  await api.register(preferencesRoutes, {
    preferencesService: createPreferencesService({ db: deps.db, clock: deps.clock }),
  });
};
