import type { TReservation } from '@hospedar/contracts/search/get-reservation';
import type { TGuestSession } from '@hospedar/contracts/verification/verify-pin';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/**
 * The verified guest's reservation (bearer): by guest id, falling back to the reservation id when
 * that answers 404 (spec section 4).
 */
export async function getReservationOfGuest(session: TGuestSession): Promise<TReservation> {
  try {
    return await apiRequest<TReservation>(
      `/api/appointments/by-guest/${encodeURIComponent(session.clientId)}`,
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return apiRequest<TReservation>(`/api/appointments/${encodeURIComponent(session.reservationId)}`);
  }
}
