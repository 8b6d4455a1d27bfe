import { z } from 'zod';

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
export type TEmailPayload = z.infer<typeof ZEmailPayload>;
export type TSmsPayload = z.infer<typeof ZSmsPayload>;

export type TOutboxMessageInput =
  | { companyId: string; kind: 'email'; payload: TEmailPayload; idempotencyKey: string }
  | { companyId: string; kind: 'sms'; payload: TSmsPayload; idempotencyKey: string };

/** Kept in place of the payload once a message is sent or dead, so no PIN or link outlives it. */
export const SCRUBBED_PAYLOAD = { scrubbed: true } as const;
