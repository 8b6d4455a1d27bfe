import { createFnrhDocumentService } from '../fnrh-document/service.ts';
import type { ApiModule } from '../module.ts';
import { createTenantRepository } from '../tenant/repository.ts';
import { webhookRoutes } from '../webhooks/routes.ts';
import { createWebhookService } from '../webhooks/service.ts';
import { createIntegrationRepository } from './integration-repository.ts';
import { createReservationReadService } from './reservation-read-service.ts';
import { integrationRoutes } from './routes.ts';
import { createUpsertReservationService } from './upsert-reservation-service.ts';

/** The prefix of the integration API under /api. */
export const INTEGRATION_PREFIX = '/integration/v1';

export const integrationModule: ApiModule = async (api, deps) => {
  await api.register(integrationRoutes, {
    prefix: INTEGRATION_PREFIX,
    upsertService: createUpsertReservationService({ db: deps.db, clock: deps.clock }),
    readService: createReservationReadService({ db: deps.db, clock: deps.clock }),
    repository: createIntegrationRepository(deps.db),
    fnrhDocuments: createFnrhDocumentService(deps),
    tenantRepository: createTenantRepository(deps.db),
  });
  await api.register(webhookRoutes, {
    prefix: `${INTEGRATION_PREFIX}/webhooks`,
    webhookService: createWebhookService({
      db: deps.db,
      clock: deps.clock,
      signingKey: deps.secrets.webhookSigningKey,
      policy: deps.webhookPolicy,
    }),
  });
};
