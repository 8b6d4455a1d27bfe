import { z } from 'zod';

/** GET /api/bot-check/challenge — an ALTCHA proof-of-work challenge (HMAC-signed, short-lived). */
export const ZBotCheckChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type TBotCheckChallenge = z.infer<typeof ZBotCheckChallenge>;
