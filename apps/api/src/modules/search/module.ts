import type { ApiModule } from '../module.ts';
import { searchRoutes } from './routes.ts';
import { createSearchLock } from './search-lock.ts';
import { createSearchService } from './service.ts';
import { createFaceSearchService } from './face-search-service.ts';
import { faceSearchUploadRoutes } from './face-upload-routes.ts';

export const searchModule: ApiModule = async (api, deps) => {
  const faceSearch = createFaceSearchService({
    db: deps.db,
    clock: deps.clock,
    storage: deps.storage,
    faceModel: deps.faceModel,
  });
  await api.register(faceSearchUploadRoutes, { faceSearch });
  const searchLock = createSearchLock({ db: deps.db, clock: deps.clock, settings: deps.searchLock });
  await api.register(searchRoutes, {
    searchService: createSearchService({
      db: deps.db,
      botCheck: deps.botCheck,
      searchLock,
      hashPepper: deps.secrets.hashPepper,
      clock: deps.clock,
      faceSearch,
    }),
  });
};
