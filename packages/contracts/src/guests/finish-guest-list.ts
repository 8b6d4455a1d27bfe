import { z } from 'zod';

/**
 * POST /api/appointments/{id}/finish (bearer token of the reservation's main guest; anyone else 404):
 * the main guest finishes the guest list and every form goes to the hotel. Refuses with 409
 * GUEST_DATA_MISSING, listing the incomplete guests' ids in details.guestIds, while any guest has no
 * fnrhId. Finishing again is harmless: the hotel receives the list once more.
 */
export const ZFinishGuestListParams = z.object({ id: z.string().uuid() });

export const ZFinishGuestListResponse = z.object({
  reservationId: z.string().uuid(),
  /** ISO timestamp of the first finish. */
  finishedAt: z.string(),
  guestCount: z.number().int(),
});
export type TFinishGuestListResponse = z.infer<typeof ZFinishGuestListResponse>;
