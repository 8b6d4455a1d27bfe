import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { TOutboxMessageInput } from './outbox-payload.ts';

/**
 * Writes a message to the outbox inside the caller's transaction, so it exists exactly when what
 * caused it was committed. The worker delivers it. A repeated idempotency key writes nothing.
 */
export async function enqueueMessage(
  tx: Database,
  message: TOutboxMessageInput,
  options: { clock?: Clock } = {},
): Promise<void> {
  const now = options.clock?.() ?? new Date();
  await tx
    .insert(outboxMessages)
    .values({
      companyId: message.companyId,
      kind: message.kind,
      payload: message.payload,
      idempotencyKey: message.idempotencyKey,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey });
}
