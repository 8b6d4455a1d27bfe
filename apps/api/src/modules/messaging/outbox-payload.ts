import { z } from 'zod';
import { FNRH_EXPORT_KINDS } from '../../adapters/fnrh/fnrh-driver.ts';

/** What an outbox message of each kind carries: the message, rendered when it was enqueued. */
export const ZEmailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** ISO date-time after which sending is pointless (a PIN that has expired): the message dies. */
  discardAfter: z.string().optional(),
});
export const ZSmsPayload = z.object({
  to: z.string(),
  text: z.string(),
  discardAfter: z.string().optional(),
});
/** An export to the hotel: the guest's record, or the finished list, as it was when enqueued. */
export const ZFnrhPayload = z.object({
  kind: z.enum(FNRH_EXPORT_KINDS),
  reservationId: z.string().uuid(),
  guestId: z.string().uuid().nullable(),
  record: z.record(z.string(), z.unknown()),
});
/** A webhook send: the delivery (endpoint, event id, the exact body) is read when it is sent. */
export const ZWebhookPayload = z.object({ deliveryId: z.string().uuid() });
export type TEmailPayload = z.infer<typeof ZEmailPayload>;
export type TSmsPayload = z.infer<typeof ZSmsPayload>;
export type TFnrhPayload = z.infer<typeof ZFnrhPayload>;
export type TWebhookPayload = z.infer<typeof ZWebhookPayload>;

export type TOutboxMessageInput =
  | { companyId: string; kind: 'email'; payload: TEmailPayload; idempotencyKey: string }
  | { companyId: string; kind: 'sms'; payload: TSmsPayload; idempotencyKey: string }
  | { companyId: string; kind: 'fnrh'; payload: TFnrhPayload; idempotencyKey: string }
  | { companyId: string; kind: 'webhook'; payload: TWebhookPayload; idempotencyKey: string };

/**
 * Kept in place of the payload once a message is sent or dead, so no PIN, link or guest record outlives it
 * in the outbox.
 */
export const SCRUBBED_PAYLOAD = { scrubbed: true } as const;
