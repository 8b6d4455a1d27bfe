import type { FastifyBaseLogger } from 'fastify';
import type { FnrhDriver } from '../../adapters/fnrh/fnrh-driver.ts';
import type { MailDriver } from '../../adapters/mail/mail-driver.ts';
import type { SmsDriver } from '../../adapters/sms/sms-driver.ts';
import type { Clock } from '../../clock.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Database } from '../../db/client.ts';
import { AFTER_THE_FACT_RETRY_MS, writeAfterTheFact } from '../../db/write-after-the-fact.ts';
import { createOutboxRepository, type OutboxLane, type OutboxRow } from './outbox-repository.ts';
import { ZEmailPayload, ZFnrhPayload, ZSmsPayload, ZWebhookPayload } from './outbox-payload.ts';
import { redactContacts } from './redact-contacts.ts';
import { OUTBOX_MAX_ATTEMPTS, retryDelayMs } from './retry-schedule.ts';
import { UndeliverableError } from './undeliverable-error.ts';
import type { WebhookSender } from './webhook-sender.ts';

export type OutboxWorkerDeps = {
  db: Database;
  clock: Clock;
  mail: MailDriver;
  sms: SmsDriver;
  fnrh: FnrhDriver;
  /** The hotels' webhook endpoints (decision 144). */
  webhook: WebhookSender;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Pause between polls when nothing is due. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed message stays this worker's; longer than any driver's timeout. */
  claimMs?: number;
  /** Waits between tries to record a delivered message as sent while the database is unreachable. */
  markSentRetryMs?: readonly number[];
  /**
   * The messages this worker takes (default all). The server runs one worker per lane, so that a PIN
   * e-mail never waits behind a batch of FNRH exports or a slow webhook endpoint (decision 267).
   */
  lane?: OutboxLane;
  /**
   * The `outbox_queued` notifications (every process's queued messages, on commit): the worker claims at
   * once instead of at its next poll, so a PIN e-mail leaves as soon as it is queued (decision 302).
   * Without it, the poll alone.
   */
  queued?: Pick<ChangeFeed, 'subscribe'>;
};

export type DrainResult = { sent: number; retried: number; dead: number };

function errorText(error: unknown): string {
  return redactContacts(error instanceof Error ? error.message : String(error));
}

/**
 * Delivers outbox messages: claims due ones, sends them through the mail, SMS or FNRH driver or the
 * webhook sender, marks them sent, or retries with back-off and finally marks them dead. Logs ids and
 * outcomes, never payloads.
 */
export function createOutboxWorker(deps: OutboxWorkerDeps) {
  const {
    db,
    clock,
    mail,
    sms,
    fnrh,
    webhook,
    logger,
    pollMs = 1000,
    batchSize = 10,
    claimMs = 60_000,
    markSentRetryMs = AFTER_THE_FACT_RETRY_MS,
    lane = 'all',
    queued,
  } = deps;
  const repository = createOutboxRepository(db);
  let isRunning = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | undefined;
  /** A message was queued while a batch was in hand: claim again as soon as it is settled. */
  let isWakeAsked = false;
  let unsubscribe: (() => void) | undefined;

  /** Claims now, or right after the batch in hand. */
  function wake(): void {
    if (!isRunning) return;
    if (inFlight) {
      isWakeAsked = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), 0);
  }

  function assertStillWanted(discardAfter: string | undefined, now: Date): void {
    if (discardAfter && new Date(discardAfter) < now) throw new UndeliverableError('expired before delivery');
  }

  async function deliver(row: OutboxRow, now: Date): Promise<void> {
    if (row.kind === 'email') {
      const parsed = ZEmailPayload.safeParse(row.payload);
      if (!parsed.success) throw new UndeliverableError('unreadable email payload');
      assertStillWanted(parsed.data.discardAfter, now);
      const { to, subject, html, text } = parsed.data;
      return mail.send({ id: row.id, to, subject, html, text });
    }
    if (row.kind === 'sms') {
      const parsed = ZSmsPayload.safeParse(row.payload);
      if (!parsed.success) throw new UndeliverableError('unreadable sms payload');
      assertStillWanted(parsed.data.discardAfter, now);
      const { to, text } = parsed.data;
      return sms.send({ id: row.id, to, text });
    }
    if (row.kind === 'fnrh') {
      const parsed = ZFnrhPayload.safeParse(row.payload);
      if (!parsed.success) throw new UndeliverableError('unreadable fnrh payload');
      return fnrh.send({ exportId: row.id, companyId: row.companyId, ...parsed.data });
    }
    if (row.kind === 'webhook') {
      const parsed = ZWebhookPayload.safeParse(row.payload);
      if (!parsed.success) throw new UndeliverableError('unreadable webhook payload');
      return webhook.send({
        messageId: row.id,
        companyId: row.companyId,
        deliveryId: parsed.data.deliveryId,
        attempt: row.attempts,
        isLastAttempt: row.attempts >= OUTBOX_MAX_ATTEMPTS,
      });
    }
    throw new UndeliverableError(`unknown kind ${row.kind.slice(0, 40)}`);
  }

  /**
   * Records a delivered message as sent. The message is delivered: failing here (the database restarting)
   * must not end in a retry that delivers it again, so the mark is tried again while the claim holds.
   */
  async function markDelivered(row: OutboxRow): Promise<void> {
    await writeAfterTheFact(() => repository.markSent(row.id, clock()), {
      retryMs: markSentRetryMs,
      onRetry: (error) =>
        logger.warn({ messageId: row.id, reason: errorText(error) }, 'outbox message sent, not yet marked'),
    });
  }

  async function settle(row: OutboxRow, now: Date): Promise<keyof DrainResult> {
    const log = { messageId: row.id, kind: row.kind, attempt: row.attempts };
    try {
      await deliver(row, now);
    } catch (error) {
      return failed(row, now, error);
    }
    await markDelivered(row);
    logger.info(log, 'outbox message sent');
    return 'sent';
  }

  async function failed(row: OutboxRow, now: Date, error: unknown): Promise<keyof DrainResult> {
    const log = { messageId: row.id, kind: row.kind, attempt: row.attempts };
    const reason = errorText(error);
    if (error instanceof UndeliverableError || row.attempts >= OUTBOX_MAX_ATTEMPTS) {
      await repository.markDead(row.id, reason);
      logger.error({ ...log, reason }, 'outbox message dead');
      return 'dead';
    }
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts));
    await repository.scheduleRetry(row.id, { nextAttemptAt, error: reason });
    logger.warn({ ...log, reason, nextAttemptAt }, 'outbox message failed, will retry');
    return 'retried';
  }

  /** Claims and settles one batch of due messages; for tests and the polling loop. */
  async function drainOnce(): Promise<DrainResult> {
    const now = clock();
    const rows = await repository.claimDue({
      now,
      lockedUntil: new Date(now.getTime() + claimMs),
      limit: batchSize,
      lane,
    });
    const result: DrainResult = { sent: 0, retried: 0, dead: 0 };
    const outcomes = await Promise.all(rows.map((row) => settle(row, now)));
    for (const outcome of outcomes) result[outcome] += 1;
    return result;
  }

  async function tick(): Promise<void> {
    if (!isRunning) return;
    let isBatchFull = false;
    isWakeAsked = false;
    try {
      inFlight = drainOnce();
      const result = (await inFlight) as DrainResult;
      isBatchFull = result.sent + result.retried + result.dead >= batchSize;
    } catch (error) {
      logger.error({ reason: errorText(error) }, 'outbox poll failed');
    } finally {
      inFlight = undefined;
    }
    if (isRunning) timer = setTimeout(() => void tick(), isBatchFull || isWakeAsked ? 0 : pollMs);
  }

  return {
    drainOnce,
    start() {
      if (isRunning) return;
      isRunning = true;
      unsubscribe = queued?.subscribe(wake);
      timer = setTimeout(() => void tick(), 0);
    },
    /** Stops polling and waits for the batch in hand, so no message is left half-settled. */
    async stop() {
      isRunning = false;
      unsubscribe?.();
      unsubscribe = undefined;
      clearTimeout(timer);
      await inFlight?.catch(() => undefined);
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
