import type { ApiModule } from '../module.ts';
import { notifyRoutes } from './routes.ts';
import { createNotifyService } from './service.ts';
import { createCompanionContactService } from './companion-contact.ts';

export const notifyModule: ApiModule = async (api, deps) => {
  await api.register(notifyRoutes, {
    notifyService: createNotifyService({ db: deps.db, clock: deps.clock }),
    companionContactService: createCompanionContactService({ db: deps.db }),
    portalBaseDomain: deps.portalBaseDomain,
  });
};
