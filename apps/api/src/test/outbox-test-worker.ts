import { pino } from 'pino';
import { TEST_SECRETS } from '../auth/secrets.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { createMessageDrivers } from '../modules/messaging/message-drivers.ts';
import { createOutboxWorker, type OutboxWorkerDeps } from '../modules/messaging/outbox-worker.ts';
import { createHttpWebhookSender } from '../modules/webhooks/http-webhook-sender.ts';

/**
 * An outbox worker delivering to the local mailbox, and webhooks over HTTP (any address, as in
 * development), silent, for tests that call drainOnce().
 */
export function localOutboxWorker(db: Database, clock: Clock, overrides: Partial<OutboxWorkerDeps> = {}) {
  return createOutboxWorker({
    db,
    clock,
    ...createMessageDrivers({ db, clock }, { MAIL_FROM: 'Hospedar <test@hospedar.localhost>' }),
    webhook: createHttpWebhookSender({
      db,
      clock,
      signingKey: TEST_SECRETS.webhookSigningKey,
      policy: { isProduction: false },
    }),
    logger: pino({ level: 'silent' }),
    ...overrides,
  });
}
