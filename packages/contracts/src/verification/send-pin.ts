import { z } from 'zod';
import { ZBotCheckSolution } from '../search/search-reservations.ts';

/** POST /api/clients/{id}/pin — sends a PIN to one of the guest's contacts. */
export const ZSendPinRequest = z.object({
  companyId: z.string().uuid().optional(),
  id: z.string().uuid().optional(),
  contactId: z.enum(['email', 'mobile']),
  botCheck: ZBotCheckSolution,
});
export type TSendPinRequest = z.infer<typeof ZSendPinRequest>;

export const ZSendPinResponse = z.object({
  /** Digits the guest must type (the hotel's pinLength, 5 by default). */
  pinLength: z.number().int(),
  expiresInSeconds: z.number().int(),
  /** Seconds before another PIN may be asked for (the resend countdown). */
  resendAfterSeconds: z.number().int(),
});
export type TSendPinResponse = z.infer<typeof ZSendPinResponse>;
