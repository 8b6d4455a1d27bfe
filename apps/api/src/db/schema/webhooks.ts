import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { outboxMessages } from './outbox.ts';

/**
 * A hotel's webhook endpoint (decision 140): where its events are POSTed, signed with the endpoint's
 * secret. The secret itself is never stored: it is derived from APP_SECRET and `secretSalt` (decision 142),
 * so a copy of the database alone cannot sign; a new salt is a new secret.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The event types it receives (WEBHOOK_EVENT_TYPES). */
    events: text('events').array().notNull(),
    description: text('description'),
    secretSalt: text('secret_salt').notNull(),
    /**
     * After a rotation (decision 187): the replaced secret's salt, still signing beside the new one until
     * `previous_secret_expires_at`, so the receiver can switch without losing deliveries.
     */
    previousSecretSalt: text('previous_secret_salt'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_company_idx').on(table.companyId)],
);

/**
 * One event for one endpoint: the exact body signed and sent (so a redelivery sends the same bytes), its
 * event id (the `webhook-id` header, the receiver's idempotency key) and where it stands.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    /** 'pending' | 'delivered' | 'failed' */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt)],
);

/** Each HTTP attempt of a delivery: when, the answer's status code (null when none came), time, error. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** The outbox message that made it: a message accepted once is never sent again. */
    outboxMessageId: uuid('outbox_message_id').references(() => outboxMessages.id, { onDelete: 'set null' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    isAccepted: boolean('is_accepted').notNull(),
  },
  (table) => [
    index('webhook_delivery_attempts_delivery_idx').on(table.deliveryId, table.attemptedAt),
    index('webhook_delivery_attempts_message_idx').on(table.outboxMessageId),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookDeliveryAttemptRow = typeof webhookDeliveryAttempts.$inferSelect;
