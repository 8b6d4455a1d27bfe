import type { ApiModule } from '../module.ts';
import { createDevMailboxRepository } from './repository.ts';
import { devMailboxRoutes } from './routes.ts';

export const devMailboxModule: ApiModule = async (api, deps) => {
  await api.register(devMailboxRoutes, {
    isEnabled: deps.devPages.isEnabled,
    isSmtpOn: deps.devPages.isSmtpOn,
    repository: createDevMailboxRepository(deps.db),
  });
};
