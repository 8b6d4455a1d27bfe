import type { ApiModule } from '../module.ts';
import { sandboxAccountRoutes } from './account-routes.ts';
import { sandboxChallengeRoutes } from './challenge-routes.ts';
import { ensureSandboxTables } from './tables.ts';
import { sandboxTokenRoutes } from './token-routes.ts';

/** Where the sandbox answers, as Pagar.me at https://api.pagar.me (decision 93). */
export const SANDBOX_PROCESSOR_PREFIX = '/sandbox-processor';

/**
 * The sandbox payment processor (decision 93): a stand-in for Pagar.me Core API v5 on our own server,
 * so `npm start` takes payments with nothing to configure. Registered under SANDBOX_PROCESSOR_PREFIX.
 */
export const sandboxProcessorModule: ApiModule = async (app, { db, clock, secrets }) => {
  // The tables are made on the sandbox's first request, not at start: an API whose database is down
  // must still start and answer 503 (plugins/database-unavailable.ts). A failed attempt is tried again.
  let tablesReady: Promise<void> | null = null;
  app.addHook('onRequest', async () => {
    tablesReady ??= ensureSandboxTables(db).catch((error: unknown) => {
      tablesReady = null;
      throw error;
    });
    await tablesReady;
  });
  // Tokens and charges are nobody's to cache, as the API's answers (plugins/security-headers.ts).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(sandboxTokenRoutes, { db, clock });
  await app.register(sandboxChallengeRoutes, { db, clock });
  await app.register(sandboxAccountRoutes, { db, clock, key: secrets.sandboxProcessorKey });
};
