import type { ApiModule } from '../module.ts';
import { trackingRoutes } from './routes.ts';
import { createTrackingService } from './service.ts';

export const trackingModule: ApiModule = async (api, deps) => {
  await api.register(trackingRoutes, {
    trackingService: createTrackingService({ db: deps.db, clock: deps.clock }),
  });
};
