import type { ApiModule } from '../module.ts';
import { ratingRoutes } from './routes.ts';
import { createRatingService } from './service.ts';

export const ratingModule: ApiModule = async (api, deps) => {
  await api.register(ratingRoutes, {
    ratingService: createRatingService({ db: deps.db, clock: deps.clock }),
  });
};
