import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { localMailbox } from '../../db/schema/index.ts';
import type { SmsDriver } from './sms-driver.ts';

/** Keeps SMS in the local_mailbox table (channel 'sms'), read at /dev/mailbox; once per outbox message id. */
export function createLocalSmsDriver({ db, clock }: { db: Database; clock: Clock }): SmsDriver {
  return {
    name: 'local',
    async send({ id, to, text }) {
      await db
        .insert(localMailbox)
        .values({ id, channel: 'sms', recipient: to, text, createdAt: clock() })
        .onConflictDoNothing({ target: localMailbox.id });
    },
  };
}
