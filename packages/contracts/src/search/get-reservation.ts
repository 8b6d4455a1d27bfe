import { z } from 'zod';
import { RESERVATION_STATUSES } from '../constants.ts';

/** GET /api/appointments/{id} (bearer token of a guest of that reservation) */
export const ZGetReservationParams = z.object({ id: z.string().uuid() });

/**
 * GET /api/appointments/by-guest/{guestId} (bearer token): the reservation of that guest, who must be
 * the token's guest, or a minor of the token's reservation when the token is the main guest's; else 404.
 */
export const ZGetReservationByGuestParams = z.object({ guestId: z.string().uuid() });

export const ZReservation = z.object({
  id: z.string().uuid(),
  reservationNumber: z.string(),
  resStatus: z.union(RESERVATION_STATUSES.map((status) => z.literal(status))),
  checkinDate: z.string(),
  checkoutDate: z.string(),
  adultsNumber: z.number().int(),
  childrenNumber: z.number().int(),
  billed: z.boolean(),
  isDemonstration: z.boolean(),
  /** ISO timestamp of the first time the main guest finished the guest list; null until then. */
  guestListFinishedAt: z.string().nullable(),
});
export type TReservation = z.infer<typeof ZReservation>;
