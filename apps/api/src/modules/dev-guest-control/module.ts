import type { ApiModule } from '../module.ts';
import { devGuestControlRoutes } from './routes.ts';

export const devGuestControlModule: ApiModule = async (api, deps) => {
  await api.register(devGuestControlRoutes, {
    isEnabled: deps.devPages.isEnabled,
    clock: deps.clock,
    rootKey: deps.secrets.guestControlKey,
    resolveTenant: (host) => deps.tenantService.resolveFromHost(host),
  });
};
