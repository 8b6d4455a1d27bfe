import type { ApiModule } from '../module.ts';
import { botCheckRoutes } from './routes.ts';

export const botCheckModule: ApiModule = async (api, deps) => {
  await api.register(botCheckRoutes, { botCheckService: deps.botCheck });
};
