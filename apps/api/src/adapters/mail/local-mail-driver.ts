import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { localMailbox } from '../../db/schema/index.ts';
import type { MailDriver } from './mail-driver.ts';

/**
 * Keeps e-mail in the local_mailbox table, read at /dev/mailbox: for development without SMTP. Once per
 * outbox message id, so a delivery repeated after a crash is not kept twice.
 */
export function createLocalMailDriver({ db, clock }: { db: Database; clock: Clock }): MailDriver {
  return {
    name: 'local',
    async send({ id, to, subject, html, text }) {
      await db
        .insert(localMailbox)
        .values({ id, channel: 'email', recipient: to, subject, html, text, createdAt: clock() })
        .onConflictDoNothing({ target: localMailbox.id });
    },
  };
}
