import type { ApiModule } from '../module.ts';
import { searchRoutes } from './routes.ts';
import { createSearchLock } from './search-lock.ts';
import { createSearchService } from './service.ts';

export const searchModule: ApiModule = async (api, deps) => {
  const searchLock = createSearchLock({ db: deps.db, clock: deps.clock, settings: deps.searchLock });
  await api.register(searchRoutes, {
    searchService: createSearchService({
      db: deps.db,
      botCheck: deps.botCheck,
      searchLock,
      hashPepper: deps.secrets.hashPepper,
    }),
  });
};
