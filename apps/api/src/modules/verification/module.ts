import type { ApiModule } from '../module.ts';
import { directEntryRoutes } from './direct-entry-routes.ts';
import { createDirectEntryService } from './direct-entry-service.ts';
import { verificationRoutes } from './routes.ts';
import { createVerificationService } from './service.ts';

export const verificationModule: ApiModule = async (api, deps) => {
  await api.register(verificationRoutes, {
    verificationService: createVerificationService({
      db: deps.db,
      clock: deps.clock,
      botCheck: deps.botCheck,
      secrets: deps.secrets,
      pinHourlyLimit: deps.pinHourlyLimit,
    }),
    portalBaseDomain: deps.portalBaseDomain,
  });
  await api.register(directEntryRoutes, {
    directEntryService: createDirectEntryService({ db: deps.db, clock: deps.clock }),
  });
};
