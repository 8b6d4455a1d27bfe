import type { ApiModule } from '../module.ts';
import { createFnrhDocumentService } from '../fnrh-document/service.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { portalOrigin } from '../verification/portal-origin.ts';
import { arrivalsRoutes } from './arrivals-routes.ts';
import { createArrivalsService } from './arrivals-service.ts';
import { assertSameOrigin } from './csrf.ts';
import { consoleRoutes } from './routes.ts';
import { brandImageRoutes } from './settings/brand-image-routes.ts';
import { createSettingsService } from './settings/settings-service.ts';
import { settingsRoutes } from './settings/settings-routes.ts';
import { createPrivacyServices } from '../privacy/services.ts';
import { privacyRoutes } from './privacy-routes.ts';
import { createStaffAdminService } from './staff-admin-service.ts';
import { createStaffPasskeyService } from './staff-passkey-service.ts';
import { staffPasskeyRoutes } from './staff-passkey-routes.ts';
import { createStaffService } from './staff-service.ts';
import { createTermsSettingsService } from './settings/terms-settings-service.ts';
import { termsSettingsRoutes } from './settings/terms-settings-routes.ts';

/**
 * The hotel staff's console API (issue 17): /api/console/... behind app.staffAccess(). Every route of
 * the console is registered inside this one scope, so the CSRF check (decision 192) covers them all.
 */
export const consoleModule: ApiModule = async (app, deps) => {
  const staffService = createStaffService({
    db: deps.db,
    clock: deps.clock,
    pepper: deps.secrets.hashPepper,
    sessions: app.staffSessions,
  });
  const hotelWrites = { db: deps.db, clock: deps.clock, onHotelChanged: deps.tenantService.hotelChanged };
  const settingsService = createSettingsService(hotelWrites);
  const termsSettingsService = createTermsSettingsService(hotelWrites);
  const arrivalsService = createArrivalsService({ ...deps, fnrhDocuments: createFnrhDocumentService(deps) });
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', assertSameOrigin);
      await scope.register(consoleRoutes, {
        staffService,
        staffAdmin: createStaffAdminService({ db: deps.db, clock: deps.clock }),
        portalBaseDomain: deps.portalBaseDomain,
      });
      await scope.register(staffPasskeyRoutes, {
        passkeys: createStaffPasskeyService({ db: deps.db, clock: deps.clock, sessions: app.staffSessions }),
        portalBaseDomain: deps.portalBaseDomain,
      });
      await scope.register(privacyRoutes, { prefix: '/privacy', privacy: createPrivacyServices(deps) });
      await scope.register(settingsRoutes, { settingsService });
      await scope.register(termsSettingsRoutes, { termsSettingsService });
      await scope.register(arrivalsRoutes, {
        arrivalsService,
        originOf: (request) =>
          portalOrigin({
            protocol: request.protocol,
            host: request.host,
            subdomain: tenantOf(request).subdomain,
            baseDomain: deps.portalBaseDomain,
          }),
      });
      await scope.register(brandImageRoutes, { db: deps.db });
    },
    { prefix: '/console' },
  );
};
