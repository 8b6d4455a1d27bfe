import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { ZStaffEmail, ZStaffRole } from './staff-auth.ts';

/** One staff member as the owner's list shows it. */
export const ZStaffMember = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  role: ZStaffRole,
  /** invited: the invitation is not accepted yet; active: has a password; disabled: may not sign in. */
  status: z.enum(['invited', 'active', 'disabled']),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** GET /api/console/staff (owner) */
export const ZStaffList = z.object({ staff: z.array(ZStaffMember) });
export type TStaffList = z.infer<typeof ZStaffList>;

/** POST /api/console/staff (owner): invites by e-mail; the invitee sets the password. */
export const ZInviteStaffRequest = z.object({
  email: ZStaffEmail,
  name: z.string().trim().min(1, 'validation.required').max(120, 'validation.required'),
  role: ZStaffRole,
  /** The invitation's language; the hotel's first language when absent. */
  language: z.enum(LANGUAGES).optional(),
});
export type TInviteStaffRequest = z.infer<typeof ZInviteStaffRequest>;
