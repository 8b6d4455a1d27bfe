import { z } from 'zod';
import { safeText } from '../validation/safe-text.ts';

/**
 * POST /api/terms/sendToGuest (bearer): e-mails one terms text (the `id` of GET /api/terms, which fixes
 * its language) to the verified guest. `email` must be the e-mail saved for the guest; `name` greets.
 */
export const ZSendTermsRequest = z.object({
  termId: z.string().uuid(),
  name: safeText(120).trim().min(1),
  email: z.string().trim().toLowerCase().email().max(254),
});
export type TSendTermsRequest = z.infer<typeof ZSendTermsRequest>;

export const ZSendTermsResponse = z.object({ isQueued: z.literal(true) });
export type TSendTermsResponse = z.infer<typeof ZSendTermsResponse>;
