import { z } from 'zod';

/**
 * POST /api/clients/finalize-register (bearer token): finalizes one guest's FNRH. The client must be the
 * token's guest, or a minor of the token's reservation when the token is the main guest's; else 404.
 * Refuses with VALIDATION_FAILED (fields named) when the saved guest does not pass every FNRH rule.
 * Gives the guest an fnrhId the first time; later calls keep it and send the update to the hotel.
 */
export const ZFinalizeRegisterRequest = z.object({
  companyId: z.string().uuid(),
  reservationId: z.string().uuid(),
  clientId: z.string().uuid(),
  /** Export to the hotel now rather than with the finished list. */
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
