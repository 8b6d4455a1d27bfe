import { z } from 'zod';

/**
 * POST /api/clients/finalize-register (bearer token): finalizes one guest's FNRH. The client must be the
 * token's guest, or a minor of the token's reservation when the token is the main guest's, and companyId
 * and reservationId must be the token's; else 404 GUEST_NOT_FOUND. Refuses with 400 VALIDATION_FAILED,
 * naming every field in details.fields, when the saved guest is incomplete or invalid
 * (guestCompletenessIssues: missing fields carry 'validation.required'); nothing changes then.
 * Gives the guest an fnrhId the first time; later calls keep it. Every call that passes sends the guest's
 * whole record to the hotel (an 'fnrh' export of kind 'guest'), so the hotel always has the last version.
 */
export const ZFinalizeRegisterRequest = z.object({
  companyId: z.string().uuid(),
  reservationId: z.string().uuid(),
  clientId: z.string().uuid(),
  /**
   * Part of the spec's payload. The record is exported on every finalization whatever its value
   * (docs/decisions.md, decision 21); the finished guest list sends every record once more.
   */
  immediatelyExport: z.boolean().default(false),
});
export type TFinalizeRegisterRequest = z.infer<typeof ZFinalizeRegisterRequest>;

export const ZFinalizeRegisterResponse = z.object({
  clientId: z.string().uuid(),
  fnrhId: z.string(),
  /** True when this call created the fnrhId; false when it updated a completed form. */
  isFirstFinalization: z.boolean(),
});
export type TFinalizeRegisterResponse = z.infer<typeof ZFinalizeRegisterResponse>;
