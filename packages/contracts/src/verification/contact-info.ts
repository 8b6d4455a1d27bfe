import { z } from 'zod';

/** GET /api/clients/{id}/contact-info — the guest's contacts, masked (never the full address). */
export const ZContactChannel = z.enum(['email', 'sms']);
export type TContactChannel = z.infer<typeof ZContactChannel>;

export const ZContactInfo = z.object({
  /** Opaque id of the contact within the guest ('email' or 'mobile'). */
  id: z.enum(['email', 'mobile']),
  channel: ZContactChannel,
  /** Masked: 'an***@ex***.com', '+55 (48) *****-4567'. */
  value: z.string(),
  personId: z.string().uuid(),
});
export type TContactInfo = z.infer<typeof ZContactInfo>;

export const ZContactInfoResponse = z.object({ contactInfoList: z.array(ZContactInfo).min(1) });
export type TContactInfoResponse = z.infer<typeof ZContactInfoResponse>;
