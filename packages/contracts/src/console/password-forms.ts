import { z } from 'zod';
import { ZNewPassword } from './password.ts';
import { ZStaffLinkToken } from './staff-auth.ts';

// The calls that set a password, apart from staff-auth.ts: ZNewPassword brings zxcvbn's dictionaries,
// which only the console's password screens load (decision 196).

/** POST /api/console/password-reset/confirm */
export const ZPasswordResetConfirm = z.object({ token: ZStaffLinkToken, password: ZNewPassword });
export type TPasswordResetConfirm = z.infer<typeof ZPasswordResetConfirm>;

/** POST /api/console/invitations/accept: the invitee's name and password. */
export const ZAcceptInvitation = z.object({
  token: ZStaffLinkToken,
  name: z.string().trim().min(1, 'validation.required').max(120, 'validation.required'),
  password: ZNewPassword,
});
export type TAcceptInvitation = z.infer<typeof ZAcceptInvitation>;
