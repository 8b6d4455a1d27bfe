import { z } from 'zod';

/** What became of one sending of a guest's form to FNRH Digital (decision 154). */
export const FNRH_DIGITAL_OUTCOMES = ['accepted', 'rejected', 'not-sendable', 'failed'] as const;
export type TFnrhDigitalOutcome = (typeof FNRH_DIGITAL_OUTCOMES)[number];

export const ZFnrhDigitalAttempt = z.object({
  /** ISO timestamp of the attempt. */
  attemptedAt: z.string(),
  /**
   * accepted; rejected (the government answered 400/422: not retried); not-sendable (our data cannot
   * satisfy the API, `reason` says why: not retried); failed (no answer, 5xx, 401/403: retried).
   */
  outcome: z.enum(FNRH_DIGITAL_OUTCOMES),
  /** The HTTP status of the government's answer; null when none came or nothing was sent. */
  httpStatus: z.number().int().nullable(),
  /** The government's answer as it came (JSON, or the start of a text), or our reasons for not-sendable. */
  answer: z.unknown(),
  /** One line for the hotel. */
  reason: z.string().nullable(),
});
export type TFnrhDigitalAttempt = z.infer<typeof ZFnrhDigitalAttempt>;

/** GET /api/integration/v1/guests/{guestId}/fnrh-digital: every attempt for the guest, newest first. */
export const ZFnrhDigitalAttempts = z.object({
  guestId: z.string().uuid(),
  attempts: z.array(ZFnrhDigitalAttempt),
});
export type TFnrhDigitalAttempts = z.infer<typeof ZFnrhDigitalAttempts>;
