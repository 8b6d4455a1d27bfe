import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  WEBHOOK_MAX_ENDPOINTS,
  type TCreateWebhookEndpointRequest,
  type TCreatedWebhookEndpoint,
  type TRotateWebhookSecretQuery,
  type TRotatedWebhookSecret,
  type TUpdateWebhookEndpointRequest,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type TWebhookEventType,
} from '@hospedar/contracts/integration/webhooks';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import {
  companies,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
  type WebhookDeliveryAttemptRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { enqueueMessage } from '../messaging/enqueue-message.ts';
import { endpointUrlProblem, type WebhookNetworkPolicy } from './network-policy.ts';
import { endpointSecret, newSecretSalt } from './signature.ts';

const endpointNotFound = () => new HttpError(404, 'NOT_FOUND', 'Webhook endpoint not found.');
const deliveryNotFound = () => new HttpError(404, 'NOT_FOUND', 'Webhook delivery not found.');
const invalid = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', { fields: [{ field, message }] });

function toEndpoint(row: WebhookEndpointRow): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as TWebhookEventType[],
    description: row.description,
    isEnabled: row.isEnabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDelivery(row: WebhookDeliveryRow, attempts: WebhookDeliveryAttemptRow[]): TWebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType as TWebhookEventType,
    status: row.status as TWebhookDelivery['status'],
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    attempts: attempts.map((attempt) => ({
      attemptedAt: attempt.attemptedAt.toISOString(),
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      error: attempt.error,
    })),
  };
}

/**
 * A hotel's webhook endpoints (decision 140): registered, changed, disabled and deleted by the hotel's
 * integration, each call within the caller's company (another hotel's ids answer 404); the delivery log
 * of an endpoint, and the redelivery of one of its events.
 */
export function createWebhookService(deps: {
  db: Database;
  clock: Clock;
  /** AppSecrets.webhookSigningKey (decision 142). */
  signingKey: Buffer;
  policy: WebhookNetworkPolicy;
}) {
  const { db, clock, signingKey, policy } = deps;

  async function requireUrlAllowed(url: string): Promise<void> {
    const problem = await endpointUrlProblem(url, policy);
    if (problem) throw invalid('body.url', problem);
  }

  async function findEndpoint(companyId: string, endpointId: string, tx: Database = db) {
    const [row] = await tx
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, endpointId)));
    return row ?? null;
  }

  return {
    /** The endpoint and its signing secret: the only time the secret is shown. */
    async createEndpoint(
      companyId: string,
      body: TCreateWebhookEndpointRequest,
    ): Promise<TCreatedWebhookEndpoint> {
      await requireUrlAllowed(body.url);
      const now = clock();
      const row = await db.transaction(async (tx) => {
        // The company's row is locked so two creations at once cannot both pass the limit.
        await tx
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.id, companyId))
          .for('update');
        const [existing] = await tx
          .select({ total: count() })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.companyId, companyId));
        if ((existing?.total ?? 0) >= WEBHOOK_MAX_ENDPOINTS) {
          throw invalid('body', `A hotel may register at most ${WEBHOOK_MAX_ENDPOINTS} endpoints`);
        }
        const [inserted] = await tx
          .insert(webhookEndpoints)
          .values({
            companyId,
            url: body.url,
            events: body.events,
            description: body.description ?? null,
            secretSalt: newSecretSalt(),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return inserted;
      });
      if (!row) throw new Error('the endpoint was not saved');
      return { ...toEndpoint(row), secret: endpointSecret(signingKey, row) };
    },

    async listEndpoints(companyId: string): Promise<{ endpoints: TWebhookEndpoint[] }> {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.companyId, companyId))
        .orderBy(webhookEndpoints.createdAt);
      return { endpoints: rows.map(toEndpoint) };
    },

    /** Changes what is given: URL, events, description, or isEnabled (false disables the endpoint). */
    async updateEndpoint(
      companyId: string,
      endpointId: string,
      body: TUpdateWebhookEndpointRequest,
    ): Promise<TWebhookEndpoint> {
      if (!(await findEndpoint(companyId, endpointId))) throw endpointNotFound();
      if (body.url !== undefined) await requireUrlAllowed(body.url);
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          ...(body.url !== undefined && { url: body.url }),
          ...(body.events !== undefined && { events: body.events }),
          ...(body.description !== undefined && { description: body.description }),
          ...(body.isEnabled !== undefined && { isEnabled: body.isEnabled }),
          updatedAt: clock(),
        })
        .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, endpointId)))
        .returning();
      if (!row) throw endpointNotFound();
      return toEndpoint(row);
    },

    /**
     * Gives the endpoint a new secret, answered this once (decision 187). The replaced one keeps signing
     * each delivery beside the new one for `previousSecretHours` (0: not at all), so the hotel's
     * receiver can take the new secret when it likes without refusing a delivery; a second rotation
     * within that time drops the oldest secret.
     */
    async rotateSecret(
      companyId: string,
      endpointId: string,
      { previousSecretHours }: TRotateWebhookSecretQuery,
    ): Promise<TRotatedWebhookSecret> {
      const now = clock();
      const row = await db.transaction(async (tx) => {
        // Locked: two rotations at once keep one chain (the second replaces the first's new secret).
        const [current] = await tx
          .select()
          .from(webhookEndpoints)
          .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, endpointId)))
          .for('update');
        if (!current) throw endpointNotFound();
        const keepsPrevious = previousSecretHours > 0;
        const [updated] = await tx
          .update(webhookEndpoints)
          .set({
            secretSalt: newSecretSalt(),
            previousSecretSalt: keepsPrevious ? current.secretSalt : null,
            previousSecretExpiresAt: keepsPrevious
              ? new Date(now.getTime() + previousSecretHours * 3_600_000)
              : null,
            updatedAt: now,
          })
          .where(eq(webhookEndpoints.id, current.id))
          .returning();
        if (!updated) throw endpointNotFound();
        return updated;
      });
      return {
        ...toEndpoint(row),
        secret: endpointSecret(signingKey, row),
        previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
      };
    },

    /** Deletes the endpoint and its delivery log; its sends still in the outbox die unsent. */
    async deleteEndpoint(companyId: string, endpointId: string): Promise<void> {
      const deleted = await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, endpointId)))
        .returning({ id: webhookEndpoints.id });
      if (deleted.length === 0) throw endpointNotFound();
    },

    /** The endpoint's latest deliveries, newest first, each with every attempt (oldest first). */
    async listDeliveries(
      companyId: string,
      endpointId: string,
      { limit }: { limit: number },
    ): Promise<{ deliveries: TWebhookDelivery[] }> {
      if (!(await findEndpoint(companyId, endpointId))) throw endpointNotFound();
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.endpointId, endpointId)))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit);
      const attempts =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(webhookDeliveryAttempts)
              .where(
                inArray(
                  webhookDeliveryAttempts.deliveryId,
                  rows.map((row) => row.id),
                ),
              )
              .orderBy(webhookDeliveryAttempts.attemptedAt, webhookDeliveryAttempts.id);
      return {
        deliveries: rows.map((row) =>
          toDelivery(
            row,
            attempts.filter((attempt) => attempt.deliveryId === row.id),
          ),
        ),
      };
    },

    /**
     * Sends the delivery again, the same body under the same event id (webhook-id), through the outbox:
     * with its own retries, whether the delivery was accepted before or failed.
     */
    async redeliver(companyId: string, endpointId: string, deliveryId: string): Promise<TWebhookDelivery> {
      return db.transaction(async (tx) => {
        const endpoint = await findEndpoint(companyId, endpointId, tx);
        if (!endpoint) throw endpointNotFound();
        const [delivery] = await tx
          .update(webhookDeliveries)
          .set({ status: 'pending' })
          .where(
            and(
              eq(webhookDeliveries.companyId, companyId),
              eq(webhookDeliveries.endpointId, endpointId),
              eq(webhookDeliveries.id, deliveryId),
            ),
          )
          .returning();
        if (!delivery) throw deliveryNotFound();
        if (!endpoint.isEnabled) {
          throw invalid('params.endpointId', 'The endpoint is disabled: enable it before redelivering');
        }
        await enqueueMessage(
          tx,
          {
            companyId,
            kind: 'webhook',
            payload: { deliveryId: delivery.id },
            idempotencyKey: `webhook:${delivery.id}:redeliver:${randomUUID()}`,
          },
          { clock },
        );
        const attempts = await tx
          .select()
          .from(webhookDeliveryAttempts)
          .where(eq(webhookDeliveryAttempts.deliveryId, delivery.id))
          .orderBy(webhookDeliveryAttempts.attemptedAt, webhookDeliveryAttempts.id);
        return toDelivery(delivery, attempts);
      });
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
