import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { OUTBOX_CLAIMABLE_SQL, outboxMessages } from '../../db/schema/index.ts';
import { SCRUBBED_PAYLOAD } from './outbox-payload.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/**
 * Which messages a worker takes: messages to people (a PIN by e-mail or SMS, a link: someone is waiting
 * for them) or messages to systems (FNRH exports, webhooks: they may wait), or all of them.
 */
export type OutboxLane = 'people' | 'systems' | 'all';
export const PEOPLE_KINDS = ['email', 'sms'] as const;

function laneCondition(lane: OutboxLane) {
  if (lane === 'people') return inArray(outboxMessages.kind, [...PEOPLE_KINDS]);
  if (lane === 'systems') return notInArray(outboxMessages.kind, [...PEOPLE_KINDS]);
  return undefined;
}

export function createOutboxRepository(db: Database) {
  return {
    /**
     * Takes up to `limit` due messages for this worker until `lockedUntil`, counting the attempt:
     * UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING *, so two workers never take
     * the same message. A 'sending' message whose lock ran out (its worker died) is taken again.
     */
    async claimDue({
      now,
      lockedUntil,
      limit,
      lane = 'all',
    }: {
      now: Date;
      lockedUntil: Date;
      limit: number;
      lane?: OutboxLane;
    }) {
      const due = db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            // Literal, not parameters: the due index's predicate must be implied by every plan, the
            // prepared statement's generic one included (decision 300).
            sql.raw(OUTBOX_CLAIMABLE_SQL),
            lte(outboxMessages.nextAttemptAt, now),
            or(isNull(outboxMessages.lockedUntil), lt(outboxMessages.lockedUntil, now)),
            laneCondition(lane),
          ),
        )
        .orderBy(asc(outboxMessages.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outboxMessages)
        .set({ status: 'sending', lockedUntil, attempts: sql`${outboxMessages.attempts} + 1` })
        .where(inArray(outboxMessages.id, due))
        .returning();
    },

    async markSent(id: string, now: Date) {
      await db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null, payload: SCRUBBED_PAYLOAD })
        .where(eq(outboxMessages.id, id));
    },

    async scheduleRetry(id: string, { nextAttemptAt, error }: { nextAttemptAt: Date; error: string }) {
      await db
        .update(outboxMessages)
        .set({ status: 'pending', nextAttemptAt, lockedUntil: null, lastError: error })
        .where(eq(outboxMessages.id, id));
    },

    async markDead(id: string, error: string) {
      await db
        .update(outboxMessages)
        .set({ status: 'dead', lockedUntil: null, lastError: error, payload: SCRUBBED_PAYLOAD })
        .where(eq(outboxMessages.id, id));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
