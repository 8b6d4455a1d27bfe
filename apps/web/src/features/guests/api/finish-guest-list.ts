import type { TFinishGuestListResponse } from '@hospedar/contracts/guests/finish-guest-list';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/appointments/{id}/finish (bearer of the main guest): every form goes to the hotel.
 * Refused with 409 GUEST_DATA_MISSING (details.guestIds) while a guest has no data.
 */
export function finishGuestList(reservationId: string): Promise<TFinishGuestListResponse> {
  return apiRequest<TFinishGuestListResponse>(
    `/api/appointments/${encodeURIComponent(reservationId)}/finish`,
    { method: 'POST', body: {} },
  );
}
