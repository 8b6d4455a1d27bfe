import type { ApiModule } from '../module.ts';
import { createPrivacyServices } from '../privacy/services.ts';
import { privacyRoutes } from './privacy-routes.ts';
import { consoleRoutes } from './routes.ts';
import { createStaffAdminService } from './staff-admin-service.ts';
import { createStaffPasskeyService } from './staff-passkey-service.ts';
import { staffPasskeyRoutes } from './staff-passkey-routes.ts';
import { createStaffService } from './staff-service.ts';

/** The hotel staff's console API (issue 17): /api/console/... behind app.staffAccess(). */
export const consoleModule: ApiModule = async (app, deps) => {
  const staffService = createStaffService({
    db: deps.db,
    clock: deps.clock,
    pepper: deps.secrets.hashPepper,
    sessions: app.staffSessions,
  });
  await app.register(consoleRoutes, {
    prefix: '/console',
    staffService,
    staffAdmin: createStaffAdminService({ db: deps.db, clock: deps.clock }),
    portalBaseDomain: deps.portalBaseDomain,
  });
  await app.register(staffPasskeyRoutes, {
    prefix: '/console',
    passkeys: createStaffPasskeyService({ db: deps.db, clock: deps.clock, sessions: app.staffSessions }),
    portalBaseDomain: deps.portalBaseDomain,
  });
  await app.register(privacyRoutes, { prefix: '/console/privacy', privacy: createPrivacyServices(deps) });
};
