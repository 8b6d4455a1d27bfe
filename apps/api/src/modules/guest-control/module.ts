import type { ApiModule } from '../module.ts';
import { guestControlRoutes } from './routes.ts';
import { createGuestControlService } from './service.ts';

export const guestControlModule: ApiModule = async (api, deps) => {
  await api.register(guestControlRoutes, {
    guestControlService: createGuestControlService({
      db: deps.db,
      clock: deps.clock,
      rootKey: deps.secrets.guestControlKey,
    }),
    portalBaseDomain: deps.portalBaseDomain,
  });
};
