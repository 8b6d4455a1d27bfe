import { and, eq, isNull } from 'drizzle-orm';
import type { ApiModule } from '../module.ts';
import { fnrhDigitalSettings } from '../../db/schema/index.ts';
import { FNRH_CONTRACT_API_PATH, fnrhContractRoutes } from './contract-routes.ts';

/** Where the local FNRH Digital contract server answers, outside /api, as an external service would. */
export const FNRH_SANDBOX_PREFIX = '/fnrh-digital-sandbox';
/** Its base URL as the FNRH Digital driver calls it in-process (only the path is dispatched). */
export const FNRH_SANDBOX_INTERNAL_BASE_URL = `http://fnrh-digital-sandbox.internal${FNRH_SANDBOX_PREFIX}${FNRH_CONTRACT_API_PATH}`;

/**
 * The local FNRH Digital contract server (decision 155), the model being the sandbox payment processor:
 * a hotel that enabled FNRH Digital without a base URL is registered here. It takes the credentials of
 * any hotel whose settings point at it (no base URL).
 */
export const fnrhDigitalSandboxModule: ApiModule = async (app, { db }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(fnrhContractRoutes, {
    async isKnownCredential(username, key) {
      const rows = await db
        .select({ companyId: fnrhDigitalSettings.companyId })
        .from(fnrhDigitalSettings)
        .where(
          and(
            eq(fnrhDigitalSettings.username, username),
            eq(fnrhDigitalSettings.apiKey, key),
            isNull(fnrhDigitalSettings.baseUrl),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  });
};
