import type { TFoundReservation } from '@hospedar/contracts/search/search-reservations';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/direct-entry/{reservationId}/{guestId}: the reservation as the search finds it for that guest. */
export function getDirectEntry(reservationId: string, guestId: string): Promise<TFoundReservation> {
  return apiRequest<TFoundReservation>(
    `/api/direct-entry/${encodeURIComponent(reservationId)}/${encodeURIComponent(guestId)}`,
  );
}
