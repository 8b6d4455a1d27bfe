import { z } from 'zod';

/**
 * GET /api/direct-entry/{reservationId}/{guestId}: the direct-entry link of a companion's notification
 * (decision 35). Answers the reservation as a search would have found it for that guest (ZFoundReservation),
 * so the guest goes straight to their own verification. Unknown, another hotel's, or no longer open
 * (blocked status, expired) answers 404.
 */
export const ZDirectEntryParams = z.object({
  reservationId: z.string().uuid(),
  guestId: z.string().uuid(),
});
export type TDirectEntryParams = z.infer<typeof ZDirectEntryParams>;
