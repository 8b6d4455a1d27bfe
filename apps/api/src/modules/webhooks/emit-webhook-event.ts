import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { TWebhookEventType } from '@hospedar/contracts/integration/webhooks';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { enqueueMessage } from '../messaging/enqueue-message.ts';
import type { WebhookEventData } from './event-data.ts';

export type WebhookEvent<T extends TWebhookEventType = TWebhookEventType> = {
  companyId: string;
  type: T;
  data: WebhookEventData[T];
};

/**
 * Records an event for every enabled endpoint of the hotel subscribed to its type, in the caller's
 * transaction: one delivery (the body as it will be signed and sent) and one outbox message each, so an
 * event exists exactly when what caused it was committed. One event id for all its deliveries: the
 * `webhook-id` a receiver keeps each event once by. Answers the event id (null when nobody listens).
 */
export async function emitWebhookEvent<T extends TWebhookEventType>(
  tx: Database,
  event: WebhookEvent<T>,
  options: { clock?: Clock } = {},
): Promise<string | null> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, event.companyId),
        eq(webhookEndpoints.isEnabled, true),
        arrayContains(webhookEndpoints.events, [event.type]),
      ),
    );
  if (endpoints.length === 0) return null;
  const now = options.clock?.() ?? new Date();
  const eventId = `evt_${randomUUID()}`;
  const body = JSON.stringify({ type: event.type, timestamp: now.toISOString(), data: event.data });
  const deliveries = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        companyId: event.companyId,
        endpointId: endpoint.id,
        eventId,
        eventType: event.type,
        body,
        status: 'pending',
        createdAt: now,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  for (const delivery of deliveries) {
    await enqueueMessage(
      tx,
      {
        companyId: event.companyId,
        kind: 'webhook',
        payload: { deliveryId: delivery.id },
        idempotencyKey: `webhook:${delivery.id}`,
      },
      { clock: options.clock },
    );
  }
  return eventId;
}
