import type { ApiModule } from '../module.ts';
import { tenantRoutes } from './routes.ts';

export const tenantModule: ApiModule = async (api, deps) => {
  await api.register(tenantRoutes, { tenantService: deps.tenantService });
};
