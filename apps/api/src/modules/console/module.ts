import type { ApiModule } from '../module.ts';
import { createFnrhDocumentService } from '../fnrh-document/service.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { portalOrigin } from '../verification/portal-origin.ts';
import { arrivalsRoutes } from './arrivals-routes.ts';
import { createArrivalsService } from './arrivals-service.ts';
import { consoleRoutes } from './routes.ts';
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
    portalBaseDomain: deps.portalBaseDomain,
  });
  await app.register(arrivalsRoutes, {
    prefix: '/console',
    arrivalsService: createArrivalsService({ ...deps, fnrhDocuments: createFnrhDocumentService(deps) }),
    originOf: (request) =>
      portalOrigin({
        protocol: request.protocol,
        host: request.host,
        subdomain: tenantOf(request).subdomain,
        baseDomain: deps.portalBaseDomain,
      }),
  });
};
