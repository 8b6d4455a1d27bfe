import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/** A staff member's role at one hotel (decision 190): the owner manages staff and settings. */
export const STAFF_ROLES = ['owner', 'desk'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;

/** E-mails are compared lower-cased and trimmed; one account per e-mail per hotel. */
export const ZStaffEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'validation.email')
  .pipe(z.email('validation.email'));

/** A password as typed at sign-in: any non-empty text; its rules apply when it is set. */
const ZTypedPassword = z.string().min(1, 'validation.required').max(1024, 'validation.required');

/** POST /api/console/session */
export const ZSignInRequest = z.object({ email: ZStaffEmail, password: ZTypedPassword });
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

/** The signed-in staff member and the hotel (GET /api/console/me, and the sign-in's answer). */
export const ZStaffMe = z.object({
  staff: z.object({
    id: z.string().uuid(),
    email: z.string(),
    name: z.string(),
    role: ZStaffRole,
    language: z.enum(LANGUAGES),
  }),
  hotel: z.object({ id: z.string().uuid(), name: z.string(), subdomain: z.string() }),
  /** ISO date-time when the session ends at the latest (it also ends after an idle while). */
  expiresAt: z.string(),
});
export type TStaffMe = z.infer<typeof ZStaffMe>;

/** POST /api/console/password-reset: always 202, whether the e-mail has an account or not. */
export const ZPasswordResetRequest = z.object({ email: ZStaffEmail });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

/** The token of an e-mailed link (reset or invite): 43 base64url characters. */
export const ZStaffLinkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'link.invalid');

/** POST /api/console/invitations/preview: what the accept screen shows before the password. */
export const ZInvitationPreview = z.object({
  email: z.string(),
  name: z.string(),
  role: ZStaffRole,
  hotelName: z.string(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;
