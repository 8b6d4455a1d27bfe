import type { ApiModule } from '../module.ts';
import { termsRoutes } from './routes.ts';
import { createTermsService } from './service.ts';
import { createSendTermsService } from './send-terms-service.ts';

export const termsModule: ApiModule = async (api, deps) => {
  await api.register(termsRoutes, {
    termsService: createTermsService({ db: deps.db }),
    sendTermsService: createSendTermsService({ db: deps.db, clock: deps.clock }),
  });
};
