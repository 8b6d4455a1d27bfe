import type { ApiModule } from '../module.ts';
import { fnrhRoutes } from './fnrh-routes.ts';
import { createFnrhService } from './fnrh-service.ts';
import { guestRoutes } from './routes.ts';
import { createGuestService } from './service.ts';
import { signatureRoutes } from './signature-routes.ts';
import { createSignatureService } from './signature-service.ts';

export const guestsModule: ApiModule = async (api, deps) => {
  const { db, clock, storage } = deps;
  await api.register(guestRoutes, { guestService: createGuestService({ db, clock, storage }) });
  await api.register(fnrhRoutes, { fnrhService: createFnrhService({ db, clock }) });
  await api.register(signatureRoutes, { signatureService: createSignatureService({ db, clock }) });
};
