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

/**
 * PATCH /api/console/staff/{staffId} (owner; decision 244): a new role, disabled or enabled again. An
 * owner cannot disable or demote themself, nor leave the hotel without an active owner.
 */
export const ZUpdateStaffRequest = z
  .object({ role: ZStaffRole.optional(), isDisabled: z.boolean().optional() })
  .refine((change) => change.role !== undefined || change.isDisabled !== undefined, {
    message: 'validation.required',
  });
export type TUpdateStaffRequest = z.infer<typeof ZUpdateStaffRequest>;

/** What an owner did to a member (decision 245). */
export const STAFF_CHANGE_ACTIONS = [
  'invite',
  'disable',
  'enable',
  'change-role',
  'withdraw-invitation',
  'resend-invitation',
] as const;
export type TStaffChangeAction = (typeof STAFF_CHANGE_ACTIONS)[number];

/** One entry of the staff changes' log: who did what to whom, and when. */
export const ZStaffChange = z.object({
  id: z.string().uuid(),
  action: z.enum(STAFF_CHANGE_ACTIONS),
  /** The owner who acted, by name as it was then. */
  actorName: z.string(),
  actorStaffId: z.string().uuid().nullable(),
  targetStaffId: z.string().uuid(),
  /** The member as they were then (a withdrawn invitation's row is gone). */
  targetName: z.string(),
  targetEmail: z.string(),
  /** A role change's roles. */
  from: ZStaffRole.nullable(),
  to: ZStaffRole.nullable(),
  createdAt: z.string(),
});
export type TStaffChange = z.infer<typeof ZStaffChange>;

/** GET /api/console/staff/changes (owner): the newest 50. */
export const ZStaffChangeList = z.object({ changes: z.array(ZStaffChange) });
export type TStaffChangeList = z.infer<typeof ZStaffChangeList>;
