import { pino } from 'pino';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { createMessageDrivers } from '../modules/messaging/message-drivers.ts';
import { createOutboxWorker, type OutboxWorkerDeps } from '../modules/messaging/outbox-worker.ts';

/** An outbox worker delivering to the local mailbox, silent, for tests that call drainOnce(). */
export function localOutboxWorker(db: Database, clock: Clock, overrides: Partial<OutboxWorkerDeps> = {}) {
  return createOutboxWorker({
    db,
    clock,
    ...createMessageDrivers({ db, clock }, { MAIL_FROM: 'Hospedar <test@hospedar.localhost>' }),
    logger: pino({ level: 'silent' }),
    ...overrides,
  });
}
