import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from '../../db/schema/index.ts';
import { UndeliverableError } from '../messaging/undeliverable-error.ts';
import type { WebhookSend, WebhookSender } from '../messaging/webhook-sender.ts';
import type { WebhookNetworkPolicy } from './network-policy.ts';
import { postJson } from './post-json.ts';
import { signingSecrets, signWebhook } from './signature.ts';

/** How long one attempt may take, connection to the answer's last byte. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const USER_AGENT = 'Hospedar-Webhooks/1';

export type HttpWebhookSenderDeps = {
  db: Database;
  clock: Clock;
  /** AppSecrets.webhookSigningKey: the root of each endpoint's secret. */
  signingKey: Buffer;
  policy: WebhookNetworkPolicy;
  timeoutMs?: number;
};

/**
 * The outbox's webhook sender (decision 144): signs the delivery's body for this attempt, POSTs it, and
 * records the attempt in the delivery log. A 2xx is accepted; anything else throws, so the outbox retries
 * with back-off. An outbox message accepted once is never sent again, even if the worker dies before it
 * marks the message sent.
 */
export function createHttpWebhookSender(deps: HttpWebhookSenderDeps): WebhookSender {
  const { db, clock, signingKey, policy, timeoutMs = WEBHOOK_TIMEOUT_MS } = deps;

  async function wasAccepted(messageId: string): Promise<boolean> {
    const [accepted] = await db
      .select({ id: webhookDeliveryAttempts.id })
      .from(webhookDeliveryAttempts)
      .where(
        and(
          eq(webhookDeliveryAttempts.outboxMessageId, messageId),
          eq(webhookDeliveryAttempts.isAccepted, true),
        ),
      )
      .limit(1);
    return Boolean(accepted);
  }

  return {
    name: 'http',
    async send({ messageId, companyId, deliveryId, isLastAttempt }: WebhookSend) {
      const [found] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.companyId, companyId)));
      if (!found) throw new UndeliverableError('the delivery or its endpoint was deleted');
      const { delivery, endpoint } = found;
      if (await wasAccepted(messageId)) return;
      if (!endpoint.isEnabled) {
        await db
          .update(webhookDeliveries)
          .set({ status: 'failed' })
          .where(eq(webhookDeliveries.id, delivery.id));
        throw new UndeliverableError('the endpoint is disabled');
      }
      const attemptedAt = clock();
      const headers = {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        ...signWebhook(signingSecrets(signingKey, endpoint, attemptedAt), {
          id: delivery.eventId,
          body: delivery.body,
          now: attemptedAt,
        }),
      };
      const started = performance.now();
      const result = await postJson(endpoint.url, { body: delivery.body, headers, timeoutMs, policy });
      const durationMs = Math.round(performance.now() - started);
      const statusCode = 'statusCode' in result ? result.statusCode : null;
      const isAccepted = statusCode !== null && statusCode >= 200 && statusCode < 300;
      const error = isAccepted ? null : 'error' in result ? result.error : `HTTP ${statusCode}`;
      await db.transaction(async (tx) => {
        await tx.insert(webhookDeliveryAttempts).values({
          companyId,
          deliveryId: delivery.id,
          outboxMessageId: messageId,
          attemptedAt,
          statusCode,
          durationMs,
          error: error?.slice(0, 500) ?? null,
          isAccepted,
        });
        if (isAccepted || isLastAttempt) {
          await tx
            .update(webhookDeliveries)
            .set(isAccepted ? { status: 'delivered', deliveredAt: clock() } : { status: 'failed' })
            .where(eq(webhookDeliveries.id, delivery.id));
        }
      });
      if (!isAccepted) throw new Error(`webhook not accepted: ${error}`);
    },
  };
}
