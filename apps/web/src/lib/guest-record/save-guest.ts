import type { TGuest } from '@hospedar/contracts/guests/guest';
import { cleanGuestPayload } from '@hospedar/contracts/guests/clean-guest-payload';
import type { TSaveGuestRequest } from '@hospedar/contracts/guests/save-guest';
import { apiRequest } from '../api-client.ts';

/** PUT /api/clients/{id} (bearer): saves the step's fields; empty values dropped as spec section 5 says. */
export function saveGuest(guestId: string, patch: TSaveGuestRequest): Promise<TGuest> {
  return apiRequest<TGuest>(`/api/clients/${encodeURIComponent(guestId)}`, {
    method: 'PUT',
    body: cleanGuestPayload(patch),
  });
}
