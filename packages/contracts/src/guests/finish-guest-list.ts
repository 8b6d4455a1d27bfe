import { z } from 'zod';

/**
 * POST /api/appointments/{id}/finish (bearer token of the reservation's main guest; anyone else, or
 * another reservation, 404 RESERVATION_NOT_FOUND): the main guest finishes the guest list and every form
 * goes to the hotel, as one 'fnrh' export of kind 'guest-list'. Refuses with 409 GUEST_DATA_MISSING,
 * listing the incomplete guests' ids in details.guestIds, while any guest has no fnrhId; nothing is sent
 * then. At a hotel that requires the payment guarantee (rules.warrantyRequired), refuses with 409
 * GUARANTEE_REQUIRED (details.orderId) while the reservation's order has a charge neither authorized nor
 * paid at the hotel (decision 99). The reservation keeps the time of the first finish (guestListFinishedAt); finishing again is
 * harmless: the hotel receives the list once more.
 */
export const ZFinishGuestListParams = z.object({ id: z.string().uuid() });

export const ZFinishGuestListResponse = z.object({
  reservationId: z.string().uuid(),
  /** ISO timestamp of the first finish. */
  finishedAt: z.string(),
  guestCount: z.number().int(),
});
export type TFinishGuestListResponse = z.infer<typeof ZFinishGuestListResponse>;
