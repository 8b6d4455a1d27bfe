import { z } from 'zod';
import { safeText } from '../validation/safe-text.ts';

/**
 * The events a hotel's webhook endpoint may subscribe to (decision 140). Each body is
 * `{ "type", "timestamp", "data" }`; `data` carries ids and the reservation number, never a guest's
 * personal data: the PMS reads the form through the integration API with its key.
 */
export const WEBHOOK_EVENT_TYPES = [
  'guest.completed',
  'guest_list.finished',
  'guest.documents_replaced',
  'payment.guarantee_registered',
  'reservation.cancelled',
] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The most endpoints one hotel may register. */
export const WEBHOOK_MAX_ENDPOINTS = 10;

const ZEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1)
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((events) => new Set(events).size === events.length, { message: 'Each event may be listed once' });

/** An absolute http(s) URL; the API then refuses what its environment does not allow (decision 143). */
const ZEndpointUrl = z
  .string()
  .trim()
  .max(2048)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), { message: 'Must be an https URL' });

/** POST /api/integration/v1/webhooks */
export const ZCreateWebhookEndpointRequest = z.object({
  url: ZEndpointUrl,
  events: ZEvents,
  description: safeText(200).trim().optional(),
});
export type TCreateWebhookEndpointRequest = z.infer<typeof ZCreateWebhookEndpointRequest>;

/** PATCH /api/integration/v1/webhooks/{endpointId}: what is given changes; `isEnabled: false` disables. */
export const ZUpdateWebhookEndpointRequest = z
  .object({
    url: ZEndpointUrl.optional(),
    events: ZEvents.optional(),
    description: safeText(200).trim().nullable().optional(),
    isEnabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Give at least one field to change',
  });
export type TUpdateWebhookEndpointRequest = z.infer<typeof ZUpdateWebhookEndpointRequest>;

export const ZWebhookEndpointParams = z.object({ endpointId: z.string().uuid() });
export const ZWebhookDeliveryParams = z.object({
  endpointId: z.string().uuid(),
  deliveryId: z.string().uuid(),
});

export const ZWebhookEndpoint = z.object({
  id: z.string().uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string().nullable(),
  isEnabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/** The answer to the creation: the only time the signing secret (whsec_…) is shown. */
export const ZCreatedWebhookEndpoint = ZWebhookEndpoint.extend({ secret: z.string() });
export type TCreatedWebhookEndpoint = z.infer<typeof ZCreatedWebhookEndpoint>;

/** The longest and the default time the replaced secret keeps signing after a rotation (decision 187). */
export const WEBHOOK_ROTATION_MAX_GRACE_HOURS = 168;
export const WEBHOOK_ROTATION_DEFAULT_GRACE_HOURS = 24;

/**
 * POST /api/integration/v1/webhooks/{endpointId}/rotate-secret?previousSecretHours=: how long the
 * replaced secret keeps signing beside the new one (0: it stops at once; absent: 24 hours).
 */
export const ZRotateWebhookSecretQuery = z.object({
  previousSecretHours: z.coerce
    .number()
    .int()
    .min(0)
    .max(WEBHOOK_ROTATION_MAX_GRACE_HOURS)
    .default(WEBHOOK_ROTATION_DEFAULT_GRACE_HOURS),
});
export type TRotateWebhookSecretQuery = z.infer<typeof ZRotateWebhookSecretQuery>;

/**
 * The answer to a rotation: the new secret, shown this once, and until when the replaced one still signs
 * each delivery too (null: it no longer does).
 */
export const ZRotatedWebhookSecret = ZWebhookEndpoint.extend({
  secret: z.string(),
  previousSecretExpiresAt: z.string().nullable(),
});
export type TRotatedWebhookSecret = z.infer<typeof ZRotatedWebhookSecret>;

export const ZWebhookEndpointList = z.object({ endpoints: z.array(ZWebhookEndpoint) });

export const ZWebhookDeliveryAttempt = z.object({
  attemptedAt: z.string(),
  /** null when no answer came (a timeout, a refused connection). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
});

export const ZWebhookDelivery = z.object({
  id: z.string().uuid(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(['pending', 'delivered', 'failed']),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  attempts: z.array(ZWebhookDeliveryAttempt),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveriesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZWebhookDeliveryList = z.object({ deliveries: z.array(ZWebhookDelivery) });
