import type { ApiModule } from '../module.ts';
import { webauthnRoutes } from './routes.ts';
import { createWebauthnService } from './service.ts';

/** Passkeys (spec section 7 /webauthn, decisions 115 to 119). */
export const webauthnModule: ApiModule = async (api, deps) => {
  await api.register(webauthnRoutes, {
    webauthnService: createWebauthnService({
      db: deps.db,
      clock: deps.clock,
      guestTokenKey: deps.secrets.guestTokenKey,
    }),
    portalBaseDomain: deps.portalBaseDomain,
  });
};
