import { z } from 'zod';

/** POST /api/clients/{id}/pin/{contactId}/verify */
export const ZVerifyPinRequest = z.object({
  verificationCode: z.string().regex(/^\d{4,8}$/, 'Invalid code'),
});
export type TVerifyPinRequest = z.infer<typeof ZVerifyPinRequest>;

/** What a verified guest receives (also from the PIN link): a bearer token for 50 minutes. */
export const ZGuestSession = z.object({
  token: z.string(),
  clientId: z.string().uuid(),
  reservationId: z.string().uuid(),
  masterGuest: z.boolean(),
  isChild: z.boolean(),
  /** ISO date-time when the token stops working. */
  expiresAt: z.string(),
});
export type TGuestSession = z.infer<typeof ZGuestSession>;

/** POST /api/clients/pin-link — the guest-by-hash call of the e-mailed link /validate/pin/{hash}. */
export const ZPinLinkRequest = z.object({
  hash: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, 'Invalid link'),
  /** Saved in the browser when the PIN was asked for; checked when present. */
  guestId: z.string().uuid().optional(),
  contactId: z.enum(['email', 'mobile']).optional(),
});
export type TPinLinkRequest = z.infer<typeof ZPinLinkRequest>;
