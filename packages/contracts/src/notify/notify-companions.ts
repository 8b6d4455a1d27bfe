import { z } from 'zod';
import { safeText } from '../validation/safe-text.ts';

/** How a companion is notified: e-mail, or SMS to the mobile phone. */
export const NOTIFY_CHANNELS = ['email', 'sms'] as const;
export type TNotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** The most companions one call notifies (a reservation never holds more). */
export const NOTIFY_MAX_CLIENTS = 20;

/**
 * One companion to notify (spec section 7: id, name, mobile, email) and the channel chosen for them
 * (ours, decision 35). The message always goes to the contact saved for the guest on that channel:
 * `name`, `mobile` and `email` are what the portal showed, never where the API sends.
 */
export const ZNotifyClient = z.object({
  id: z.string().uuid(),
  name: safeText(240).trim().optional(),
  mobile: safeText(40).trim().nullable().optional(),
  email: safeText(254).trim().nullable().optional(),
  channel: z.enum(NOTIFY_CHANNELS),
});
export type TNotifyClient = z.infer<typeof ZNotifyClient>;

/** POST /api/notify/{reservationId} (bearer of the main guest). */
export const ZNotifyRequest = z.object({
  clients: z
    .array(ZNotifyClient)
    .min(1)
    .max(NOTIFY_MAX_CLIENTS)
    .refine((clients) => new Set(clients.map((client) => client.id)).size === clients.length, {
      message: 'Each guest may be listed once',
    }),
  type: z.literal('preCheckin'),
});
export type TNotifyRequest = z.infer<typeof ZNotifyRequest>;

export const ZNotifyParams = z.object({ reservationId: z.string().uuid() });

export const ZNotifyResponse = z.object({
  notified: z.array(
    z.object({ id: z.string().uuid(), channel: z.enum(NOTIFY_CHANNELS), notifiedAt: z.string() }),
  ),
});
export type TNotifyResponse = z.infer<typeof ZNotifyResponse>;
